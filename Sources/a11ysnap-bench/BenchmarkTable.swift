import Foundation

/// The benchmark's printed table.
enum BenchmarkTable {
    static let header = pad(["operation", "elements", "bytes", "ours ms", "Foundation ms", "speedup", "Foundation bytes"])

    static func rows(_ result: CodecBenchmark) -> String {
        let measured: [(String, CodecBenchmark.Comparison)] = [("encode", result.encode), ("decode", result.decode)]
        return measured.map { name, comparison in
            pad([name, grouped(result.elementCount), grouped(result.canonicalBytes),
                 format(comparison.ours, digits: 2), format(comparison.foundation, digits: 2),
                 format(comparison.speedup, digits: 1) + "x", grouped(result.foundationBytes)]) + "\n"
        }.joined()
    }

    static func memoryLine(ours: PeakMemoryProbe.Measurement?, foundation: PeakMemoryProbe.Measurement?) -> String {
        guard let ours else { return "decode peak memory: not measured (needs /proc/self/status and a child process)" }
        var line = "decode peak memory, \(grouped(ours.elementCount)) elements, file \(grouped(ours.fileBytes)) bytes (\(megabytes(ours.fileBytes))): "
            + "ours +\(megabytes((ours.peakKiB - ours.baselineKiB) * 1024)) (\(format(ours.ratio, digits: 2))x the file)"
        if let foundation {
            line += ", Foundation +\(megabytes((foundation.peakKiB - foundation.baselineKiB) * 1024))"
                + " (\(format(foundation.ratio, digits: 2))x)"
        }
        return line
    }

    static func format(_ value: Double, digits: Int) -> String {
        String(format: "%.\(digits)f", value)
    }

    private static let widths = [10, 9, 12, 10, 14, 9, 17]

    private static func pad(_ cells: [String]) -> String {
        zip(cells, widths).enumerated().map { index, pair in
            let (cell, width) = pair
            let padding = String(repeating: " ", count: max(0, width - cell.count))
            return index == 0 ? cell + padding : padding + cell
        }.joined()
    }

    /// `1234567` as `1,234,567`.
    static func grouped(_ value: Int) -> String {
        let digits = Array(String(value))
        var out = ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { out += "," }
            out.append(digit)
        }
        return out
    }

    private static func megabytes(_ bytes: Int) -> String {
        format(Double(bytes) / 1_048_576, digits: 1) + " MiB"
    }
}
