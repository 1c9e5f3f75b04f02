import Foundation
import Testing

import BarKit
@testable import BarViews
@testable import BarTextInput
@testable import BarWidgets

/// The caret's blink on the application's clock.
@MainActor
@Suite struct CaretBlinkTests {
    @Test func theCaretIsOnForHalfASecondThenOffForHalfASecond() {
        let s = FieldScene(text: "a")
        #expect(!s.field.blink.isVisible, "not drawn before editing")
        s.focus()
        #expect(s.field.blink.isVisible)
        s.simulator.advance(by: 0.25)
        #expect(s.field.blink.isVisible, "on at 0.25 s")
        s.simulator.advance(by: 0.5)
        #expect(!s.field.blink.isVisible, "off at 0.75 s")
        s.simulator.advance(by: 0.5)
        #expect(s.field.blink.isVisible, "on again at 1.25 s")
    }

    @Test func theCaretStaysSolidWhileTyping() {
        let s = FieldScene()
        s.focus()
        s.simulator.stepInterval = 0.3
        for character in "typing along" {
            s.simulator.type(String(character))
            #expect(s.field.blink.isVisible)
            s.simulator.advance(by: 0.1)
            #expect(s.field.blink.isVisible)
        }
        // 0.5 s after the last key it blinks off.
        s.simulator.advance(by: 0.45)
        #expect(!s.field.blink.isVisible)
    }

    @Test func resigningStopsTheBlinkAndAReleasedFieldLeavesNothingOnTheClock() {
        let s = Scene()
        weak var released: TextField?
        var item: EventClock.Item?
        do {
            let field = TextField(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
            s.window.addSubview(field)
            #expect(field.becomeFirstResponder())
            item = field.blink.item
            #expect(item?.isScheduled == true)
            field.removeFromSuperview()
            #expect(!field.isEditing)
            #expect(s.application.firstResponder == nil)
            released = field
        }
        #expect(released == nil)
        #expect(item?.isScheduled == false)
        // Resigning cancels too.
        let other = TextField(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        s.window.addSubview(other)
        other.becomeFirstResponder()
        let otherItem = other.blink.item
        other.resignFirstResponder()
        #expect(otherItem?.isScheduled == false)
        #expect(other.blink.item == nil)
    }
}
