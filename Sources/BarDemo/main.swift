import BarKit
import Foundation

// BarDemo: builds the demo scenes, lays them out, renders each to PNG, prints each bar's
// recursiveDescription(), and replays a tap on every item, printing the action it fired.

/// Runs the demo with `arguments`, printing what it does to `output` and errors to `errors`;
/// returns the exit status (0, 1 when something could not be written, 2 for a bad argument).
@MainActor
func runDemo(
    _ arguments: [String], output: inout some TextOutputStream, errors: inout some TextOutputStream
) -> Int32 {
    let options: DemoOptions
    do {
        options = try DemoOptions(arguments: arguments)
    } catch {
        print("BarDemo: \(error)\n\n\(DemoOptions.usage)", to: &errors)
        return 2
    }
    if options.showHelp {
        print(DemoOptions.usage, to: &output)
        return 0
    }
    if let directory = options.exportIcons {
        do {
            try DemoIcons.export(to: directory)
            print("BarDemo: wrote \(DemoIcons.names.count) icons at 1x and 2x to \(directory.path)", to: &output)
            return 0
        } catch {
            print("BarDemo: cannot write icons to \(directory.path): \(error)", to: &errors)
            return 1
        }
    }
    if options.window { return showWindows(options, errors: &errors) }
    do {
        try FileManager.default.createDirectory(at: options.output, withIntermediateDirectories: true)
    } catch {
        print(
            "BarDemo: cannot create the output folder \(options.output.path): \(error.localizedDescription)",
            to: &errors)
        return 1
    }
    guard let resources = DemoResources.url else {
        print("BarDemo: the demo's resources are missing", to: &errors)
        return 1
    }

    let names = options.scene.map { [$0] } ?? DemoScenes.names
    for name in names {
        let scene = DemoScenes.make(name, resources: resources)
        print("== \(scene.name): \(scene.summary)", to: &output)
        let bitmap: Bitmap
        do {
            bitmap = try scene.window.render(scale: options.scale)
        } catch {
            print("BarDemo: \(error)", to: &errors)
            return 1
        }
        let file = options.output.appendingPathComponent("\(scene.name)@\(DemoOptions.format(options.scale))x.png")
        do {
            try bitmap.write(to: file)
        } catch {
            print("BarDemo: cannot write \(file.path): \(error)", to: &errors)
            return 1
        }
        print("rendered \(bitmap.width)×\(bitmap.height) px to \(file.path)", to: &output)
        for bar in scene.bars {
            print(bar.recursiveDescription(), to: &output)
        }
        let simulator = EventSimulator(window: scene.window)
        _ = scene.takeFired()
        for (label, view) in scene.taps {
            simulator.tap(view)
            let fired = scene.takeFired()
            print("tap \(label) → \(fired.isEmpty ? "(nothing)" : fired.joined(separator: ", "))", to: &output)
        }
        print("", to: &output)
    }
    return 0
}

/// Standard output and standard error as text streams.
struct StandardStream: TextOutputStream {
    let handle: FileHandle
    mutating func write(_ string: String) { handle.write(Data(string.utf8)) }
}

var standardOutput = StandardStream(handle: .standardOutput)
var standardError = StandardStream(handle: .standardError)
let status = MainActor.assumeIsolated {
    runDemo(Array(CommandLine.arguments.dropFirst()), output: &standardOutput, errors: &standardError)
}
exit(status)
