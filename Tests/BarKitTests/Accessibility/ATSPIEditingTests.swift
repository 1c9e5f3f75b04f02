import BarKit
import Foundation
import Testing

@testable import BarKitAccessibility

/// A volume control as an app makes an adjustable element: a percentage that steps by ten.
@MainActor
final class VolumeElement: View {
    private(set) var level = 50

    override init(frame: CGRect) {
        super.init(frame: frame)
        isAccessibilityElement = true
        accessibilityLabel = "Volume"
        accessibilityTraits = .adjustable
        accessibilityValue = "50%"
    }

    required init?(coder: Coder) { nil }

    override func accessibilityIncrement() { step(by: 10) }
    override func accessibilityDecrement() { step(by: -10) }

    private func step(by delta: Int) {
        level = min(100, max(0, level + delta))
        accessibilityValue = "\(level)%"
    }
}

/// A field delegate that refuses digits, as a name field might.
@MainActor
final class NoDigitsDelegate: TextFieldDelegate {
    private(set) var asked: [String] = []

    func textField(_ textField: TextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        asked.append(string)
        return !string.contains(where: \.isNumber)
    }
}

/// Value and EditableText, used by pyatspi over the accessibility bus.
@MainActor
@Suite(.serialized, .enabled(if: ATSPIProbe.available, "dbus-run-session, at-spi2-core and python3-pyatspi are needed"))
struct ATSPIEditingTests {
    let bridgeTests = ATSPIBridgeTests()

    @Test func anAdjustableElementsValueIsReadAndSettingItStepsUpOrDown() throws {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 200), application: Application())
        let volume = VolumeElement(frame: CGRect(x: 10, y: 10, width: 200, height: 30))
        window.addSubview(volume)
        window.layoutIfNeeded()
        let probe = try ATSPIProbe(then: """
            v = find('Volume').queryValue()
            print('value', v.currentValue, v.minimumValue, v.maximumValue, v.minimumIncrement, flush=True)
            v.currentValue = 100
            print('value', v.currentValue, flush=True)
            v.currentValue = 0
            v.currentValue = 0
            print('value', v.currentValue, flush=True)
            v.currentValue = 40
            print('value', v.currentValue, flush=True)
            """)
        let bridge = try bridgeTests.serve(window, title: "Mixer", to: probe)
        defer { bridge.stop() }
        let lines = probe.output.lines
        #expect(lines.contains("done"), "\(lines) \(probe.errors.lines)")
        #expect(lines.contains { $0.hasPrefix("node 2 slider | Volume |") })
        #expect(lines.contains("value 50.0 0.0 100.0 0.0"))
        // Above: one increment; below, twice: two decrements; equal: nothing.
        #expect(lines.filter { $0.hasPrefix("value ") }.dropFirst() == ["value 60.0", "value 40.0", "value 40.0"])
        #expect(volume.level == 40)
    }

    @Test func aFieldsTextIsEditedThroughItsDelegateAsTypingIsAndItsCaretAndSelectionRead() throws {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 200), application: Application())
        let field = TextField(frame: CGRect(x: 10, y: 10, width: 280, height: 30))
        field.placeholder = "Name"
        let delegate = NoDigitsDelegate()
        field.delegate = delegate
        var changes = 0
        field.addAction(Action(title: "changed") { _ in changes += 1 }, for: .editingChanged)
        let password = TextField(frame: CGRect(x: 10, y: 50, width: 280, height: 30))
        password.placeholder = "Password"
        password.isSecureTextEntry = true
        window.addSubview(field)
        window.addSubview(password)
        window.layoutIfNeeded()
        let probe = try ATSPIProbe(then: """
            node = find('Name')
            e = node.queryEditableText()
            t = node.queryText()
            print('interfaces', ','.join(sorted(pyatspi.listInterfaces(node))), flush=True)
            print('set', e.setTextContents('Grüße 🎉'), t.getText(0, -1), t.caretOffset, flush=True)
            print('set', e.setTextContents('Ada'), t.getText(0, -1), t.caretOffset, flush=True)
            print('insert', e.insertText(3, ' Lovelace', 9), t.getText(0, -1), t.caretOffset, flush=True)
            print('digits', e.insertText(0, '42', 2), t.getText(0, -1), flush=True)
            print('delete', e.deleteText(0, 4), t.getText(0, -1), t.caretOffset, flush=True)
            print('select', t.setSelection(0, 2, 5), t.getNSelections(), t.getSelection(0), t.caretOffset, flush=True)
            p = find('Password')
            pe = p.queryEditableText()
            pt = p.queryText()
            print('secure', pe.setTextContents('pa🎉s'), pt.getText(0, -1), pt.caretOffset, flush=True)
            print('secure', pe.deleteText(2, 3), pt.getText(0, -1), pt.caretOffset, flush=True)
            """)
        let bridge = try bridgeTests.serve(window, title: "Form", to: probe)
        defer { bridge.stop() }
        let lines = probe.output.lines
        #expect(lines.contains("done"), "\(lines) \(probe.errors.lines)")
        #expect(lines.contains { $0.hasPrefix("interfaces ") && $0.contains("EditableText") && $0.contains(",Text") })
        // Offsets count characters: "🎉" is one (two UTF-16 units).
        #expect(lines.contains("set True Grüße 🎉 7"))
        #expect(lines.contains("set True Ada 3"))
        #expect(lines.contains("insert True Ada Lovelace 12"))
        #expect(lines.contains("digits False Ada Lovelace"), "the delegate refuses digits")
        #expect(lines.contains("delete True Lovelace 0"))
        #expect(lines.contains("select True 1 (2, 5) 5"))
        // A secure field shows a bullet per character; offsets count its characters.
        #expect(lines.contains("secure True •••• 4"))
        #expect(lines.contains("secure True ••• 2"))
        #expect(password.text == "pas")
        #expect(field.text == "Lovelace")
        #expect(field.selectedRange == NSRange(location: 2, length: 3))
        #expect(delegate.asked.contains("42"))
        #expect(!field.isFirstResponder, "editing over AT-SPI does not focus the field")
        #expect(changes == 4, "each accepted edit sends .editingChanged, as typing does")
    }
}
