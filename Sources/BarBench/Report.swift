import Foundation

/// One line of the results.
struct Row: Encodable {
    /// The case's name (`measure-cold`, …).
    var name: String
    /// What was measured, in a few words.
    var what: String
    /// How many items one round handles (labels, views, calls, taps).
    var items: Int
    /// BarKit's time per item in seconds, over the rounds.
    var barkit: Stats?
    /// The C baseline's time per item in seconds, over the same rounds.
    var baseline: Stats?
    /// The figure the goal is about, over the rounds.
    var figure: Stats
    /// How to read `figure`: "×C" (BarKit ÷ C), "C÷BarKit", "%", "µs", "B", "MB".
    var unit: String
    /// The goal as text, and whether the median meets it.
    var goal: String
    var met: Bool?
    var notes: [String] = []
}

struct Report: Encodable {
    var date: String
    var machine: String
    var rounds: Int
    var seconds: Double = 0
    var rows: [Row] = []
}

enum Format {
    static func duration(_ seconds: Double) -> String {
        let us = seconds * 1e6
        if us >= 1000 { return String(format: "%.2f ms", us / 1000) }
        if us >= 10 { return String(format: "%.1f µs", us) }
        if us >= 1 { return String(format: "%.2f µs", us) }
        return String(format: "%.0f ns", us * 1000)
    }

    static func figure(_ value: Double, _ unit: String) -> String {
        switch unit {
        case "×C": return String(format: "%.2f×", value)
        case "C÷BarKit": return String(format: "%.0f× faster", value)
        case "%": return String(format: "%.2f %%", value)
        case "µs": return String(format: "%.3f µs", value)
        case "B": return String(format: "%.0f B", value)
        case "MB": return String(format: "%.1f MB", value)
        default: return String(format: "%.3g %@", value, unit)
        }
    }

    static func spread(_ stats: Stats, _ unit: String) -> String {
        "\(figure(stats.min, unit).replacingOccurrences(of: " faster", with: ""))–\(figure(stats.max, unit).replacingOccurrences(of: " faster", with: ""))"
    }

    /// The results as a Markdown table (also printed).
    static func table(_ rows: [Row]) -> String {
        var lines = [
            "| case | what | BarKit per item | C per item | figure (median) | spread (min–max) | goal | met |",
            "|---|---|---|---|---|---|---|---|",
        ]
        for row in rows {
            let barkit = row.barkit.map { duration($0.median) } ?? "–"
            let baseline = row.baseline.map { duration($0.median) } ?? "–"
            let met = row.met.map { $0 ? "yes" : "**no**" } ?? "–"
            lines.append(
                "| \(row.name) | \(row.what) | \(barkit) | \(baseline) | \(figure(row.figure.median, row.unit)) | "
                    + "\(spread(row.figure, row.unit)) | \(row.goal) | \(met) |")
        }
        return lines.joined(separator: "\n")
    }
}
