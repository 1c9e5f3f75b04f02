import BarLists
import BarNavigation
import BarTextInput
import BarViews
import BarWidgets

/// The AT-SPI roles the bridge gives views (`AtspiRole`'s values and `GetRoleName`'s names).
enum AccessibleRole: UInt32 {
    case filler = 20
    case frame = 23
    case image = 27
    case label = 29
    case list = 31
    case listItem = 32
    case pageTab = 37
    case pageTabList = 38
    case pushButton = 43
    case scrollPane = 49
    case slider = 51
    case tableCell = 56
    case text = 61
    case toolBar = 63
    case application = 75
    case heading = 83
    case link = 88

    /// The role's name as AT-SPI spells it.
    var name: String {
        switch self {
        case .filler: "filler"
        case .frame: "frame"
        case .image: "image"
        case .label: "label"
        case .list: "list"
        case .listItem: "list item"
        case .pageTab: "page tab"
        case .pageTabList: "page tab list"
        case .pushButton: "push button"
        case .scrollPane: "scroll pane"
        case .slider: "slider"
        case .tableCell: "table cell"
        case .text: "text"
        case .toolBar: "tool bar"
        case .application: "application"
        case .heading: "heading"
        case .link: "link"
        }
    }

    /// A view's role: an element's from its kind and traits, a container's from its class (a
    /// window is a frame; a plain container a filler).
    @MainActor
    init(of view: View) {
        if view is Window {
            self = .frame
        } else if view.isAccessibilityElement {
            self = AccessibleRole(element: view)
        } else if view is TabBar || view.accessibilityTraits.contains(.tabBar) {
            self = .pageTabList
        } else if view is Bar || view is NavigationBar {
            self = .toolBar
        } else if view is TableView || view is CollectionView {
            self = .list
        } else if view is CollectionViewCell {
            self = .tableCell
        } else if view is ScrollView {
            self = .scrollPane
        } else {
            self = .filler
        }
    }

    @MainActor
    private init(element view: View) {
        let traits = view.accessibilityTraits
        if view is TextField || view is TextView || traits.contains(.searchField) {
            self = .text
        } else if view is TableViewCell {
            self = .listItem
        } else if view is CollectionViewCell {
            self = .tableCell
        } else if traits.contains(.button) && AccessibleRole.isInTabBar(view) {
            self = .pageTab
        } else if traits.contains(.button) || traits.contains(.keyboardKey) {
            self = .pushButton
        } else if traits.contains(.link) {
            self = .link
        } else if traits.contains(.adjustable) {
            self = .slider
        } else if traits.contains(.header) {
            self = .heading
        } else if traits.contains(.image) {
            self = .image
        } else {
            self = .label
        }
    }

    /// Whether the bridge keeps `view` as a node of its own when it is not an element: containers
    /// with a role, and views that name their elements or carry an identifier; other views are
    /// looked through.
    @MainActor
    static func keepsContainer(_ view: View) -> Bool {
        AccessibleRole(of: view) != .filler || view.accessibilityElements != nil || view.accessibilityIdentifier != nil
    }

    /// Whether `view` is inside a tab bar (a tab's button).
    @MainActor
    static func isInTabBar(_ view: View) -> Bool {
        var ancestor = view.superview
        while let current = ancestor {
            if current is TabBar || current.accessibilityTraits.contains(.tabBar) { return true }
            ancestor = current.superview
        }
        return false
    }

    /// Whether the role's node offers the Text interface.
    var hasText: Bool { self == .label || self == .text || self == .heading || self == .link }
}

/// The AT-SPI states the bridge reports (`AtspiStateType`'s bit numbers).
enum AccessibleState: Int {
    case active = 1
    case editable = 7
    case enabled = 8
    case focusable = 11
    case focused = 12
    case multiLine = 17
    case selectable = 22
    case selected = 23
    case sensitive = 24
    case showing = 25
    case singleLine = 26
    case visible = 30
}

/// A set of states, as `GetState` sends it (two 32-bit words).
struct AccessibleStateSet {
    private(set) var bits: UInt64 = 0

    /// No states.
    init() {}

    mutating func insert(_ state: AccessibleState) { bits |= 1 << UInt64(state.rawValue) }

    func contains(_ state: AccessibleState) -> Bool { bits & (1 << UInt64(state.rawValue)) != 0 }

    var words: [UInt32] { [UInt32(truncatingIfNeeded: bits), UInt32(truncatingIfNeeded: bits >> 32)] }

    /// A view's states now: showing and visible when it can be reached, enabled and sensitive
    /// unless `.notEnabled`, focusable when it can be focused or is a button, focused when it is
    /// the first responder, selected with `.selected`; editable and single or multi line for text.
    @MainActor
    init(of view: View) {
        let traits = view.accessibilityTraits
        if view.isReachableByAccessibility {
            insert(.visible)
            insert(.showing)
        }
        if !traits.contains(.notEnabled) {
            insert(.enabled)
            insert(.sensitive)
        }
        if let window = view as? Window, window.isKeyWindow { insert(.active) }
        guard view.isAccessibilityElement else { return }
        if view.canBecomeFirstResponder || traits.contains(.button) || view is TableViewCell { insert(.focusable) }
        if view.isFirstResponder { insert(.focused) }
        if view is TableViewCell || AccessibleRole.isInTabBar(view) { insert(.selectable) }
        if traits.contains(.selected) { insert(.selected) }
        if let field = view as? TextField {
            if field.isEnabled { insert(.editable) }
            insert(.singleLine)
        } else if let textView = view as? TextView {
            if textView.isEditable { insert(.editable) }
            insert(.multiLine)
        }
    }
}
