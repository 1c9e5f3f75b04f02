import Foundation

/// Monotonic nanoseconds.
func now() -> UInt64 {
    var t = timespec()
    clock_gettime(CLOCK_MONOTONIC, &t)
    return UInt64(t.tv_sec) * 1_000_000_000 + UInt64(t.tv_nsec)
}

/// Runs `body` once and returns the seconds it took.
@inline(never)
func time(_ body: () -> Void) -> Double {
    let start = now()
    body()
    return Double(now() - start) / 1e9
}

/// Times `subject` and its `baseline` once each, the baseline first when `baselineFirst`. Cases
/// alternate the order from one chunk or frame to the next, so both see the same load on the
/// machine (drift between two long halves of a round would not cancel out). The seconds each took.
func timeInTurn(
    baselineFirst: Bool, baseline: () -> Void, subject: () -> Void
) -> (baseline: Double, subject: Double) {
    var baselineTime = 0.0
    if baselineFirst { baselineTime = time(baseline) }
    let subjectTime = time(subject)
    if !baselineFirst { baselineTime = time(baseline) }
    return (baselineTime, subjectTime)
}

/// The median and spread of a series of measurements.
struct Stats: Encodable {
    var median: Double
    var min: Double
    var max: Double
    var q1: Double
    var q3: Double
    var samples: [Double]

    init(_ values: [Double]) {
        precondition(!values.isEmpty)
        let sorted = values.sorted()
        func quantile(_ q: Double) -> Double {
            let position = q * Double(sorted.count - 1)
            let lower = Int(position.rounded(.down))
            let upper = Swift.min(sorted.count - 1, lower + 1)
            let fraction = position - Double(lower)
            return sorted[lower] * (1 - fraction) + sorted[upper] * fraction
        }
        median = quantile(0.5)
        q1 = quantile(0.25)
        q3 = quantile(0.75)
        min = sorted[0]
        max = sorted[sorted.count - 1]
        samples = values
    }

    func scaled(_ factor: Double) -> Stats {
        Stats(samples.map { $0 * factor })
    }
}

/// How many rounds each case runs after its warm-up.
struct RoundPlan {
    var warmup: Int
    var rounds: Int
}

/// Keeps a value alive and opaque to the optimiser.
@inline(never)
func consume<T>(_ value: T) {
    withExtendedLifetime(value) {}
}

/// A number that the optimiser cannot see through, accumulated by cases so no work is skipped.
let sink = Accumulator()

/// A number added to from the cases (one thread) and never read: its only job is to be written.
// @unchecked Sendable: only the benchmark's one thread writes it, and nothing reads it.
final class Accumulator: @unchecked Sendable {
    var value: Double = 0
}
