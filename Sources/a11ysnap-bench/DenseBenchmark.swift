import A11ySnapCLI
import A11ySnapshot
import ExampleScreens
import Foundation

/// `a11ysnap check` and `a11ysnap diff` on dense screens (``SyntheticTree/denseScreen(elementCount:)``:
/// stacked rows, overlapping controls), the shape on which comparing targets with each other is
/// quadratic if done pair by pair. Each command runs in-process on snapshot files, as the binary
/// runs it, three times (the median is reported); the largest screen's peak memory is measured in
/// a child process.
struct DenseBenchmark {
    struct Size {
        let elementCount: Int
        let checkSeconds: Double
        let diffSeconds: Double
        let checkStatus: Int32
        let diffStatus: Int32
    }

    let sizes: [Size]
    /// Peak resident memory of a child process running `check`, and `diff`, on the largest screen.
    let checkPeakMiB: Double?
    let diffPeakMiB: Double?

    /// The hidden argument of the child mode: `--measure-dense-peak check|diff FILE [FILE]`.
    static let childFlag = "--measure-dense-peak"

    static func run(elementCounts: [Int]) throws -> DenseBenchmark {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("a11ysnap-bench-dense-\(getpid())")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        var sizes: [Size] = []
        var largest: (String, String)?
        for count in elementCounts {
            let (reference, current) = try writePair(elementCount: count, into: root)
            let (checkSeconds, checkStatus) = time(["check", reference])
            let (diffSeconds, diffStatus) = time(["diff", reference, current])
            sizes.append(Size(elementCount: count, checkSeconds: checkSeconds, diffSeconds: diffSeconds,
                              checkStatus: checkStatus, diffStatus: diffStatus))
            largest = (reference, current)
        }
        guard let (reference, current) = largest else { return DenseBenchmark(sizes: [], checkPeakMiB: nil, diffPeakMiB: nil) }
        return DenseBenchmark(sizes: sizes, checkPeakMiB: try peakMiB(["check", reference]),
                              diffPeakMiB: try peakMiB(["diff", reference, current]))
    }

    /// The dense screen and a copy with one label changed, as canonical snapshot files.
    private static func writePair(elementCount: Int, into root: URL) throws -> (String, String) {
        var screen = SyntheticTree.denseScreen(elementCount: elementCount)
        let reference = root.appendingPathComponent("dense\(elementCount).json").path
        try Data(screen.canonicalJSON()).write(to: URL(fileURLWithPath: reference))
        screen.elements[screen.elements.count / 2].label += " (edited)"
        let current = root.appendingPathComponent("dense\(elementCount)-edited.json").path
        try Data(screen.canonicalJSON()).write(to: URL(fileURLWithPath: current))
        return (reference, current)
    }

    /// The median wall time of three in-process runs of the command, and its exit status.
    private static func time(_ arguments: [String]) -> (Double, Int32) {
        var status: Int32 = 0
        let runs = (0..<3).map { _ in ContinuousClock().measure { status = runCommand(arguments) }.seconds }
        return (runs.sorted()[1], status)
    }

    private static func runCommand(_ arguments: [String]) -> Int32 {
        let context = CommandContext(output: CapturedOutput(isTerminal: false), errorOutput: CapturedOutput(isTerminal: false),
                                     environment: [:])
        return A11ySnapCommandLine.main(arguments: arguments, context: context)
    }

    /// The peak resident memory, in MiB, of a child process that runs the command once.
    private static func peakMiB(_ arguments: [String]) throws -> Double? {
        #if os(Linux)
        guard let executable = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") else { return nil }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = [childFlag] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0, let kiB = Int(output.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            throw PeakMemoryProbe.ProbeError(message: "dense memory probe failed (status \(process.terminationStatus)): \(output)")
        }
        return Double(kiB) / 1024
        #else
        return nil  // VmHWM is read from /proc
        #endif
    }

    /// The child mode: runs the command and prints the process's peak resident size in KiB.
    static func runChild(_ arguments: [String]) -> Int32 {
        guard let command = arguments.first, ["check", "diff"].contains(command) else { return 2 }
        _ = runCommand(arguments)
        guard let peak = PeakMemoryProbe.status("VmHWM") else { return 3 }
        print(peak)
        return 0
    }

    /// The argument that writes one dense screen and exits: `--write-dense N FILE`.
    static let writeFlag = "--write-dense"

    /// Writes the dense screen of `N` elements to `FILE`.
    static func write(_ arguments: [String]) -> Int32 {
        guard arguments.count == 2, let count = Int(arguments[0]), count > 0 else {
            FileHandle.standardError.write(Data("error: \(writeFlag) takes a positive number and a file\n".utf8))
            return 2
        }
        do {
            try Data(SyntheticTree.denseScreen(elementCount: count).canonicalJSON()).write(to: URL(fileURLWithPath: arguments[1]))
            return 0
        } catch {
            FileHandle.standardError.write(Data("error: \(error)\n".utf8))
            return 1
        }
    }

    /// One line per screen size, and the peaks.
    var table: String {
        var out = "dense screens (stacked rows, overlapping controls), a11ysnap check and diff in-process\n"
        for size in sizes {
            out += "  \(BenchmarkTable.grouped(size.elementCount)) elements: check \(BenchmarkTable.format(size.checkSeconds, digits: 2)) s "
                + "(exit \(size.checkStatus)), diff \(BenchmarkTable.format(size.diffSeconds, digits: 2)) s (exit \(size.diffStatus))\n"
        }
        if let last = sizes.last {
            let peaks = [checkPeakMiB.map { "check \(BenchmarkTable.format($0, digits: 0)) MiB" },
                         diffPeakMiB.map { "diff \(BenchmarkTable.format($0, digits: 0)) MiB" }].compactMap { $0 }
            if !peaks.isEmpty { out += "  peak memory at \(BenchmarkTable.grouped(last.elementCount)): \(peaks.joined(separator: ", "))\n" }
        }
        return out
    }

    /// `dense-check-200k-s`, `dense-diff-200k-s`, `dense-peak-rss-mb` (the 200k check) and
    /// `dense-scaling-10k-to-100k` (the larger of check's and diff's ratios), each a goal at the
    /// full run's sizes only.
    var goalLines: [GoalLine] {
        let full = sizes.map(\.elementCount) == DenseBenchmark.fullSizes
        let largest = sizes.last
        let size = largest.map { "\($0.elementCount / 1_000)k" } ?? "n/a"
        var lines = [
            GoalLine(key: "dense-check-\(size)-s", value: largest?.checkSeconds, digits: 2, goal: full ? .atMost(3) : nil),
            GoalLine(key: "dense-diff-\(size)-s", value: largest?.diffSeconds, digits: 2, goal: full ? .atMost(5) : nil),
            GoalLine(key: "dense-peak-rss-mb", value: checkPeakMiB, digits: 0, goal: full ? .atMost(1_500) : nil),
            GoalLine(key: "dense-diff-peak-rss-mb", value: diffPeakMiB, digits: 0, goal: full ? .atMost(3_000) : nil),
        ]
        if let small = sizes.first(where: { $0.elementCount == 10_000 }), let large = sizes.first(where: { $0.elementCount == 100_000 }) {
            let ratio = max(large.checkSeconds / small.checkSeconds, large.diffSeconds / small.diffSeconds)
            lines.append(GoalLine(key: "dense-scaling-10k-to-100k", value: ratio, digits: 1, goal: full ? .atMost(12) : nil))
        }
        return lines
    }

    /// The sizes of a full run.
    static let fullSizes = [10_000, 100_000, 200_000]
}
