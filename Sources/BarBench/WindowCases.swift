import BarBenchScenes
import BarKit
import BarKitSDL
import BarKitTesting
import BarRendering
import Foundation

/// window-tap-to-pixels and window-idle: render-dirty's window of 40 bars on screen through
/// BarKitSDL (on `DISPLAY`, else on an Xvfb server the case starts).
@MainActor
func windowCases(plan: RoundPlan) -> [Row] {
    let server = BenchDisplay()
    defer { server.stop() }
    let application = Application()
    let (window, bars) = Scene.barGrid(application: application)
    let host: WindowHost
    do {
        host = try WindowHost(window: window, title: "BarBench", scale: 1)
    } catch {
        FileHandle.standardError.write(Data("BarBench: window cases skipped: \(error)\n".utf8))
        return []
    }
    for _ in 0..<10 {
        WindowHost.processPendingEvents()
        Thread.sleep(forTimeInterval: 0.01)
    }
    let button = Scene.buttons(of: bars[20])[0]
    let point = button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: window)

    // A mouse-down queued as the X server would deliver it, then one turn of the loop: the event
    // handled, the button highlighted, its region drawn and presented. Beside it, the same drawing
    // and the same present timed alone.
    let taps = 50
    var tapTimes: [Double] = []
    var aloneTimes: [Double] = []
    var ratios: [Double] = []
    var presentedRects = 0
    for round in 0..<(plan.warmup + plan.rounds) {
        var tap = 0.0
        var alone = 0.0
        for _ in 0..<taps {
            host.postMouseButton(down: true, at: point)
            tap += time { WindowHost.processPendingEvents() }
            presentedRects = host.lastPresentedRectCount
            host.postMouseButton(down: false, at: point)
            WindowHost.processPendingEvents()
            button.isHighlighted = true
            alone += time {
                host.renderWithoutPresenting()
                host.presentLastRectsAgain()
            }
            button.isHighlighted = false
            host.present()
        }
        if round >= plan.warmup {
            tapTimes.append(tap / Double(taps))
            aloneTimes.append(alone / Double(taps))
            ratios.append(tap / alone)
        }
    }

    // Idle: the window left alone for 5 s (the close is queued on the main queue).
    let before = WindowHost.wakeCount
    let seconds = 5.0
    DispatchQueue.main.asyncAfter(deadline: .now() + seconds) {
        MainActor.assumeIsolated { host.close() }
    }
    WindowHost.run()
    let wakesPerSecond = Double(WindowHost.wakeCount - before) / seconds

    let tapStats = Stats(tapTimes)
    return [
        Row(
            name: "window-tap-to-pixels",
            what: "mouse-down queued to the backend until the highlighted button is presented, 1024 × 768",
            items: 1, barkit: tapStats, baseline: Stats(aloneTimes), figure: Stats(ratios), unit: "×C",
            goal: "≤ 2 ms and ≤ 1.2 × (render-dirty + present alone)",
            met: tapStats.median <= 0.002 && Stats(ratios).median <= 1.2,
            notes: [
                "baseline: the same highlight drawn into the window's pixels and the same \(presentedRects) "
                    + "rectangle(s) presented, timed alone; display \(server.display)"
            ]),
        Row(
            name: "window-idle", what: "wakes of the loop per second, window left alone for 5 s", items: 1,
            barkit: nil, baseline: nil, figure: Stats([wakesPerSecond]), unit: "/s", goal: "≤ 5 per second",
            met: wakesPerSecond <= 5),
    ]
}

/// The display the window cases use: `DISPLAY`, else a `VirtualDisplay` started for them.
@MainActor
final class BenchDisplay {
    private var server: VirtualDisplay?
    private(set) var display = ProcessInfo.processInfo.environment["DISPLAY"] ?? ""

    init() {
        guard display.isEmpty, let server = try? VirtualDisplay() else { return }
        self.server = server
        display = server.name
        setenv("DISPLAY", display, 1)
    }

    func stop() { server = nil }
}
