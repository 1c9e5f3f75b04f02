import BarDocuments
import BarViews
import Foundation

// The document keys of a control: its state flags, content alignments and actions by event name.

extension Control {
    /// Reads the control's keys from `coder` (called by `init?(coder:)`).
    func decodeControlKeys(from coder: Coder) {
        coder.decode("isEnabled", into: \.isEnabled, on: self)
        coder.decode("isSelected", into: \.isSelected, on: self)
        if let value = coder.decodeNamed(forKey: "contentHorizontalAlignment", names: ContentHorizontalAlignment.names) {
            contentHorizontalAlignment = value
        }
        if let value = coder.decodeNamed(forKey: "contentVerticalAlignment", names: ContentVerticalAlignment.names) {
            contentVerticalAlignment = value
        }
        guard let actions = coder.decodeValue(forKey: "actions"), actions != .null else { return }
        guard case .object(let byEvent) = actions else {
            coder.failInvalidValue(forKey: "actions", reason: "expected an object from event names to action names")
            return
        }
        for eventName in byEvent.keys.sorted() {
            guard let event = Event.names.first(where: { $0.0 == eventName })?.1 else {
                coder.failInvalidValue(forKey: "actions", reason: "\"\(eventName)\" is not a control event name")
                return
            }
            let names: [DocumentValue]
            switch byEvent[eventName] {
            case .string?: names = [byEvent[eventName]!]
            case .array(let items)?: names = items
            default: names = [.null]
            }
            for item in names {
                guard case .string(let actionName) = item else {
                    coder.failInvalidValue(
                        forKey: "actions", reason: "the action for \"\(eventName)\" must be a name or an array of names"
                    )
                    return
                }
                addTarget(nil, action: ActionName(actionName), for: event)
            }
        }
    }
}
