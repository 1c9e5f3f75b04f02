import BarKit
import Foundation
import Testing

// Subclasses of BarKit's own classes, written outside BarKit's modules as a user writes them (this
// file imports only `BarKit`): their overrides of `point(inside:with:)` and `hitTest(_:with:)` must
// run, although the classes they subclass are walked without calling either.

/// A label that takes touches 20 points beyond its bounds, as UIKit code widens small targets.
@MainActor
private class WideLabel: Label {
    var calls = 0
    override func point(inside point: CGPoint, with event: BarKit.Event?) -> Bool {
        calls += 1
        return bounds.insetBy(dx: -20, dy: -20).contains(point)
    }
}

/// A button that answers for its whole subtree, as a composite control does.
@MainActor
private final class WholeButton: Button {
    override func hitTest(_ point: CGPoint, with event: BarKit.Event?) -> View? {
        super.hitTest(point, with: event) == nil ? nil : self
    }
}

/// A subclass of a subclass that overrides nothing: its superclass's override still runs.
@MainActor
private final class WiderLabel: WideLabel {}

@MainActor
@Suite struct SubclassHitTestingTests {
    @Test func aLabelSubclassWideningItsAreaIsHitOutsideItsBounds() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let label = WideLabel(frame: CGRect(x: 50, y: 50, width: 40, height: 20))
        label.isUserInteractionEnabled = true
        root.addSubview(label)
        #expect(root.hitTest(CGPoint(x: 40, y: 45), with: nil) === label)
        #expect(label.calls > 0)
        #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === root)
    }

    @Test func aButtonSubclassAnsweringForItsSubtreeIsHonoured() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let button = WholeButton(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        button.setTitle("Tap", for: .normal)
        let inner = View(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        button.addSubview(inner)
        root.addSubview(button)
        #expect(root.hitTest(CGPoint(x: 15, y: 15), with: nil) === button)
    }

    @Test func aSubclassOfAUserSubclassInheritsItsOverride() {
        let bar = Bar(frame: CGRect(x: 0, y: 0, width: 300, height: 44))
        let label = WiderLabel(frame: CGRect(x: 100, y: 100, width: 40, height: 20))
        label.isUserInteractionEnabled = true
        let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        root.addSubview(bar)
        root.addSubview(label)
        #expect(root.hitTest(CGPoint(x: 95, y: 95), with: nil) === label)
    }
}
