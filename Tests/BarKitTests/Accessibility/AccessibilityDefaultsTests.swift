import BarKit
import Foundation
import Testing

/// Every widget's accessibility defaults, as UIKit's, and how set values replace them.
@MainActor
@Suite struct AccessibilityDefaultsTests {
    @Test func aPlainViewIsNotAnElementAndHasNothingOfItsOwn() {
        let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(!view.isAccessibilityElement)
        #expect(view.accessibilityLabel == nil)
        #expect(view.accessibilityValue == nil)
        #expect(view.accessibilityHint == nil)
        #expect(view.accessibilityIdentifier == nil)
        #expect(view.accessibilityTraits == [])
        #expect(view.accessibilityElements == nil)
        #expect(!view.accessibilityElementsHidden)
        #expect(!view.accessibilityViewIsModal)
        #expect(!view.accessibilityActivate())
    }

    @Test func aLabelIsAnElementCalledByItsTextWithTheStaticTextTrait() {
        let label = Label(text: "Inbox")
        #expect(label.isAccessibilityElement)
        #expect(label.accessibilityLabel == "Inbox")
        #expect(label.accessibilityTraits == .staticText)
        label.text = "Sent"
        #expect(label.accessibilityLabel == "Sent", "the default follows the text")
    }

    @Test func aButtonIsAnElementCalledByItsTitleWithButtonAndItsStateAsTraits() {
        let button = Button(type: .system)
        button.setTitle("Send", for: .normal)
        #expect(button.isAccessibilityElement)
        #expect(button.accessibilityLabel == "Send")
        #expect(button.accessibilityTraits == .button)
        button.isEnabled = false
        #expect(button.accessibilityTraits == [.button, .notEnabled])
        button.isEnabled = true
        button.isSelected = true
        #expect(button.accessibilityTraits == [.button, .selected])
        button.setTitle("Sent", for: .selected)
        #expect(button.accessibilityLabel == "Sent", "the title of the button's current state")
    }

    @Test func aBarsButtonsAreCalledByTheirItemsTitleOrSystemItemName() {
        let bar = Bar(frame: CGRect(x: 0, y: 0, width: 400, height: 44))
        bar.items = [
            BarItem(systemItem: .add), BarItem(title: "Archive"), BarItem(systemItem: .trash),
            .flexibleSpace(), BarItem(systemItem: .fastForward), BarItem(systemItem: .done),
        ]
        bar.layoutIfNeeded()
        let elements = bar.accessibilityElementsInOrder
        #expect(elements.map(\.accessibilityLabel) == ["Add", "Archive", "Delete", "Fast Forward", "Done"])
        #expect(elements.allSatisfy { $0.accessibilityTraits == .button })
        #expect(!bar.isAccessibilityElement)
    }

    @Test func anImageViewIsNotAnElementButCarriesTheImageTrait() {
        let imageView = ImageView(image: Image(size: CGSize(width: 4, height: 4), scale: 1) { _ in })
        #expect(!imageView.isAccessibilityElement)
        #expect(imageView.accessibilityTraits == .image)
    }

    @Test func anImageFoundByNameLabelsAButtonWithoutATitleAndAnImageViewMadeAnElement() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("barkit-a11y-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let square = Image(size: CGSize(width: 4, height: 4), scale: 2) { context in
            context.setFillColor(.red)
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        }
        try square.bitmap.write(to: dir.appendingPathComponent("trash@2x.png"))
        let trash = try #require(Image(named: "trash", in: dir, scale: 2))
        #expect(trash.accessibilityLabel == "trash")
        #expect(trash.withRenderingMode(.alwaysTemplate).accessibilityLabel == "trash")
        #expect(square.accessibilityLabel == nil)

        let button = Button(type: .system)
        button.setImage(trash, for: .normal)
        #expect(button.accessibilityLabel == "trash")
        button.setTitle("Delete", for: .normal)
        #expect(button.accessibilityLabel == "Delete", "a title wins over the image's name")

        let imageView = ImageView(image: trash)
        #expect(!imageView.isAccessibilityElement)
        imageView.isAccessibilityElement = true
        #expect(imageView.accessibilityLabel == "trash")
    }

    @Test func aStackViewIsLookedThroughToItsArrangedSubviews() {
        let first = Label(text: "One")
        let second = Label(text: "Two")
        let stack = StackView(arrangedSubviews: [first, second])
        #expect(!stack.isAccessibilityElement)
        #expect(identities(stack.accessibilityElementsInOrder) == identities([first, second]))
    }

    @Test func aScrollViewIsAContainerOfItsContent() {
        let scrollView = ScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let label = Label(text: "Content")
        scrollView.addSubview(label)
        #expect(!scrollView.isAccessibilityElement)
        #expect(identities(scrollView.accessibilityElementsInOrder) == identities([label]))
    }

    @Test func aTextFieldsValueIsItsTextAndItsLabelItsPlaceholder() {
        let field = TextField(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        field.placeholder = "Name"
        #expect(field.isAccessibilityElement)
        #expect(field.accessibilityLabel == "Name")
        #expect(field.accessibilityValue == nil)
        field.text = "Ada"
        #expect(field.accessibilityValue == "Ada")
        field.isSecureTextEntry = true
        #expect(field.accessibilityValue == "•••", "a secure field's value never shows its text")
        field.isEnabled = false
        #expect(field.accessibilityTraits == .notEnabled)
    }

    @Test func aTextViewIsAnElementWhoseValueIsItsText() {
        let textView = TextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        textView.text = "Dear Sir"
        #expect(textView.isAccessibilityElement)
        #expect(textView.accessibilityValue == "Dear Sir")
    }

    @Test func aCellIsAnElementCalledByItsLabelsJoinedWithCommas() {
        let cell = TableViewCell(style: .subtitle, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        cell.textLabel?.text = "Ada Lovelace"
        cell.detailTextLabel?.text = "Analyst"
        cell.layoutIfNeeded()
        #expect(cell.isAccessibilityElement)
        #expect(cell.accessibilityLabel == "Ada Lovelace, Analyst")
        #expect(cell.accessibilityTraits == [])
        cell.isSelected = true
        #expect(cell.accessibilityTraits == .selected)
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
        #expect(!table.isAccessibilityElement)
    }

    @Test func aTabBarCarriesTheTabBarTraitAndItsTabsAreButtonsCalledByTheirTitles() {
        let tabBar = TabBar(frame: CGRect(x: 0, y: 0, width: 320, height: 49))
        let items = [TabBarItem(title: "Mail", image: nil, tag: 0), TabBarItem(title: "Notes", image: nil, tag: 1)]
        tabBar.items = items
        tabBar.selectedItem = items[1]
        tabBar.layoutIfNeeded()
        #expect(tabBar.accessibilityTraits == .tabBar)
        let tabs = tabBar.accessibilityElementsInOrder
        #expect(tabs.map(\.accessibilityLabel) == ["Mail", "Notes"])
        #expect(tabs.map(\.accessibilityTraits) == [.button, [.button, .selected]])
    }

    @Test func aSetValueReplacesTheDefaultAndNilPutsItBack() {
        let label = Label(text: "3")
        label.accessibilityLabel = "Three messages"
        label.accessibilityTraits = [.staticText, .updatesFrequently]
        label.isAccessibilityElement = false
        #expect(label.accessibilityLabel == "Three messages")
        #expect(label.accessibilityTraits == [.staticText, .updatesFrequently])
        #expect(!label.isAccessibilityElement)
        label.accessibilityLabel = nil
        #expect(label.accessibilityLabel == "3")
    }

    @Test func theTraitsHaveUIKitsBitValues() {
        #expect(AccessibilityTraits.button.rawValue == 0x1)
        #expect(AccessibilityTraits.link.rawValue == 0x2)
        #expect(AccessibilityTraits.image.rawValue == 0x4)
        #expect(AccessibilityTraits.selected.rawValue == 0x8)
        #expect(AccessibilityTraits.keyboardKey.rawValue == 0x20)
        #expect(AccessibilityTraits.staticText.rawValue == 0x40)
        #expect(AccessibilityTraits.notEnabled.rawValue == 0x100)
        #expect(AccessibilityTraits.updatesFrequently.rawValue == 0x200)
        #expect(AccessibilityTraits.searchField.rawValue == 0x400)
        #expect(AccessibilityTraits.adjustable.rawValue == 0x1000)
        #expect(AccessibilityTraits.tabBar.rawValue == 0x8000)
        #expect(AccessibilityTraits.header.rawValue == 0x10000)
    }

    /// A subclass overrides the defaults as in UIKit, and reaches them through `super`.
    final class BadgeLabel: Label {
        override var accessibilityLabel: String? {
            get { super.accessibilityLabel.map { "\($0) unread" } }
            set { super.accessibilityLabel = newValue }
        }
    }

    @Test func aSubclassOverridesAPropertyAndReadsTheDefaultFromSuper() {
        #expect(BadgeLabel(text: "4").accessibilityLabel == "4 unread")
    }
}

/// The views' identities, to compare lists of views.
func identities(_ views: [View]) -> [ObjectIdentifier] { views.map(ObjectIdentifier.init) }
