import A11ySnapshot
import ExampleScreens
import Foundation

/// The work one assertion does on a changed 300-element screen: encode the current tree, read
/// the reference file from disk, diff the two, and run the rules on both to classify violations
/// (`ViolationComparison`, as `SnapshotRecorder.verify` does for its report). Each step is also
/// timed alone, so the table shows where an assertion's time goes.
struct AssertBenchmark {
    static let elementCount = 300

    let milliseconds: Double
    let checksum: UInt64
    /// Each step alone: (name, median milliseconds).
    let steps: [(String, Double)]

    static func run(iterations: Int) throws -> AssertBenchmark {
        let reference = SyntheticTree.listScreen(elementCount: elementCount)
        var current = reference
        current.elements[current.elements.count / 2].label += " (edited)"
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("a11ysnap-bench-assert-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("reference.json").path
        try Data(reference.canonicalJSON()).write(to: URL(fileURLWithPath: path))
        let engine = (try? RuleEngine()) ?? { fatalError("the default rule configuration is invalid") }()

        let (milliseconds, checksum) = Stopwatch.median(iterations: iterations) {
            let bytes = current.canonicalJSON()
            guard let stored = try? AccessibilitySnapshot(contentsOfFile: path) else { return 0 }
            let diff = SnapshotDiff(reference: stored, current: current)
            let violations = ViolationComparison(reference: stored, current: current, engine: engine, diff: diff)
            return UInt64(bytes.count) &+ UInt64(diff.changes.count) &* 7 &+ UInt64(violations.new.count + violations.unchanged.count)
        }

        let diff = SnapshotDiff(reference: reference, current: current)
        let (referenceReport, currentReport) = (engine.check(reference), engine.check(current))
        let stepIterations = max(11, iterations / 5)
        func time(_ work: () -> UInt64) -> Double { Stopwatch.median(iterations: stepIterations, work).milliseconds }
        let steps: [(String, Double)] = [
            ("encode", time { UInt64(current.canonicalJSON().count) }),
            ("read + decode", time { UInt64((try? AccessibilitySnapshot(contentsOfFile: path))?.elements.count ?? 0) }),
            ("diff", time { UInt64(SnapshotDiff(reference: reference, current: current).changes.count) }),
            ("rules, one tree", time { UInt64(engine.check(current).violations.count) }),
            ("rule engine set-up (per assertion in SnapshotRecorder.verify, not in the total)",
             time { UInt64((try? RuleEngine())?.ruleIDs.count ?? 0) }),
            ("classification", time {
                UInt64(ViolationComparison(reference: referenceReport, current: currentReport, matching: diff.matching).new.count)
            }),
        ]
        return AssertBenchmark(milliseconds: milliseconds, checksum: checksum, steps: steps)
    }

    /// The total and each step, one line each.
    var table: String {
        var text = "assertion (encode, read reference, diff, rules on both, classification; \(Self.elementCount) elements): "
            + "\(BenchmarkTable.format(milliseconds, digits: 3)) ms\n"
        for (name, step) in steps {
            text += "  \(name): \(BenchmarkTable.format(step, digits: 3)) ms\n"
        }
        return text
    }

    var summary: String { "assert-300-ms: \(BenchmarkTable.format(milliseconds, digits: 2))\n" }
}
