import Foundation
import Testing

import BarKit
@testable import BarGraphics
@testable import BarRendering
@testable import BarTextInput
@testable import BarViews

/// What a text view redraws after an edit or a caret move (Docs/TextInput.md): the lines from the one
/// before the edit to the end of its paragraph (to the end of the text when what follows moved), and
/// the caret's old and new rects; the pixels are those of a full render.
@MainActor
@Suite struct TextViewRedrawTests {
    /// A 300 × 400 window with a text view of `paragraphs` paragraphs of prose, editing, caret at the end
    /// of the first paragraph.
    func makeScene(paragraphs: Int = 3) -> (Scene, TextView) {
        let scene = Scene(size: CGSize(width: 300, height: 400))
        scene.window.backgroundColor = .white
        let view = TextView(frame: scene.window.bounds)
        let sentence = "The committee met early on Tuesday to review the proposal for the new library wing. "
        view.text = Array(repeating: String(repeating: sentence, count: 3), count: paragraphs).joined(separator: "\n")
        scene.window.addSubview(view)
        #expect(view.becomeFirstResponder())
        view.selectedRange = NSRange(location: sentence.utf16.count * 3, length: 0)
        _ = try? scene.window.render(scale: 1)
        return (scene, view)
    }

    /// The union of the region the last render redrew, in window points.
    func redrawn(_ window: Window) -> CGRect {
        (window.lastRenderedRegion ?? [window.bounds]).reduce(CGRect.null) { $0.union($1) }
    }

    @Test func typingRedrawsTheLastLinesOfItsParagraphOnlyWithTheSamePixelsAsAFullRender() throws {
        let (scene, view) = makeScene()
        let paragraph = view.paragraphs.items[0]
        let lines = try #require(paragraph.layout?.lines)
        #expect(lines.count >= 3)
        view.insertText("x")
        let partial = try scene.window.render(scale: 1)
        let region = redrawn(scene.window)
        let lineHeight = lines[0].rect.height
        // From the line before the caret's, to the paragraph's end: not the first line, nor the next paragraph.
        #expect(region.minY >= view.textContainerInset.top + lines[lines.count - 2].rect.minY - 2)
        #expect(region.maxY <= view.textContainerInset.top + paragraph.height + lineHeight)
        scene.window.setNeedsFullRender()
        let full = try scene.window.render(scale: 1)
        #expect(partial.pixelsEqual(full))
    }

    @Test func aLineBreakRedrawsToTheEndOfTheTextWithTheSamePixelsAsAFullRender() throws {
        let (scene, view) = makeScene()
        view.insertText("\n")
        let partial = try scene.window.render(scale: 1)
        let region = redrawn(scene.window)
        #expect(region.maxY >= view.textContainerInset.top + view.paragraphs.height - 1)
        scene.window.setNeedsFullRender()
        #expect(partial.pixelsEqual(try scene.window.render(scale: 1)))
    }

    @Test func movingTheCaretRedrawsItsOldAndNewRectsOnly() throws {
        let (scene, view) = makeScene()
        let old = view.caretRect(for: view.selectedRange.location)
        view.selectedRange = NSRange(location: 4, length: 0)
        let partial = try scene.window.render(scale: 1)
        let region = redrawn(scene.window)
        let new = view.caretRect(for: 4)
        #expect(region.height <= old.union(new).insetBy(dx: -2, dy: -2).height)
        scene.window.setNeedsFullRender()
        #expect(partial.pixelsEqual(try scene.window.render(scale: 1)))
    }
}

extension Bitmap {
    /// Whether every pixel equals `other`'s.
    func pixelsEqual(_ other: Bitmap) -> Bool {
        guard width == other.width, height == other.height else { return false }
        for y in 0..<height {
            for x in 0..<width where pixel(x: x, y: y) != other.pixel(x: x, y: y) { return false }
        }
        return true
    }
}
