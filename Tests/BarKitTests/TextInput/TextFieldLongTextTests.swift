import Foundation
import Testing

import BarKit
@testable import BarRendering
@testable import BarText
@testable import BarViews
@testable import BarTextInput
@testable import BarWidgets

/// A field holding a long text lays out only a window of it around the caret (TextField+Window.swift):
/// what shows, where the caret goes and what a tap finds are as if the whole text were laid out.
@MainActor
@Suite struct TextFieldLongTextTests {
    static let sentence = "The quick brown fox jumps over the lazy dog. "
    /// 50,625 units.
    static let text = String(repeating: sentence, count: 1125)

    static func scene(caretAt offset: Int? = nil) -> FieldScene {
        let scene = FieldScene(text: text, frame: CGRect(x: 10, y: 10, width: 300, height: 34))
        scene.focus()
        if let offset { scene.field.selectedRange = NSRange(location: offset, length: 0) }
        scene.window.layoutIfNeeded()
        return scene
    }

    @Test func onlyAWindowAroundTheCaretIsLaidOut() throws {
        let s = Self.scene()
        let window = try #require(s.field.textCache.window?.range)
        #expect(window.upperBound == Self.text.utf16.count)
        #expect(window.count <= 2 * TextField.windowHalfLength)
        // The window starts after a space.
        #expect(Array(Self.text.utf16)[window.lowerBound - 1] == 0x20)
    }

    @Test func typingAtTheEndKeepsTheCaretAtTheRightEdge() {
        let s = Self.scene()
        let area = s.field.editingRect(forBounds: s.field.bounds)
        s.simulator.type("xyz")
        s.window.layoutIfNeeded()
        #expect(s.field.text?.hasSuffix("dog. xyz") == true)
        let caret = s.field.caretRect(for: s.field.selectedRange.location)
        #expect(abs(caret.maxX - area.maxX) < 0.01, "\(caret) in \(area)")
    }

    @Test func typingInTheMiddleLeavesTheTextBeforeTheCaretInPlace() {
        // The caret jumps there at the right edge; 25 characters left it is inside the field.
        let s = Self.scene(caretAt: 25_045)
        for _ in 0..<25 { s.press(.leftArrow) }
        let area = s.field.editingRect(forBounds: s.field.bounds)
        #expect(s.field.caretRect(for: 25_020).minX < area.maxX - 50)
        let before = s.field.caretRect(for: 25_010).minX
        let caret = s.field.caretRect(for: 25_020).minX
        s.simulator.type("W")
        s.window.layoutIfNeeded()
        #expect(s.field.selectedRange.location == 25_021)
        #expect(s.field.caretRect(for: 25_010).minX == before)
        #expect(s.field.caretRect(for: 25_021).minX > caret)
        #expect(s.field.engine.substring(NSRange(location: 25_019, length: 3)).contains("W"))
    }

    @Test func movingPastTheWindowsEdgeKeepsTheTextInPlace() throws {
        let s = Self.scene(caretAt: 25_020)
        let area = s.field.editingRect(forBounds: s.field.bounds)
        let firstWindow = try #require(s.field.textCache.window?.range)
        var caret = 25_020
        for _ in 0..<(2 * TextField.windowHalfLength) {
            let passed = s.field.caretRect(for: caret).minX
            s.press(.leftArrow)
            caret -= 1
            #expect(s.field.selectedRange.location == caret)
            let now = s.field.caretRect(for: caret).minX
            // Either the text stayed (the character passed is where it was), or it scrolled to keep the
            // caret at the left edge.
            let stayed = abs(s.field.caretRect(for: caret + 1).minX - passed) < 0.01
            let atEdge = abs(now - area.minX) < 0.01
            #expect(stayed || atEdge, "at \(caret): passed \(passed), now \(now)")
            if !(stayed || atEdge) { break }
        }
        #expect(s.field.textCache.window?.range.lowerBound != firstWindow.lowerBound, "the window moved")
    }

    @Test func aTapFindsTheOffsetUnderIt() {
        let s = Self.scene(caretAt: 30_000)
        let target = s.field.caretRect(for: 29_990)
        s.simulator.tap(at: s.field.convert(CGPoint(x: target.minX + 0.5, y: target.midY), to: s.window))
        #expect(s.field.selectedRange == NSRange(location: 29_990, length: 0))
    }

    @Test func theWholeWidthFollowsEdits() {
        let s = Self.scene()
        _ = s.field.intrinsicContentSize
        s.simulator.type(" jumps again")
        s.press(.delete)
        s.field.selectedRange = NSRange(location: 1000, length: 3)
        s.simulator.type("wxyz")
        let fresh = TextField(frame: CGRect(x: 0, y: 0, width: 300, height: 34))
        fresh.borderStyle = .roundedRect
        fresh.text = s.field.text
        #expect(abs(s.field.intrinsicContentSize.width - fresh.intrinsicContentSize.width) <= 1)
    }

    @Test func selectingAllHighlightsTheWindowShown() {
        let s = Self.scene()
        s.press("a")
        #expect(s.field.selectedRange == NSRange(location: 0, length: Self.text.utf16.count))
        let rects = s.field.highlightRects(for: s.field.selectedRange)
        #expect(rects.count == 1)
        let area = s.field.editingRect(forBounds: s.field.bounds)
        #expect(rects[0].minX < area.minX && rects[0].maxX >= area.maxX - TextField.caretWidth - 0.01)
    }

    @Test func theWindowAroundTheCaretIsDrawn() throws {
        let s = Self.scene(caretAt: 25_045)
        for _ in 0..<25 { s.press(.leftArrow) }
        s.field.selectedRange = NSRange(location: 25_010, length: 10)
        let bitmap = try s.window.render(scale: 2)
        let url = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("textinput-long-text.png")
        try bitmap.pngData()?.write(to: url)
        // Dark text fills the field from edge to edge.
        let area = s.field.convert(s.field.editingRect(forBounds: s.field.bounds), to: s.window)
        for x in stride(from: area.minX + 10, to: area.maxX - 10, by: 40) {
            var dark = false
            for dx in 0..<40 {
                for y in stride(from: area.minY, to: area.maxY, by: 1) {
                    let pixel = bitmap.pixel(x: Int((x + CGFloat(dx) / 2) * 2), y: Int(y * 2))
                    if pixel.red < 100 { dark = true }
                }
            }
            #expect(dark, "no text at x \(x)")
        }
    }

    @Test func aLongSecureTextShowsBulletsUpToTheCaret() {
        let s = FieldScene(text: String(repeating: "pässword ", count: 600), frame: CGRect(x: 10, y: 10, width: 300, height: 34))
        s.field.isSecureTextEntry = true
        s.focus()
        s.simulator.type("é!")
        s.window.layoutIfNeeded()
        let area = s.field.editingRect(forBounds: s.field.bounds)
        #expect(s.field.selectedRange.location == 5402)
        #expect(s.field.textCache.window.map { $0.range.count < 5401 } == true)
        #expect(s.field.textCache.windowText.allSatisfy { $0 == "\u{2022}" })
        #expect(abs(s.field.caretRect(for: 5402).maxX - area.maxX) < 0.01)
        s.press(.home)
        #expect(s.field.caretRect(for: 0).minX == area.minX)
    }
}
