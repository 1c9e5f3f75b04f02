import BarKit
import Foundation

// BarBench: what BarKit costs against the C libraries underneath, measured in the same run.
//
//   swift run -c release BarBench [--json FILE] [--rounds N] [--case NAME]…
//   BarBench --profile NAME     one case's BarKit side once, for callgrind (see Profile.swift)
//   BarBench --resize-list-child ROWS[,ROWS…] PASSES SECONDS    resize-list's child (AutoLayoutResizeListCases.swift)
//
// Every case runs its warm-up rounds, then N rounds (default 7); figures are medians with the
// spread over the rounds. Times are per item; a ratio is taken against a C baseline measured in
// the same round, so the machine's drift cancels out.

var arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "--profile", arguments.count == 2 {
    MainActor.assumeIsolated { profile(arguments[1]) }
    exit(0)
}
if arguments.first == "--resize-list-child", arguments.count == 4,
    case let sizes = arguments[1].split(separator: ",").compactMap({ Int($0) }), !sizes.isEmpty,
    let passes = Int(arguments[2]), let budget = Double(arguments[3])
{
    MainActor.assumeIsolated { resizeListChild(sizes: sizes, passes: passes, budget: budget) }
    exit(0)
}

var jsonPath: String? = nil
var rounds = 7
var selected: Set<String> = []
while !arguments.isEmpty {
    let argument = arguments.removeFirst()
    switch argument {
    case "--json": jsonPath = arguments.isEmpty ? nil : arguments.removeFirst()
    case "--rounds": rounds = max(3, Int(arguments.isEmpty ? "" : arguments.removeFirst()) ?? 7)
    case "--case": if !arguments.isEmpty { selected.insert(arguments.removeFirst()) }
    case "-h", "--help":
        print(
            "usage: BarBench [--json FILE] [--rounds N] [--case measure|first-frame|layout|autolayout|resize-list|stack|render|events|window|scroll|table|text-input|navigation|animation|memory]…"
        )
        exit(0)
    default:
        FileHandle.standardError.write("BarBench: unknown argument \(argument)\n".data(using: .utf8)!)
        exit(2)
    }
}

#if DEBUG
    print("BarBench: this is a debug build; figures mean little. Use `swift run -c release BarBench`.")
#endif

let plan = RoundPlan(warmup: 2, rounds: rounds)
let started = now()
let formatter = ISO8601DateFormatter()
var report = Report(
    date: formatter.string(from: Date()),
    machine:
        "\(ProcessInfo.processInfo.activeProcessorCount) cores, \(ProcessInfo.processInfo.operatingSystemVersionString)",
    rounds: rounds)

let groups: [(String, @MainActor () -> [Row])] = [
    ("measure", { measureCases(plan: plan) }),
    ("first-frame", { firstFrameCases(plan: plan) }),
    ("layout", { layoutCases(plan: plan) }),
    ("autolayout", { autoLayoutCases(plan: plan) }),
    ("resize-list", { autoLayoutResizeListCases(plan: plan) }),
    ("stack", { stackCases(plan: plan) }),
    ("render", { renderCases(plan: plan) }),
    ("events", { eventCases(plan: plan) }),
    ("window", { windowCases(plan: plan) }),
    ("scroll", { scrollCases(plan: plan) }),
    ("diffable", { diffableCases(plan: plan) }),
    ("table", { tableCases(plan: plan) }),
    ("text-input", { textInputCases(plan: plan) }),
    ("navigation", { navigationCases(plan: plan) }),
    ("animation", { animationCases(plan: plan) }),
    ("memory", { memoryCases() }),
]
for (name, run) in groups where selected.isEmpty || selected.contains(name) {
    let t = now()
    let rows = MainActor.assumeIsolated { run() }
    report.rows += rows
    FileHandle.standardError.write(
        String(format: "%@: %.1f s\n", name, Double(now() - t) / 1e9).data(using: .utf8)!)
}
report.seconds = Double(now() - started) / 1e9

print(Format.table(report.rows))
print()
for row in report.rows where !row.notes.isEmpty {
    for note in row.notes { print("- \(row.name): \(note)") }
}
print(String(format: "\n%d rounds after 2 warm-up rounds per case; %.0f s in all.", rounds, report.seconds))

if let jsonPath {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    do {
        try encoder.encode(report).write(to: URL(fileURLWithPath: jsonPath))
    } catch {
        FileHandle.standardError.write("BarBench: cannot write \(jsonPath): \(error)\n".data(using: .utf8)!)
        exit(1)
    }
}
