import BarDocuments
import BarGeometry
import BarGraphics
import BarText
import BarViews
import Foundation

// Reading a button from a view document (the keys are listed on `Button.init?(coder:)`).

extension Button {
    static let typeNames: [String: ButtonType] = ["custom": .custom, "system": .system]
    static let stateNames: [String: State] = [
        "normal": .normal, "highlighted": .highlighted, "selected": .selected, "disabled": .disabled,
    ]

    func decodeButtonKeys(from coder: Coder) {
        if let name = coder.decodeString(forKey: "type") {
            if let type = Button.typeNames[name] {
                buttonType = type
            } else {
                coder.failInvalidValue(forKey: "type", reason: "\"\(name)\" is not a button type (custom, system)")
            }
        }
        coder.decode("contentEdgeInsets", into: \.contentEdgeInsets, on: self)
        coder.decode("titleEdgeInsets", into: \.titleEdgeInsets, on: self)
        coder.decode("imageEdgeInsets", into: \.imageEdgeInsets, on: self)
        coder.decode("showsTouchWhenHighlighted", into: \.showsTouchWhenHighlighted, on: self)
        coder.decode("adjustsImageWhenHighlighted", into: \.adjustsImageWhenHighlighted, on: self)
        coder.decode("adjustsImageWhenDisabled", into: \.adjustsImageWhenDisabled, on: self)
        if let size = coder.decodeIfPresent(Double.self, forKey: "fontSize") {
            if size > 0 {
                titleLabel?.font = .systemFont(ofSize: CGFloat(size))
            } else {
                coder.failInvalidValue(forKey: "fontSize", reason: "\(size) is not a positive size")
            }
        }
        decodeStateValues(from: coder, for: .normal)
        guard let states = coder.nestedCoder(forKey: "states") else { return }
        for name in states.allKeys {
            guard let state = Button.stateNames[name] else {
                states.failInvalidValue(
                    forKey: name, reason: "\"\(name)\" is not a state (normal, highlighted, selected, disabled)")
                return
            }
            if let values = states.nestedCoder(forKey: name) { decodeStateValues(from: values, for: state) }
        }
    }

    private func decodeStateValues(from coder: Coder, for state: State) {
        if let title = coder.decodeString(forKey: "title") { setTitle(title, for: state) }
        if let color = coder.decodeColor(forKey: "titleColor") { setTitleColor(color, for: state) }
        if let color = coder.decodeColor(forKey: "titleShadowColor") { setTitleShadowColor(color, for: state) }
        if let image = coder.decodeImage(forKey: "image") { setImage(image, for: state) }
        if let image = coder.decodeImage(forKey: "backgroundImage") { setBackgroundImage(image, for: state) }
    }
}
