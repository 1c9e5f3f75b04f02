import BarKit
import Foundation
import Testing

/// Properties a UIKit programmer reaches for, with UIKit's defaults and effects.
@MainActor
@Suite struct UIKitFidelityTests {
    @Test func layoutMarginsDefaultToEightAndFollowTheReadingDirection() {
        final class Margined: View {
            var changes = 0
            override func layoutMarginsDidChange() { changes += 1 }
        }
        let view = Margined(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(view.layoutMargins == EdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        #expect(view.directionalLayoutMargins == DirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8))
        view.directionalLayoutMargins = DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        #expect(view.layoutMargins == EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(view.changes == 1)
        view.layoutMargins = EdgeInsets(top: .nan, left: 0, bottom: 0, right: 0)
        #expect(view.layoutMargins == EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(view.changes == 1)
    }

    @Test func safeAreaInsetsAreZeroUntilTheWindowSetsThem() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let bar = View(frame: CGRect(x: 0, y: 0, width: 400, height: 44))
        let middle = View(frame: CGRect(x: 0, y: 100, width: 400, height: 100))
        window.addSubview(bar)
        window.addSubview(middle)
        #expect(bar.safeAreaInsets == .zero)
        window.windowSafeAreaInsets = EdgeInsets(top: 20, left: 0, bottom: 34, right: 0)
        #expect(window.safeAreaInsets == EdgeInsets(top: 20, left: 0, bottom: 34, right: 0))
        #expect(bar.safeAreaInsets == EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        #expect(middle.safeAreaInsets == .zero, "a view clear of the insets has none")
        #expect(View(frame: .zero).safeAreaInsets == .zero)
    }

    @Test func viewsAreOpaqueByDefault() {
        let view = View(frame: .zero)
        #expect(view.isOpaque)
        view.isOpaque = false
        #expect(!view.isOpaque)
    }

    @Test func aDisabledLabelDrawsItsTextDimmed() throws {
        func inkAlpha(_ label: Label) -> Int {
            let bitmap = label.snapshot()
            var most = 0
            for y in 0..<bitmap.height {
                for x in 0..<bitmap.width { most = max(most, Int(bitmap.pixel(x: x, y: y).alpha)) }
            }
            return most
        }
        let label = Label(frame: CGRect(x: 0, y: 0, width: 80, height: 24))
        label.text = "Save"
        #expect(label.isEnabled)
        let enabled = inkAlpha(label)
        label.isEnabled = false
        let disabled = inkAlpha(label)
        #expect(enabled > 200)
        #expect(disabled > 80 && disabled < 150, "half the ink, not none")
    }

    @Test func aFontNameThatIsNotInstalledSaysSo() {
        #expect(throws: FontError.notInstalled(name: "No Such Font")) { try Font(named: "No Such Font", size: 12) }
        #expect(throws: FontError.self) { try Font(named: "DejaVu Sans", size: .nan) }
        let font = try? Font(named: "DejaVu Sans", size: 12)
        #expect(font?.pointSize == 12)
        #expect(FontError.notInstalled(name: "X").description.contains("no installed font is named \"X\""))
    }
}

@MainActor
@Suite struct DisabledSystemButtonTests {
    @Test func aDisabledSystemButtonsTitleIsGrey() {
        let button = Button(type: .system)
        button.setTitle("Send", for: .normal)
        #expect(button.currentTitleColor == button.tintColor)
        button.isEnabled = false
        #expect(button.currentTitleColor == .systemGray)
        #expect(button.titleColor(for: .disabled) == .systemGray)
        button.setTitleColor(.red, for: .disabled)
        #expect(button.currentTitleColor == .red, "a colour set for the state wins")
        let custom = Button(type: .custom)
        custom.isEnabled = false
        #expect(custom.currentTitleColor == .white)
    }
}

@MainActor
@Suite struct ButtonIntrinsicPaddingTests {
    @Test func aTitleOnlyButtonIsPaddedSixPointsAboveAndBelow() throws {
        let button = Button(type: .system)
        button.setTitle("Button", for: .normal)
        let title = try #require(button.titleLabel).intrinsicContentSize
        #expect(button.intrinsicContentSize.height == title.height + 12)
        #expect(button.intrinsicContentSize.height == 30, "a 15-point title gives a 30-point button")
        #expect(button.intrinsicContentSize.width == title.width, "no horizontal padding")
    }

    @Test func anEmptyButtonIsThirtyByThirtyFour() {
        #expect(Button(type: .custom).intrinsicContentSize == CGSize(width: 30, height: 34))
        #expect(Button(type: .system).intrinsicContentSize == CGSize(width: 30, height: 34))
    }

    @Test func imagesAndInsetsAreNotPadded() {
        let image = Image(size: CGSize(width: 20, height: 20), scale: 1) { _ in }
        let imageOnly = Button(type: .custom)
        imageOnly.setImage(image, for: .normal)
        #expect(imageOnly.intrinsicContentSize == CGSize(width: 20, height: 20))
        let inset = Button(type: .custom)
        inset.setTitle("Go", for: .normal)
        inset.contentEdgeInsets = EdgeInsets(top: 2, left: 4, bottom: 2, right: 4)
        let title = inset.titleLabel?.intrinsicContentSize ?? .zero
        #expect(inset.intrinsicContentSize.height == title.height + 4, "insets of its own replace the padding")
    }
}
