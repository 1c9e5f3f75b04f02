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

/// The shaped-run cache against a simple model: same answers, same evictions, bounds kept.
@Suite struct ShapeCacheTests {
    typealias Attributes = ShapeCache.Attributes

    private func run(_ glyphs: Int) -> ShapedRun {
        ShapedRun.make(
            glyphs: Array(
                repeating: ShapedGlyph(glyph: 1, cluster: 0, advance: 64, xOffset: 0, yOffset: 0, flags: 0),
                count: glyphs), length: glyphs, isRightToLeft: false)
    }

    /// The run `cache` holds for `text`: looked up by its UTF-8 bytes first when `byString` (as a
    /// label's whole text is), and by its UTF-16 units only when that finds none, which the UTF-16
    /// lookup must then agree with (every text looked up by string is given its key when stored).
    private func lookUp(
        _ text: String, byString: Bool, hash: UInt64, attributes: Attributes, in cache: ShapeCache,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> ShapedRun? {
        Array(text.utf16).withUnsafeBufferPointer { buffer in
            guard byString else { return cache.run(hash: hash, attributes: attributes, text: buffer) }
            let found = Array(text.utf8).withUnsafeBufferPointer { bytes in
                cache.run(string: cache.stringKey(faceID: attributes.faceID, scale: attributes.scale, utf8: bytes))
            }
            if let found {
                #expect(found.script == attributes.script && !found.rightToLeft, sourceLocation: sourceLocation)
                return found.run
            }
            let byUnits = cache.run(hash: hash, attributes: attributes, text: buffer)
            #expect(byUnits == nil, "\(text) found by its units, not by its string", sourceLocation: sourceLocation)
            return byUnits
        }
    }

    /// Gives the entry for `text` its UTF-8 key.
    private func giveStringKey(_ text: String, hash: UInt64, attributes: Attributes, in cache: ShapeCache) {
        Array(text.utf8).withUnsafeBufferPointer { bytes in
            Array(text.utf16).withUnsafeBufferPointer { buffer in
                let key = cache.stringKey(faceID: attributes.faceID, scale: attributes.scale, utf8: bytes)
                cache.setStringKey(key, hash: hash, attributes: attributes, text: buffer)
            }
        }
    }

    @Test func aGlyphKeepsItsIndexAndFlagsInOneWord() {
        let glyph = ShapedGlyph(glyph: 0xFFFF, cluster: 70_000, advance: -5, xOffset: -7, yOffset: 9, flags: 3)
        #expect(glyph.glyph == 0xFFFF && glyph.flags == 3 && glyph.isUnsafeToBreak)
        #expect(glyph.cluster == 70_000 && glyph.advance == -5 && glyph.xOffset == -7 && glyph.yOffset == 9)
        // No OpenType font has a glyph index past 16 bits: one is kept as .notdef, not as another glyph.
        let beyond = ShapedGlyph(glyph: 0x1_0001, cluster: 0, advance: 0, xOffset: 0, yOffset: 0, flags: 0)
        #expect(beyond.glyph == 0 && !beyond.isUnsafeToBreak)
        #expect(MemoryLayout<ShapedGlyph>.stride == 20)
    }

    @Test func refillsASpareRunThatHasRoom() {
        let spare = run(10)  // room for 16
        let glyph = ShapedGlyph(glyph: 7, cluster: 2, advance: 100, xOffset: 1, yOffset: 2, flags: 1)
        let refilled = ShapedRun.make(
            count: 16, length: 5, isRightToLeft: true, reusing: spare,
            fill: { out in for i in 0..<16 { (out + i).initialize(to: glyph) } })
        #expect(refilled === spare)
        #expect(Array(refilled.glyphs) == Array(repeating: glyph, count: 16))
        #expect(
            refilled.advance == 1600 && refilled.length == 5 && refilled.isRightToLeft && !refilled.hasMissingGlyphs)
        let missing = ShapedGlyph(glyph: 0, cluster: 0, advance: 5, xOffset: 0, yOffset: 0, flags: 0)
        let bigger = ShapedRun.make(
            count: 17, length: 3, isRightToLeft: false, reusing: spare,
            fill: { out in for i in 0..<17 { (out + i).initialize(to: missing) } })
        #expect(bigger !== spare)
        #expect(bigger.glyphs.count == 17 && bigger.advance == 85 && bigger.hasMissingGlyphs && !bigger.isRightToLeft)
        #expect(Array(spare.glyphs) == Array(repeating: glyph, count: 16))
    }

    @Test func evictedRunsThatAreHeldKeepTheirGlyphs() {
        // A cache of its own, which this test fills (the process's is not pushed out under the tests beside it).
        let cache = ShapedRunCache()
        let font = Font.systemFont(ofSize: 17)
        let held = (0..<8).map { i in
            Array("held \(i) Ωμέγα".utf16).withUnsafeBufferPointer {
                Shaper.shape($0, font: font, script: 0x4772_656B, rightToLeft: false, in: cache)
            }
        }
        let copies = held.map { Array($0.glyphs) }
        let advances = held.map(\.advance)
        // Push every held run out of the cache; evicted runs nobody holds lend their memory.
        for i in 0..<(Shaper.cacheCapacity + 200) {
            _ = Array("evict \(i) text".utf16).withUnsafeBufferPointer {
                Shaper.shape($0, font: font, script: 0x4C61_746E, rightToLeft: false, in: cache)
            }
        }
        for (k, run) in held.enumerated() {
            #expect(Array(run.glyphs) == copies[k])
            #expect(run.advance == advances[k])
        }
    }

    @Test func withAWindowAsLargeAsTheCacheBehavesLikeAnLRUModel() {
        let cache = ShapeCache(capacity: 64, costLimit: 400, windowCapacity: 64)
        var model: [(key: String, run: ShapedRun, cost: Int)] = []  // most recent last
        var generator = SeededRandom(seed: 0xBA5_C0DE)
        for step in 0..<20_000 {
            // Few distinct texts so that hits, misses and evictions all happen.
            // Some texts fit in an entry (32 units or fewer), some need storage of their own.
            let n = Int.random(in: 0..<150, using: &generator)
            let text = "k\(n)" + String(repeating: n % 7 == 0 ? "Ω" : "x", count: n % 3 == 0 ? 36 : n % 5)
            let units = Array(text.utf16)
            let attributes = Attributes(faceID: 1, scale: 1088, script: 0x4C61_746E, rightToLeft: false)
            let byString = n % 2 == 1
            units.withUnsafeBufferPointer { buffer in
                let hash = cache.hash(attributes, buffer)
                let found = lookUp(text, byString: byString, hash: hash, attributes: attributes, in: cache)
                if let index = model.firstIndex(where: { $0.key == text }) {
                    #expect(found === model[index].run, "step \(step)")
                    model.append(model.remove(at: index))
                } else {
                    #expect(found == nil, "step \(step)")
                    let glyphs = Int.random(in: 1...30, using: &generator)
                    let new = run(glyphs)
                    cache.insert(new, hash: hash, attributes: attributes, text: buffer)
                    if byString { giveStringKey(text, hash: hash, attributes: attributes, in: cache) }
                    model.append((text, new, glyphs))
                    while model.count > 64 || model.reduce(0, { $0 + $1.cost }) > 400 { model.removeFirst() }
                }
            }
            #expect(cache.count == model.count)
            #expect(cache.count <= 64 && cache.totalCost <= 400)
        }
    }

    @Test func behavesLikeAWindowTinyLFUModel() {
        // 4 runs in the window, 60 in the main cache of which at most 48 protected; few distinct
        // texts, so that admissions, rejections, promotions, demotions and evictions by either bound
        // all happen. The model asks the cache's own sketch for the frequencies it compares.
        let cache = ShapeCache(capacity: 64, costLimit: 600, windowCapacity: 4, seed: 0x1234_5678)
        #expect(cache.mainCapacity == 60 && cache.protectedCapacity == 48)
        typealias Entry = (key: String, hash: UInt64, run: ShapedRun, cost: Int)
        var window: [Entry] = []  // most recent last
        var probation: [Entry] = []
        var protected: [Entry] = []
        var rejections = 0
        var generator = SeededRandom(seed: 0x5E6_AE27)
        func totalCost() -> Int { (window + probation + protected).reduce(0) { $0 + $1.cost } }
        func evictOne() {
            if !probation.isEmpty {
                probation.removeFirst()
            } else if !protected.isEmpty {
                protected.removeFirst()
            } else {
                window.removeFirst()
            }
        }
        for step in 0..<20_000 {
            // Half the lookups come from a small set of texts in use, half from a wide stream.
            let n =
                Bool.random(using: &generator)
                ? Int.random(in: 0..<40, using: &generator) : Int.random(in: 40..<400, using: &generator)
            let text = "k\(n)" + String(repeating: n % 7 == 0 ? "Ω" : "x", count: n % 3 == 0 ? 36 : n % 5)
            let attributes = Attributes(faceID: 1, scale: 1088, script: 0x4C61_746E, rightToLeft: false)
            // Every other text is a whole text, found by its UTF-8 bytes first, as a label's is.
            let byString = n % 2 == 0
            Array(text.utf16).withUnsafeBufferPointer { buffer in
                let hash = cache.hash(attributes, buffer)
                let found = lookUp(text, byString: byString, hash: hash, attributes: attributes, in: cache)
                if let index = window.firstIndex(where: { $0.key == text }) {
                    #expect(found === window[index].run, "step \(step)")
                    window.append(window.remove(at: index))
                } else if let index = protected.firstIndex(where: { $0.key == text }) {
                    #expect(found === protected[index].run, "step \(step)")
                    protected.append(protected.remove(at: index))
                } else if let index = probation.firstIndex(where: { $0.key == text }) {
                    #expect(found === probation[index].run, "step \(step)")
                    protected.append(probation.remove(at: index))
                    if protected.count > 48 { probation.append(protected.removeFirst()) }
                } else {
                    #expect(found == nil, "step \(step)")
                    let glyphs = Int.random(in: 1...14, using: &generator)
                    let new = run(glyphs)
                    if window.count >= 4 {
                        let candidate = window.removeFirst()
                        if probation.count + protected.count < 60 {
                            probation.append(candidate)
                        } else {
                            let victim = probation.first ?? protected.first!
                            if cache.frequency(ofHash: candidate.hash) > cache.frequency(ofHash: victim.hash) {
                                if probation.isEmpty { protected.removeFirst() } else { probation.removeFirst() }
                                probation.append(candidate)
                            } else {
                                rejections += 1
                            }
                        }
                    }
                    while totalCost() + glyphs > 600 { evictOne() }
                    cache.insert(new, hash: hash, attributes: attributes, text: buffer)
                    if byString { giveStringKey(text, hash: hash, attributes: attributes, in: cache) }
                    window.append((text, hash, new, glyphs))
                }
            }
            #expect(cache.count == window.count + probation.count + protected.count, "step \(step)")
            #expect(cache.count <= 64 && cache.totalCost <= 600)
        }
        #expect(cache.rejections == rejections && rejections > 100, "rejections: \(rejections)")
    }

    @Test func untilItIsFullEveryRunShapedStays() {
        // A screen of 4,000 new texts, measured (each shaped once) and then drawn: every run is there.
        let cache = ShapeCache(capacity: 4_096, costLimit: 1 << 20, windowCapacity: 40)
        let attributes = Attributes(faceID: 1, scale: 1088, script: 0x4C61_746E, rightToLeft: false)
        let texts = (0..<4_000).map { "text \($0)" }
        for text in texts {
            Array(text.utf16).withUnsafeBufferPointer { buffer in
                let hash = cache.hash(attributes, buffer)
                if cache.run(hash: hash, attributes: attributes, text: buffer) == nil {
                    cache.insert(run(4), hash: hash, attributes: attributes, text: buffer)
                }
            }
        }
        var found = 0
        for text in texts {
            Array(text.utf16).withUnsafeBufferPointer { buffer in
                if cache.run(hash: cache.hash(attributes, buffer), attributes: attributes, text: buffer) != nil {
                    found += 1
                }
            }
        }
        #expect(found == 4_000 && cache.rejections == 0)
    }

    @Test func textsShapedOnceDoNotPushOutRunsInUse() {
        let cache = ShapeCache(capacity: 100, costLimit: 10_000, windowCapacity: 10, seed: 0xC0FF_EE00)
        let attributes = Attributes(faceID: 1, scale: 1088, script: 0x4C61_746E, rightToLeft: false)
        func lookUp(_ text: String, storing new: ShapedRun? = nil) -> ShapedRun? {
            Array(text.utf16).withUnsafeBufferPointer { buffer in
                let hash = cache.hash(attributes, buffer)
                if let found = cache.run(hash: hash, attributes: attributes, text: buffer) { return found }
                if let new { cache.insert(new, hash: hash, attributes: attributes, text: buffer) }
                return nil
            }
        }
        // Fifty texts in use: shaped, then asked for twice more (drawn after being measured, then
        // shown by a new label).
        let inUse = (0..<50).map { _ in run(4) }
        for (i, run) in inUse.enumerated() {
            _ = lookUp("in use \(i)", storing: run)
            #expect(lookUp("in use \(i)") === run && lookUp("in use \(i)") === run)
        }
        // A stream of 300 texts shaped once: the first forty fill the cache's room, the rest pass
        // through the window alone.
        for i in 0..<300 { _ = lookUp("once \(i)", storing: run(4)) }
        #expect(cache.count == 100 && cache.rejections == 250)
        for (i, run) in inUse.enumerated() { #expect(lookUp("in use \(i)") === run) }
        #expect(lookUp("once 0") != nil && lookUp("once 39") != nil)
        #expect(lookUp("once 299") != nil && lookUp("once 290") != nil)
        #expect(lookUp("once 289") == nil && lookUp("once 40") == nil)
    }

    @Test func aTextAskedForAgainSoonGetsIntoAFullCache() {
        let cache = ShapeCache(capacity: 20, costLimit: 10_000, windowCapacity: 2, seed: 0xA6A1_4000)
        let attributes = Attributes(faceID: 1, scale: 1088, script: 0x4C61_746E, rightToLeft: false)
        func lookUp(_ text: String, storing: Bool = true) -> Bool {
            Array(text.utf16).withUnsafeBufferPointer { buffer in
                let hash = cache.hash(attributes, buffer)
                if cache.run(hash: hash, attributes: attributes, text: buffer) != nil { return true }
                if storing { cache.insert(run(4), hash: hash, attributes: attributes, text: buffer) }
                return false
            }
        }
        for i in 0..<20 { _ = lookUp("full \(i)") }
        #expect(cache.count == 20 && cache.rejections == 0)
        // Asked for once, it is turned away when two newer texts push it out of the window.
        #expect(!lookUp("again"))
        _ = lookUp("new 0")
        _ = lookUp("new 1")
        #expect(!lookUp("again", storing: false))
        // Asked for a second time soon after, it takes the place of a text asked for once.
        #expect(!lookUp("again"))
        for i in 2..<12 { _ = lookUp("new \(i)") }
        #expect(lookUp("again"))
        #expect(cache.count == 20)
    }

    @Test func theSketchCountsAtLeastEachSightingAndHalvesWithAge() {
        let sketch = FrequencySketch(capacity: 512)
        var generator = SeededRandom(seed: 0xF4E_0C0)
        let keys = (0..<500).map { _ in UInt64.random(in: 0...UInt64.max, using: &generator) }
        let counts = keys.map { _ in Int.random(in: 0...20, using: &generator) }
        for (key, count) in zip(keys, counts) { for _ in 0..<count { sketch.increment(key) } }
        var exact = 0
        for (key, count) in zip(keys, counts) {
            let estimate = sketch.frequency(key)
            #expect(estimate >= min(count, 15) && estimate <= 15)
            if estimate == min(count, 15) { exact += 1 }
        }
        #expect(exact >= 450, "estimates equal to the count: \(exact) of 500")
        // Past `sampleSize` increments every count is halved.
        let hot = keys[0]
        for _ in 0..<15 { sketch.increment(hot) }
        #expect(sketch.frequency(hot) == 15)
        var i: UInt64 = 0
        while sketch.additions != 0 && i < 100_000 {
            sketch.increment(i &* 0x9E37_79B9_7F4A_7C15)
            i += 1
            if sketch.frequency(hot) < 15 { break }
        }
        #expect(sketch.frequency(hot) == 7)
        #expect(sketch.additions < sketch.sampleSize / 2 + 100)
        sketch.removeAll()
        #expect(sketch.frequency(hot) == 0 && sketch.additions == 0)
    }

    @Test func evictedRunsNoOneHoldsBecomeBoundedSpares() {
        let cache = ShapeCache(capacity: 2, costLimit: 1_000, windowCapacity: 2)
        let attributes = Attributes(faceID: 1, scale: 1088, script: 0x4C61_746E, rightToLeft: false)
        func insert(_ text: String, _ run: ShapedRun) {
            Array(text.utf16).withUnsafeBufferPointer { buffer in
                cache.insert(run, hash: cache.hash(attributes, buffer), attributes: attributes, text: buffer)
            }
        }
        let held = run(10)
        insert("held", held)
        insert("free", run(10))
        cache.evictForOneMore()  // evicts "held", which this test still holds
        #expect(cache.count == 1 && cache.spareCount == 0)
        insert("next", run(10))
        cache.evictForOneMore()  // evicts "free", which no one holds
        #expect(cache.count == 1 && cache.spareCount == 1)
        #expect(cache.takeSpare(forGlyphs: 17) == nil)  // no room
        #expect(cache.takeSpare(forGlyphs: 3) == nil)  // room for 16 would waste more than half
        let spare = cache.takeSpare(forGlyphs: 9)
        #expect(spare?.glyphCapacity == 16 && spare !== held)
        #expect(cache.spareCount == 0)
        for i in 0..<20 {
            insert("run \(i)", run(i + 1))
            cache.evictForOneMore()
        }
        #expect(cache.spareCount == ShapeCache.spareLimit)
        cache.removeAll()
        #expect(cache.count == 0 && cache.spareCount == 0)
        #expect(Array(held.glyphs).count == 10)
    }

    @Test func keysDifferByEveryAttribute() {
        let cache = ShapeCache(capacity: 16, costLimit: 1_000)
        let units = Array("same".utf16)
        let variants = [
            Attributes(faceID: 1, scale: 64, script: 1, rightToLeft: false),
            Attributes(faceID: 2, scale: 64, script: 1, rightToLeft: false),
            Attributes(faceID: 1, scale: 65, script: 1, rightToLeft: false),
            Attributes(faceID: 1, scale: 64, script: 2, rightToLeft: false),
            Attributes(faceID: 1, scale: 64, script: 1, rightToLeft: true),
        ]
        units.withUnsafeBufferPointer { buffer in
            let runs = variants.map { _ in run(1) }
            for (attributes, run) in zip(variants, runs) {
                cache.insert(run, hash: cache.hash(attributes, buffer), attributes: attributes, text: buffer)
            }
            for (attributes, run) in zip(variants, runs) {
                #expect(
                    cache.run(hash: cache.hash(attributes, buffer), attributes: attributes, text: buffer) === run)
            }
        }
    }
}
