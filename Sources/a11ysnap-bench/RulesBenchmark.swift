import A11ySnapshot
import ExampleScreens

/// The rules engine on the synthetic list screens: every rule of the catalogue with the default
/// configuration, flattening the tree included.
struct RulesBenchmark {
    let elementCount: Int
    let milliseconds: Double
    let violations: Int
    let checksum: UInt64

    static func run(elementCount: Int, iterations: Int) -> RulesBenchmark {
        let snapshot = SyntheticTree.listScreen(elementCount: elementCount)
        // The default configuration is valid by construction.
        let engine = (try? RuleEngine()) ?? { fatalError("the default rule configuration is invalid") }()
        var violations = 0
        let (milliseconds, checksum) = Stopwatch.median(iterations: iterations) {
            let report = engine.check(snapshot)
            violations = report.violations.count
            return UInt64(report.violations.count) &* 31 &+ UInt64(report.violations.last?.message.utf8.count ?? 0)
        }
        return RulesBenchmark(elementCount: elementCount, milliseconds: milliseconds, violations: violations, checksum: checksum)
    }

    /// One line per tree size.
    static func table(_ results: [RulesBenchmark]) -> String {
        var out = "rules engine (\(RuleEngine.catalogue.count) rules, default configuration)\n"
        for result in results {
            out += "  \(BenchmarkTable.grouped(result.elementCount)) elements: \(BenchmarkTable.format(result.milliseconds, digits: 1)) ms, "
                + "\(BenchmarkTable.grouped(result.violations)) violations\n"
        }
        return out
    }

    /// `rules-100k-ms` for the largest tree (a goal at 100k only).
    static func goalLines(_ results: [RulesBenchmark]) -> [GoalLine] {
        guard let last = results.last else { return [] }
        let size = last.elementCount >= 1_000 ? "\(last.elementCount / 1_000)k" : "\(last.elementCount)"
        return [GoalLine(key: "rules-\(size)-ms", value: last.milliseconds, digits: 1,
                         goal: last.elementCount == 100_000 ? .atMost(150) : nil)]
    }
}
