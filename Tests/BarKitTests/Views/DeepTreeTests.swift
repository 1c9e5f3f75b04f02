import Foundation
import Testing

@testable import BarKit

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
        }
        #expect(weakLeaf == nil, "releasing the window frees the whole chain")
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
        #expect(wide.hitTest(CGPoint(x: 999.5, y: 50), with: nil)?.tag == 99_999)
        #expect(wide.viewWithTag(50_000)?.frame.minX == 0)
    }
}
