import Foundation
import Testing

import BarKit
@testable import BarDocuments
@testable import BarGeometry
@testable import BarGraphics
@testable import BarRendering
@testable import BarText
@testable import BarViews
@testable import BarWidgets

/// A controller that builds its own view and records the order of its hooks.
@MainActor
final class PanelController: ViewController {
    var hooks: [String] = []
    override func loadView() {
        hooks.append("loadView")
        let panel = View(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        panel.tag = 42
        view = panel
    }
    override func viewDidLoad() {
        super.viewDidLoad()
        hooks.append("viewDidLoad \(view.tag)")
    }
}

/// A root view that logs its layout into its controller's log.
@MainActor
final class LoggingRootView: View {
    var log: (String) -> Void = { _ in }
    override func layoutSubviews() {
        super.layoutSubviews()
        log("layoutSubviews")
    }
}

/// A controller that logs the layout callbacks around its root view's layout.
@MainActor
final class LayoutLoggingController: ViewController {
    var log: [String] = []
    override func loadView() {
        let root = LoggingRootView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.log = { [unowned self] in self.log.append($0) }
        view = root
    }
    override func viewWillLayoutSubviews() { log.append("viewWillLayoutSubviews") }
    override func viewDidLayoutSubviews() { log.append("viewDidLayoutSubviews") }
}

@MainActor
@Suite struct ViewControllerTests {
    @Test func theLayoutCallbacksWrapEveryLayoutOfTheRootView() {
        let controller = LayoutLoggingController()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(controller.view)
        window.layoutIfNeeded()
        controller.log = []
        controller.view.setNeedsLayout()
        window.layoutIfNeeded()
        #expect(controller.log == ["viewWillLayoutSubviews", "layoutSubviews", "viewDidLayoutSubviews"])
        // A view no longer the controller's root lays out without them.
        let root = controller.view!
        controller.view = View(frame: .zero)
        controller.log = []
        root.setNeedsLayout()
        window.layoutIfNeeded()
        #expect(controller.log == ["layoutSubviews"])
    }

    @Test func theViewIsLoadedOnFirstUse() {
        let controller = PanelController()
        #expect(!controller.isViewLoaded && controller.viewIfLoaded == nil)
        #expect(controller.next == nil)
        #expect(controller.view.tag == 42)
        #expect(controller.isViewLoaded)
        _ = controller.view
        controller.loadViewIfNeeded()
        #expect(controller.hooks == ["loadView", "viewDidLoad 42"])
    }

    @Test func theDefaultViewIsAnEmptyView() {
        let controller = ViewController()
        #expect(controller.view.frame == .zero)
        #expect(type(of: controller.view!) == View.self)
        #expect(controller.view.next === controller)
    }

    @Test func aRootViewControllerFillsTheWindowAndSitsInTheChain() {
        let scene = Scene(size: CGSize(width: 300, height: 200))
        let controller = PanelController()
        scene.window.rootViewController = controller
        #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 300, height: 200))
        #expect(controller.view.superview === scene.window)
        #expect(controller.next === scene.window)
        scene.window.frame = CGRect(x: 0, y: 0, width: 400, height: 250)
        #expect(controller.view.frame.size == CGSize(width: 400, height: 250))

        let replacement = ViewController()
        scene.window.rootViewController = replacement
        #expect(controller.view.superview == nil)
        #expect(scene.window.subviews.count == 1 && scene.window.subviews[0] === replacement.view)
    }

    @Test func settingNilUnloadsTheView() {
        let controller = PanelController()
        let first = controller.view!
        controller.view = nil
        #expect(!controller.isViewLoaded)
        #expect(first.next == nil)
        #expect(controller.view.tag == 42)
        #expect(controller.view !== first)
        #expect(controller.hooks == ["loadView", "viewDidLoad 42", "loadView", "viewDidLoad 42"])
    }
}
