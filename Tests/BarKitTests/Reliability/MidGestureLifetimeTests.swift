import Foundation
import Testing

import BarKit
@testable import BarViews
@testable import BarWidgets

/// What is removed or invalidated in the middle of a gesture, a deceleration or a layout pass is
/// released and never called afterwards (Docs/Reliability.md, "Lifetimes").
@MainActor
@Suite struct MidGestureLifetimeTests {
    @Test func aPanRemovedFromItsViewMidDragIsCancelledOnceThenFreedAndNeverCalledAgain() {
        let scene = Scene()
        let view = View(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        scene.window.addSubview(view)
        var states: [GestureRecognizer.State] = []
        weak var released: PanGestureRecognizer?
        do {
            let pan = PanGestureRecognizer { states.append($0.state) }
            view.addGestureRecognizer(pan)
            released = pan
        }
        let touch = scene.simulator.touchDown(at: CGPoint(x: 50, y: 50))
        scene.simulator.drag(touch, to: CGPoint(x: 120, y: 50), steps: 3)
        #expect(states.first == .began)
        view.removeGestureRecognizer(view.gestureRecognizers[0])
        #expect(states.last == .cancelled)
        let heard = states.count
        scene.simulator.drag(touch, to: CGPoint(x: 150, y: 90), steps: 3)
        scene.simulator.touchUp(touch)
        #expect(states.count == heard, "no call after the removal")
        #expect(released == nil)
    }

    @Test func aViewRemovedMidGestureIsFreedWithItsRecognizersOnceTheTouchEnds() {
        let scene = Scene()
        weak var releasedView: View?
        weak var releasedPan: GestureRecognizer?
        var calls = 0
        let touch: Touch
        do {
            let view = View(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            let pan = PanGestureRecognizer { _ in calls += 1 }
            view.addGestureRecognizer(pan)
            scene.window.addSubview(view)
            releasedView = view
            releasedPan = pan
            touch = scene.simulator.touchDown(at: CGPoint(x: 50, y: 50))
            scene.simulator.drag(touch, to: CGPoint(x: 120, y: 50), steps: 3)
            view.removeFromSuperview()
        }
        let heard = calls
        scene.simulator.drag(touch, to: CGPoint(x: 160, y: 50), steps: 3)
        scene.simulator.touchUp(touch)
        scene.simulator.advance(by: 1)
        #expect(calls <= heard + 1, "at most the end of the gesture after the removal")
        #expect(releasedView == nil && releasedPan == nil)
    }

    @Test func aLongPressRemovedBeforeItsTimerFiresNeverFires() {
        let scene = Scene()
        let view = View(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        scene.window.addSubview(view)
        var fired = 0
        weak var released: LongPressGestureRecognizer?
        do {
            let press = LongPressGestureRecognizer { _ in fired += 1 }
            view.addGestureRecognizer(press)
            released = press
        }
        let touch = scene.simulator.touchDown(at: CGPoint(x: 50, y: 50))
        scene.simulator.advance(by: 0.2)
        view.removeGestureRecognizer(view.gestureRecognizers[0])
        scene.simulator.advance(by: 1)
        scene.simulator.touchUp(touch)
        #expect(fired == 0)
        #expect(released == nil)
    }

    @Test func aDisplayLinkInvalidatedInItsOwnHandlerIsNotCalledAgainAndIsFreed() {
        let scene = Scene()
        var frames = 0
        weak var released: DisplayLink?
        do {
            let link = DisplayLink { link in
                frames += 1
                if frames == 3 { link.invalidate() }
            }
            link.add(to: scene.application)
            released = link
        }
        scene.simulator.advance(by: 1)
        #expect(frames == 3)
        #expect(released == nil, "the clock let go of the invalidated link")
    }

    @Test func aConstraintDeactivatedDuringLayoutIsFreedAndTheLayoutSettles() {
        final class Dropping: View {
            var drop: LayoutConstraint?
            override func layoutSubviews() {
                super.layoutSubviews()
                drop?.isActive = false
                drop = nil
            }
        }
        let scene = Scene()
        let container = Dropping(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        scene.window.addSubview(container)
        let child = View()
        child.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(child)
        LayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
            child.topAnchor.constraint(equalTo: container.topAnchor, constant: 10),
            child.heightAnchor.constraint(equalToConstant: 20),
        ])
        weak var released: LayoutConstraint?
        do {
            let width = child.widthAnchor.constraint(equalToConstant: 120)
            width.isActive = true
            container.drop = width
            released = width
        }
        scene.window.layoutIfNeeded()
        scene.window.layoutIfNeeded()
        #expect(released == nil)
        #expect(child.frame.minX == 10 && child.frame.height == 20)
    }

    @Test func aTimerItemCancelledBeforeItsTimeNeverRunsAndLetsGoOfItsWork() {
        let scene = Scene()
        final class Box {}
        weak var released: Box?
        var ran = false
        do {
            let box = Box()
            released = box
            let item = scene.application.clock.schedule(after: 0.5) { _ in
                withExtendedLifetime(box) { ran = true }
            }
            scene.simulator.advance(by: 0.2)
            item.cancel()
        }
        scene.simulator.advance(by: 1)
        #expect(!ran)
        #expect(released == nil)
    }

    @Test func aRecognizerKeptAfterItsViewIsFreedHasNoView() {
        let pan = PanGestureRecognizer { _ in }
        weak var released: View?
        do {
            let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            view.addGestureRecognizer(pan)
            #expect(pan.view === view)
            released = view
        }
        #expect(released == nil)
        #expect(pan.view == nil)
        // Attached again, to a new view, it follows that one.
        let other = View(frame: .zero)
        other.addGestureRecognizer(pan)
        #expect(pan.view === other)
    }

    @Test func aTouchKeptAfterItsWindowIsFreedHasNoWindowNotEvenANewOne() {
        let touch: Touch
        weak var released: Window?
        do {
            let window = Window(frame: CGRect(x: 0, y: 0, width: 10, height: 10), application: Application())
            touch = Touch(location: CGPoint(x: 1, y: 1), window: window, timestamp: 0)
            #expect(touch.window === window)
            released = window
        }
        #expect(released == nil)
        // A window made now may take the freed one's memory: the touch still has none.
        let next = Window(frame: CGRect(x: 0, y: 0, width: 10, height: 10), application: Application())
        #expect(touch.window == nil)
        #expect(Touch(location: .zero, window: next, timestamp: 0).window === next)
    }
}
