import Foundation
import Testing

import BarKit
@testable import BarGeometry
@testable import BarViews
@testable import BarWidgets

@MainActor
@Suite struct ScrollPhysicsTests {
    @Test func aFlingAtAThousandPointsPerSecondTravelsUIKitsDistances() {
        #expect(abs(ScrollPhysics.decayDistance(velocity: 1000, rate: 0.998) - 499.5) < 0.1)
        #expect(abs(ScrollPhysics.decayDistance(velocity: 1000, rate: 0.99) - 99.5) < 0.1)
        // The speed falls as r^(1000·t): after 1 s at .normal, 0.998^1000 ≈ 13.5 % is left.
        let v = ScrollPhysics.decayVelocity(from: 0, to: 499.5, elapsed: 1, rate: 0.998)
        #expect(abs(v - 1000 * pow(0.998, 1000)) < 1)
    }

    @Test func theRubberBandGrowsEverMoreSlowlyAndNeverReachesTheDimension() {
        let d: CGFloat = 300
        var last: CGFloat = 0
        var lastGain = CGFloat.infinity
        for excess in stride(from: CGFloat(50), through: 2000, by: 50) {
            let shown = ScrollPhysics.rubberBand(excess, dimension: d)
            #expect(shown > last && shown < d)
            #expect(shown - last < lastGain)
            lastGain = shown - last
            last = shown
            #expect(abs(ScrollPhysics.rubberBandInverse(shown, dimension: d) - excess) < 1e-6 * excess)
        }
        #expect(ScrollPhysics.rubberBand(-100, dimension: d) == -ScrollPhysics.rubberBand(100, dimension: d))
        // UIKit's curve: 100 pt of drag on a 300 pt view shows (1 − 1/(100·0.55/300 + 1))·300 ≈ 46.5 pt.
        #expect(abs(ScrollPhysics.rubberBand(100, dimension: d) - 46.48) < 0.01)
    }

    @Test func theSpringComesToRestWithoutOscillating() {
        var previous = ScrollPhysics.springDisplacement(from: 100, velocity: 0, elapsed: 0)
        for step in 1...60 {
            let d = ScrollPhysics.springDisplacement(from: 100, velocity: 0, elapsed: CGFloat(step) / 60)
            #expect(d >= 0 && d <= previous)
            previous = d
        }
        #expect(previous < ScrollPhysics.restingDistance)
    }
}
