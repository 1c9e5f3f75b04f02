import BarKit
import Foundation
import Testing

/// The tree assistive technologies see: which views are elements, in what order, what is left out,
/// modal views, frames in screen coordinates and activation.
@MainActor
@Suite struct AccessibilityTreeTests {
    func window() -> Window {
        Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: Application())
    }

    @discardableResult
    func label(_ text: String, in parent: View, y: CGFloat = 0) -> Label {
        let label = Label(text: text)
        label.frame = CGRect(x: 0, y: y, width: 100, height: 20)
        parent.addSubview(label)
        return label
    }

    @Test func elementsComeInSubviewOrderAndPlainContainersAreLookedThrough() {
        let window = window()
        let a = label("A", in: window, y: 100)
        let group = View(frame: CGRect(x: 0, y: 0, width: 320, height: 50))
        window.addSubview(group)
        let b = label("B", in: group)
        let c = label("C", in: window, y: 10)
        #expect(identities(window.accessibilityElementsInOrder) == identities([a, b, c]))
    }

    @Test func anElementsSubviewsAreNotWalked() {
        let window = window()
        let button = Button(type: .system)
        button.setTitle("Go", for: .normal)
        button.frame = CGRect(x: 0, y: 0, width: 80, height: 44)
        window.addSubview(button)
        button.layoutIfNeeded()
        #expect(button.titleLabel != nil)
        #expect(identities(window.accessibilityElementsInOrder) == identities([button]))
    }

    @Test func hiddenAndTransparentViewsAndHiddenSubtreesAreLeftOut() {
        let window = window()
        let shown = label("shown", in: window)
        label("hidden", in: window).isHidden = true
        label("clear", in: window).alpha = 0
        label("faint", in: window).alpha = 0.005
        let group = View(frame: window.bounds)
        window.addSubview(group)
        label("inside hidden group", in: group)
        group.accessibilityElementsHidden = true
        let hiddenParent = View(frame: window.bounds)
        window.addSubview(hiddenParent)
        label("inside hidden view", in: hiddenParent)
        hiddenParent.isHidden = true
        #expect(identities(window.accessibilityElementsInOrder) == identities([shown]))
    }

    @Test func aShownModalViewHidesItsSiblings() {
        let window = window()
        label("behind", in: window)
        let sheet = View(frame: window.bounds)
        sheet.accessibilityViewIsModal = true
        window.addSubview(sheet)
        let inSheet = label("in sheet", in: sheet)
        label("beside", in: window)
        #expect(identities(window.accessibilityElementsInOrder) == identities([inSheet]))
        sheet.isHidden = true
        #expect(window.accessibilityElementsInOrder.map(\.accessibilityLabel) == ["behind", "beside"])
    }

    @Test func accessibilityElementsSetTheContainersOrder() {
        let window = window()
        let first = label("first", in: window)
        let second = label("second", in: window)
        let hidden = label("hidden", in: window)
        hidden.isHidden = true
        window.accessibilityElements = [second, hidden, first]
        #expect(identities(window.accessibilityElementsInOrder) == identities([second, first]))
    }

    @Test func theFrameIsInScreenCoordinatesFromTheWindowsOrigin() {
        let window = window()
        window.frame.origin = CGPoint(x: 100, y: 50)
        let container = View(frame: CGRect(x: 5, y: 5, width: 200, height: 200))
        window.addSubview(container)
        let label = Label(text: "Here")
        label.frame = CGRect(x: 10, y: 20, width: 60, height: 18)
        container.addSubview(label)
        #expect(label.accessibilityFrame == CGRect(x: 115, y: 75, width: 60, height: 18))
        container.bounds.origin = CGPoint(x: 0, y: 10)
        #expect(label.accessibilityFrame == CGRect(x: 115, y: 65, width: 60, height: 18), "the default follows the view")
        label.accessibilityFrame = CGRect(x: 1, y: 2, width: 3, height: 4)
        container.frame.origin.x = 50
        #expect(label.accessibilityFrame == CGRect(x: 1, y: 2, width: 3, height: 4), "a set frame stays put")
    }

    @Test func activatingAButtonSendsItsActionsAndADisabledOneDoesNothing() {
        let window = window()
        let button = Button(type: .system)
        button.setTitle("Go", for: .normal)
        window.addSubview(button)
        var fired: [String] = []
        button.addAction(Action { _ in fired.append("up inside") }, for: .touchUpInside)
        button.addAction(Action { _ in fired.append("primary") }, for: .primaryActionTriggered)
        #expect(button.accessibilityActivate())
        #expect(fired == ["up inside", "primary"])
        button.isEnabled = false
        #expect(button.accessibilityActivate())
        #expect(fired.count == 2)
    }

    @Test func activatingAnElementWithoutAnActionOfItsOwnTapsItsCentre() {
        let window = window()
        let control = Control(frame: CGRect(x: 40, y: 40, width: 100, height: 40))
        control.isAccessibilityElement = true
        window.addSubview(control)
        var fired = 0
        control.addAction(Action { _ in fired += 1 }, for: .touchUpInside)
        #expect(!control.accessibilityActivate())
        #expect(control.performAccessibilityActivation())
        #expect(fired == 1)
        let outside = View(frame: .zero)
        #expect(!outside.performAccessibilityActivation(), "a view in no window has nothing to tap")
    }

    @Test func postedNotificationsReachObserversUntilTheyCancel() {
        var heard: [String] = []
        let observation = AccessibilityNotification.observe { notification, argument in
            heard.append("\(notification.rawValue) \(argument as? String ?? "-")")
        }
        AccessibilityNotification.post(.announcement, argument: "Saved")
        AccessibilityNotification.post(.layoutChanged, argument: nil)
        observation.cancel()
        AccessibilityNotification.post(.screenChanged, argument: nil)
        #expect(heard == ["announcement Saved", "layoutChanged -"])
    }
}
