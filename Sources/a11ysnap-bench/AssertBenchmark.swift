import A11ySnapshot
import ExampleScreens
import Foundation

/// The work one assertion does on a changed 300-element screen: encode the current tree, read
/// the reference file from disk, diff the two, and run the rules on both to classify violations.
struct AssertBenchmark {
    static let elementCount = 300

    let milliseconds: Double
    let checksum: UInt64

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
        return AssertBenchmark(milliseconds: milliseconds, checksum: checksum)
    }

    var summary: String { "assert-300-ms: \(BenchmarkTable.format(milliseconds, digits: 2))\n" }
}
