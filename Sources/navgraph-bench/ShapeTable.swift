import Foundation

/// The shapes' results as Markdown: each shape at each size, then how each phase grows from one
/// size to the next, per 10× the screens.
enum ShapeTable {
    /// The phases reported, by the name `GraphMeasurement.phaseSeconds` keeps them under.
    private static let phases = ["read and compose", "parse", "resolve", "check", "lint", "generate"]

    static func markdown(_ shapes: [(shape: some RawRepresentable<String>, measurements: [GraphMeasurement])], clock: BenchClock) -> String {
        var lines = [
            "| shape | screens | files | read and compose | parse | resolve | check | lint | generate | generated lines | lines per screen | peak memory |",
            "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
        ]
        for (shape, measurements) in shapes {
            for m in measurements {
                let size: [String] = [shape.rawValue, m.screens.formatted(), String(format: "%.0f KB", Double(m.bytes) / 1024)]
                let times: [String] = phases.map { milliseconds(seconds(m, $0)) }
                let output: [String] = [
                    m.generatedLines.formatted(), String(format: "%.1f", Double(m.generatedLines) / Double(m.screens)),
                    String(format: "%.0f MB", m.peakResidentMegabytes),
                ]
                lines.append("| " + (size + times + output).joined(separator: " | ") + " |")
            }
        }
        lines += [
            "",
            "Growth per 10× the screens, from each size to the next: (t₂ / t₁)^(1 / log₁₀(s₂ / s₁)), with the screens s each graph really has.",
            "",
            "| shape | sizes | " + phases.joined(separator: " | ") + " |",
            "|---|---|" + phases.map { _ in "---:" }.joined(separator: "|") + "|",
        ]
        for (shape, measurements) in shapes {
            for (small, large) in zip(measurements, measurements.dropFirst()) {
                let exponent = 1 / log10(Double(large.screens) / Double(small.screens))
                lines.append("| \(shape.rawValue) | \(small.screens.formatted()) → \(large.screens.formatted()) | " + phases.map { phase in
                    String(format: "%.1f×", pow(seconds(large, phase) / seconds(small, phase), exponent))
                }.joined(separator: " | ") + " |")
            }
        }
        lines.append("")
        lines.append("Times are the fastest of \(shapes.flatMap(\.measurements).map(\.runs).max() ?? 0) runs, \(clock.tableNote); lint is read and compose, parse, resolve and check together.")
        return lines.joined(separator: "\n")
    }

    private static func seconds(_ m: GraphMeasurement, _ phase: String) -> Double {
        phase == "lint" ? m.lintSeconds : m.phaseSeconds[phase] ?? 0
    }

    private static func milliseconds(_ seconds: Double) -> String {
        seconds >= 0.1 ? String(format: "%.0f ms", seconds * 1e3) : String(format: "%.1f ms", seconds * 1e3)
    }
}
