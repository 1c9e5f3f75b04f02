import BarKit
import Foundation

/// measure-cold, measure-warm: sizing one-line labels against HarfBuzz alone.
@MainActor
func measureCases(plan: RoundPlan) -> [Row] {
    let strings = Corpus.labels(count: 10_000)
    let packed = PackedStrings(strings)
    let font = Font.systemFont(ofSize: 17)
    let shaper = CShaper(font: font)

    var cold: [Double] = []
    var warm: [Double] = []
    var baseline: [Double] = []
    var coldRatio: [Double] = []
    var warmRatio: [Double] = []
    var textWarm: [Double] = []
    var analysed: [Double] = []
    var analysedRatio: [Double] = []
    var cached: [Double] = []
    var cachedRatio: [Double] = []
    var cacheCost: [Double] = []
    var textWarmRatio: [Double] = []
    var notes: [String] = []
    let n = Double(strings.count)
    // Shaped first, while the shaped-run cache had room, so most are still cached: once it is full, a
    // later text whose frequency estimate (the sketch can overcount) beats the oldest run's takes that
    // run's place. The notes count the runs shaped again.
    let tail = Array(strings.prefix(1_000))
    var tailMisses = 0
    let chunks = chunksOf250(strings)

    for round in 0..<(plan.warmup + plan.rounds) {
        // Fresh labels with empty caches; the text set, nothing measured yet (untimed).
        let labels = newLabels(showing: strings)
        TextLayout.removeAllCachedRuns()
        shaper.clearCache()
        var x = 0.0
        var c = 0.0
        var b = 0.0
        var a = 0.0
        // In chunks of 250 labels, alternating which goes first, so both see the same load on the
        // machine (drift between two long halves of a round would not cancel out).
        for (k, chunk) in chunks.enumerated() {
            let harfBuzzFirst = (k + round) % 2 == 0
            if harfBuzzFirst {
                c += time { sink.value += Double(shaper.shape(chunk.strings)) }
                x += time { sink.value += Double(shaper.shapeCached(chunk.strings)) }
                a += time { sink.value += Double(shaper.shapeAnalysed(chunk.strings)) }
            }
            b += time { for i in chunk.range { sink.value += labels[i].intrinsicContentSize.width } }
            if !harfBuzzFirst {
                a += time { sink.value += Double(shaper.shapeAnalysed(chunk.strings)) }
                x += time { sink.value += Double(shaper.shapeCached(chunk.strings)) }
                c += time { sink.value += Double(shaper.shape(chunk.strings)) }
            }
        }
        let w = time { for label in labels { sink.value += label.intrinsicContentSize.width } }

        // Fresh labels whose runs are in the shaped-run cache.
        let missesBefore = ShapedRunCache.shared.statistics.misses
        let fresh = newLabels(showing: tail)
        let t = time { for label in fresh { sink.value += label.intrinsicContentSize.width } }
        tailMisses += ShapedRunCache.shared.statistics.misses - missesBefore

        if round == 0 {
            // The same work: every label is as wide as HarfBuzz says (rounded up), in the one font.
            shaper.shape(packed)
            var mismatches = 0
            for (i, label) in labels.enumerated() where label.intrinsicContentSize.width != shaper.width(i).rounded(.up)
            {
                mismatches += 1
            }
            var fallbacks = 0
            for text in strings {
                let layout = TextLayout(string: text, font: font)
                if layout.glyphRuns.contains(where: { $0.font != font || $0.glyphs.contains(0) }) { fallbacks += 1 }
            }
            notes.append("labels whose width differs from HarfBuzz's: \(mismatches) of \(strings.count)")
            notes.append("labels needing a fallback font: \(fallbacks)")
            precondition(mismatches == 0 && fallbacks == 0, notes.joined(separator: "; "))
        }
        if round >= plan.warmup {
            cold.append(b / n)
            warm.append(w / n)
            baseline.append(c / n)
            coldRatio.append(b / c)
            warmRatio.append(c / w)
            textWarm.append(t / Double(tail.count))
            analysed.append(a / n)
            analysedRatio.append(b / a)
            cached.append(x / n)
            cachedRatio.append(b / x)
            cacheCost.append(x / c)
            textWarmRatio.append((c / n) / (t / Double(tail.count)))
        }
    }
    let newWords = measureColdNewWords(plan: plan, font: font, shaper: shaper)
    let mix = "10,000 distinct labels, 17 pt DejaVu Sans: 40 % Latin, 15 % each Greek, Cyrillic, Hebrew, Arabic"
    return [
        Row(
            name: "measure-cold", what: "label.intrinsicContentSize, caches empty", items: strings.count,
            barkit: Stats(cold), baseline: Stats(baseline), figure: Stats(coldRatio), unit: "×C", goal: "≤ 1.25× C",
            met: Stats(coldRatio).median <= 1.25, notes: [mix] + notes),
        Row(
            name: "measure-cold-icu", what: "the same, against HarfBuzz after ICU's bidi and script analyses",
            items: strings.count, barkit: Stats(cold), baseline: Stats(analysed), figure: Stats(analysedRatio),
            unit: "×C", goal: "(report)", met: nil,
            notes: [
                "the C baseline of measure-cold plus ubidi levels for right-to-left strings and uscript scripts for "
                    + "strings beyond Latin, which a layout needs and HarfBuzz alone skips"
            ]),
        Row(
            name: "measure-cold-c-cache", what: "the same, against a C pipeline that also caches the runs",
            items: strings.count, barkit: Stats(cold), baseline: Stats(cached), figure: Stats(cachedRatio),
            unit: "×C", goal: "(report)", met: nil,
            notes: [
                "the C baseline of measure-cold plus an LRU cache of 4,096 runs keyed by script, direction and text, "
                    + "with each run's glyphs copied out for drawing (evicted glyph memory reused), as a C text engine "
                    + "would keep them; this C pipeline costs "
                    + String(format: "%.2f", Stats(cacheCost).median) + "× HarfBuzz alone"
            ]),
        Row(
            name: "measure-cold-new-words", what: "the same, for labels whose every word is new",
            items: newWords.count, barkit: Stats(newWords.barKit), baseline: Stats(newWords.harfBuzz),
            figure: Stats(newWords.ratio), unit: "×C", goal: "(report)", met: nil,
            notes: [
                "\(newWords.count) labels of two or three words of random letters, no word twice, in measure-cold's "
                    + "scripts and shares: no text can be put together from cached words, every one is shaped and "
                    + "its words are cut from its run and cached"
            ]),
        Row(
            name: "measure-warm", what: "the same labels again", items: strings.count, barkit: Stats(warm),
            baseline: Stats(baseline), figure: Stats(warmRatio), unit: "C÷BarKit", goal: "≥ 20× faster than C",
            met: Stats(warmRatio).median >= 20),
        Row(
            name: "measure-new-label", what: "new labels, shaped runs cached", items: tail.count,
            barkit: Stats(textWarm), baseline: Stats(baseline), figure: Stats(textWarmRatio), unit: "C÷BarKit",
            goal: "(report)", met: nil,
            notes: [
                "new Label objects for the first \(tail.count) strings, whose runs are in the shaped-run cache "
                    + "(runs shaped for them over all rounds: \(tailMisses))"
            ]),
    ]
}

/// measure-cold-new-words: measure-cold's work for texts none of whose words was seen before, the
/// worst case for putting texts together from their words, against HarfBuzz alone, in chunks of 250.
@MainActor
private func measureColdNewWords(
    plan: RoundPlan, font: Font, shaper: CShaper
) -> (count: Int, barKit: [Double], harfBuzz: [Double], ratio: [Double]) {
    let strings = Corpus.labelsOfNewWords(count: 5_000)
    let chunks = chunksOf250(strings)
    let n = Double(strings.count)
    var barKit: [Double] = []
    var harfBuzz: [Double] = []
    var ratio: [Double] = []
    for round in 0..<(plan.warmup + plan.rounds) {
        let labels = newLabels(showing: strings)
        TextLayout.removeAllCachedRuns()
        var b = 0.0
        var c = 0.0
        for (k, chunk) in chunks.enumerated() {
            let times = timeInTurn(baselineFirst: (k + round) % 2 == 0) {
                sink.value += Double(shaper.shape(chunk.strings))
            } subject: {
                for i in chunk.range { sink.value += labels[i].intrinsicContentSize.width }
            }
            c += times.baseline
            b += times.subject
        }
        if round >= plan.warmup {
            barKit.append(b / n)
            harfBuzz.append(c / n)
            ratio.append(b / c)
        }
    }
    return (strings.count, barKit, harfBuzz, ratio)
}
