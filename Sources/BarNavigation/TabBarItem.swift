import BarGeometry
import BarGraphics
import BarViews
import Foundation

/// An item of a tab bar: a title, an image and a badge, as UIKit's `UITabBarItem`. Changing any of
/// them redraws the bar showing the item.
@MainActor
open class TabBarItem: ViewControllerTitleObserver {
    /// An item with `title`, `image` (drawn as a template, in the bar's colours) and `tag`.
    public init(title: String?, image: Image?, tag: Int) {
        self.title = title
        self.image = image
        self.tag = tag
    }

    /// An item with `title`, `image` and an image shown while selected.
    public convenience init(title: String?, image: Image?, selectedImage: Image?) {
        self.init(title: title, image: image, tag: 0)
        self.selectedImage = selectedImage
    }

    /// The title under the image.
    public var title: String? {
        didSet { if title != oldValue { itemDidChange() } }
    }

    /// The image; template images (the default for images that are not `.alwaysOriginal`) are drawn
    /// in the tint colour when selected, grey otherwise.
    public var image: Image? {
        didSet { if image !== oldValue { itemDidChange() } }
    }

    /// The image while selected; nil uses `image`.
    public var selectedImage: Image? {
        didSet { if selectedImage !== oldValue { itemDidChange() } }
    }

    /// A number that identifies the item.
    public var tag: Int

    /// Text shown in a red capsule at the image's top trailing corner; nil shows none.
    public var badgeValue: String? {
        didSet { if badgeValue != oldValue { itemDidChange() } }
    }

    /// The badge's colour; nil is red (UIKit's system red, #FF3B30).
    public var badgeColor: Color? {
        didSet { if badgeColor != oldValue { itemDidChange() } }
    }

    /// Whether the item can be selected; a disabled item is drawn dimmed.
    public var isEnabled = true {
        didSet { if isEnabled != oldValue { itemDidChange() } }
    }

    // MARK: - Internals

    /// The bar showing the item.
    weak var bar: TabBar?

    private func itemDidChange() {
        bar?.itemDidChange(self)
    }

    /// The controller's title became this item's (UIKit's `title` sets the tab bar item's title).
    package func viewControllerTitleDidChange(_ controller: ViewController) {
        title = controller.title
    }
}

extension ViewController {
    /// The item a tab bar shows for this controller in a tab bar controller; made on first use,
    /// titled with the controller's `title` (and following it).
    public var tabBarItem: TabBarItem! {
        get {
            let key = ObjectIdentifier(TabBarItem.self)
            if let item = attachments[key] as? TabBarItem { return item }
            let item = TabBarItem(title: title, image: nil, tag: 0)
            attachments[key] = item
            return item
        }
        set {
            attachments[ObjectIdentifier(TabBarItem.self)] = newValue
            (parent as? TabBarController)?.tabBarItemsDidChange()
        }
    }
}
