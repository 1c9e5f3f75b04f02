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

@Suite struct ColorTests {
    @Test func hexGivesTheArticleColours() {
        let text = Color(hex: 0x717880)
        #expect(abs(text.red - 0x71 / 255.0) < 1e-12)
        #expect(abs(text.green - 0x78 / 255.0) < 1e-12)
        #expect(abs(text.blue - 0x80 / 255.0) < 1e-12)
        #expect(text.alpha == 1)
        #expect(text.hexString == "#717880")
        #expect(Color(hexString: "#e6e7eb") == Color(hex: 0xE6E7EB))
        #expect(Color(hexString: "#00000080")?.alpha == 128.0 / 255)
        #expect(Color(hexString: "nonsense") == nil)
    }

    @Test func componentsAreClamped() {
        let c = Color(red: 2, green: -1, blue: .nan, alpha: 0.5)
        #expect(c == Color(red: 1, green: 0, blue: 0, alpha: 0.5))
        #expect(Color.white.withAlphaComponent(0.25).alpha == 0.25)
        #expect(Color(white: 0.5) == .gray)
        #expect(Color.clear.alpha == 0)
        #expect(Set([Color.red, Color(red: 1, green: 0, blue: 0)]).count == 1)
    }
}
