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

/// Records how deep the stack is when hit testing reaches it.
@MainActor
final class StackProbeView: View {
    var stackAddress: UInt = 0

    override func hitTest(_ point: CGPoint, with event: Event?) -> View? {
        var marker = 0
        stackAddress = withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
        return super.hitTest(point, with: event)
    }
}

@MainActor
@Suite struct DeepTreeTests {
    @Test func aChainTenThousandDeepLaysOutHitTestsDescribesAndFrees() {
        weak var weakLeaf: View?
        do {
            let window = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            var tip: View = window
            for _ in 0..<10_000 {
                let child = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
                tip.addSubview(child)
                tip = child
            }
            weakLeaf = tip
            tip.setNeedsLayout()
            window.layoutIfNeeded()
            #expect(window.hitTest(CGPoint(x: 5, y: 5), with: nil) === tip)
            #expect(tip.window === window)
            let dump = window.recursiveDescription()
            #expect(dump.split(separator: "\n").count == 10_001)
            #expect(dump.hasSuffix("(10000) <View: frame = (0 0; 100 100)>"))
            #expect(tip.convert(CGPoint(x: 1, y: 2), to: nil) == CGPoint(x: 1, y: 2))
            tip.backgroundColor = .red
            #expect(window.render().color(x: 50, y: 50) == .red, "the leaf is drawn through 10,000 levels")
        }
        #expect(weakLeaf == nil, "releasing the window frees the whole chain")
    }

    /// Hit testing walks BarKit's own classes with an explicit stack and calls `hitTest(_:with:)` only
    /// on subclasses (whose overrides may call `super`). Through 10,000 plain views between two
    /// overriding ones, the stack hardly grows (recursing, it took 3.2 MB in a debug build and
    /// overflowed a test thread under AddressSanitizer).
    @Test func hitTestingTenThousandLevelsUsesBoundedStack() {
        let root = StackProbeView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        var tip: View = root
        for _ in 0..<9_998 {
            let child = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            tip.addSubview(child)
            tip = child
        }
        let leaf = StackProbeView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        tip.addSubview(leaf)
        #expect(root.hitTest(CGPoint(x: 5, y: 5), with: nil) === leaf)
        let used = Int(root.stackAddress) - Int(leaf.stackAddress)
        let perLevel = used / 9_999
        #expect(used > 0 && used < 64 << 10, "\(used) bytes of stack for 10,000 levels (\(perLevel) a level)")
    }

    @Test func aChainOneHundredThousandDeepIsReleasedWithoutOverflowingTheStack() {
        weak var weakLeaf: View?
        do {
            let root = View()
            var tip = root
            for _ in 0..<100_000 {
                let child = View()
                tip.addSubview(child)
                tip = child
            }
            weakLeaf = tip
        }
        #expect(weakLeaf == nil)
    }

    @Test func aSubviewHeldElsewhereKeepsItsOwnSubtreeWhenTheParentIsReleased() {
        var kept: View?
        do {
            let root = View()
            let middle = View()
            let leaf = View()
            leaf.tag = 7
            root.addSubview(middle)
            middle.addSubview(leaf)
            kept = middle
        }
        #expect(kept?.superview == nil)
        #expect(kept?.subviews.first?.tag == 7)
    }

    @Test func aViewWithOneHundredThousandSubviews() {
        let wide = View(frame: CGRect(x: 0, y: 0, width: 1000, height: 100))
        for i in 0..<100_000 {
            let child = View(frame: CGRect(x: CGFloat(i % 1000), y: 0, width: 1, height: 100))
            child.tag = i
            wide.addSubview(child)
        }
        wide.setNeedsLayout()
        wide.layoutIfNeeded()
        wide.subviews[99_999].backgroundColor = .blue
        #expect(wide.snapshot().color(x: 999, y: 50) == .blue, "the last of 100,000 subviews is drawn on top")
        #expect(wide.recursiveDescription().split(separator: "\n").count == 100_001)
        #expect(wide.hitTest(CGPoint(x: 999.5, y: 50), with: nil)?.tag == 99_999)
        #expect(wide.viewWithTag(50_000)?.frame.minX == 0)
    }
}
