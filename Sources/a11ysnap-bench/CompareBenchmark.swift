import A11ySnapCLI
import A11ySnapshot
import ExampleScreens
import Foundation

/// `a11ysnap compare` end to end over folders of snapshot pairs of 300 elements, as CI runs it
/// on a test suite's references and artifacts: most pairs identical, one in fifty changed. Runs
/// the command in-process (the same code as the binary, without process start-up), `repetitions`
/// times over the same folders, and reports the median.
struct CompareBenchmark {
    let pairs: Int
    /// The command's runs over the folders.
    let measured: RepeatedCommand

    var seconds: Double { measured.seconds }

    static func run(pairs: Int, repetitions: Int) throws -> CompareBenchmark {
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
        let measured = RepeatedCommand.measure(
            ["compare", root.appendingPathComponent("reference").path, root.appendingPathComponent("current").path],
            environment: [:], repetitions: repetitions)
        return CompareBenchmark(pairs: pairs, measured: measured)
    }

    private static func write(_ bytes: [UInt8], to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url)
    }

    /// The median and every run.
    var table: String {
        "a11ysnap compare, \(pairs) pairs of 300 elements (1 in 50 changed), \(measured.summary); "
            + "CPU time of the median run \(BenchmarkTable.format(measured.cpuSeconds, digits: 2)) s), exit \(measured.status)\n"
    }

    var goalLines: [GoalLine] {
        [GoalLine(key: "compare-\(pairs)-s", value: seconds, digits: 2, goal: pairs == 2_000 ? .atMost(1.5) : nil)]
    }
}
