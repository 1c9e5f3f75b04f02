import BarKit
import BarKitAccessibility
import BarKitSDL
import Foundation

/// `BarDemo --window`: each scene (or the one named) in a window of its own, until the last one
/// closes or `--exit-after` passes. Each window prints `window NAME 0xID W×H @S` when it opens (its
/// X11 id, its size in points and its scale), every action that fires prints `action NAME`, each key
/// pressed `key CHARACTERS`, each line a scene reports (the form's `text FIELD VALUE`), each resize `resized NAME W×H`, and a scroll view coming to rest after a
/// drag `scrolled NAME X Y` (its content offset), each line written at once.
@MainActor
func showWindows(_ options: DemoOptions, errors: inout some TextOutputStream) -> Int32 {
    guard let resources = DemoResources.url else {
        print("BarDemo: the demo's resources are missing", to: &errors)
        return 1
    }
    let names = options.scene.map { [$0] } ?? DemoScenes.names
    var hosts: [(DemoScene, WindowHost)] = []
    var opened: [String] = []
    for name in names {
        let scene = DemoScenes.make(name, resources: resources)
        let host: WindowHost
        do {
            host = try WindowHost(window: scene.window, title: "BarDemo — \(name)")
        } catch {
            print("BarDemo: \(error)", to: &errors)
            return 1
        }
        // Published to screen readers when an accessibility bus runs; nothing otherwise.
        _ = AccessibilityBridge.start(for: host)
        scene.onFire = { name in writeLine("action \(name)") }
        scene.onLine = { line in writeLine(line) }
        scene.recorder.onKey = { characters in writeLine("key \(characters)") }
        _ = scene.recorder.becomeFirstResponder()
        host.didResize = { size in writeLine("resized \(name) \(Int(size.width))×\(Int(size.height))") }
        scene.scrollReporter.onScrollEnd = { offset in
            writeLine("scrolled \(name) \(DemoOptions.format(offset.x)) \(DemoOptions.format(offset.y))")
        }
        let size = scene.window.bounds.size
        opened.append(
            "window \(name) 0x\(String(host.x11WindowID, radix: 16)) \(Int(size.width))×\(Int(size.height)) "
                + "@\(DemoOptions.format(host.scale))")
        hosts.append((scene, host))
    }
    // Announced from a main-actor task and closed by a Timer: both run inside the windows' loop.
    Task { @MainActor in
        for line in opened { writeLine(line) }
    }
    if let seconds = options.exitAfter {
        _ = Timer.scheduledTimer(withTimeInterval: seconds, repeats: false) { _ in
            MainActor.assumeIsolated {
                for (_, host) in hosts { host.close() }
            }
        }
    }
    let soak = options.soak ? DemoSoak(scenes: hosts.map(\.0)) : nil
    soak?.start()
    WindowHost.run()
    withExtendedLifetime((hosts, soak)) {}
    return 0
}

/// Writes `line` and a newline to standard output at once (no buffering), for programs reading it.
func writeLine(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}
