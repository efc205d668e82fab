import A11ySnapCLI
import A11ySnapshot
import ExampleScreens
import Foundation

/// `a11ysnap compare` end to end over folders of snapshot pairs of 300 elements, as CI runs it
/// on a test suite's references and artifacts: most pairs identical, one in fifty changed. Runs
/// the command in-process (the same code as the binary, without process start-up).
struct CompareBenchmark {
    let pairs: Int
    let seconds: Double
    let status: Int32

    static func run(pairs: Int) throws -> CompareBenchmark {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("a11ysnap-bench-compare-\(getpid())")
        defer { try? FileManager.default.removeItem(at: root) }
        let screen = SyntheticTree.listScreen(elementCount: 300)
        for index in 0..<pairs {
            var reference = screen
            reference.name = "Suite\(index / 20)/test\(index)"
            reference.elements[index % reference.elements.count].label += " \(index)"
            var current = reference
            if index % 50 == 0 { current.elements[(index + 7) % current.elements.count].label += " (edited)" }
            let relative = "Suite\(index / 20)/test\(index).json"
            try write(reference.canonicalJSON(), to: root.appendingPathComponent("reference/" + relative))
            try write(current.canonicalJSON(), to: root.appendingPathComponent("current/" + relative))
        }
        let output = CapturedOutput(isTerminal: false), errors = CapturedOutput(isTerminal: false)
        let context = CommandContext(output: output, errorOutput: errors, environment: [:])
        let clock = ContinuousClock()
        var status: Int32 = 0
        let elapsed = clock.measure {
            status = A11ySnapCommandLine.main(
                arguments: ["compare", root.appendingPathComponent("reference").path, root.appendingPathComponent("current").path],
                context: context)
        }
        let (seconds, attoseconds) = elapsed.components
        return CompareBenchmark(pairs: pairs, seconds: Double(seconds) + Double(attoseconds) / 1e18, status: status)
    }

    private static func write(_ bytes: [UInt8], to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url)
    }

    var summary: String { "compare-\(pairs)-s: \(BenchmarkTable.format(seconds, digits: 2))\n" }
}
