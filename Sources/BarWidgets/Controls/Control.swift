import BarDocuments
import BarGeometry
import BarGraphics
import BarText
@_spi(CoreHooks) import BarViews
import Foundation

/// The base class of controls — views that turn touches into control events and send actions for
/// them — as UIKit's `UIControl`.
///
/// A control tracks the touch that begins on it (Docs/Behaviors.md §3): it highlights while the touch
/// is within its bounds widened by 70 points, calls the tracking override points
/// (`beginTracking(_:with:)`, `continueTracking(_:with:)`, `endTracking(_:with:)`,
/// `cancelTracking(with:)`) and sends control events (`Control.Event`) to the targets registered for
/// them. Target-action comes in three forms, all in `Control+TargetAction.swift`:
///
/// ```swift
/// button.addAction(Action { _ in save() }, for: .touchUpInside)          // a closure
/// button.addTarget(editor, action: Editor.save, for: .touchUpInside)      // a method, target held weakly
/// button.addTarget(nil, action: "save", for: .touchUpInside)              // a name, up the responder chain
/// ```
///
/// Inside a `Control` subclass, `Event` names `Control.Event`; write `BarKit.Event` for the class
/// that carries touches (as in the tracking override points below).
///
/// A disabled control (`isEnabled == false`) ignores touches: it is still found by hit testing (so
/// touches do not fall through to views behind it), but it neither highlights nor sends events, and
/// passes the touches on to its `next` responder like a plain view.
@MainActor
open class Control: View {
    /// This class keeps View's `hitTest(_:with:)` and `point(inside:with:)`; remove this line when
    /// overriding either (see `View.keepsDefaultHitTesting`).
    ///
    /// Read once per view by its superview's default hit test. Names `Control`, so the hit test walks
    /// into controls without calling their `hitTest(_:with:)`. A subclass that keeps both defaults may
    /// override it to name itself; do not call `super`, whose answer names the superclass.
    @_spi(CoreHooks) override open class var keepsDefaultHitTesting: ObjectIdentifier { ObjectIdentifier(Control.self) }

    /// Target-action's state, in one value (see `ControlActions`). Release builds skip its
    /// exclusivity checks (`Docs/Performance.md`); debug builds keep them.
    #if DEBUG
        final private var actions = ControlActions()
    #else
        @exclusivity(unchecked) final private var actions = ControlActions()
    #endif

    /// The registrations, in the order they were first made (see Control+TargetAction.swift).
    var registrations: [TargetActionRegistration] {
        _read { yield actions.registrations }
        _modify { yield &actions.registrations }
    }
    var nextRegistrationSerial: Int {
        _read { yield actions.nextSerial }
        _modify { yield &actions.nextSerial }
    }
    /// The method registration being dispatched: `sendAction(_:to:for:)` calls it directly when it is
    /// asked to send that registration's name to its target (see Control+TargetAction.swift).
    var dispatchingMethod: TargetActionRegistration.BoundMethod? {
        _read { yield actions.dispatchingMethod }
        _modify { yield &actions.dispatchingMethod }
    }

    /// A control's state flags, alignments, registrations and dispatch state, in one stored property
    /// so one attribute covers them. Sound because they are touched only on the main actor, and dispatch reads registrations
    /// one at a time, never while a write to them is in progress (actions run between accesses).
    private struct ControlActions {
        var registrations: [TargetActionRegistration] = []
        var nextSerial = 0
        var dispatchingMethod: TargetActionRegistration.BoundMethod?
        var isEnabled = true
        var isSelected = false
        var isHighlighted = false
        var isTracking = false
        var isTouchInside = false
        var contentHorizontalAlignment: ContentHorizontalAlignment = .center
        var contentVerticalAlignment: ContentVerticalAlignment = .center
    }
    /// The touch this control is tracking, found by its serial (`TouchLink`), not held: a touch holds
    /// the view it began on, so a strong reference here would keep the control and the touch alive for
    /// ever when the touch never ends (a window backend that drops it, a window closed mid-touch). A
    /// touch nobody holds can never end, so forgetting it is right.
    package internal(set) var trackedTouch: Touch? {
        get { trackedTouchLink?.touch }
        set { trackedTouchLink = newValue.map(TouchLink.init) }
    }
    private var trackedTouchLink: TouchLink?
    /// True when the tracked touch must be ignored to its end (the control was disabled meanwhile).
    var trackedTouchAbandoned = false
    /// Touches that began while the control was disabled, passed on to `next` for their whole life
    /// (not held, as `trackedTouch`).
    var forwardedTouches: [TouchLink] = []

    // MARK: - Creating a control

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// A control decoded from a view document node: the `View` keys, plus `isEnabled`, `isSelected`,
    /// `contentHorizontalAlignment` (`"center"`, `"left"`, `"right"`, `"fill"`, `"leading"`,
    /// `"trailing"`), `contentVerticalAlignment` (`"center"`, `"top"`, `"bottom"`, `"fill"`) and
    /// `actions`: an object from event names to action names (or arrays of them), each registered with
    /// a nil target so it travels the responder chain — `{"touchUpInside": "save"}` reaches the view
    /// controller that registered "save".
    public required init?(coder: Coder) {
        super.init(coder: coder)
        decodeControlKeys(from: coder)
    }

    // MARK: - Configuring the control's state

    /// Whether the control responds to touches (default true). A disabled control is drawn dimmed by
    /// subclasses, and adds `.disabled` to `state`. Disabling a control while it tracks a touch ends the
    /// tracking silently (`cancelTracking(with:)` is called, no events are sent).
    ///
    /// Read by touch tracking when a touch begins and by `state`. The setter ends the tracking when it
    /// disables, then redraws (a button also updates what it shows). Overrides must call `super` (observe
    /// with `didSet`).
    open var isEnabled: Bool {
        _read { yield actions.isEnabled }
        set {
            guard newValue != actions.isEnabled else { return }
            actions.isEnabled = newValue
            if !newValue { abandonTracking() }
            controlStateDidChange()
        }
    }

    /// Whether the control is selected (default false); adds `.selected` to `state`.
    ///
    /// Read by `state`. The setter redraws (a button also updates what it shows). Overrides must call
    /// `super` (observe with `didSet`).
    open var isSelected: Bool {
        _read { yield actions.isSelected }
        set {
            guard newValue != actions.isSelected else { return }
            actions.isSelected = newValue
            controlStateDidChange()
        }
    }

    /// Whether the control is highlighted (default false); adds `.highlighted` to `state`. Set by touch
    /// tracking while a touch is down within the tracking area.
    ///
    /// Read by `state`. The setter redraws (a button also updates what it shows). Overrides must call
    /// `super` (observe with `didSet`).
    open var isHighlighted: Bool {
        _read { yield actions.isHighlighted }
        set {
            guard newValue != actions.isHighlighted else { return }
            actions.isHighlighted = newValue
            controlStateDidChange()
        }
    }

    /// The control's state: `.highlighted`, `.disabled` and `.selected` from the flags above.
    ///
    /// Read by subclasses' per-state appearance (a button's title, colours and images) each time they
    /// update. The default is made from `isHighlighted`, `isEnabled` and `isSelected`. Overrides should
    /// call `super` and add their application bits to its answer.
    open var state: State {
        var state: State = []
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }

    /// Whether the control is tracking a touch: `beginTracking(_:with:)` returned true and no later
    /// `continueTracking(_:with:)` returned false.
    public internal(set) var isTracking: Bool {
        _read { yield actions.isTracking }
        _modify { yield &actions.isTracking }
    }

    /// Whether the tracked touch is within the tracking area (the bounds widened by 70 points).
    public internal(set) var isTouchInside: Bool {
        _read { yield actions.isTouchInside }
        _modify { yield &actions.isTouchInside }
    }

    // MARK: - Configuring content alignment

    /// How content is placed horizontally in the control (default `.center`).
    ///
    /// Read by subclasses' layout (a button's title and image rects, through
    /// `effectiveContentHorizontalAlignment`). The setter lays the control out again. Overrides must call
    /// `super` (observe with `didSet`).
    open var contentHorizontalAlignment: ContentHorizontalAlignment {
        _read { yield actions.contentHorizontalAlignment }
        set {
            guard newValue != actions.contentHorizontalAlignment else { return }
            actions.contentHorizontalAlignment = newValue
            setNeedsLayout()
        }
    }

    /// How content is placed vertically in the control (default `.center`).
    ///
    /// Read by subclasses' layout (a button's title and image rects). The setter lays the control out
    /// again. Overrides must call `super` (observe with `didSet`).
    open var contentVerticalAlignment: ContentVerticalAlignment {
        _read { yield actions.contentVerticalAlignment }
        set {
            guard newValue != actions.contentVerticalAlignment else { return }
            actions.contentVerticalAlignment = newValue
            setNeedsLayout()
        }
    }

    /// `contentHorizontalAlignment` with `.leading` and `.trailing` resolved (BarKit lays out left to
    /// right: leading is left).
    public var effectiveContentHorizontalAlignment: ContentHorizontalAlignment {
        switch contentHorizontalAlignment {
        case .leading: .left
        case .trailing: .right
        default: contentHorizontalAlignment
        }
    }

    // MARK: - Override points: tracking touches (driven by Control+Tracking.swift)

    /// A touch began on the control; return whether to keep tracking it.
    ///
    /// Called from `touchesBegan(_:with:)` after the control highlighted and before it sends
    /// `.touchDown`. The default returns true. Overrides need not call `super`. Returning false stops
    /// `continueTracking`/`endTracking` calls for this touch; the control still sends its touch events.
    open func beginTracking(_ touch: Touch, with event: BarViews.Event?) -> Bool { true }

    /// The tracked touch moved; return whether to keep tracking it.
    ///
    /// Called from `touchesMoved(_:with:)` while `isTracking`, after `isTouchInside` and the highlight
    /// were updated and before the drag events are sent. The default returns true. Overrides need not
    /// call `super`.
    open func continueTracking(_ touch: Touch, with event: BarViews.Event?) -> Bool { true }

    /// The tracked touch lifted.
    ///
    /// Called from `touchesEnded(_:with:)` while `isTracking`, after the highlight was removed and before
    /// `.touchUpInside`/`.touchUpOutside` is sent. The default does nothing. Overrides need not call
    /// `super`.
    open func endTracking(_ touch: Touch?, with event: BarViews.Event?) {}

    /// Tracking was cancelled: the touch was cancelled, the control left its window during the touch, or
    /// the control was disabled.
    ///
    /// Called from `touchesCancelled(_:with:)` before `.touchCancel` is sent, and by the `isEnabled`
    /// setter (no events are sent then); called even when `beginTracking(_:with:)` returned false. The
    /// default does nothing. Overrides undo what tracking started and need not call `super`.
    open func cancelTracking(with event: BarViews.Event?) {}

    // MARK: - Touches (the Responder override points; logic in Control+Tracking.swift)

    /// Refuses single-finger single taps of recognizers on other views (an ancestor's), so the control's
    /// own tap wins, as UIKit's controls do; a recognizer on the control itself may begin, and other
    /// recognizers get `super`'s answer.
    ///
    /// Called by a recognizer about to begin on touches that began in the control (as `View`'s).
    /// Overrides should call `super` to keep that.
    open override func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool {
        if let tap = recognizer as? TapGestureRecognizer, tap.view !== self, tap.numberOfTapsRequired == 1,
            tap.numberOfTouchesRequired == 1
        {
            return false
        }
        return super.gestureRecognizerShouldBegin(recognizer)
    }

    /// Starts tracking the first touch (Docs/Behaviors.md §3): highlights, calls
    /// `beginTracking(_:with:)`, sends `.touchDown` (and `.touchDownRepeat` when the tap count is above
    /// 1). Further fingers are ignored while it tracks; a disabled control passes the touches to `next`.
    ///
    /// Called by the window for touches that began on the control (as `Responder`'s). Overrides must call
    /// `super`, or the control does not track.
    open override func touchesBegan(_ touches: Set<Touch>, with event: BarViews.Event?) {
        controlTouchesBegan(touches, with: event)
    }

    /// Follows the tracked touch: updates `isTouchInside` and the highlight, calls
    /// `continueTracking(_:with:)`, sends `.touchDragInside`/`.touchDragOutside` and
    /// `.touchDragEnter`/`.touchDragExit` when the touch crossed the tracking area's edge.
    ///
    /// Called by the window for touches that began on the control (as `Responder`'s). Overrides must call
    /// `super`.
    open override func touchesMoved(_ touches: Set<Touch>, with event: BarViews.Event?) {
        controlTouchesMoved(touches, with: event)
    }

    /// Ends the tracked touch: removes the highlight, calls `endTracking(_:with:)`, sends
    /// `.touchUpInside` (plus `.primaryActionTriggered` for buttons) or `.touchUpOutside`.
    ///
    /// Called by the window for touches that began on the control (as `Responder`'s). Overrides must call
    /// `super`.
    open override func touchesEnded(_ touches: Set<Touch>, with event: BarViews.Event?) {
        controlTouchesEnded(touches, with: event)
    }

    /// Cancels the tracked touch: removes the highlight, calls `cancelTracking(with:)`, sends
    /// `.touchCancel`.
    ///
    /// Called by the window when touches that began on the control were cancelled (as `Responder`'s).
    /// Overrides must call `super`.
    open override func touchesCancelled(_ touches: Set<Touch>, with event: BarViews.Event?) {
        controlTouchesCancelled(touches, with: event)
    }

    // MARK: - Override points: sending actions (Control+TargetAction.swift)

    /// Sends a named action, or a method registered under that name, to `target` (nil: up the
    /// responder chain).
    ///
    /// Called for each target registration when its event happens, and by your code. The default
    /// calls the method this control registered for (`target`, `action`) directly, when there is one;
    /// else it calls `Application.sendAction(_:to:from:for:)` of the control's application
    /// (`Application.shared` outside a window), which sends the named action. Overrides may observe,
    /// redirect or drop actions, and call `super` to send them.
    open func sendAction(_ action: ActionName, to target: AnyObject?, for event: BarViews.Event?) {
        if let target, let method = boundMethod(named: action, target: target) {
            method.invoke(target, self, event)
            return
        }
        (owningApplication ?? .shared).sendAction(action, to: target, from: self, for: event)
    }

    /// Runs a closure action registered with `addAction(_:for:)`, with the control as its sender.
    ///
    /// Called for each closure registration when its event happens. The default calls
    /// `action.perform(sender: self)`. Overrides may observe or drop actions and call `super` to run them.
    open func sendAction(_ action: Action) {
        action.perform(sender: self)
    }

    /// Whether a touch lifting inside also sends `.primaryActionTriggered` (true for buttons).
    var sendsPrimaryActionOnTouchUpInside: Bool { false }

    /// Called when `isEnabled`, `isSelected` or `isHighlighted` changed. Marks the control for display;
    /// subclasses in BarKit also re-layout per-state content.
    func controlStateDidChange() {
        setNeedsDisplay()
    }

    // MARK: - Describing

    /// Adds `highlighted`, `disabled`, `selected` and `tracking` to the view's attributes.
    ///
    /// Read each time a description is built (as `View`'s). Overrides should call `super` and append
    /// their own to its answer.
    open override var descriptionAttributes: [String] {
        var attributes = super.descriptionAttributes
        if isHighlighted { attributes.append("highlighted = YES") }
        if !isEnabled { attributes.append("enabled = NO") }
        if isSelected { attributes.append("selected = YES") }
        if isTracking { attributes.append("tracking = YES") }
        return attributes
    }
}

/// A touch found by its serial (`Touch.live(serial:)`): nil once the touch is gone, as a weak
/// reference would be, without the side table a weak reference gives the touch.
@MainActor
struct TouchLink {
    let serial: Int

    init(_ touch: Touch) { serial = touch.serial }

    var touch: Touch? { Touch.live(serial: serial) }
}
