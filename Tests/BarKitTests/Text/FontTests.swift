import Foundation
import Testing

@testable import BarKit

@Suite struct FontTests {
    @Test func boldSystemFontMetrics() {
        let font = Font.boldSystemFont(ofSize: 20)
        #expect(font.familyName == "DejaVu Sans")
        #expect(font.fontName == "DejaVuSans-Bold")
        #expect(abs(font.ascender - 18.56) < 0.01)
        #expect(abs(font.descender + 4.72) < 0.01)
        #expect(font.leading == 0)
        #expect(abs(font.lineHeight - 23.28) < 0.01)
    }
}
