import Foundation
import Testing

import BarKit
@testable import BarDocuments
@testable import BarGeometry
@testable import BarGraphics
@testable import BarRendering
@testable import BarText
@testable import BarViews
@testable import BarWidgets

extension Graphics {
    @Suite struct PixelRGBATests {
        @Test func premultiplyRoundsToNearest() {
            let p = PixelRGBA(red: 255, green: 128, blue: 1, alpha: 128).premultiplied
            #expect(p == PixelRGBA(red: 128, green: 64, blue: 1, alpha: 128))
            #expect(PixelRGBA(red: 200, green: 10, blue: 0, alpha: 0).premultiplied == .clear)
        }

        @Test func unpremultiplyInvertsPremultiplyForEveryColourAndAlpha() {
            for alpha in 1...255 {
                for value in 0...255 {
                    let p = PixelRGBA(white: UInt8(value), alpha: UInt8(alpha))
                    let round = p.premultiplied.unpremultiplied.premultiplied
                    #expect(round == p.premultiplied)
                }
            }
            #expect(PixelRGBA(red: 9, green: 9, blue: 9, alpha: 0).unpremultiplied == .clear)
        }

        @Test func convertsToAndFromColor() {
            let color = Color(hex: 0x717880, alpha: 0.5)
            let p = PixelRGBA(color)
            #expect(p == PixelRGBA(red: 0x71, green: 0x78, blue: 0x80, alpha: 128))
            #expect(p.description == "#71788080")
            #expect(PixelRGBA(p.color) == p)
            #expect(p.maxChannelDifference(to: PixelRGBA(red: 0x70, green: 0x78, blue: 0x85, alpha: 128)) == 5)
        }
    }
}
