import Foundation
import Testing

import BarKit
@testable import BarText
@testable import BarViews
@testable import BarTextInput
@testable import BarWidgets

/// A text field's editing session: the delegate's and the control events' order, Return, Tab, the
/// clear button, taps and drags, and sizing.
@MainActor
@Suite struct TextFieldTests {
    @Test func theDelegateAndControlEventsComeInUIKitsOrder() {
        let s = FieldScene()
        let log = FieldLog(s.field)
        s.simulator.tap(s.field)
        #expect(s.field.isEditing && s.field.isFirstResponder)
        #expect(log.entries == ["shouldBegin", "editingDidBegin", "didBegin"], "the caret was already at 0")
        log.entries = []
        s.simulator.type("a")
        #expect(log.entries == ["shouldChange(0,0,a)", "editingChanged", "didChangeSelection(1,0)"])
        log.entries = []
        s.press(.returnKey)
        #expect(log.entries == ["shouldReturn", "editingDidEndOnExit", "primaryActionTriggered", "shouldEnd", "editingDidEnd", "didEnd"],
            "something is registered for editingDidEndOnExit, so Return ends editing")
        #expect(!s.field.isEditing && !s.field.isFirstResponder)
        #expect(s.field.text == "a")
    }

    @Test func theDelegateCanRefuseToBeginChangeOrEnd() {
        let s = FieldScene(text: "abc")
        let log = FieldLog(s.field)
        log.allowsBegin = false
        #expect(!s.field.becomeFirstResponder())
        #expect(!s.field.isEditing)
        log.allowsBegin = true
        s.focus()
        log.allowsChange = false
        s.simulator.type("x")
        s.press(.delete)
        #expect(s.field.text == "abc")
        log.allowsEnd = false
        #expect(!s.field.resignFirstResponder())
        #expect(s.field.isEditing)
        log.allowsEnd = true
        log.entries = []
        #expect(s.field.resignFirstResponder())
        #expect(log.entries == ["shouldEnd", "editingDidEnd", "didEnd"])
    }

    @Test func tabMovesToTheNextFieldInReadingOrderAndShiftTabBack() {
        let s = FieldScene(frame: CGRect(x: 10, y: 100, width: 100, height: 30))
        let topRight = TextField(frame: CGRect(x: 150, y: 10, width: 100, height: 30))
        let topLeft = TextField(frame: CGRect(x: 10, y: 10, width: 100, height: 30))
        let hidden = TextField(frame: CGRect(x: 10, y: 50, width: 100, height: 30))
        hidden.isHidden = true
        for field in [topRight, topLeft, hidden] { s.window.addSubview(field) }
        #expect(topLeft.becomeFirstResponder())
        s.press(.tab)
        #expect(topRight.isFirstResponder)
        #expect(!topLeft.isEditing)
        s.press(.tab)
        #expect(s.field.isFirstResponder, "then the row below")
        s.press(.tab)
        #expect(topLeft.isFirstResponder, "and round again")
        s.press(Key.tab.with(.shift))
        #expect(s.field.isFirstResponder)
    }

    @Test func theClearButtonAsksTheDelegateAndClears() {
        let s = FieldScene(text: "hello")
        s.field.clearButtonMode = .always
        let log = FieldLog(s.field)
        let button = s.field.clearButtonRect(forBounds: s.field.bounds)
        #expect(button == CGRect(x: 175, y: 7.5, width: 19, height: 19))
        s.simulator.tap(at: s.field.convert(CGPoint(x: button.midX, y: button.midY), to: s.window))
        #expect(s.field.text == "")
        #expect(s.field.isEditing)
        #expect(log.entries.first == "shouldClear")
        #expect(log.entries.contains("editingChanged"))
        s.field.clearButtonMode = .unlessEditing
        s.field.text = "x"
        #expect(!s.field.showsClearButton, "not while editing")
    }

    @Test func clearsOnBeginEditingAsksShouldClear() {
        let s = FieldScene(text: "old")
        s.field.clearsOnBeginEditing = true
        let log = FieldLog(s.field)
        s.focus()
        #expect(s.field.text == "")
        #expect(log.entries.prefix(2) == ["shouldBegin", "shouldClear"])
    }

    @Test func aTapPlacesTheCaretAtTheNearestGraphemeBoundary() {
        let s = FieldScene(text: "abcdef")
        s.window.layoutIfNeeded()
        // The caret after "abc" is at this x; a tap just right of it lands there.
        let caret = s.field.caretRect(for: 3)
        s.simulator.tap(at: s.field.convert(CGPoint(x: caret.minX + 1, y: 17), to: s.window))
        #expect(s.field.isFirstResponder)
        #expect(s.field.selectedRange == range(3, 0))
        // Far right: the end; far left: the start.
        s.simulator.advance(by: 1)
        s.simulator.tap(at: s.field.convert(CGPoint(x: 190, y: 17), to: s.window))
        #expect(s.field.selectedRange == range(6, 0))
        s.simulator.advance(by: 1)
        s.simulator.tap(at: s.field.convert(CGPoint(x: 0, y: 17), to: s.window))
        #expect(s.field.selectedRange == range(0, 0))
        // Inside an emoji: before or after it, never inside.
        s.field.text = "a👍🏽b"
        let emojiMiddle = (s.field.caretRect(for: 1).minX + s.field.caretRect(for: 5).minX) / 2
        s.simulator.advance(by: 1)
        s.simulator.tap(at: s.field.convert(CGPoint(x: emojiMiddle + 2, y: 17), to: s.window))
        #expect(s.field.selectedRange == range(5, 0))
    }

    @Test func aDoubleTapSelectsAWordAndADragSelects() {
        let s = FieldScene(text: "one two three")
        s.focus()
        let inTwo = s.field.convert(CGPoint(x: s.field.caretRect(for: 5).minX + 1, y: 17), to: s.window)
        s.simulator.doubleTap(at: inTwo)
        #expect(s.field.selectedRange == range(4, 3))
        s.simulator.advance(by: 1)
        let start = s.field.convert(CGPoint(x: s.field.caretRect(for: 1).minX, y: 17), to: s.window)
        let end = s.field.convert(CGPoint(x: s.field.caretRect(for: 9).minX, y: 17), to: s.window)
        let touch = s.simulator.touchDown(at: start)
        s.simulator.drag(touch, to: end)
        s.simulator.touchUp(touch)
        #expect(s.field.selectedRange == range(1, 8))
        // Dragging back past the anchor selects the other way.
        s.simulator.advance(by: 1)
        let back = s.simulator.touchDown(at: end)
        s.simulator.drag(back, to: start)
        s.simulator.touchUp(back)
        #expect(s.field.selectedRange == range(1, 8))
    }

    @Test func theIntrinsicSizeIsOneLineOfTheFontPlusTheBorderInsets() {
        let s = FieldScene(text: "Hello")
        let font = Font.systemFont(ofSize: 17)
        let textWidth = TextLineGeometry.width(of: "Hello", font: font)
        #expect(s.field.intrinsicContentSize == CGSize(
            width: (textWidth + 14 + 2).rounded(.up), height: (font.lineHeight + 14).rounded(.up)))
        s.field.borderStyle = .none
        #expect(s.field.intrinsicContentSize.height == font.lineHeight.rounded(.up))
        s.field.borderStyle = .line
        #expect(s.field.intrinsicContentSize.height == (font.lineHeight + 6).rounded(.up))
        // The placeholder counts when it is wider.
        s.field.text = ""
        s.field.placeholder = "A longer placeholder"
        #expect(s.field.intrinsicContentSize.width > (textWidth + 10).rounded(.up))
    }

    @Test func theCaretIsTwoPointsWideAtTheTextsAdvance() {
        let s = FieldScene(text: "ab  ")
        let font = Font.systemFont(ofSize: 17)
        let rect = s.field.caretRect(for: 2)
        #expect(rect.width == 2)
        #expect(rect.height == font.lineHeight.rounded(.up))
        #expect(abs(rect.minX - (7 + TextLineGeometry.width(of: "ab", font: font))) < 0.01)
        // Trailing spaces have width.
        #expect(s.field.caretRect(for: 4).minX > s.field.caretRect(for: 3).minX)
        #expect(s.field.caretRect(for: 3).minX > rect.minX)
    }

    @Test func longTextScrollsToKeepTheCaretInView() {
        let s = FieldScene(text: String(repeating: "wide text ", count: 10))
        s.focus()
        let area = s.field.editingRect(forBounds: s.field.bounds)
        let end = s.field.caretRect(for: s.field.selectedRange.location)
        #expect(end.maxX <= area.maxX + 0.01 && end.minX >= area.minX)
        s.press(.home)
        #expect(s.field.caretRect(for: 0).minX == area.minX)
    }
}

/// Caret positions in bidirectional text and keys a field leaves alone.
@MainActor
@Suite struct TextFieldBidiAndKeyTests {
    @Test func caretsInARightToLeftRunGoRightToLeft() {
        let s = FieldScene(text: "abc שלום")
        // "abc " is left to right: x grows; "שלום" (offsets 4…8) is right to left: x shrinks.
        let xs = (0...8).map { s.field.caretRect(for: $0).minX }
        #expect(xs[0] < xs[1] && xs[1] < xs[2] && xs[2] < xs[3])
        #expect(xs[5] > xs[6] && xs[6] > xs[7] && xs[7] > xs[8])
        // Before "ש" and after "ם" the caret sits where the Hebrew run meets "abc " (BarKit's rule: at a
        // run boundary the caret goes with the run in the paragraph's direction).
        #expect(xs[4] == xs[8] && xs[4] > xs[3])
        // Right-to-left text aligns right by default (natural alignment).
        let hebrew = FieldScene(text: "שלום")
        let area = hebrew.field.textRect(forBounds: hebrew.field.bounds)
        #expect(abs(hebrew.field.caretRect(for: 0).maxX - area.maxX) < 1)
    }

    @Test func keysTheFieldDoesNotUseGoUpTheResponderChain() {
        let s = FieldScene(text: "a")
        let logger = LoggingResponder()
        s.scene.application.delegate = logger
        s.focus()
        s.press(.escape)
        s.press(Key(character: "q", modifiers: .control))
        #expect(logger.log == ["pressesBegan \u{1b}", "pressesEnded \u{1b}", "pressesBegan q", "pressesEnded q"])
        // Without a first responder that takes text, typed text goes nowhere.
        s.field.resignFirstResponder()
        s.simulator.type("zz")
        #expect(s.field.text == "a")
        #expect(!s.scene.application.sendText("x"))
    }

    @Test func keyCharactersAndCodes() {
        let a = Key(character: "a", modifiers: [.shift, .control])
        #expect(a.characters == "A")
        #expect(a.charactersIgnoringModifiers == "a")
        #expect(a.keyCode == .keyboardA)
        #expect(Key(character: "0").keyCode == .keyboard0)
        #expect(Key(character: "5").keyCode.rawValue == 0x22)
        #expect(Key(character: "/").keyCode == .keyboardSlash)
        #expect(Key(character: "é").keyCode.rawValue == 0)
        #expect(Key.delete.keyCode == .keyboardDeleteOrBackspace)
        #expect(Key.forwardDelete.keyCode == .keyboardDeleteForward)
        #expect(Key.returnKey.characters == "\r")
    }
}

/// Overlays and font fitting.
@MainActor
@Suite struct TextFieldOverlayTests {
    @Test func leftAndRightViewsShowByTheirModesAndNarrowTheTextRect() {
        let s = FieldScene(text: "abc")
        let left = View(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        let right = View(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
        s.field.leftView = left
        s.field.rightView = right
        s.field.leftViewMode = .always
        s.field.rightViewMode = .whileEditing
        s.window.layoutIfNeeded()
        #expect(left.frame == CGRect(x: 0, y: 7, width: 20, height: 20))
        #expect(!left.isHidden && right.isHidden)
        #expect(s.field.textRect(forBounds: s.field.bounds) == CGRect(x: 20, y: 7, width: 173, height: 20))
        s.focus()
        s.window.layoutIfNeeded()
        #expect(!right.isHidden)
        #expect(right.frame == CGRect(x: 170, y: 7, width: 30, height: 20))
        #expect(s.field.textRect(forBounds: s.field.bounds).maxX == 170)
        // The clear button sits left of the right view.
        s.field.clearButtonMode = .whileEditing
        #expect(s.field.clearButtonRect(forBounds: s.field.bounds).maxX == 168)
    }

    @Test func theFontShrinksToFitWhileNotEditing() {
        let s = FieldScene(text: String(repeating: "m", count: 30))
        s.field.font = Font.systemFont(ofSize: 20)
        s.field.adjustsFontSizeToFitWidth = true
        #expect(s.field.shownFont.pointSize < 20)
        #expect(s.field.shownFont.pointSize >= 14)
        s.focus()
        #expect(s.field.shownFont.pointSize == 20, "editing uses the full size and scrolls")
    }

    @Test func theCaretIsDrawnOnlyWhileTheBlinkShowsIt() throws {
        let s = FieldScene(text: "abc")
        s.focus()
        let caret = s.field.convert(s.field.caretRect(for: 3), to: s.window)
        let point = CGPoint(x: caret.midX, y: caret.midY)
        let on = try s.window.render(scale: 2)
        #expect(TextFieldRenderingTests.pixel(on, point).blue > 200)
        s.simulator.advance(by: 0.6)
        let off = try s.window.render(scale: 2)
        #expect(TextFieldRenderingTests.pixel(off, point).red > 200, "white behind the hidden caret")
    }
}
