import BarKit
import BarKitSDL
import Foundation
import Testing

/// The backend's text input with SDL's dummy video driver (no display): SDL's text input follows the
/// first responder, its text and compositions reach the field, the input method's rectangle follows
/// the caret, the pasteboard is SDL's clipboard, the pointer is an I-beam over text, and the editing
/// keys are UIKit's keys.
@MainActor
@Suite(.serialized)
struct TextInputHostTests {
    init() {
        setenv("SDL_VIDEODRIVER", "dummy", 1)
        // The test runner drives the main queue; the loop must not run its work from inside a test.
        MainLoop.drainsMainQueue = false
    }

    /// A 300 × 120 window with a text field and a button, and its application (which the window
    /// does not keep).
    func makeWindow() -> (Window, TextField, Button, Application) {
        let application = Application()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 300, height: 120), application: application)
        window.backgroundColor = .white
        let field = TextField(frame: CGRect(x: 20, y: 20, width: 200, height: 34))
        field.borderStyle = .roundedRect
        window.addSubview(field)
        let button = Button(type: .system)
        button.setTitle("Go", for: .normal)
        button.frame = CGRect(x: 20, y: 70, width: 80, height: 34)
        window.addSubview(button)
        return (window, field, button, application)
    }

    @Test func textInputRunsOnlyWhileATextFieldIsFirstResponderWithItsRectAtTheCaret() throws {
        let (window, field, _, application) = makeWindow()
        let host = try WindowHost(window: window, title: "test", scale: 2)
        defer { withExtendedLifetime(application) { host.close() } }
        WindowHost.processPendingEvents()
        #expect(!WindowHost.isTextInputActive, "stopped at start-up, though SDL starts it on its own")
        #expect(field.becomeFirstResponder())
        WindowHost.processPendingEvents()
        #expect(WindowHost.isTextInputActive)
        let caret = field.convert(field.caretRect(for: 0), to: window)
        #expect(
            WindowHost.textInputRect
                == CGRect(x: caret.minX * 2, y: caret.minY * 2, width: caret.width * 2, height: caret.height * 2))
        host.postText("ab")
        WindowHost.processPendingEvents()
        #expect(field.text == "ab")
        let moved = field.convert(field.caretRect(for: 2), to: window)
        #expect(WindowHost.textInputRect?.minX == (moved.minX * 2).rounded(.down), "the rectangle follows the caret")
        #expect(field.resignFirstResponder())
        WindowHost.processPendingEvents()
        #expect(!WindowHost.isTextInputActive)
        host.postText("c")
        WindowHost.processPendingEvents()
        #expect(field.text == "ab", "no text arrives while stopped")
    }

    @Test func anInputMethodsCompositionIsMarkedThenCommitted() throws {
        let (window, field, _, application) = makeWindow()
        let host = try WindowHost(window: window, title: "test", scale: 1)
        defer { withExtendedLifetime(application) { host.close() } }
        field.text = "x"
        #expect(field.becomeFirstResponder())
        WindowHost.processPendingEvents()
        // SDL's start and length count characters; the field's ranges count UTF-16 units.
        host.postMarkedText("𝔸に", start: 1, length: 1)
        WindowHost.processPendingEvents()
        #expect(field.text == "x𝔸に")
        #expect(field.markedTextRange == NSRange(location: 1, length: 3))
        #expect(field.selectedRange == NSRange(location: 3, length: 1))
        // SDL ends a composition with empty text, then sends what was chosen.
        host.postMarkedText("", start: 0, length: 0)
        host.postText("日")
        WindowHost.processPendingEvents()
        #expect(field.text == "x日")
        #expect(field.markedTextRange == nil)
        // An empty composition with nothing marked leaves a selection alone.
        field.selectedRange = NSRange(location: 0, length: 2)
        host.postMarkedText("", start: 0, length: 0)
        WindowHost.processPendingEvents()
        #expect(field.text == "x日")
    }

    @Test func thePasteboardIsTheSystemClipboard() throws {
        let (window, field, _, application) = makeWindow()
        let host = try WindowHost(window: window, title: "test", scale: 1)
        defer { withExtendedLifetime(application) { host.close() } }
        WindowHost.clipboardText = "from another program"
        #expect(Pasteboard.general.string == "from another program")
        #expect(field.becomeFirstResponder())
        field.paste(nil)
        #expect(field.text == "from another program")
        field.selectedRange = NSRange(location: 0, length: 4)
        field.copy(nil)
        #expect(WindowHost.clipboardText == "from")
    }

    @Test func thePointerIsAnIBeamOverTextAndAnArrowElsewhere() throws {
        let (window, _, _, application) = makeWindow()
        let host = try WindowHost(window: window, title: "test", scale: 1)
        defer { withExtendedLifetime(application) { host.close() } }
        host.postMouseMotion(to: CGPoint(x: 100, y: 37))
        WindowHost.processPendingEvents()
        #expect(WindowHost.showsIBeam)
        host.postMouseMotion(to: CGPoint(x: 60, y: 87))
        WindowHost.processPendingEvents()
        #expect(!WindowHost.showsIBeam)
    }

    @Test func theEditingKeysAreUIKitsKeysWithTheirModifiers() {
        // SDL's scancodes (HID usages), keycodes and modifier bits: KMOD_LSHIFT 0x1, KMOD_LCTRL 0x40.
        let arrow: Int32 = 1 << 30
        var shiftLeft = Key.leftArrow
        shiftLeft.modifierFlags = .shift
        #expect(WindowHost.key(scancode: 0x50, keycode: arrow | 0x50, modifiers: 0x1) == shiftLeft)
        var controlRight = Key.rightArrow
        controlRight.modifierFlags = .control
        #expect(WindowHost.key(scancode: 0x4F, keycode: arrow | 0x4F, modifiers: 0x40) == controlRight)
        #expect(WindowHost.key(scancode: 0x52, keycode: arrow | 0x52, modifiers: 0) == .upArrow)
        #expect(WindowHost.key(scancode: 0x51, keycode: arrow | 0x51, modifiers: 0) == .downArrow)
        #expect(WindowHost.key(scancode: 0x4A, keycode: arrow | 0x4A, modifiers: 0) == .home)
        #expect(WindowHost.key(scancode: 0x4D, keycode: arrow | 0x4D, modifiers: 0) == .end)
        #expect(WindowHost.key(scancode: 0x4C, keycode: 0x7F, modifiers: 0) == .forwardDelete)
        #expect(WindowHost.key(scancode: 0x2A, keycode: 0x08, modifiers: 0) == .delete)
        #expect(WindowHost.key(scancode: 0x28, keycode: 0x0D, modifiers: 0) == .returnKey)
        #expect(WindowHost.key(scancode: 0x2B, keycode: 0x09, modifiers: 0) == .tab)
        #expect(WindowHost.key(scancode: 0x29, keycode: 0x1B, modifiers: 0) == .escape)
        var shiftTab = Key.tab
        shiftTab.modifierFlags = .shift
        #expect(WindowHost.key(scancode: 0x2B, keycode: 0x09, modifiers: 0x1) == shiftTab)
        #expect(WindowHost.key(scancode: 0x04, keycode: 0x61, modifiers: 0x40) == Key(character: "a", modifiers: .control))
        #expect(
            WindowHost.key(scancode: 0x1D, keycode: 0x7A, modifiers: 0x41)
                == Key(character: "z", modifiers: [.control, .shift]))
    }
}
