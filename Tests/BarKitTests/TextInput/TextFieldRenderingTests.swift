import Foundation
import Testing

import BarKit
@testable import BarGraphics
@testable import BarRendering
@testable import BarViews
@testable import BarTextInput
@testable import BarWidgets

/// Text fields drawn: the placeholder, text with the caret, a selection, secure entry, the borders.
/// The renders are written to the temporary directory to look at.
@MainActor
@Suite struct TextFieldRenderingTests {
    static func write(_ bitmap: Bitmap, _ name: String) throws {
        let url = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("textinput-\(name).png")
        try bitmap.pngData()?.write(to: url)
    }

    /// The pixel of `bitmap` (scale 2) at `point`, in points.
    static func pixel(_ bitmap: Bitmap, _ point: CGPoint) -> PixelRGBA {
        bitmap.pixel(x: Int(point.x * 2), y: Int(point.y * 2))
    }

    @Test func fieldsDrawTheirStates() throws {
        let scene = Scene(size: CGSize(width: 260, height: 260))
        scene.window.backgroundColor = Color(white: 0.95)
        func field(_ y: CGFloat, _ style: TextField.BorderStyle) -> TextField {
            let field = TextField(frame: CGRect(x: 20, y: y, width: 220, height: 34))
            field.borderStyle = style
            scene.window.addSubview(field)
            return field
        }
        let placeholder = field(10, .roundedRect)
        placeholder.placeholder = "Email"
        let caret = field(54, .roundedRect)
        caret.text = "Hello, world"
        caret.clearButtonMode = .always
        let secure = field(98, .roundedRect)
        secure.text = "secret"
        secure.isSecureTextEntry = true
        let line = field(142, .line)
        line.text = "Line border"
        let bezel = field(186, .bezel)
        bezel.text = "Bezel border"
        #expect(caret.becomeFirstResponder())
        let editing = try scene.window.render(scale: 2)
        try Self.write(editing, "fields")
        // The caret: the tint colour, 2 pt wide, at the end of the text.
        let caretRect = caret.convert(caret.caretRect(for: 12), to: scene.window)
        let tint = Self.pixel(editing, CGPoint(x: caretRect.midX, y: caretRect.midY))
        #expect(tint.blue > 200 && tint.red < 40, "\(tint)")
        // The placeholder is grey, lighter than the text.
        // A selection is the tint at 20 %.
        caret.selectedRange = NSRange(location: 0, length: 5)
        let selected = try scene.window.render(scale: 2)
        try Self.write(selected, "selection")
        let inside = caret.convert(caret.highlightRect(for: NSRange(location: 0, length: 5)), to: scene.window)
        let shade = Self.pixel(selected, CGPoint(x: inside.minX + 1, y: inside.minY + 1))
        #expect(shade.blue > shade.red + 20, "\(shade)")
    }
}
