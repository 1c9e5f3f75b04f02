import BarBenchScenes
import BarKit
import Foundation

// `BarBench --profile NAME` runs the BarKit side of one case once, with the work inside
// `profiledRegion`, for `valgrind --tool=callgrind --toggle-collect='*profiledRegion*'` (or
// `perf record`; BARBENCH_FRAMES=N renders N frames). NAME is measure-cold, measure-warm,
// measure-c (HarfBuzz alone), measure-c-cached (the C pipeline with a run cache), layout-full, render-full, render-c (cairo alone), render-dirty,
// same-texts-again, hit-test, tap, tap-with-recognizers, stack-build, autolayout-build, autolayout-resize,
// autolayout-resize-list (one drag of the 120-row list with stack-view rows, 250 steps; frames-resize-list
// the same with frame rows), first-frame,
// first-frame-c (HarfBuzz + cairo) or first-frame-pango; first-frame-phases prints a first frame's
// phases against the C frame; first-frame-png writes BarKit's first frame to /tmp; measure-layouts prints timings of text layouts and labels against HarfBuzz, and
// measure-parts prints measure-cold's cost layer by layer, and render-diff writes BarKit's frame to /tmp and lists the pixels the C replay draws differently.
// table-scroll drags the self-sizing message table (BARBENCH_ROWS rows, 100,000) 23 pt a frame for 3,000 frames;
// table-build makes, lays out and renders that table's first frame 20 times.

@inline(never)
func profiledRegion(_ body: () -> Void) {
    body()
}

@MainActor
func profile(_ name: String) {
    let application = Application()
    switch name {
    case "measure-cold", "measure-warm", "measure-c", "measure-c-cached":
        let strings = Corpus.labels(count: 10_000)
        let labels = newLabels(showing: strings)
        TextLayout.removeAllCachedRuns()
        if name == "measure-c-cached" {
            let shaper = CShaper(font: .systemFont(ofSize: 17))
            let packed = PackedStrings(strings)
            profiledRegion { sink.value += Double(shaper.shapeCached(packed)) }
            return
        }
        if name == "measure-c" {
            let shaper = CShaper(font: .systemFont(ofSize: 17))
            let packed = PackedStrings(strings)
            profiledRegion { sink.value += Double(shaper.shape(packed)) }
            return
        }
        if name == "measure-warm" { for label in labels { sink.value += label.intrinsicContentSize.width } }
        profiledRegion { for label in labels { sink.value += label.intrinsicContentSize.width } }
        // BARBENCH_ROUNDS=N more rounds on new labels, for a sampling profiler.
        let rounds = ProcessInfo.processInfo.environment["BARBENCH_ROUNDS"].flatMap { Int($0) } ?? 0
        for _ in 0..<rounds {
            let labels = newLabels(showing: strings)
            TextLayout.removeAllCachedRuns()
            profiledRegion { for label in labels { sink.value += label.intrinsicContentSize.width } }
        }
    case "same-texts-again":
        // 4,096 texts measured in new labels with the caches empty, then new labels for them again.
        let strings = Corpus.labels(count: 4_096)
        TextLayout.removeAllCachedRuns()
        for label in newLabels(showing: strings) { sink.value += label.intrinsicContentSize.width }
        // BARBENCH_ROUNDS=N more rounds on new labels, for a sampling profiler.
        let rounds = ProcessInfo.processInfo.environment["BARBENCH_ROUNDS"].flatMap { Int($0) } ?? 0
        for _ in 0...rounds {
            let labels = newLabels(showing: strings)
            profiledRegion { for label in labels { sink.value += label.intrinsicContentSize.width } }
        }
    case "first-frame", "first-frame-c", "first-frame-pango":
        // BARBENCH_LABELS new labels (1,000), BARBENCH_FRAMES frames (20), caches emptied before each.
        let environment = ProcessInfo.processInfo.environment
        let count = environment["BARBENCH_LABELS"].flatMap { Int($0) } ?? 1_000
        let frames = environment["BARBENCH_FRAMES"].flatMap { Int($0) } ?? 20
        let scene = FirstFrameScene()
        let texts = Corpus.labels(count: count)
        let utf16 = PackedStrings(texts)
        let utf8 = PackedUTF8(texts)
        for _ in 0..<frames {
            TextLayout.removeAllCachedRuns()
            switch name {
            case "first-frame-c": profiledRegion { sink.value += Double(scene.canvas.harfBuzz(utf16)) }
            case "first-frame-pango": profiledRegion { sink.value += Double(scene.canvas.pango(utf8)) }
            default:
                var screen: FlowScreen? = nil
                profiledRegion { screen = scene.barKitFrame(texts) }
                screen?.removeFromSuperview()
            }
            scene.canvas.release()
        }
    case "first-frame-phases":  // prints a first frame's phases against HarfBuzz + cairo's, interleaved (no callgrind)
        firstFramePhases()
    case "measure-parts":  // prints measure-cold's layers against HarfBuzz alone, four rounds (no callgrind)
        measureParts()
    case "measure-layouts":  // prints C against TextLayout and Label, cold, five times (no callgrind)
        let strings = Corpus.labels(count: 10_000)
        let font = Font.systemFont(ofSize: 17)
        let shaper = CShaper(font: font)
        let packed = PackedStrings(strings)
        for _ in 0..<5 {
            TextLayout.removeAllCachedRuns()
            let c = time { sink.value += Double(shaper.shape(packed)) }
            TextLayout.removeAllCachedRuns()
            var layouts: [TextLayout] = []
            layouts.reserveCapacity(strings.count)
            let t = time { for s in strings { layouts.append(TextLayout(string: s, font: font)) } }
            TextLayout.removeAllCachedRuns()
            let t2 = time { for s in strings { sink.value += TextLayout(string: s, font: font).size.width } }
            let labels = newLabels(showing: strings)
            TextLayout.removeAllCachedRuns()
            let t3 = time { for label in labels { sink.value += label.intrinsicContentSize.width } }
            print(
                String(
                    format:
                        "C %.2f µs, layouts kept %.2f µs (%.2f×), layouts dropped %.2f µs (%.2f×), labels %.2f µs (%.2f×)",
                    c / 1e-2, t / 1e-2, t / c, t2 / 1e-2, t2 / c, t3 / 1e-2, t3 / c))
        }
    case "render-diff":
        // Writes BarKit's frame and the C replay's as PNGs in /tmp, with the differing pixels listed.
        let (window, _) = Scene.barGrid(application: application)
        window.layoutIfNeeded()
        let canvas = CCanvas(width: 1024, height: 768)
        canvas.load(window._recordFullRender())
        canvas.draw()
        let bitmap = window.render()
        try? bitmap.write(to: URL(fileURLWithPath: "/tmp/render-barkit.png"))
        canvas.differences(with: bitmap).prefix(40).forEach { print($0) }
    case "first-frame-png":
        // Writes BarKit's first frame of BARBENCH_LABELS new labels (100) to /tmp/first-frame.png, the
        // C HarfBuzz frame to /tmp/first-frame-c.png, and their differing pixels in red over a faded
        // BarKit frame to /tmp/first-frame.diff.png.
        let count = ProcessInfo.processInfo.environment["BARBENCH_LABELS"].flatMap { Int($0) } ?? 100
        let scene = FirstFrameScene()
        let texts = Corpus.labels(count: count)
        _ = scene.barKitFrame(texts)
        let barKit = scene.window.render()
        try? barKit.write(to: URL(fileURLWithPath: "/tmp/first-frame.png"))
        scene.canvas.harfBuzz(PackedStrings(texts))
        if let c = scene.canvas.bitmap(width: barKit.width, height: barKit.height) {
            try? c.write(to: URL(fileURLWithPath: "/tmp/first-frame-c.png"))
            var diff = Bitmap(width: barKit.width, height: barKit.height)
            var differing = 0
            for y in 0..<barKit.height {
                for x in 0..<barKit.width {
                    let a = barKit.pixel(x: x, y: y)
                    if a != c.pixel(x: x, y: y) {
                        differing += 1
                        diff.setPixel(PixelRGBA(red: 255, green: 0, blue: 0, alpha: 255), x: x, y: y)
                    } else {
                        let faded = UInt8(255 - (255 - Int(a.green)) / 4)
                        diff.setPixel(PixelRGBA(red: faded, green: faded, blue: faded, alpha: 255), x: x, y: y)
                    }
                }
            }
            try? diff.write(to: URL(fileURLWithPath: "/tmp/first-frame.diff.png"))
            print("first-frame-png: \(differing) pixels differ from the C HarfBuzz frame")
        }
    case "stack-build":
        // BARBENCH_ROWS=N rows (default 1,000).
        let rows = ProcessInfo.processInfo.environment["BARBENCH_ROWS"].flatMap { Int($0) } ?? 1_000
        let icon = Image(size: CGSize(width: 24, height: 24)) { _ in }
        profiledRegion {
            let screen = StackScreen(rows: rows, icon: icon)
            screen.window.layoutIfNeeded()
            sink.value += Double(screen.column.frame.height)
        }
    case "autolayout-build":
        // BARBENCH_ROWS=N rows of four views (default 250).
        let rows = ProcessInfo.processInfo.environment["BARBENCH_ROWS"].flatMap { Int($0) } ?? 250
        let screen = AutoLayoutScreen(rows: rows)
        profiledRegion { screen.constrainAndLayOut() }
    case "autolayout-resize":
        // BARBENCH_ROWS=N rows of four views (default 250), 200 window widths.
        let rows = ProcessInfo.processInfo.environment["BARBENCH_ROWS"].flatMap { Int($0) } ?? 250
        let screen = AutoLayoutScreen(rows: rows)
        screen.constrainAndLayOut()
        profiledRegion {
            for step in 0..<200 {
                screen.window.frame.size.width = step % 2 == 0 ? 900 : 1024
                screen.window.layoutIfNeeded()
            }
        }
    case "autolayout-resize-list", "frames-resize-list":
        // BARBENCH_ROWS=N rows (default 120), laid out once, then one pass of resize-list's drag;
        // frames-resize-list drags the baseline's rows, placed by frames.
        let rows = ProcessInfo.processInfo.environment["BARBENCH_ROWS"].flatMap { Int($0) } ?? 120
        let kind: ListScreen.RowKind = name == "frames-resize-list" ? .frames : .autoLayout
        let screen = ListScreen(rows: rows, kind: kind, application: application)
        screen.window.layoutIfNeeded()
        // BARBENCH_NARROW=1: only the drag's steps below 320 pt, where the rows' labels give way;
        // BARBENCH_WIDTHS=A,B: A, B, A, B, … instead (250 steps).
        let environment = ProcessInfo.processInfo.environment
        let narrow = environment["BARBENCH_NARROW"] == "1"
        var widths = narrow ? resizeListWidths.filter { $0 < 320 } : resizeListWidths
        if let pair = environment["BARBENCH_WIDTHS"]?.split(separator: ",").compactMap({ Double($0) }), pair.count == 2 {
            widths = (0..<250).map { CGFloat(pair[$0 % 2]) }
        }
        profiledRegion {
            for width in widths {
                screen.window.frame.size.width = width
                screen.window.layoutIfNeeded()
            }
        }
    case "scroll-frame":
        // BARBENCH_LABELS=N labels (default 10,000), or BARBENCH_ROWS=N stack rows; 3,000 frames.
        let environment = ProcessInfo.processInfo.environment
        let labels = environment["BARBENCH_LABELS"].flatMap { Int($0) } ?? 10_000
        let screen = ScrollScreen(environment["BARBENCH_ROWS"].flatMap { Int($0) }.map { .rows($0) } ?? .labels(labels))
        profiledRegion {
            for _ in 0..<3_000 { screen.dragOneFrame() }
        }
    case "table-scroll", "table-build":
        // BARBENCH_ROWS=N messages (default 100,000). table-scroll: 3,000 frames of
        // table-scroll-frame's drag; table-build: 20 first frames of table-build-N (texts shaped).
        let rows = ProcessInfo.processInfo.environment["BARBENCH_ROWS"].flatMap { Int($0) } ?? 100_000
        let messages = TableMessage.inbox(count: rows)
        if name == "table-build" {
            TableScreen(messages: messages, application: application).renderFrame()
            profiledRegion {
                for _ in 0..<20 { TableScreen(messages: messages, application: application).renderFrame() }
            }
            return
        }
        let driver = TableScrollDriver(messages: messages, application: application)
        profiledRegion {
            for _ in 0..<3_000 {
                if driver.needsRegrab { driver.regrab() }
                driver.scrollOneFrame()
            }
        }
    case "layout-full":
        consume(Scene.barList(bars: 1_000, application: application).window.layoutIfNeeded())
        let (window, _) = Scene.barList(bars: 1_000, application: application)
        profiledRegion { window.layoutIfNeeded() }
    case "render-full", "render-c", "render-dirty":
        let (window, bars) = Scene.barGrid(application: application)
        window.layoutIfNeeded()
        if name == "render-c" {
            let canvas = CCanvas(width: 1024, height: 768)
            canvas.load(window._recordFullRender())
            canvas.draw()
            let frames = ProcessInfo.processInfo.environment["BARBENCH_FRAMES"].flatMap { Int($0) } ?? 10
            profiledRegion { for _ in 0..<frames { canvas.draw() } }
            return
        }
        window._renderKeptFrame()
        if name == "render-dirty" {
            let button = Scene.buttons(of: bars[20])[0]
            profiledRegion {
                for _ in 0..<10 {
                    button.isHighlighted.toggle()
                    window._renderKeptFrame()
                }
            }
            return
        }
        let frames = ProcessInfo.processInfo.environment["BARBENCH_FRAMES"].flatMap { Int($0) } ?? 10
        profiledRegion {
            for _ in 0..<frames {
                window.setNeedsFullRender()
                window._renderKeptFrame()
            }
        }
    case "hit-test":
        let window = Scene.barRows(side: 40, application: application)
        var random = SplitMix64(seed: 1)
        let points = (0..<10_000).map { _ in
            CGPoint(x: Double(random.next() % 16_000), y: Double(random.next() % 1_760))
        }
        profiledRegion { for point in points { consume(window.hitTest(point, with: nil)) } }
    case "tap", "tap-with-recognizers":
        let target = TapTarget()
        let window = Scene.barRows(side: 10, application: application, target: target)
        if name == "tap-with-recognizers" {
            for row in window.subviews {
                row.addGestureRecognizer(LongPressGestureRecognizer())
                for bar in row.subviews { bar.addGestureRecognizer(TapGestureRecognizer()) }
            }
            window.addGestureRecognizer(PanGestureRecognizer())
        }
        let bar = window.subviews[3].subviews[4] as! BenchBar
        let button = Scene.buttons(of: bar)[0]
        let simulator = EventSimulator(window: window)
        let center = button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: window)
        simulator.tap(at: center)
        profiledRegion {
            for _ in 0..<1_000 {
                simulator.tap(at: center)
                simulator.advance(by: 1)
            }
        }
    default:
        FileHandle.standardError.write("BarBench: no profile named \(name)\n".data(using: .utf8)!)
    }
}

/// measure-cold taken apart: each layer's time over HarfBuzz alone (`bkb_shape_strings`), timed as
/// measure-cold is (chunks of 250 labels alternating with the C loop, caches emptied first). Layers:
/// `label` (`intrinsicContentSize`, as measure-cold), `label-hot` (the same, each chunk's labels
/// and strings read just before, so their memory is in cache), `string` (`unwrappedSize` of the
/// strings: decoding, analysis and shaping, no label), `shape` (the shaper alone on UTF-16 decoded
/// beforehand) and `C-cache` (the C pipeline with a run cache).
@MainActor
private func measureParts() {
    let strings = Corpus.labels(count: 10_000)
    let font = Font.systemFont(ofSize: 17)
    let shaper = CShaper(font: font)
    let keys = strings.map { string in
        guard let key = TextLayout._singleRunKey(of: string) else { fatalError("\(string) needs several runs") }
        return key
    }
    let chunks = chunksOf250(strings)
    let layers = ["label", "label-hot", "string", "shape", "C-cache"]
    for round in 0..<4 {
        var line = "round \(round):"
        for layer in layers {
            let labels = newLabels(showing: strings)
            TextLayout.removeAllCachedRuns()
            shaper.clearCache()
            var c = 0.0
            var b = 0.0
            for (k, chunk) in chunks.enumerated() {
                if layer == "label-hot" {
                    for i in chunk.range {
                        sink.value += Double(labels[i].numberOfLines + (labels[i].text?.utf8.count ?? 0))
                    }
                }
                let times = timeInTurn(baselineFirst: (k + round) % 2 == 0) {
                    sink.value += Double(shaper.shape(chunk.strings))
                } subject: {
                    switch layer {
                    case "label", "label-hot":
                        for i in chunk.range { sink.value += labels[i].intrinsicContentSize.width }
                    case "string":
                        for i in chunk.range { sink.value += TextLayout._unwrappedWidth(of: strings[i], font: font) }
                    case "shape":
                        for i in chunk.range {
                            sink.value += Double(
                                keys[i].units.withUnsafeBufferPointer {
                                    TextLayout._shapedAdvance(
                                        $0, font: font, script: keys[i].script, rightToLeft: keys[i].rightToLeft)
                                })
                        }
                    default: sink.value += Double(shaper.shapeCached(chunk.strings))
                    }
                }
                c += times.baseline
                b += times.subject
            }
            line += String(format: "  %@ %.2f×", layer, b / c)
        }
        print(line)
    }
}

/// BARBENCH_LABELS new labels (1,000) made, laid out and drawn, each phase timed, 40 times, each
/// frame after a HarfBuzz + cairo frame of the same texts; prints the medians and minimums in ms.
@MainActor
private func firstFramePhases() {
    let count = ProcessInfo.processInfo.environment["BARBENCH_LABELS"].flatMap { Int($0) } ?? 1_000
    let scene = FirstFrameScene()
    let texts = Corpus.labels(count: count)
    let utf16 = PackedStrings(texts)
    let shaper = CShaper(font: scene.font)
    var c: [Double] = []
    var cShape: [Double] = []
    var create: [Double] = []
    var layout: [Double] = []
    var render: [Double] = []
    var whole: [Double] = []
    for _ in 0..<40 {
        c.append(time { sink.value += Double(scene.canvas.harfBuzz(utf16)) })
        scene.canvas.release()
        cShape.append(time { sink.value += Double(shaper.shape(utf16)) })
        TextLayout.removeAllCachedRuns()
        let screen = FlowScreen(frame: scene.window.bounds, rowHeight: scene.rowHeight)
        create.append(
            time {
                for text in texts {
                    let label = Label(frame: .zero)
                    label.text = text
                    screen.addSubview(label)
                }
                scene.window.addSubview(screen)
            })
        layout.append(time { scene.window.layoutIfNeeded() })
        render.append(time { scene.window._renderKeptFrame() })
        whole.append(create.last! + layout.last! + render.last!)
        screen.removeFromSuperview()
    }
    func ms(_ values: [Double]) -> String {
        let sorted = values.sorted()
        return String(format: "%.2f (min %.2f)", sorted[sorted.count / 2] * 1e3, sorted[0] * 1e3)
    }
    let cDraw = zip(c, cShape).map { $0 - $1 }
    print("\(count) labels, ms: create \(ms(create)), layout \(ms(layout)), render \(ms(render)); "
        + "BarKit \(ms(whole)), HarfBuzz + cairo \(ms(c)): shaping alone \(ms(cShape)), the rest \(ms(cDraw))")
}
