import BarGeometry
import BarTextInput
import BarViews
import CSDL2
import Foundation

// Text input on screen (Docs/Window.md, "Text input"): SDL's text input runs only while a `KeyInput`
// responder is first responder; its text and an input method's composition go to that responder;
// the input method's window follows the caret; the clipboard is the system's; the pointer is an
// I-beam over text.

extension WindowHost {
    /// Delivers an `SDL_TEXTINPUT`'s text to the first responder, then to `textInputHandler`.
    func deliverText(_ text: String) {
        window.application.sendText(text)
        textInputHandler?(text)
    }

    /// Delivers an `SDL_TEXTEDITING` composition: `start` and `length` (SDL's, in characters) are
    /// the caret or selection inside it, made UTF-16 offsets. Empty text ends a composition, and
    /// is not sent when nothing is marked (it would delete the selection).
    func deliverMarkedText(_ text: String, start: Int, length: Int) {
        guard let input = window.application.firstResponder as? TextInput else { return }
        if text.isEmpty {
            guard input.markedTextRange != nil else { return }
            window.application.sendMarkedText(nil, selectedRange: NSRange(location: 0, length: 0))
            return
        }
        window.application.sendMarkedText(text, selectedRange: WindowHost.utf16Range(in: text, start: start, length: length))
    }

    /// `start` and `length`, counted in Unicode scalars of `text` (SDL's "characters"), as a UTF-16 range.
    nonisolated static func utf16Range(in text: String, start: Int, length: Int) -> NSRange {
        let scalars = text.unicodeScalars
        let startIndex = scalars.index(scalars.startIndex, offsetBy: max(0, start), limitedBy: scalars.endIndex)
            ?? scalars.endIndex
        let endIndex = scalars.index(startIndex, offsetBy: max(0, length), limitedBy: scalars.endIndex) ?? scalars.endIndex
        let location = text.utf16.distance(from: text.utf16.startIndex, to: startIndex)
        return NSRange(location: location, length: text.utf16.distance(from: startIndex, to: endIndex))
    }

    // MARK: - The pointer

    /// Shows the I-beam while the pointer (at `location`, window points) is over a text field or
    /// text view, the arrow elsewhere.
    func updateCursor(at location: CGPoint) {
        TextInputSession.shared.showCursor(ibeam: WindowHost.isText(window.hitTest(location, with: nil)))
    }

    /// Whether `view` is a text field or text view, or inside one.
    static func isText(_ view: View?) -> Bool {
        var current = view
        while let view = current {
            if view is TextField || view is TextView { return true }
            current = view.superview
        }
        return false
    }
}

/// SDL's text input, which is global to the process: started while a `KeyInput` responder of an
/// open window is first responder, stopped otherwise, with the input method's window at its caret.
/// The main loop asks it to follow after each event and each turn (a cheap comparison).
@MainActor
package final class TextInputSession {
    package static let shared = TextInputSession()

    /// Whether SDL's text input is started.
    package private(set) var isActive = false
    /// The responder text input was started for.
    private var responder: ObjectIdentifier?
    /// The input method's rectangle last given to SDL (window pixels).
    package private(set) var inputRect: SDL_Rect?
    private var ibeamShown = false
    private var cursors: (ibeam: OpaquePointer?, arrow: OpaquePointer?) = (nil, nil)

    /// After SDL's video started: stops the text input SDL starts on its own, turns on the long
    /// compositions (`SDL_TEXTEDITING_EXT`) and backs `Pasteboard.general` with SDL's clipboard.
    func start() {
        SDL_StopTextInput()
        isActive = false
        Pasteboard.general.systemClipboard = (
            read: {
                guard SDL_HasClipboardText() == SDL_TRUE, let text = SDL_GetClipboardText() else { return nil }
                defer { SDL_free(text) }
                return String(cString: text)
            },
            write: { string in _ = SDL_SetClipboardText(string ?? "") }
        )
    }

    /// Starts or stops text input as the first responder of the open windows changed, and moves the
    /// input method's rectangle to the caret when it moved.
    func follow() {
        var found: (WindowHost, View, KeyInput)?
        for host in WindowHost.open.values {
            if let view = host.window.application.firstResponder as? View, let input = view as? KeyInput,
                view.window === host.window
            {
                found = (host, view, input)
                break
            }
        }
        guard let (host, view, _) = found else {
            if isActive {
                SDL_StopTextInput()
                isActive = false
                responder = nil
                inputRect = nil
            }
            return
        }
        let id = ObjectIdentifier(view)
        if !isActive || responder != id {
            responder = id
            inputRect = nil
            if !isActive { SDL_StartTextInput() }
            isActive = true
        }
        var rect = host.caretPixelRect(of: view)
        if inputRect.map({ $0.x != rect.x || $0.y != rect.y || $0.w != rect.w || $0.h != rect.h }) ?? true {
            inputRect = rect
            SDL_SetTextInputRect(&rect)
        }
    }

    /// Sets the system cursor: the I-beam or the arrow, when it changes.
    func showCursor(ibeam: Bool) {
        guard ibeam != ibeamShown else { return }
        ibeamShown = ibeam
        if ibeam {
            if cursors.ibeam == nil { cursors.ibeam = SDL_CreateSystemCursor(SDL_SYSTEM_CURSOR_IBEAM) }
            if let cursor = cursors.ibeam { SDL_SetCursor(cursor) }
        } else {
            if cursors.arrow == nil { cursors.arrow = SDL_CreateSystemCursor(SDL_SYSTEM_CURSOR_ARROW) }
            if let cursor = cursors.arrow { SDL_SetCursor(cursor) }
        }
    }

    /// Whether the I-beam is the cursor shown.
    package var showsIBeam: Bool { ibeamShown }
}

extension WindowHost {
    /// The caret of `view` (a text field's or text view's at its selection's end; else its bounds)
    /// in window pixels.
    func caretPixelRect(of view: View) -> SDL_Rect {
        var rect = view.bounds
        if let field = view as? TextField {
            let selection = field.selectedRange
            rect = field.caretRect(for: selection.location + selection.length)
        } else if let textView = view as? TextView {
            let selection = textView.selectedRange
            rect = textView.caretRect(for: selection.location + selection.length)
        }
        let inWindow = view.convert(rect, to: window)
        guard inWindow.minX.isFinite, inWindow.minY.isFinite, inWindow.width.isFinite, inWindow.height.isFinite
        else { return SDL_Rect(x: 0, y: 0, w: 0, h: 0) }
        let minX = (inWindow.minX * scale).rounded(.down)
        let minY = (inWindow.minY * scale).rounded(.down)
        let maxX = (inWindow.maxX * scale).rounded(.up)
        let maxY = (inWindow.maxY * scale).rounded(.up)
        func clamp(_ value: CGFloat) -> Int32 { Int32(max(-1e6, min(1e6, value))) }
        return SDL_Rect(x: clamp(minX), y: clamp(minY), w: clamp(maxX - minX), h: clamp(maxY - minY))
    }
}

extension WindowHost {
    // MARK: - Events for tests (SDL's dummy driver)

    /// Queues an `SDL_TEXTINPUT` carrying `text` (at most 31 UTF-8 bytes, as SDL's): `package`, for
    /// tests with SDL's dummy driver. SDL drops it while text input is stopped.
    package func postText(_ text: String) {
        var event = SDL_Event()
        event.type = SDL_TEXTINPUT.rawValue
        event.text.windowID = windowID
        event.text.timestamp = SDL_GetTicks()
        withUnsafeMutableBytes(of: &event.text.text) { bytes in
            for (index, byte) in text.utf8.prefix(bytes.count - 1).enumerated() { bytes[index] = byte }
        }
        SDL_PushEvent(&event)
    }

    /// Queues an `SDL_TEXTEDITING` composition `text` with SDL's `start` and `length` (characters):
    /// `package`, for tests with SDL's dummy driver.
    package func postMarkedText(_ text: String, start: Int, length: Int) {
        var event = SDL_Event()
        event.type = SDL_TEXTEDITING.rawValue
        event.edit.windowID = windowID
        event.edit.timestamp = SDL_GetTicks()
        event.edit.start = Int32(start)
        event.edit.length = Int32(length)
        withUnsafeMutableBytes(of: &event.edit.text) { bytes in
            for (index, byte) in text.utf8.prefix(bytes.count - 1).enumerated() { bytes[index] = byte }
        }
        SDL_PushEvent(&event)
    }

    /// Queues a mouse motion to `point` (window points) with no button down: `package`, for tests
    /// with SDL's dummy driver.
    package func postMouseMotion(to point: CGPoint) {
        var event = SDL_Event()
        event.type = SDL_MOUSEMOTION.rawValue
        event.motion.windowID = windowID
        event.motion.x = Int32((point.x * scale).rounded(.down))
        event.motion.y = Int32((point.y * scale).rounded(.down))
        event.motion.timestamp = SDL_GetTicks()
        SDL_PushEvent(&event)
    }

    /// Whether SDL's text input is started: `package`, for tests.
    package static var isTextInputActive: Bool { SDL_IsTextInputActive() == SDL_TRUE }

    /// The input method's rectangle last given to SDL, in window pixels: `package`, for tests.
    package static var textInputRect: CGRect? {
        TextInputSession.shared.inputRect.map {
            CGRect(x: CGFloat($0.x), y: CGFloat($0.y), width: CGFloat($0.w), height: CGFloat($0.h))
        }
    }

    /// The system clipboard's text as SDL has it: `package`, for tests.
    package static var clipboardText: String? {
        get {
            guard let text = SDL_GetClipboardText() else { return nil }
            defer { SDL_free(text) }
            return String(cString: text)
        }
        set { _ = SDL_SetClipboardText(newValue ?? "") }
    }

    /// Whether the I-beam is the pointer shown: `package`, for tests.
    package static var showsIBeam: Bool { TextInputSession.shared.showsIBeam }

    /// BarKit's key for SDL's `scancode`, `keycode` and modifier state: `package`, for tests.
    package static func key(scancode: UInt32, keycode: Int32, modifiers: UInt16) -> Key {
        key(for: SDL_Keysym(scancode: SDL_Scancode(rawValue: scancode), sym: keycode, mod: modifiers, unused: 0))
    }
}
