import A11ySnapCLI
import Foundation

/// An `a11ysnap` command run in-process (the same code as the binary, without process start-up)
/// several times over the same input: every run's wall-clock and CPU time, and the median run.
/// The `compare` and `trend` sections measure their command this way.
struct RepeatedCommand {
    /// Every run's time in seconds, in run order.
    var runs: [Double]
    /// Every run's CPU time (user and system, all threads) in seconds, in run order.
    var cpuRuns: [Double]
    /// The last run's exit status.
    var status: Int32
    /// The last run's standard output.
    var output: String

    /// Runs `a11ysnap arguments` `repetitions` times (at least once) with `environment`.
    static func measure(_ arguments: [String], environment: [String: String], repetitions: Int) -> RepeatedCommand {
        let clock = ContinuousClock()
        var measured = RepeatedCommand(runs: [], cpuRuns: [], status: 0, output: "")
        for _ in 0..<max(1, repetitions) {
            let cpuBefore = processCPUSeconds()
            let output = CapturedOutput(isTerminal: false), errors = CapturedOutput(isTerminal: false)
            let context = CommandContext(output: output, errorOutput: errors, environment: environment)
            let elapsed = clock.measure {
                measured.status = A11ySnapCommandLine.main(arguments: arguments, context: context)
            }
            measured.runs.append(elapsed.seconds)
            measured.cpuRuns.append(processCPUSeconds() - cpuBefore)
            measured.output = output.text
        }
        return measured
    }

    /// The index of the median run (the upper one of an even count).
    var medianIndex: Int { runs.indices.sorted { runs[$0] < runs[$1] }[runs.count / 2] }

    /// The median run's time in seconds.
    var seconds: Double { runs[medianIndex] }

    /// The median run's CPU time in seconds.
    var cpuSeconds: Double { cpuRuns[medianIndex] }

    /// "median of N: S s (runs: A, B, C s": the start of a section's line, which the section closes.
    var summary: String {
        "median of \(runs.count): \(BenchmarkTable.format(seconds, digits: 2)) s "
            + "(runs: \(runs.map { BenchmarkTable.format($0, digits: 2) }.joined(separator: ", ")) s"
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
}
