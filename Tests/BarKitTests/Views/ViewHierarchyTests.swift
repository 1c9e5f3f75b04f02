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

@MainActor
final class RecordingView: View {
    var log: [String] = []
    var layoutCount = 0
    var tintChanges = 0
    override func willMove(toSuperview newSuperview: View?) { log.append("willMoveToSuperview:\(newSuperview?.tag ?? -1)") }
    override func didMoveToSuperview() { log.append("didMoveToSuperview") }
    override func willMove(toWindow newWindow: Window?) { log.append("willMoveToWindow:\(newWindow == nil ? "nil" : "w")") }
    override func didMoveToWindow() { log.append("didMoveToWindow") }
    override func didAddSubview(_ subview: View) { log.append("didAdd:\(subview.tag)") }
    override func willRemoveSubview(_ subview: View) { log.append("willRemove:\(subview.tag)") }
    override func layoutSubviews() {
        super.layoutSubviews()
        layoutCount += 1
    }
    override func tintColorDidChange() {
        super.tintColorDidChange()
        tintChanges += 1
    }
}

@MainActor
@Suite struct ViewHierarchyTests {
    @Test func addingMovesAViewAndCallsTheHooksInOrder() {
        let a = RecordingView()
        a.tag = 1
        let b = RecordingView()
        b.tag = 2
        let child = RecordingView()
        child.tag = 3
        a.addSubview(child)
        #expect(child.log == ["willMoveToSuperview:1", "didMoveToSuperview"])
        #expect(a.log == ["didAdd:3"])
        child.log = []
        b.addSubview(child)
        #expect(child.superview === b)
        #expect(a.subviews.isEmpty)
        #expect(b.subviews.map(\.tag) == [3])
        #expect(a.log == ["didAdd:3", "willRemove:3"])
        #expect(child.log == ["willMoveToSuperview:2", "didMoveToSuperview"])
    }

    @Test func windowHooksReachTheWholeMovingSubtree() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let parent = RecordingView()
        let child = RecordingView()
        parent.addSubview(child)
        #expect(child.window == nil)
        window.addSubview(parent)
        #expect(parent.window === window && child.window === window)
        #expect(child.log.suffix(2) == ["willMoveToWindow:w", "didMoveToWindow"])
        parent.removeFromSuperview()
        #expect(child.window == nil)
        #expect(child.log.suffix(2) == ["willMoveToWindow:nil", "didMoveToWindow"])
        #expect(parent.log.contains("willMoveToSuperview:-1"))
    }

    @Test func windowHooksVisitTheSubtreeParentsFirstInSubviewOrder() {
        // root(1) holds 2 and 5; 2 holds 3 and 4; 5 holds 6. Each view logs its tag to one list.
        final class Logging: View {
            var order: (Int) -> Void = { _ in }
            override func willMove(toWindow newWindow: Window?) { order(tag) }
            override func didMoveToWindow() { order(-tag) }
        }
        var order: [Int] = []
        let views = (1...6).map { i -> Logging in
            let view = Logging()
            view.tag = i
            view.order = { order.append($0) }
            return view
        }
        views[0].addSubview(views[1])
        views[1].addSubview(views[2])
        views[1].addSubview(views[3])
        views[0].addSubview(views[4])
        views[4].addSubview(views[5])
        let window = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(views[0])
        #expect(order == [1, 2, 3, 4, 5, 6, -1, -2, -3, -4, -5, -6])
        order = []
        views[0].removeFromSuperview()
        #expect(order == [1, 2, 3, 4, 5, 6, -1, -2, -3, -4, -5, -6])
        #expect(views.allSatisfy { $0.window == nil })
    }

    @Test func orderingOperations() {
        let p = View()
        let views = (0..<4).map { i -> View in
            let v = View()
            v.tag = i + 1
            return v
        }
        views.forEach(p.addSubview)
        #expect(p.subviews.map(\.tag) == [1, 2, 3, 4])
        p.bringSubviewToFront(views[0])
        #expect(p.subviews.map(\.tag) == [2, 3, 4, 1])
        p.sendSubviewToBack(views[3])
        #expect(p.subviews.map(\.tag) == [4, 2, 3, 1])
        p.exchangeSubview(at: 0, withSubviewAt: 3)
        #expect(p.subviews.map(\.tag) == [1, 2, 3, 4])
        let extra = View()
        extra.tag = 9
        p.insertSubview(extra, aboveSubview: views[1])
        #expect(p.subviews.map(\.tag) == [1, 2, 9, 3, 4])
        p.insertSubview(extra, belowSubview: views[0])
        #expect(p.subviews.map(\.tag) == [9, 1, 2, 3, 4])
        p.insertSubview(extra, at: 100)
        #expect(p.subviews.map(\.tag) == [1, 2, 3, 4, 9])
        p.insertSubview(extra, aboveSubview: views[0])
        #expect(p.subviews.map(\.tag) == [1, 9, 2, 3, 4])
    }

    @Test func descendantsAndTags() {
        let root = View()
        let mid = View()
        let leaf = View()
        leaf.tag = 42
        root.addSubview(mid)
        mid.addSubview(leaf)
        #expect(leaf.isDescendant(of: root))
        #expect(leaf.isDescendant(of: leaf))
        #expect(!root.isDescendant(of: leaf))
        #expect(root.viewWithTag(42) === leaf)
        #expect(root.viewWithTag(7) == nil)
    }

    @Test func tintColorIsInheritedAndChangesAreAnnounced() {
        let root = RecordingView()
        let child = RecordingView()
        let own = RecordingView()
        root.addSubview(child)
        child.addSubview(own)
        own.tintColor = .red
        #expect(child.tintColor == .systemBlue)
        root.tintColor = .green
        #expect(child.tintColor == .green)
        #expect(own.tintColor == .red)
        #expect(child.tintChanges == 1)
        #expect(own.tintChanges == 1)  // only its own assignment
        let moved = RecordingView()
        root.addSubview(moved)
        #expect(moved.tintColor == .green && moved.tintChanges == 1)
        own.tintColor = nil
        #expect(own.tintColor == .green)
    }

    @Test func recursiveDescriptionShowsTheTree() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        let child = View(frame: CGRect(x: 8, y: 10.5, width: 20, height: 24))
        child.tag = 5
        child.backgroundColor = .red
        root.addSubview(child)
        let text = root.recursiveDescription()
        #expect(
            text == """
                <View: frame = (0 0; 320 44)>
                   | <View: frame = (8 10.5; 20 24); tag = 5; backgroundColor = #FF0000>
                """)
    }

    // MARK: - Lifetimes (the superview and window are not retained)

    @Test func aSubviewThatOutlivesItsSuperviewHasNone() {
        var kept: View?
        do {
            let parent = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            let child = View(frame: .zero)
            let grandchild = View(frame: .zero)
            parent.addSubview(child)
            child.addSubview(grandchild)
            kept = child
        }
        let child = try! #require(kept)
        #expect(child.superview == nil)
        #expect(child.subviews.count == 1)
        #expect(child.subviews[0].superview === child)
        // It can join another tree.
        let other = View(frame: .zero)
        other.addSubview(child)
        #expect(child.superview === other)
    }

    @Test func viewsThatOutliveTheirWindowHaveNoWindow() {
        var kept: [View] = []
        do {
            let window = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let container = View(frame: .zero)
            let inner = View(frame: .zero)
            let deep = View(frame: .zero)
            window.addSubview(container)
            container.addSubview(inner)
            inner.addSubview(deep)
            let direct = View(frame: .zero)
            window.addSubview(direct)
            #expect(deep.window === window)
            kept = [inner, direct]  // the container goes with the window, its subview stays
        }
        for view in kept {
            #expect(view.window == nil)
            #expect(view.superview == nil)
        }
        #expect(kept[0].subviews[0].window == nil)
        #expect(kept[0].subviews[0].superview === kept[0])
    }

    @Test func aDeepTreeReleasedAtOnceLeavesNoDanglingLinks() {
        var survivors: [View] = []
        do {
            let window = Window(frame: .zero)
            var parent: View = window
            for i in 0..<2_000 {
                let view = View(frame: .zero)
                parent.addSubview(view)
                if i == 500 || i == 1_500 { survivors.append(view) }
                parent = view
            }
        }
        // The views above 500 are gone: 500 is a root now. 1,500 keeps its superview, which 500's
        // subtree keeps alive.
        #expect(survivors[0].superview == nil)
        #expect(survivors[1].superview != nil)
        #expect(survivors[1].isDescendant(of: survivors[0]))
        var current: View? = survivors[0]
        var depth = 0
        while let view = current {
            #expect(view.window == nil)
            current = view.subviews.first
            depth += 1
        }
        #expect(depth == 1_500)
    }
}
