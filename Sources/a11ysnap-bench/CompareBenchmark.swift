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
    let seconds: Double
    let status: Int32
    /// Every run's time, in run order.
    let runs: [Double]
    /// The CPU time (user and system, all threads) of the median run, in seconds.
    let cpuSeconds: Double

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
        let clock = ContinuousClock()
        var status: Int32 = 0
        var runs: [Double] = []
        var cpu: [Double] = []
        for _ in 0..<max(1, repetitions) {
            let cpuBefore = processCPUSeconds()
            let output = CapturedOutput(isTerminal: false), errors = CapturedOutput(isTerminal: false)
            let context = CommandContext(output: output, errorOutput: errors, environment: [:])
            let elapsed = clock.measure {
                status = A11ySnapCommandLine.main(
                    arguments: ["compare", root.appendingPathComponent("reference").path, root.appendingPathComponent("current").path],
                    context: context)
            }
            runs.append(elapsed.seconds)
            cpu.append(processCPUSeconds() - cpuBefore)
        }
        let median = runs.indices.sorted { runs[$0] < runs[$1] }[runs.count / 2]
        return CompareBenchmark(pairs: pairs, seconds: runs[median], status: status, runs: runs, cpuSeconds: cpu[median])
    }

    /// User and system CPU time of the whole process so far.
    private static func processCPUSeconds() -> Double {
        var usage = rusage()
        #if os(Linux)
        getrusage(RUSAGE_SELF.rawValue, &usage)
        #else
        getrusage(RUSAGE_SELF, &usage)
        #endif
        func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
        return seconds(usage.ru_utime) + seconds(usage.ru_stime)
    }

    private static func write(_ bytes: [UInt8], to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url)
    }

    /// The median and every run.
    var table: String {
        "a11ysnap compare, \(pairs) pairs of 300 elements (1 in 50 changed), median of \(runs.count): "
            + "\(BenchmarkTable.format(seconds, digits: 2)) s (runs: \(runs.map { BenchmarkTable.format($0, digits: 2) }.joined(separator: ", ")) s; "
            + "CPU time of the median run \(BenchmarkTable.format(cpuSeconds, digits: 2)) s), exit \(status)\n"
    }

    var goalLines: [GoalLine] {
        [GoalLine(key: "compare-\(pairs)-s", value: seconds, digits: 2, goal: pairs == 2_000 ? .atMost(1.5) : nil)]
    }
}
