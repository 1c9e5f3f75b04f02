import Foundation
import Testing

import BarKit
@testable import BarNavigation
@testable import BarTextInput
@testable import BarViews
@testable import BarWidgets

/// Objects let go in the middle of something (an animation, a deceleration, a composition, a paused
/// animator, a presentation) are freed, and leave nothing on their application's clock.
@MainActor
@Suite struct RoundLifetimeTests {
    @Test func aControllerPoppedMidAnimationIsFreedAndLeavesNoClockItem() {
        let scene = NavigationScene()
        weak var popped: LoggedController?
        do {
            let b = scene.controller("B")
            popped = b
            scene.navigation.pushViewController(b, animated: true)
            scene.wait(0.1)
            scene.navigation.popViewController(animated: true)
            scene.wait(0.05)
        }
        scene.wait(1)
        #expect(popped == nil)
        #expect(scene.navigation.viewControllers.count == 1)
        #expect(scene.window.application.clock.scheduledItemCount == 0)
    }

    @Test func aTableReleasedMidDecelerationIsFreedAndItsFramesEnd() {
        let scene = Scene(size: CGSize(width: 320, height: 480))
        weak var released: TableView?
        do {
            let source = RowSource(rows: 500)
            let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
            table.register(CountingTableCell.self, forCellReuseIdentifier: "row")
            table.rowHeight = 44
            table.dataSource = source
            table.delegate = source
            scene.window.addSubview(table)
            scene.window.layoutIfNeeded()
            released = table
            let saved = scene.simulator.stepInterval
            scene.simulator.stepInterval = 0.01
            let touch = scene.simulator.touchDown(at: CGPoint(x: 160, y: 400))
            for i in 1...10 { scene.simulator.move(touch, to: CGPoint(x: 160, y: 400 - CGFloat(i) * 30)) }
            scene.simulator.touchUp(touch)
            scene.simulator.stepInterval = saved
            scene.simulator.advance(by: 0.1)
            #expect(table.isDecelerating)
            table.removeFromSuperview()
        }
        #expect(released == nil)
        scene.simulator.advance(by: 2)
        #expect(scene.window.application.clock.scheduledItemCount == 0)
    }

    @Test func aTextFieldReleasedWhileComposingIsFreed() {
        let scene = Scene(size: CGSize(width: 320, height: 100))
        weak var released: TextField?
        do {
            let field = TextField(frame: CGRect(x: 10, y: 10, width: 200, height: 30))
            scene.window.addSubview(field)
            released = field
            #expect(field.becomeFirstResponder())
            field.insertText("ab")
            field.setMarkedText("かな", selectedRange: NSRange(location: 2, length: 0))
            #expect(field.markedTextRange != nil)
            scene.simulator.advance(by: 0.2)
            field.removeFromSuperview()
        }
        #expect(released == nil)
        scene.simulator.advance(by: 2)
        #expect(scene.window.application.firstResponder == nil)
        #expect(scene.window.application.clock.scheduledItemCount == 0)
    }

    @Test func anAnimatorReleasedWhilePausedIsFreedOnceItsViewLeavesTheWindow() {
        let application = Application()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 200, height: 100), application: application)
        let simulator = EventSimulator(window: window)
        let box = View(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        window.addSubview(box)
        weak var released: ViewPropertyAnimator?
        var positions: [ViewAnimatingPosition] = []
        do {
            let animator = ViewPropertyAnimator(duration: 1, curve: .linear) { box.frame.origin.x = 100 }
            animator.addCompletion { positions.append($0) }
            released = animator
            animator.startAnimation()
            simulator.advance(by: 0.3)
            animator.pauseAnimation()
            animator.fractionComplete = 0.5
        }
        simulator.advance(by: 2)
        // UIKit calls releasing a paused animator an error; BarKit keeps it with its paused animation
        // (the view stays drawn half way), and its display link does not tick for a paused animation.
        #expect(application.storedAnimator?.isRunning != true)
        #expect(box.presentationFrame.minX == 50)
        box.removeFromSuperview()
        simulator.advance(by: 0.1)
        #expect(released == nil)
        #expect(positions == [.current])
        #expect(box.presentationFrame == box.frame)
        #expect(application.storedAnimator?.isRunning != true)
        #expect(application.clock.scheduledItemCount == 0)
    }

    @Test func aControllerPresentedAndDroppedMidPresentationIsFreed() {
        let scene = NavigationScene()
        weak var released: LoggedController?
        do {
            let sheet = scene.controller("Sheet")
            released = sheet
            scene.navigation.present(sheet, animated: true)
            scene.wait(0.1)
            scene.navigation.dismiss(animated: false)
        }
        scene.wait(1)
        #expect(released == nil)
        #expect(scene.navigation.presentedViewController == nil)
        #expect(scene.window.application.clock.scheduledItemCount == 0)
    }

    @Test func aWindowDroppedMidPresentationFreesEveryController() {
        let application = Application()
        weak var presented: ViewController?
        weak var window: Window?
        do {
            let shown = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: application)
            let simulator = EventSimulator(window: shown)
            let navigation = NavigationController(rootViewController: ViewController())
            shown.rootViewController = navigation
            shown.makeKeyAndVisible()
            let sheet = ViewController()
            navigation.present(sheet, animated: true)
            simulator.advance(by: 0.1)
            presented = sheet
            window = shown
        }
        #expect(window == nil)
        #expect(presented == nil)
        #expect(application.windows.isEmpty)
    }
}
