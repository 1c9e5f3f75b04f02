import BarDocuments
import BarGeometry
import BarGraphics
import BarText
@_spi(CoreHooks) import BarViews
import Foundation

// Per-state values and what the button shows for its current state (Docs/Behaviors.md §4). The
// setters and getters (`setTitle(_:for:)`, `title(for:)`, …) are override points declared in Button.swift.

/// The sizes a button's intrinsic size depends on, to tell when it changed.
struct ContentSizes: Equatable {
    var title: CGSize
    var image: CGSize
    var background: CGSize
}

/// The title label of a button: when its text or font changes its size, the button's size changes too.
@MainActor
final class ButtonTitleLabel: Label {
    /// This class keeps View's `hitTest(_:with:)` and `point(inside:with:)`; remove this line when
    /// overriding either (see `View.keepsDefaultHitTesting`).
    override class var keepsDefaultHitTesting: ObjectIdentifier { ObjectIdentifier(ButtonTitleLabel.self) }

    override func invalidateIntrinsicContentSize() {
        super.invalidateIntrinsicContentSize()
        (superview as? Button)?.invalidateIntrinsicContentSize()
    }
}

/// Values per control state, looked up for the exact state and then `.normal`.
///
/// A short list searched in order: a button sets values for a few states, and every state change
/// looks several of them up, which a list answers faster than a hashed table.
struct StateTable<Value> {
    private var entries: [(state: UInt, value: Value)] = []

    subscript(state: Control.State) -> Value? {
        get {
            for entry in entries where entry.state == state.rawValue { return entry.value }
            return nil
        }
        set {
            if let index = entries.firstIndex(where: { $0.state == state.rawValue }) {
                if let newValue { entries[index].value = newValue } else { entries.remove(at: index) }
            } else if let newValue {
                entries.append((state.rawValue, newValue))
            }
        }
    }

    /// The value for exactly `state`, else the normal one.
    func value(for state: Control.State) -> Value? {
        var normal: Value?
        for entry in entries {
            if entry.state == state.rawValue { return entry.value }
            if entry.state == Control.State.normal.rawValue { normal = entry.value }
        }
        return normal
    }

    /// Whether a value is set for exactly `state`.
    func hasValue(forExactly state: Control.State) -> Bool { self[state] != nil }
}

extension Button {
    // MARK: - Getting the current state's values

    /// The title shown now: `title(for: state)`.
    public var currentTitle: String? { title(for: state) }

    /// The title colour used now: `titleColor(for: state)`.
    public var currentTitleColor: Color { titleColor(for: state) ?? defaultTitleColor(for: state) }

    /// The title shadow colour used now, if any: `titleShadowColor(for: state)`.
    public var currentTitleShadowColor: Color? { titleShadowColor(for: state) }

    /// The image shown now, as set (before highlight or disabled adjustments): `image(for: state)`.
    public var currentImage: Image? { image(for: state) }

    /// The background image drawn now: `backgroundImage(for: state)`.
    public var currentBackgroundImage: Image? { backgroundImage(for: state) }

    /// The default title colour in `state`: white for `.custom` buttons; for `.system` ones the tint
    /// colour, or the system grey while disabled (UIKit dims a system button's tint to a grey).
    func defaultTitleColor(for state: State) -> Color {
        guard buttonType == .system else { return .white }
        return state.contains(.disabled) ? .systemGray : tintColor
    }

    // MARK: - The title label and the image view

    /// The label that shows the title: one line, truncated in the middle, system font 15 by default.
    /// Made on first use. Set its font, shadow offset, alignment or transform freely; its text, text
    /// colour and (when a title shadow colour is set) shadow colour follow the button's state.
    public var titleLabel: Label? { makeTitleLabelIfNeeded() }

    /// The image view that shows the image (with the highlight and disabled adjustments applied). Made
    /// on first use.
    public var imageView: ImageView? { makeImageViewIfNeeded() }

    func makeTitleLabelIfNeeded() -> Label {
        if let label = storedTitleLabel { return label }
        let label = ButtonTitleLabel(frame: .zero)
        label.font = .systemFont(ofSize: 15)
        label.numberOfLines = 1
        label.lineBreakMode = .byTruncatingMiddle
        storedTitleLabel = label
        if let imageView = storedImageView {
            insertSubview(label, aboveSubview: imageView)
        } else if let glow = glowView {
            insertSubview(label, belowSubview: glow)
        } else {
            addSubview(label)
        }
        updateContent()
        return label
    }

    func makeImageViewIfNeeded() -> ImageView {
        if let imageView = storedImageView { return imageView }
        let imageView = ImageView(frame: .zero)
        storedImageView = imageView
        insertSubview(imageView, at: 0)
        updateContent()
        return imageView
    }

    // MARK: - Updating what is shown

    /// Something per-state changed: show it and lay out again; when the title, image or background
    /// image shown changed size, re-measure (so a state change that shows the same content costs no
    /// layout outside the button).
    func contentDidChange(sizeMayChange: Bool) {
        updateContent()
        let sizes = ContentSizes(
            title: titleContentSize, image: imageContentSize, background: currentBackgroundImage?.size ?? .zero)
        if sizeMayChange && sizes != measuredContentSizes {
            measuredContentSizes = sizes
            invalidateIntrinsicContentSize()
        } else {
            setNeedsLayout()
        }
        setNeedsDisplay()
    }

    /// Copies the current state's title, colours and image into the label and image view (making them
    /// when there is something to show), applies the system button's highlight dimming, and shows or
    /// hides the touch glow.
    func updateContent() {
        let title = currentTitle
        if title != nil || storedTitleLabel != nil {
            let label = storedTitleLabel ?? makeTitleLabelIfNeeded()
            if label.text != title { label.text = title }
            label.textColor = currentTitleColor
            if let shadow = currentTitleShadowColor { label.shadowColor = shadow }
        }
        let image = displayedImage()
        if image != nil || storedImageView != nil {
            let imageView = storedImageView ?? makeImageViewIfNeeded()
            if imageView.image !== image { imageView.image = image }
        }
        let dimmed: CGFloat = buttonType == .system && isHighlighted ? Button.systemHighlightAlpha : 1
        storedTitleLabel?.alpha = dimmed
        storedImageView?.alpha = dimmed
        updateGlow()
    }

    /// How opaque a system button's title and image are while highlighted.
    static let systemHighlightAlpha: CGFloat = 0.2
}
