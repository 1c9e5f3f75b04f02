import BarGeometry
import BarViews
import CSDL2
import Foundation

// SDL's events as BarKit's (Docs/Window.md): the left mouse button and fingers become touches,
// keys become presses, and window events resize, focus and close.

extension WindowHost {
    /// Handles one SDL event addressed to this window.
    func handle(_ event: SDL_Event) {
        // On the application's clock (which its timers and gesture recognizers use too), when the
        // event happened: a loop that was busy does not make a quick stroke look slow.
        let age = TimeInterval(SDL_GetTicks() &- event.common.timestamp) / 1000
        let time = window.application.clock.now - min(max(0, age), 1)
        switch SDL_EventType(rawValue: event.type) {
        case SDL_MOUSEBUTTONDOWN where event.button.button == UInt8(SDL_BUTTON_LEFT) && !isSynthesized(event.button.which):
            begin(id: WindowHost.mouseTouchID, at: point(event.button.x, event.button.y),
                  tapCount: Int(event.button.clicks), time: time)
        case SDL_MOUSEMOTION where !isSynthesized(event.motion.which):
            let location = point(event.motion.x, event.motion.y)
            move(id: WindowHost.mouseTouchID, to: location, time: time)
            updateCursor(at: location)
        case SDL_MOUSEBUTTONUP where event.button.button == UInt8(SDL_BUTTON_LEFT) && !isSynthesized(event.button.which):
            end(id: WindowHost.mouseTouchID, at: point(event.button.x, event.button.y), time: time)
        case SDL_FINGERDOWN:
            begin(id: event.tfinger.fingerId, at: fingerPoint(event.tfinger), tapCount: 1, time: time)
        case SDL_FINGERMOTION:
            move(id: event.tfinger.fingerId, to: fingerPoint(event.tfinger), time: time)
        case SDL_FINGERUP:
            end(id: event.tfinger.fingerId, at: fingerPoint(event.tfinger), time: time)
        case SDL_KEYDOWN where event.key.repeat == 0:
            keyDown(event.key.keysym, time: time)
        case SDL_KEYUP:
            keyUp(event.key.keysym, time: time)
        case SDL_TEXTINPUT:
            let text = withUnsafeBytes(of: event.text.text) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            deliverText(text)
        case SDL_TEXTEDITING:
            let text = withUnsafeBytes(of: event.edit.text) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            deliverMarkedText(text, start: Int(event.edit.start), length: Int(event.edit.length))
        case SDL_TEXTEDITING_EXT:
            let text = event.editExt.text.map { String(cString: $0) } ?? ""
            deliverMarkedText(text, start: Int(event.editExt.start), length: Int(event.editExt.length))
        case SDL_WINDOWEVENT:
            handleWindowEvent(event.window, time: time)
        default:
            break
        }
    }

    private func handleWindowEvent(_ event: SDL_WindowEvent, time: TimeInterval) {
        switch SDL_WindowEventID(rawValue: UInt32(event.event)) {
        case SDL_WINDOWEVENT_SIZE_CHANGED:
            adoptPixelSize(width: Int(event.data1), height: Int(event.data2))
        case SDL_WINDOWEVENT_FOCUS_GAINED:
            window.makeKey()
        case SDL_WINDOWEVENT_FOCUS_LOST, SDL_WINDOWEVENT_HIDDEN:
            // The window lost the mouse (a grab elsewhere): what was down is cancelled, as UIKit
            // cancels touches the system takes.
            cancelTouches(time: time)
        case SDL_WINDOWEVENT_EXPOSED:
            window.setNeedsFullRender()
        case SDL_WINDOWEVENT_CLOSE:
            close()
        default:
            break
        }
    }

    /// Touches SDL makes from the mouse for a touch screen (and the other way round) are not sent twice.
    private func isSynthesized(_ which: UInt32) -> Bool { which == UInt32(bitPattern: -1) }

    private func point(_ x: Int32, _ y: Int32) -> CGPoint {
        CGPoint(x: CGFloat(x) / scale, y: CGFloat(y) / scale)
    }

    private func fingerPoint(_ finger: SDL_TouchFingerEvent) -> CGPoint {
        let size = window.bounds.size
        return CGPoint(x: CGFloat(finger.x) * size.width, y: CGFloat(finger.y) * size.height)
    }

    // MARK: - Touches

    private func begin(id: Int64, at location: CGPoint, tapCount: Int, time: TimeInterval) {
        if touches[id] != nil { end(id: id, at: location, time: time) }
        let touch = Touch(location: location, window: window, tapCount: max(1, tapCount), timestamp: time)
        touches[id] = touch
        send(changing: touch, time: time)
    }

    private func move(id: Int64, to location: CGPoint, time: TimeInterval) {
        guard let touch = touches[id] else { return }
        touch.update(phase: .moved, location: location, timestamp: time)
        send(changing: touch, time: time)
    }

    private func end(id: Int64, at location: CGPoint, time: TimeInterval) {
        guard let touch = touches[id] else { return }
        touch.update(phase: .ended, location: location, timestamp: time)
        send(changing: touch, time: time)
        touches[id] = nil
    }

    /// Cancels every touch down (the window lost the mouse, or closed).
    func cancelTouches(time: TimeInterval? = nil) {
        guard !touches.isEmpty else { return }
        let now = time ?? window.application.clock.now
        for touch in touches.values { touch.update(phase: .cancelled, timestamp: now) }
        window.application.sendEvent(Event(touches: Array(touches.values), timestamp: now))
        touches = [:]
    }

    private func send(changing touch: Touch, time: TimeInterval) {
        for other in touches.values where other !== touch { other.update(phase: .stationary, timestamp: time) }
        window.application.sendEvent(Event(touches: Array(touches.values), timestamp: time))
    }

    // MARK: - Keys

    private func keyDown(_ keysym: SDL_Keysym, time: TimeInterval) {
        let press = Press(key: WindowHost.key(for: keysym), timestamp: time)
        presses[Int32(keysym.scancode.rawValue)] = press
        window.application.sendEvent(PressesEvent(presses: [press], timestamp: time))
    }

    private func keyUp(_ keysym: SDL_Keysym, time: TimeInterval) {
        guard let press = presses.removeValue(forKey: Int32(keysym.scancode.rawValue)) else { return }
        press.update(phase: .ended, timestamp: time)
        window.application.sendEvent(PressesEvent(presses: [press], timestamp: time))
    }

    /// BarKit's key for an SDL key: SDL's scancodes are USB HID usages, as `KeyboardHIDUsage` is;
    /// the editing keys (arrows, Home, End, Page Up/Down, Delete) give UIKit's input strings, as
    /// `Key.leftArrow` and its siblings; a key whose SDL keycode is a character gives that character
    /// (upper case with Shift or Caps Lock for letters); other keys give no characters.
    nonisolated static func key(for keysym: SDL_Keysym) -> Key {
        let modifiers = modifierFlags(UInt32(keysym.mod), scancode: keysym.scancode.rawValue)
        let usage = KeyboardHIDUsage(rawValue: Int(keysym.scancode.rawValue))
        if let input = editingKeyInputs[usage] {
            return Key(characters: input, charactersIgnoringModifiers: input, modifierFlags: modifiers, keyCode: usage)
        }
        var plain = ""
        if keysym.sym >= 0x20 || [0x08, 0x09, 0x0D, 0x1B].contains(keysym.sym),
            keysym.sym & Int32(SDLK_SCANCODE_MASK) == 0, let scalar = Unicode.Scalar(UInt32(keysym.sym))
        {
            plain = String(Character(scalar))
        }
        let shifted = modifiers.contains(.shift) != modifiers.contains(.alphaShift)
        let characters = shifted && plain.count == 1 && plain.first?.isLetter == true ? plain.uppercased() : plain
        return Key(
            characters: characters, charactersIgnoringModifiers: plain, modifierFlags: modifiers,
            keyCode: KeyboardHIDUsage(rawValue: Int(keysym.scancode.rawValue)))
    }

    /// The keys that type no text, by HID usage, and UIKit's `UIKeyCommand` input strings for them.
    nonisolated static let editingKeyInputs: [KeyboardHIDUsage: String] = [
        .keyboardLeftArrow: Key.leftArrow.characters, .keyboardRightArrow: Key.rightArrow.characters,
        .keyboardUpArrow: Key.upArrow.characters, .keyboardDownArrow: Key.downArrow.characters,
        .keyboardHome: Key.home.characters, .keyboardEnd: Key.end.characters,
        .keyboardDeleteForward: Key.forwardDelete.characters,
        .keyboardPageUp: "UIKeyInputPageUp", .keyboardPageDown: "UIKeyInputPageDown",
    ]

    nonisolated static func modifierFlags(_ mod: UInt32, scancode: UInt32) -> KeyModifierFlags {
        var flags: KeyModifierFlags = []
        if mod & KMOD_SHIFT.rawValue != 0 { flags.insert(.shift) }
        if mod & KMOD_CTRL.rawValue != 0 { flags.insert(.control) }
        if mod & KMOD_ALT.rawValue != 0 { flags.insert(.alternate) }
        if mod & KMOD_GUI.rawValue != 0 { flags.insert(.command) }
        if mod & KMOD_CAPS.rawValue != 0 { flags.insert(.alphaShift) }
        // The keypad: HID usages 0x53 (Num Lock) … 0x63 (keypad .).
        if (0x53...0x63).contains(scancode) { flags.insert(.numericPad) }
        return flags
    }
}
