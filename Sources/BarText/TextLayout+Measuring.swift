import CUnicode
import Foundation
import Synchronization

extension TextLayout {
    /// The size `TextLayout(string:font:)` (no width limit) would have, found without breaking lines
    /// or placing glyphs, for the usual text of a label or a bar item: one paragraph whose last
    /// character is not white space. Such a text is one line showing every item of its shaped
    /// paragraph whole, so the line's width is the paragraph's advance and its height the line height
    /// of the fonts its items use (the primary font's at least), exactly as the full layout computes
    /// them. Nil for any other text; lay it out in full.
    package static func unwrappedSize(of string: String, font: Font) -> CGSize? {
        unwrappedMeasure(of: string, font: font)?.size
    }

    /// What `unwrappedSize(of:font:)` found: the size, and the shaped run when the text is one run
    /// (a single script and direction in `font`), which a layout of the same string and font takes
    /// instead of shaping the text again (`init(string:font:…measured:)`).
    // @unchecked Sendable: its one member that is not Sendable, the shaped run, is written by
    // `ShapedRun.make` before anyone sees it and never after (as `SharedRun` says).
    package struct UnwrappedMeasure: @unchecked Sendable {
        /// The size `TextLayout(string:font:)` would have.
        package let size: CGSize
        /// The distance from the top of its one line to the baseline (the tallest font's ascender).
        package let ascender: CGFloat
        /// The string measured, the text's one shaped run (nil when it needs several), its font and
        /// script.
        let string: String
        package let run: ShapedRun?
        package let font: Font
        let script: UInt32
        /// Where the one run goes in a layout of the text, in plain values (nil without one run): a
        /// label asks it in place, each layout pass and draw, without copying (and so retaining) what
        /// the measure holds.
        package let oneRun: OneRun?
    }

    /// A measured text's one shaped run as the layout of that text places it, when the layout is just
    /// that run on one line: the run fits the width and the alignment is not justified.
    package struct OneRun {
        /// The run's advance, in 1/64 pt.
        let advance: Int
        let isRightToLeft: Bool
        /// The measured size, and the primary font's ascender (the run's baseline).
        let size: CGSize
        let ascender: CGFloat

        /// `size`, when the layout in `width` with `alignment` is just the run on one line, found
        /// without placing anything; nil otherwise.
        package func size(width: CGFloat, alignment: TextAlignment) -> CGSize? {
            container(width: width, alignment: alignment) != nil ? size : nil
        }

        /// The run's origin on the line's baseline, relative to the layout's origin, as
        /// `TextLayout(string:font:width:…alignment:…measured:)` places it; nil when that layout is
        /// not just the run. What a label draws a measured one-line text from
        /// (`GlyphRun(wholeOf:font:at:)`).
        package func origin(width: CGFloat, alignment: TextAlignment) -> CGPoint? {
            guard let container = container(width: width, alignment: alignment) else { return nil }
            let x = TextLayout.offset(of: advance, in: container, alignment: alignment, rightToLeft: isRightToLeft)
            return CGPoint(x: CGFloat(x) / 64, y: ascender)
        }

        /// The width (1/64 pt) the run is aligned in, when the layout is just that run.
        private func container(width: CGFloat, alignment: TextAlignment) -> Int? {
            guard alignment != .justified else { return nil }
            if TextLayout.isUnlimited(width: width) { return advance }
            let container = Int((max(0, width) * 64).rounded(.down))
            return advance <= container ? container : nil
        }
    }

    /// The fewest texts worth a thread of their own in `unwrappedMeasures(of:threads:)`: below
    /// that, waking a thread and sharing the caches with it cost more than shaping them saves.
    /// Measured on two cores, whole first frames of 100, 1,000 and 5,000 new labels were no faster
    /// with a second thread at 32 texts a thread than measured on one (Docs/Performance.md, "First
    /// frame").
    package static let textsPerThread = 1024

    /// The shares `unwrappedMeasures(of:threads:textsPerThread:_:)` measures `count` texts in: 1 or
    /// fewer means one after another on the calling thread.
    package static func measuringParts(count: Int, threads: Int, textsPerThread: Int = TextLayout.textsPerThread) -> Int {
        min(max(1, threads), count / max(1, textsPerThread))
    }

    /// `unwrappedMeasure(of:font:)` of each request, measured on up to `threads` threads at once
    /// (the caller's among them), each taking a contiguous share of at least `textsPerThread`
    /// texts (`TextLayout.textsPerThread` unless a test asks for smaller shares); then, on the caller's thread, `body` is given each request's index and its measure
    /// (in no set order), moved, not copied. The results are those of measuring one by one. The runs
    /// are shaped with `cache` (the process's unless a test gives its own).
    package static func unwrappedMeasures(
        of requests: [(string: String, font: Font)], threads: Int, textsPerThread: Int = TextLayout.textsPerThread,
        cache: ShapedRunCache = .shared, _ body: (_ index: Int, _ measure: consuming UnwrappedMeasure?) -> Void
    ) {
        let parts = measuringParts(count: requests.count, threads: threads, textsPerThread: textsPerThread)
        guard parts > 1 else {
            for (i, request) in requests.enumerated() {
                body(i, unwrappedMeasure(of: request.string, font: request.font, cache: cache))
            }
            return
        }
        let shares = Mutex([[UnwrappedMeasure?]](repeating: [], count: parts))
        DispatchQueue.concurrentPerform(iterations: parts) { part in
            let range = (requests.count * part / parts)..<(requests.count * (part + 1) / parts)
            var measured: [UnwrappedMeasure?] = []
            measured.reserveCapacity(range.count)
            for i in range {
                measured.append(unwrappedMeasure(of: requests[i].string, font: requests[i].font, cache: cache))
            }
            shares.withLock { $0[part] = measured }
        }
        var measured = shares.withLock { shares in
            var taken: [[UnwrappedMeasure?]] = []
            swap(&taken, &shares)
            return taken
        }
        // Each measure taken off the end of its share: moved out, where iterating would copy it.
        for part in measured.indices.reversed() {
            var index = requests.count * (part + 1) / parts
            while let measure = measured[part].popLast() {
                index -= 1
                body(index, measure)
            }
        }
    }

    /// `unwrappedSize(of:font:)` with the run it shaped, for a label to keep until it draws. A text
    /// measured before as one run is found by its UTF-8 bytes, before it is decoded and analysed
    /// (`Shaper.run(ofString:font:in:)`). The runs are found in and stored into the process's cache
    /// (`ShapedRunCache.shared`).
    package static func unwrappedMeasure(of string: String, font: Font) -> UnwrappedMeasure? {
        unwrappedMeasure(of: string, font: font, cache: .shared)
    }

    /// `unwrappedMeasure(of:font:)` with the runs found in and stored into `cache`: what a test
    /// measures with, so that what it finds and counts is not what the tests beside it did.
    package static func unwrappedMeasure(of string: String, font: Font, cache: ShapedRunCache) -> UnwrappedMeasure? {
        // Captured borrowed: the caller holds the cache for this call.
        let borrowed = ShapedRunCache.Borrowed(cache)
        return withUTF8(of: string) { bytes in
            let (found, key) = Shaper.run(ofString: bytes, font: font, in: cache)
            if let found { return measure(of: string, run: found.run, script: found.script, font: font) }
            return decoding(bytes) { units, facts in
                guard facts.plain != 0, !units.isEmpty, !LineBreaker.isSpace(units[units.count - 1]) else { return nil }
                return borrowed.with { cache in
                    if let (run, script) = ShapedParagraph.singleRun(
                        of: UnsafeBufferPointer(units), font: font, facts: facts, stringKey: key, cache: cache)
                    {
                        return measure(of: string, run: run, script: script, font: font)
                    }
                    let (size, ascender) = itemizedSize(
                        of: UnsafeBufferPointer(units), font: font, facts: facts, cache: cache)
                    return UnwrappedMeasure(
                        size: size, ascender: ascender, string: string, run: nil, font: font, script: 0, oneRun: nil)
                }
            }
        }
    }

    /// The measure of `string`, whose one run in `font` is `run`, of `script`.
    private static func measure(of string: String, run: ShapedRun, script: UInt32, font: Font) -> UnwrappedMeasure {
        let size = CGSize(width: CGFloat(run.advance) / 64, height: font.lineHeight)
        let oneRun = OneRun(advance: run.advance, isRightToLeft: run.isRightToLeft, size: size, ascender: font.ascender)
        return UnwrappedMeasure(
            size: size, ascender: font.ascender, string: string, run: run, font: font, script: script, oneRun: oneRun)
    }

    /// `unwrappedSize` of text that needs the full itemization (several runs, fallback fonts).
    @inline(never)
    private static func itemizedSize(
        of units: UnsafeBufferPointer<UInt16>, font: Font, facts: BKTextFacts, cache: ShapedRunCache
    ) -> (size: CGSize, ascender: CGFloat) {
        var advance = 0
        var ascender = font.ascender
        var descender = font.descender
        var leading = font.leading
        _ = ShapedParagraph.itemize(
            text: units, range: 0..<units.count, font: font, baseLevel: nil, facts: facts, cache: cache
        ) { item in
            advance += item.run.advance
            guard !item.range.isEmpty, item.font !== font else { return }
            ascender = max(ascender, item.font.ascender)
            descender = min(descender, item.font.descender)
            leading = max(leading, item.font.leading)
        }
        return (CGSize(width: CGFloat(advance) / 64, height: ascender - descender + leading), ascender)
    }

    /// Whether `width` means no limit for a layout (as `init(string:font:width:…)` reads it).
    package static func isUnlimited(width: CGFloat) -> Bool {
        !width.isFinite || width >= CGFloat(Int.max / 128)
    }
}
