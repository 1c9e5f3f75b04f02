import Foundation
import Testing

import BarKit
@testable import BarText
@testable import BarViews
@testable import BarTextInput
@testable import BarWidgets

/// The editing engine's rules through a text field and the event simulator: grapheme clusters,
/// words, selection, clipboard, undo and marked text.
@MainActor
@Suite struct TextEditingTests {
    @Test func backspaceDeletesOneGraphemeClusterEachTime() {
        // A thumbs-up with a skin tone, e + combining acute, a precomposed and a decomposed Hangul
        // syllable, a flag: each one cluster.
        let clusters = ["👍🏽", "e\u{301}", "한", "\u{1112}\u{1161}\u{11AB}", "🇫🇷", "a"]
        let s = FieldScene(text: clusters.joined())
        s.focus()
        var expected = clusters
        while !expected.isEmpty {
            s.press(.delete)
            expected.removeLast()
            #expect(s.field.text == expected.joined())
            #expect(s.field.selectedRange == range(expected.joined().utf16.count, 0))
        }
        s.press(.delete)
        #expect(s.field.text == "")
    }

    @Test func arrowsMoveOverWholeClustersAndForwardDeleteRemovesOne() {
        let s = FieldScene(text: "a👍🏽e\u{301}b")
        s.focus()
        s.press(.home)
        #expect(s.field.selectedRange == range(0, 0))
        s.press(.rightArrow)
        #expect(s.field.selectedRange == range(1, 0))
        s.press(.rightArrow)
        #expect(s.field.selectedRange == range(5, 0), "the emoji and its skin tone are four UTF-16 units")
        s.press(.forwardDelete)
        #expect(s.field.text == "a👍🏽b")
        s.press(.leftArrow)
        #expect(s.field.selectedRange == range(1, 0))
        s.press(.end)
        #expect(s.field.selectedRange == range(6, 0))
    }

    @Test func controlArrowsMoveByWordsTheLinuxWay() {
        let s = FieldScene(text: "hello, world don't 3.14")
        s.focus()
        s.press(.home)
        let right = Key.rightArrow.with(.control)
        let left = Key.leftArrow.with(.control)
        s.press(right)
        #expect(s.field.selectedRange.location == 5, "the end of hello")
        s.press(right)
        #expect(s.field.selectedRange.location == 12, "the end of world")
        s.press(right)
        #expect(s.field.selectedRange.location == 18, "don't is one word")
        s.press(right)
        #expect(s.field.selectedRange.location == 23, "3.14 is one word")
        s.press(left)
        #expect(s.field.selectedRange.location == 19)
        s.press(left)
        #expect(s.field.selectedRange.location == 13)
        s.press(left.with([.control, .shift]))
        #expect(s.field.selectedRange == range(7, 6), "Shift extends back over world")
    }

    @Test func shiftExtendsTheSelectionAndPlainArrowsCollapseIt() {
        let s = FieldScene(text: "abcdef")
        s.focus()
        s.press(.leftArrow)
        s.press(Key.leftArrow.with(.shift))
        s.press(Key.leftArrow.with(.shift))
        #expect(s.field.selectedRange == range(3, 2))
        s.press(Key.rightArrow.with(.shift))
        #expect(s.field.selectedRange == range(4, 1), "the anchor stays at 5")
        s.press(Key.home.with(.shift))
        #expect(s.field.selectedRange == range(0, 5))
        s.press(.rightArrow)
        #expect(s.field.selectedRange == range(5, 0), "Right collapses to the end")
        s.press(Key(character: "a", modifiers: .control))
        #expect(s.field.selectedRange == range(0, 6))
        s.press(.leftArrow)
        #expect(s.field.selectedRange == range(0, 0), "Left collapses to the start")
    }

    @Test func copyCutAndPasteGoThroughTheGeneralPasteboard() {
        let s = FieldScene(text: "one two")
        s.focus()
        s.press(Key.leftArrow.with([.control, .shift]))
        s.press("c")
        #expect(Pasteboard.general.string == "two")
        s.press("x")
        #expect(s.field.text == "one ")
        #expect(Pasteboard.general.string == "two")
        s.press(.home)
        s.press("v")
        s.press("v")
        #expect(s.field.text == "twotwoone ")
        #expect(s.field.selectedRange == range(6, 0))
        Pasteboard.general.string = "a\nb"
        s.field.paste(nil)
        #expect(s.field.text == "twotwoa bone ", "a field keeps one line")
    }

    @Test func secureEntryShowsBulletsAndRefusesCopyAndCut() {
        let s = FieldScene(text: "pa👍🏽ss")
        s.field.isSecureTextEntry = true
        s.focus()
        #expect(s.field.shownString == "•••••")
        Pasteboard.general.string = "before"
        s.press("a")
        s.press("c")
        s.press("x")
        #expect(Pasteboard.general.string == "before")
        #expect(s.field.text == "pa👍🏽ss")
        // The caret maps to the bullets: after the emoji is after the third bullet.
        s.field.selectedRange = range(6, 0)
        #expect(s.field.shownOffset(6) == 3)
    }

    @Test func typingCoalescesIntoOneUndoStepAndUndoRestoresTheSelection() {
        let s = FieldScene(text: "x")
        s.focus()
        s.simulator.type("abc")
        s.press(.leftArrow)
        s.simulator.type("d")
        #expect(s.field.text == "xabdc")
        s.press("z")
        #expect(s.field.text == "xabc")
        #expect(s.field.selectedRange == range(3, 0), "the caret where the typing began")
        s.press("z")
        #expect(s.field.text == "x")
        #expect(s.field.selectedRange == range(1, 0))
        #expect(!s.field.undoManager.canUndo, "setting text cleared the history")
        s.press(Key(character: "z", modifiers: [.control, .shift]))
        #expect(s.field.text == "xabc")
        #expect(s.field.selectedRange == range(4, 0))
        s.press(Key(character: "z", modifiers: [.control, .shift]))
        #expect(s.field.text == "xabdc")
        // Consecutive Backspaces are one step too; a delete is not merged with typing.
        s.press(.end)
        s.press(.delete)
        s.press(.delete)
        #expect(s.field.text == "xab")
        s.press("z")
        #expect(s.field.text == "xabdc")
        #expect(s.field.selectedRange == range(5, 0))
    }

    @Test func markedTextIsReplacedAsTheInputMethodComposesAndCommitsAsOneStep() {
        let s = FieldScene(text: "ab")
        s.focus()
        s.simulator.setMarkedText("k", selectedRange: range(1, 0))
        #expect(s.field.markedTextRange == range(2, 1))
        s.simulator.setMarkedText("ka", selectedRange: range(2, 0))
        #expect(s.field.text == "abka")
        #expect(s.field.markedTextRange == range(2, 2))
        #expect(s.field.selectedRange == range(4, 0))
        s.simulator.type("か")
        #expect(s.field.text == "abか")
        #expect(s.field.markedTextRange == nil)
        s.press("z")
        #expect(s.field.text == "ab")
        // unmarkText keeps the marked text.
        s.field.setMarkedText("漢", selectedRange: range(1, 0))
        s.field.unmarkText()
        #expect(s.field.text == "ab漢")
        #expect(s.field.markedTextRange == nil)
        // nil removes it.
        s.field.setMarkedText("x", selectedRange: range(0, 0))
        s.field.setMarkedText(nil, selectedRange: range(0, 0))
        #expect(s.field.text == "ab漢")
    }

    @Test func outOfRangeInputIsClampedWithAMessage() {
        let s = FieldScene(text: "abc")
        s.focus()
        s.field.selectedRange = range(10, 5)
        #expect(s.field.selectedRange == range(3, 0))
        s.field.selectedRange = range(-4, 2)
        #expect(s.field.selectedRange == range(0, 0))
        s.field.selectedRange = range(NSNotFound, 0)
        #expect(s.field.selectedRange == range(3, 0))
        s.field.setMarkedText("xy", selectedRange: range(7, 9))
        #expect(s.field.selectedRange == range(5, 0))
        #expect(s.field.markedTextRange == range(3, 2))
        #expect(s.problems.messages.count == 4)
        #expect(s.problems.messages.first?.contains("{10, 5} is outside the text (length 3)") == true)
        // A range inside a surrogate pair is moved to the pair's start.
        s.field.text = "👍"
        s.field.selectedRange = range(1, 0)
        #expect(s.field.selectedRange == range(0, 0))
        #expect(s.field.caretRect(for: 99).minX == s.field.caretRect(for: 2).minX)
    }
}
