import Foundation

/// BarDemo's command line: `BarDemo [--output DIR] [--scale N] [--scene NAME] [--help]`.
struct DemoOptions: Equatable {
    var output = URL(fileURLWithPath: "demo-output")
    var scale: CGFloat = 1
    var scene: String?
    var showHelp = false
    var exportIcons: URL?
    /// Show the scenes in windows instead of writing PNG files.
    var window = false
    /// Close the windows after this many seconds.
    var exitAfter: Double?
    /// With `--window`: keep changing labels and scrolling lists, and report memory (`--soak`).
    var soak = false

    static let usage = """
        usage: BarDemo [--output DIR] [--scale N] [--scene NAME] [--help]
               BarDemo --window [--scene NAME] [--exit-after SECONDS] [--soak]

        Builds the demo scenes, lays them out, renders each to DIR/<scene>@<scale>x.png, prints each
        bar's recursiveDescription(), and replays a tap on every item, printing the action it fired.

          --output DIR   where the PNG files go (default: ./demo-output; created if missing)
          --scale N      pixels per point, 1…4 (default: 1)
          --scene NAME   only this scene (default: all); one of: \(DemoScenes.names.joined(separator: ", "))
          --help         this text

          --window       show the scenes in windows on the display (SDL2) instead: each window is
                         titled "BarDemo — NAME", and each action that fires prints "action NAME"
                         (a scroll view coming to rest after a drag: "scrolled NAME X Y");
                         the scale comes from BARKIT_SCALE, else the display's Xft.dpi
          --exit-after S close the windows after S seconds
          --soak         keep changing labels and scrolling the lists, and print
                         "soak SECONDS RSS_KB SHAPED_RUNS DIRTY_VIEWS" every 10 s

        For developers:
          --export-icons DIR   write the demo's icons (drawn in code) as PNG files to DIR
        """

    /// A scale as the file names show it: "1", "2", "1.5".
    static func format(_ scale: CGFloat) -> String {
        scale == scale.rounded() ? String(Int(scale)) : String(describing: Double(scale))
    }

    enum ParseError: Error, CustomStringConvertible {
        case missingValue(String)
        case badScale(String)
        case badDuration(String)
        case unknownScene(String)
        case unknownArgument(String)

        var description: String {
            switch self {
            case .missingValue(let flag): return "\(flag) needs a value"
            case .badScale(let value): return "--scale must be a number from 1 to 4, not \"\(value)\""
            case .badDuration(let value): return "--exit-after must be a number of seconds, not \"\(value)\""
            case .unknownScene(let name):
                return "no scene \"\(name)\"; scenes: \(DemoScenes.names.joined(separator: ", "))"
            case .unknownArgument(let arg): return "unknown argument \"\(arg)\""
            }
        }
    }

    init() {}

    init(arguments: [String]) throws {
        var iterator = arguments.makeIterator()
        while let argument = iterator.next() {
            switch argument {
            case "--help", "-h":
                showHelp = true
            case "--output", "-o":
                guard let value = iterator.next() else { throw ParseError.missingValue(argument) }
                output = URL(fileURLWithPath: value)
            case "--scale":
                guard let value = iterator.next() else { throw ParseError.missingValue(argument) }
                guard let number = Double(value), number >= 1, number <= 4 else { throw ParseError.badScale(value) }
                scale = CGFloat(number)
            case "--window":
                window = true
            case "--soak":
                soak = true
            case "--exit-after":
                guard let value = iterator.next() else { throw ParseError.missingValue(argument) }
                guard let seconds = Double(value), seconds >= 0, seconds.isFinite else {
                    throw ParseError.badDuration(value)
                }
                exitAfter = seconds
            case "--export-icons":
                guard let value = iterator.next() else { throw ParseError.missingValue(argument) }
                exportIcons = URL(fileURLWithPath: value)
            case "--scene":
                guard let value = iterator.next() else { throw ParseError.missingValue(argument) }
                guard DemoScenes.names.contains(value) else { throw ParseError.unknownScene(value) }
                scene = value
            default:
                throw ParseError.unknownArgument(argument)
            }
        }
    }
}
