import BarText
import Foundation

/// Measuring a window's new labels together: labels that join a window (or get new text in one)
/// unmeasured are listed, and when the next layout pass starts their texts are measured at once,
/// shared among the machine's cores when they are many (`TextLayout.unwrappedMeasures(of:threads:)`). Each label keeps
/// its measure as if it had measured itself, so the pass that asks their sizes finds them ready
/// and drawing takes the measured runs. Docs/Text.md, "Measuring new labels together".
extension Window {
    /// The fewest labels measured together: fewer are measured one by one, as layout asks them.
    /// Together they are measured on one thread up to `2 * TextLayout.textsPerThread`, on several
    /// beyond.
    static let labelsMeasuredTogether = 64

    /// The threads measuring shares: the cores this process may use, at most 8.
    static let measuringThreads = min(8, ProcessInfo.processInfo.activeProcessorCount)

    /// Measures the listed labels still in this window and still unmeasured, and empties the list.
    /// Called by `layoutIfNeeded()` before its pass.
    func measureLabelsAwaitingMeasure() {
        let listed = labelsAwaitingMeasure
        labelsAwaitingMeasure = []
        // Too few for a second thread: each measured in place, in the list's order, with no list of
        // requests made (the texts and fonts copied into it) and no results handed back.
        if TextLayout.measuringParts(count: listed.count, threads: Window.measuringThreads) <= 1 {
            // Enough waiting labels to measure together: counted only as far as the threshold.
            var waiting = 0
            for label in listed {
                guard waiting < Window.labelsMeasuredTogether else { break }
                if label.isIn(self) && label.isAwaitingMeasure { waiting += 1 }
            }
            for label in listed {
                label.isListedForMeasure = false
                guard waiting >= Window.labelsMeasuredTogether, label.isIn(self), let text = label.textAwaitingMeasure
                else { continue }
                label.adopt(TextLayout.unwrappedMeasure(of: text, font: label.storedFont))
            }
            return
        }
        // Each request's label by its place in `listed`, which holds the labels already.
        var requested: [Int32] = []
        var requests: [(string: String, font: Font)] = []
        requested.reserveCapacity(listed.count)
        requests.reserveCapacity(listed.count)
        for (i, label) in listed.enumerated() {
            label.isListedForMeasure = false
            guard label.isIn(self), let text = label.textAwaitingMeasure else { continue }
            requested.append(Int32(truncatingIfNeeded: i))
            requests.append((text, label.storedFont))
        }
        guard requests.count >= Window.labelsMeasuredTogether else { return }
        TextLayout.unwrappedMeasures(of: requests, threads: Window.measuringThreads) { i, measure in
            listed[Int(requested[i])].adopt(measure)
        }
    }
}

extension Label {
    /// Lists the label with `window`'s labels to measure before the next layout pass, when it has
    /// text to measure without a width limit and no measure of it yet.
    func listForMeasure(in window: Window) {
        guard !isListedForMeasure, isAwaitingMeasure else { return }
        isListedForMeasure = true
        window.labelsAwaitingMeasure.append(self)
    }

    /// Whether `textAwaitingMeasure` has a text (asked without copying it).
    var isAwaitingMeasure: Bool {
        guard !isMeasured, let count = storedText?.utf8.count, count > 0 else { return false }
        return TextLayout.isUnlimited(width: intrinsicWidthLimit)
    }

    /// The text `textRect` would measure with no width limit, when it is not measured yet; nil
    /// otherwise (no text, measured, or a width limit: several lines that wrap).
    var textAwaitingMeasure: String? {
        isAwaitingMeasure ? storedText : nil
    }

    /// Keeps `measure`, made for the label's current text and font, as its own measure would be.
    func adopt(_ measure: consuming TextLayout.UnwrappedMeasure?) {
        guard !isMeasured, measure != nil else { return }
        measuredText = measure
    }
}
