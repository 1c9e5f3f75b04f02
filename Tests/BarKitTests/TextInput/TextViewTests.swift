import Foundation
import Testing

import BarKit
@testable import BarGraphics
@testable import BarRendering
@testable import BarText
@testable import BarViews
@testable import BarTextInput
@testable import BarWidgets

/// Logs a text view's delegate calls, in order.
@MainActor
final class TextViewLog: TextViewDelegate {
    var entries: [String] = []
    func textViewShouldBeginEditing(_ textView: TextView) -> Bool { entries.append("shouldBegin"); return true }
    func textViewDidBeginEditing(_ textView: TextView) { entries.append("didBegin") }
    func textViewShouldEndEditing(_ textView: TextView) -> Bool { entries.append("shouldEnd"); return true }
    func textViewDidEndEditing(_ textView: TextView) { entries.append("didEnd") }
    func textView(_ textView: TextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        entries.append("shouldChange(\(range.location),\(range.length),\(text.debugDescription))")
        return true
    }
    func textViewDidChange(_ textView: TextView) { entries.append("didChange") }
    func textViewDidChangeSelection(_ textView: TextView) {
        entries.append("didChangeSelection(\(textView.selectedRange.location),\(textView.selectedRange.length))")
    }
}

/// A window holding one text view 200 × 120.
@MainActor
struct TextViewScene {
    let scene = Scene(size: CGSize(width: 240, height: 200))
    let textView = TextView(frame: CGRect(x: 20, y: 20, width: 200, height: 120))
    var simulator: EventSimulator { scene.simulator }

    init(text: String = "") {
        textView.text = text
        scene.window.addSubview(textView)
        scene.window.layoutIfNeeded()
    }
}

@MainActor
@Suite struct TextViewTests {
    @Test func theTextWrapsToTheWidthInsideTheContainerInset() {
        let s = TextViewScene(text: String(repeating: "word ", count: 30))
        let v = s.textView
        #expect(v.textContainerInset == EdgeInsets(top: 8, left: 0, bottom: 8, right: 0))
        #expect(v.wrapWidth == 190, "200 less 5 pt of padding on each side")
        let layout = v.paragraphs.items[0].layout
        #expect((layout?.lines.count ?? 0) > 3)
        for line in layout?.lines ?? [] { #expect(line.rect.maxX <= 190) }
        let font = Font.systemFont(ofSize: 12)
        #expect(v.caretRect(for: 0) == CGRect(x: 5, y: 8, width: 2, height: font.lineHeight.rounded(.up)))
        #expect(v.contentSize.height == (16 + (layout?.size.height ?? 0)).rounded(.up))
    }

    @Test func typingReturnAndTheDelegateCallsInOrder() {
        let s = TextViewScene()
        let log = TextViewLog()
        s.textView.delegate = log
        s.simulator.tap(s.textView)
        #expect(s.textView.isFirstResponder && s.textView.isEditing)
        #expect(log.entries == ["shouldBegin", "didBegin"])
        log.entries = []
        s.simulator.type("a")
        s.simulator.press(.returnKey)
        s.simulator.type("b")
        #expect(s.textView.text == "a\nb")
        #expect(log.entries == [
            "shouldChange(0,0,\"a\")", "didChange", "didChangeSelection(1,0)",
            "shouldChange(1,0,\"\\n\")", "didChange", "didChangeSelection(2,0)",
            "shouldChange(2,0,\"b\")", "didChange", "didChangeSelection(3,0)",
        ])
        #expect(s.textView.paragraphs.items.map(\.text) == ["a", "b"])
        log.entries = []
        #expect(s.textView.resignFirstResponder())
        #expect(log.entries == ["shouldEnd", "didEnd"])
    }

    @Test func upAndDownMoveByLineKeepingTheColumn() {
        let s = TextViewScene(text: "first line\nsecond line is long enough to wrap around the width\n\nend")
        let v = s.textView
        #expect(v.becomeFirstResponder())
        v.selectedRange = range(4, 0)
        let x = v.caretRect(for: 4).minX
        s.simulator.press(.downArrow)
        let down = v.selectedRange.location
        #expect(down > 11 && down < 20)
        #expect(abs(v.caretRect(for: down).minX - x) < 6)
        s.simulator.press(.downArrow)
        #expect(v.caretRect(for: v.selectedRange.location).minY > v.caretRect(for: down).minY, "the wrapped line below")
        s.simulator.press(.downArrow)
        s.simulator.press(.downArrow)
        s.simulator.press(.downArrow)
        #expect(v.selectedRange.location == v.text.utf16.count, "past the last line: the end")
        s.simulator.press(.upArrow)
        s.simulator.press(.upArrow)
        #expect(v.caretRect(for: v.selectedRange.location).minY < v.caretRect(for: v.text.utf16.count).minY)
        v.selectedRange = range(2, 0)
        s.simulator.press(.upArrow)
        #expect(v.selectedRange == range(0, 0), "the first line's Up: the start")
        // Home and End go to the visual line's ends.
        v.selectedRange = range(13, 0)
        s.simulator.press(.end)
        let lineEnd = v.selectedRange.location
        #expect(lineEnd > 13 && lineEnd < 63)
        #expect(v.caretRect(for: lineEnd).minY == v.caretRect(for: 13).minY)
        s.simulator.press(.home)
        #expect(v.selectedRange == range(11, 0))
    }

    @Test func aTapPlacesTheCaretAndADoubleTapSelectsAWord() {
        let s = TextViewScene(text: "alpha beta\ngamma delta")
        let v = s.textView
        let inGamma = v.caretRect(for: 13)
        s.simulator.tap(at: v.convert(CGPoint(x: inGamma.minX + 1, y: inGamma.midY), to: s.scene.window))
        #expect(v.isFirstResponder)
        #expect(v.selectedRange == range(13, 0))
        s.simulator.advance(by: 1)
        s.simulator.doubleTap(at: v.convert(CGPoint(x: inGamma.minX + 1, y: inGamma.midY), to: s.scene.window))
        #expect(v.selectedRange == range(11, 5))
        // Below the text: the end.
        s.simulator.advance(by: 1)
        s.simulator.tap(at: v.convert(CGPoint(x: 20, y: 110), to: s.scene.window))
        #expect(v.selectedRange == range(v.text.utf16.count, 0))
    }

    @Test func scrollRangeToVisibleAndTypingKeepTheCaretInView() {
        let lines = (1...40).map { "line \($0)" }.joined(separator: "\n")
        let s = TextViewScene(text: lines)
        let v = s.textView
        #expect(v.contentSize.height > 400)
        v.scrollRangeToVisible(range(v.text.utf16.count, 0))
        let caret = v.caretRect(for: v.text.utf16.count)
        #expect(caret.maxY <= v.contentOffset.y + v.bounds.height)
        #expect(caret.minY >= v.contentOffset.y)
        v.scrollRangeToVisible(range(0, 0))
        #expect(v.contentOffset.y == 0)
        #expect(v.becomeFirstResponder())
        s.simulator.press(Key.end.with(.control))
        #expect(v.caretRect(for: v.selectedRange.location).maxY <= v.contentOffset.y + v.bounds.height)
    }

    @Test func notEditableRefusesChangesButSelectsAndCopies() {
        let s = TextViewScene(text: "read only")
        let v = s.textView
        v.isEditable = false
        #expect(v.becomeFirstResponder())
        #expect(!v.isEditing)
        s.simulator.type("x")
        s.simulator.press(.delete)
        #expect(v.text == "read only")
        s.simulator.press(Key(character: "a", modifiers: .control))
        s.simulator.press(Key(character: "c", modifiers: .control))
        #expect(Pasteboard.general.string == "read only")
        v.isSelectable = false
        v.resignFirstResponder()
        #expect(!v.becomeFirstResponder())
    }

    @Test func anEditLaysOutOnlyTheParagraphItTouched() {
        let text = (1...100).map { "Paragraph \($0) has a few words in it to wrap and shape." }.joined(separator: "\n")
        let s = TextViewScene(text: text)
        let v = s.textView
        #expect(v.becomeFirstResponder())
        let before = v.paragraphs.layoutsMade
        s.simulator.type("typing")
        #expect(v.paragraphs.layoutsMade - before == 6, "one layout per key")
        #expect(v.paragraphs.items.count == 100)
        // The starts and tops still add up after the edit.
        #expect(v.paragraphs.starts[99] == (text + "typing").utf16.count - v.paragraphs.items[99].length)
        // Joining two paragraphs.
        v.selectedRange = range(v.paragraphs.starts[50], 0)
        s.simulator.press(.delete)
        #expect(v.paragraphs.items.count == 99)
        #expect(v.text == String(text.prefix(v.text.count)) || v.text.count == text.count + 5)
        #expect(v.paragraphs.items.map(\.text).joined(separator: "\n") == v.text)
    }

    /// What makes typing at the end of 10,000 characters cost what typing into 100 does (timed in
    /// BarBench's text-type-10000): each key lays out the edited paragraph alone.
    @Test func typingIntoTenThousandCharactersLaysOutWhatTypingIntoAHundredDoes() {
        func layouts(paragraphs: Int) -> Int {
            let text = (0..<paragraphs).map { _ in
                "A paragraph of a hundred characters, give or take a few, for the typing cost to be measured on"
            }.joined(separator: "\n")
            let s = TextViewScene(text: text)
            #expect(s.textView.becomeFirstResponder())
            s.textView.layoutIfNeeded()
            let before = s.textView.paragraphs.layoutsMade
            for character in "typing at the end" { s.textView.insertText(String(character)) }
            s.textView.layoutIfNeeded()
            return s.textView.paragraphs.layoutsMade - before
        }
        let small = layouts(paragraphs: 1)
        #expect(small == 17, "one layout a key")
        #expect(layouts(paragraphs: 100) == small)
    }

    @Test func markedTextAndUndoWorkAsInTheField() {
        let s = TextViewScene(text: "x")
        let v = s.textView
        #expect(v.becomeFirstResponder())
        s.simulator.type("ab")
        s.simulator.setMarkedText("ni", selectedRange: range(2, 0))
        #expect(v.markedTextRange == range(3, 2))
        s.simulator.type("に")
        #expect(v.text == "xabに")
        s.simulator.press(Key(character: "z", modifiers: .control))
        #expect(v.text == "xab")
        s.simulator.press(Key(character: "z", modifiers: .control))
        #expect(v.text == "x")
        #expect(v.selectedRange == range(1, 0))
    }

    @Test func aTextViewThatLeavesItsWindowEndsEditingAndLeavesNothingOnTheClock() {
        let scene = Scene()
        weak var released: TextView?
        var item: EventClock.Item?
        let log = TextViewLog()
        do {
            let v = TextView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            v.delegate = log
            scene.window.addSubview(v)
            #expect(v.becomeFirstResponder())
            item = v.blink.item
            #expect(item?.isScheduled == true)
            v.removeFromSuperview()
            released = v
        }
        #expect(released == nil)
        #expect(item?.isScheduled == false)
        #expect(log.entries == ["shouldBegin", "didBegin", "didEnd"], "a forced end asks nothing")
    }

    @Test func aTextViewDraws() throws {
        let s = TextViewScene(text: "A text view wraps its text to the width.\nSecond paragraph, selected in part.")
        let v = s.textView
        #expect(v.becomeFirstResponder())
        v.selectedRange = range(41, 6)
        let bitmap = try s.scene.window.render(scale: 2)
        try TextFieldRenderingTests.write(bitmap, "textview")
        let selection = v.convert(v.caretRect(for: 42), to: s.scene.window)
        let shade = TextFieldRenderingTests.pixel(bitmap, CGPoint(x: selection.maxX + 2, y: selection.minY + 2))
        #expect(shade.blue > shade.red + 20, "\(shade)")
    }
}
