import Foundation

/// The benchmark's results as the Markdown tables docs/Performance.md holds.
enum BenchTable {
    static func markdown(_ measurements: [GraphMeasurement], clock: BenchClock) -> String {
        var lines = [
            "| screens | file | read and compose | parse | resolve | check | lint | Yams floor | lint / Yams floor | libyaml floor | read / libyaml floor | lint / libyaml floor | lint per screen | generate | write | peak memory |",
            "|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
        ]
        for m in measurements {
            let phase = { (name: String) in milliseconds(m.phaseSeconds[name] ?? 0) }
            lines.append("| " + [
                m.screens.formatted(), kilobytes(m.bytes),
                phase("read and compose"), phase("parse"), phase("resolve"), phase("check"),
                milliseconds(m.lintSeconds), milliseconds(m.floorSeconds),
                String(format: "%.2f×", m.lintSeconds / m.floorSeconds),
                milliseconds(m.libyamlFloorSeconds),
                String(format: "%.2f×", (m.phaseSeconds["read and compose"] ?? 0) / m.libyamlFloorSeconds),
                String(format: "%.2f×", m.lintSeconds / m.libyamlFloorSeconds),
                String(format: "%.1f µs", m.lintSeconds / Double(m.screens) * 1e6),
                phase("generate"), phase("write"),
                String(format: "%.0f MB", m.peakResidentMegabytes),
            ].joined(separator: " | ") + " |")
        }
        lines += [
            "",
            "| screens | generated lines | lines per screen | `swiftc -typecheck` | type-check per screen |",
            "|---:|---:|---:|---:|---:|",
        ]
        for m in measurements {
            let typecheck = m.typecheckSeconds.map { String(format: "%.1f s", $0) } ?? "not run"
            let perScreen = m.typecheckSeconds.map { String(format: "%.1f ms", $0 / Double(m.screens) * 1e3) } ?? "not run"
            lines.append("| \(m.screens.formatted()) | \(m.generatedLines.formatted()) | \(String(format: "%.1f", Double(m.generatedLines) / Double(m.screens))) | \(typecheck) | \(perScreen) |")
        }
        lines.append("")
        lines.append(
            "Times are the fastest of \(measurements.map(\.runs).max() ?? 0) runs, \(clock.tableNote) (the type-check's: wall-clock); lint is read and compose, parse, resolve and check together; "
                + "read is read and compose alone, the phase the libyaml floor bounds.")
        return lines.joined(separator: "\n")
    }

    private static func milliseconds(_ seconds: Double) -> String {
        seconds >= 0.1 ? String(format: "%.0f ms", seconds * 1e3) : String(format: "%.1f ms", seconds * 1e3)
    }

    private static func kilobytes(_ bytes: Int) -> String {
        String(format: "%.0f KB", Double(bytes) / 1024)
    }
}
