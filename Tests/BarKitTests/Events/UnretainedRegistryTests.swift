import Foundation
import Testing

@testable import BarViews
@testable import BarWidgets

/// The registry through which a touch finds its window and a control its touch: after any mix of
/// insertions and removals, each live number finds its object and every other number finds none,
/// as a dictionary would say.
@Suite struct UnretainedRegistryTests {
    final class Tag {
        let number: Int
        init(_ number: Int) { self.number = number }
    }

    /// Numbers given in order (as touches' serials are), and numbers far apart (multiples of 2³²,
    /// whose hashes share their low bits).
    @Test(arguments: [1, 1 << 32])
    func everyLiveNumberFindsItsObjectAndNoOtherNumberFindsOne(stride: Int) {
        var registry = UnretainedRegistry<Tag>()
        var model: [Int: Tag] = [:]
        var choices = SeededRandom(seed: UInt64(stride))
        var next = 0
        var mismatches = 0
        // Grows to about 2,000 live objects, then lets almost all go, so the table grows and shrinks.
        for step in 0..<12_000 {
            let growing = step < 6_000
            if model.isEmpty || Int.random(in: 0..<3, using: &choices) < (growing ? 2 : 1) {
                next += 1
                let tag = Tag(next * stride)
                registry.insert(tag, as: tag.number)
                model[tag.number] = tag
            } else {
                let number = model.keys.randomElement(using: &choices)!
                registry.remove(number)
                model[number] = nil
            }
            if step % 97 == 0 || step >= 11_900 {
                for (number, tag) in model where registry[number] !== tag { mismatches += 1 }
                for gone in Swift.stride(from: stride, through: next * stride, by: stride) where model[gone] == nil {
                    if registry[gone] != nil { mismatches += 1 }
                }
                if registry.count != model.count { mismatches += 1 }
            }
        }
        #expect(mismatches == 0)
        #expect(next > 4_000)
        // Numbers never given find nothing.
        #expect(registry[(next + 1) * stride] == nil)
        #expect(registry[stride / 2 + 3] == nil)
    }

    @Test func insertingANumberAgainReplacesItsObject() {
        var registry = UnretainedRegistry<Tag>()
        let first = Tag(7)
        let second = Tag(7)
        registry.insert(first, as: 7)
        registry.insert(second, as: 7)
        #expect(registry[7] === second)
        #expect(registry.count == 1)
        registry.remove(7)
        #expect(registry[7] == nil)
        #expect(registry.count == 0)
    }
}
