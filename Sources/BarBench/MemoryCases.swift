import BarBenchScenes
import BarKit
import CBaselines
import Foundation

/// Bytes in use by the allocator (glibc's `mallinfo2`).
func allocatedBytes() -> Int {
    Int(bkb_allocated_bytes())
}

/// memory: bytes per plain View, and the peak resident size of a process holding the 10,000-view
/// tree (measured in a child process, so nothing else this run did counts).
@MainActor
func memoryCases() -> [Row] {
    let count = 100_000
    var views: [View] = []
    views.reserveCapacity(count)
    let before = allocatedBytes()
    for _ in 0..<count { views.append(View()) }
    let perView = Double(allocatedBytes() - before) / Double(count)
    let instance = bkb_allocation_size(Unmanaged.passUnretained(views[0]).toOpaque())
    views = []

    // What a label's caches add: its measured size, and its layout and glyphs once drawn.
    let labelCount = 2_000
    let strings = Corpus.labels(count: labelCount)
    _ = strings.map { TextLayout(string: $0, font: .systemFont(ofSize: 17)).size }  // shaped runs cached first
    let beforeLabels = allocatedBytes()
    let labels = newLabels(showing: strings)
    let created = allocatedBytes()
    for label in labels { label.sizeToFit() }
    let measured = allocatedBytes()
    let context = GraphicsContext(size: CGSize(width: 400, height: 40))
    let drawnBefore = allocatedBytes()
    context.withCurrent { for label in labels { label.draw(label.bounds) } }
    let drawn = allocatedBytes()
    let perLabel = Double(created - beforeLabels) / Double(labelCount)
    let perMeasure = Double(measured - created) / Double(labelCount)
    let perDrawing = Double(drawn - drawnBefore) / Double(labelCount)
    consume(labels)

    // What the shaped-run cache holds per run of a label's size: 3,000 texts, all kept (the cache
    // has room for 4,096), each laid out twice as a screen measures and then draws it.
    TextLayout.removeAllCachedRuns()
    let runStrings = Corpus.labels(count: 3_000)
    let beforeRuns = allocatedBytes()
    for string in runStrings {
        for _ in 0..<2 { _ = TextLayout(string: string, font: .systemFont(ofSize: 17)).size }
    }
    let statistics = ShapedRunCache.shared.statistics
    let perRun = Double(allocatedBytes() - beforeRuns) / Double(statistics.count)
    let glyphsPerRun = Double(statistics.glyphCount) / Double(statistics.count)

    var notes: [String] = []
    var peak = Stats([0])
    if let probe = runMemoryProbe() {
        peak = Stats([Double(probe.peak) / 1_048_576])
        notes.append(
            String(
                format:
                    "peak resident %.1f MB with the tree; %.1f MB for the same process before building it (runtime, fonts, ICU)",
                Double(probe.peak) / 1_048_576, Double(probe.idle) / 1_048_576))
        notes.append(
            "\(probe.views) views built, laid out and rendered (1024 × 768) by BarMemoryProbe, which links BarKit alone"
        )
    } else {
        notes.append("BarMemoryProbe did not run: build it beside BarBench (`make bench` does)")
    }
    return [
        Row(
            name: "memory-view", what: "bytes per plain View", items: count, barkit: nil, baseline: nil,
            figure: Stats([perView]), unit: "B", goal: "(report)", met: nil,
            notes: ["View(): \(instance) bytes the allocator hands out for the object itself"]),
        Row(
            name: "memory-label", what: "bytes per Label with its text", items: labelCount, barkit: nil,
            baseline: nil, figure: Stats([perLabel]), unit: "B", goal: "(report)", met: nil,
            notes: [
                String(
                    format: "its caches add %.0f B once measured (sizeToFit) and %.0f B once drawn (layout and glyphs)",
                    perMeasure, perDrawing)
            ]),
        Row(
            name: "memory-shape-cache", what: "bytes per cached shaped run", items: runStrings.count, barkit: nil,
            baseline: nil, figure: Stats([perRun]), unit: "B", goal: "(report)", met: nil,
            notes: [String(format: "label-sized runs of %.1f glyphs on average", glyphsPerRun)]),
        Row(
            name: "memory-peak", what: "peak resident size, 10,000-view tree", items: 1, barkit: nil, baseline: nil,
            figure: peak, unit: "MB", goal: "≤ 50 MB", met: peak.median > 0 && peak.median <= 50, notes: notes),
    ]
}

/// Runs `BarMemoryProbe` (built beside this executable; `make bench` builds both) and reads what it
/// reports; nil when it is missing or fails.
func runMemoryProbe() -> MemoryProbe? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        .deletingLastPathComponent().appendingPathComponent("BarMemoryProbe")
    let pipe = Pipe()
    process.standardOutput = pipe
    do { try process.run() } catch { return nil }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return try? JSONDecoder().decode(MemoryProbe.self, from: data)
}
