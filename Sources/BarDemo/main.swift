import BarKit
import Foundation

// BarDemo: builds the demo scenes, lays them out, renders each to PNG, prints each bar's
// recursiveDescription(), and replays a tap on every item, printing the action it fired.

@MainActor
func runDemo(_ arguments: [String]) -> Int32 {
    let options: DemoOptions
    do {
        options = try DemoOptions(arguments: arguments)
    } catch {
        FileHandle.standardError.write(Data("BarDemo: \(error)\n\n\(DemoOptions.usage)\n".utf8))
        return 2
    }
    if options.showHelp {
        print(DemoOptions.usage)
        return 0
    }
    if let directory = options.exportIcons {
        do {
            try DemoIcons.export(to: directory)
            print("BarDemo: wrote \(DemoIcons.names.count) icons at 1x and 2x to \(directory.path)")
            return 0
        } catch {
            FileHandle.standardError.write(Data("BarDemo: cannot write icons to \(directory.path): \(error)\n".utf8))
            return 1
        }
    }
    do {
        try FileManager.default.createDirectory(at: options.output, withIntermediateDirectories: true)
    } catch {
        FileHandle.standardError.write(
            Data("BarDemo: cannot create the output folder \(options.output.path): \(error.localizedDescription)\n".utf8))
        return 1
    }
    guard let resources = DemoResources.url else {
        FileHandle.standardError.write(Data("BarDemo: the demo's resources are missing\n".utf8))
        return 1
    }

    let names = options.scene.map { [$0] } ?? DemoScenes.names
    for name in names {
        let scene = DemoScenes.make(name, resources: resources)
        print("== \(scene.name): \(scene.summary)")
        let bitmap = scene.window.render(scale: options.scale)
        let file = options.output.appendingPathComponent("\(scene.name)@\(DemoOptions.format(options.scale))x.png")
        do {
            try bitmap.write(to: file)
        } catch {
            FileHandle.standardError.write(Data("BarDemo: cannot write \(file.path): \(error)\n".utf8))
            return 1
        }
        print("rendered \(bitmap.width)×\(bitmap.height) px to \(file.path)")
        for bar in scene.bars {
            print(bar.recursiveDescription())
        }
        let simulator = EventSimulator(window: scene.window)
        _ = scene.takeFired()
        for (label, view) in scene.taps {
            simulator.tap(view)
            let fired = scene.takeFired()
            print("tap \(label) → \(fired.isEmpty ? "(nothing)" : fired.joined(separator: ", "))")
        }
        print("")
    }
    return 0
}

let status = MainActor.assumeIsolated { runDemo(Array(CommandLine.arguments.dropFirst())) }
exit(status)
