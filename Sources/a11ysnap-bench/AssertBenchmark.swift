import A11ySnapshot
import A11ySnapshotAssertions
import ExampleScreens
import Foundation

/// `SnapshotRecorder.verify` end to end on a 300-element screen, as a test suite's assertion runs
/// it (default record mode and policy, files on disk): once against a matching reference (encode,
/// read, compare) and once with one label changed, through the whole failure path (diff, rules on
/// both trees, classification, failure message, artifact write). The failure path's steps are
/// also timed alone, so the table shows where its time goes.
struct AssertBenchmark {
    static let elementCount = 300

    let matchMilliseconds: Double
    let mismatchMilliseconds: Double
    let checksum: UInt64
    /// Each step of the failure path alone: (name, median milliseconds).
    let steps: [(String, Double)]

    static func run(iterations: Int) throws -> AssertBenchmark {
        let screen = SyntheticTree.listScreen(elementCount: elementCount)
        var changed = screen
        changed.elements[changed.elements.count / 2].label += " (edited)"

        // A package folder as a test suite has it: Package.swift at the root, the test file two
        // levels down, references and artifacts in their default places.
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("a11ysnap-bench-assert-\(getpid())")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Tests/BenchTests"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        try Data("// a11ysnap-bench\n".utf8).write(to: root.appendingPathComponent("Package.swift"))
        let recorder = SnapshotRecorder(environment: SnapshotTestingEnvironment(), registry: SnapshotRegistry())
        let filePath = root.appendingPathComponent("Tests/BenchTests/AssertBenchTests.swift").path
        func verify(_ snapshot: AccessibilitySnapshot, _ name: String, record: AccessibilitySnapshotRecordMode? = nil) -> SnapshotFailure? {
            recorder.verify(snapshot, named: name, settings: AccessibilitySnapshotConfiguration(record: record),
                            fileID: "BenchTests/AssertBenchTests.swift", filePath: filePath, function: "testScreen()").first
        }
        // Both references hold the unchanged screen; "mismatch" is then verified with the changed one.
        _ = verify(screen, "match", record: .all)
        _ = verify(screen, "mismatch", record: .all)
        guard verify(screen, "match") == nil, let failure = verify(changed, "mismatch"),
              case .mismatch = failure.kind else {
            fatalError("the assertion benchmark's set-up did not give one match and one mismatch")
        }

        let match = Stopwatch.median(iterations: iterations) {
            verify(screen, "match") == nil ? 1 : 0
        }
        let mismatch = Stopwatch.median(iterations: iterations) {
            UInt64(verify(changed, "mismatch")?.message.utf8.count ?? 0)
        }
        // A test that fails the same way again leaves its artifact in place; one that fails
        // otherwise than last time replaces it. The goal line is the first; this is the second.
        var otherwise = changed
        otherwise.elements[otherwise.elements.count / 2].label += " again"
        var flip = false
        let replacing = Stopwatch.median(iterations: iterations) {
            flip.toggle()
            return UInt64(verify(flip ? otherwise : changed, "mismatch")?.message.utf8.count ?? 0)
        }

        // The failure path's steps, each alone.
        let referencePath = root.appendingPathComponent("__Snapshots__/AssertBenchTests/testScreen.mismatch.json").path
        let engine = (try? RuleEngine()) ?? { fatalError("the default rule configuration is invalid") }()
        let diff = SnapshotDiff(reference: screen, current: changed)
        let (referenceReport, currentReport) = (engine.check(screen), engine.check(changed))
        let stepIterations = max(11, iterations / 5)
        func time(_ work: () -> UInt64) -> Double { Stopwatch.median(iterations: stepIterations, work).milliseconds }
        let artifactBytes = [changed.canonicalJSON(), otherwise.canonicalJSON()]
        let artifactPath = root.appendingPathComponent("artifacts-step/screen.json").path
        var artifactFlip = 0
        let steps: [(String, Double)] = [
            ("the whole failure, its artifact replaced (the last failure was another)", replacing.milliseconds),
            ("artifact write, same bytes as the last failure (kept)", time {
                (try? AtomicFile.write(artifactBytes[0], to: artifactPath, durable: false, keepingSameContent: true)) == nil ? 0 : 1
            }),
            ("artifact write, other bytes (replaced)", time {
                artifactFlip ^= 1
                return (try? AtomicFile.write(artifactBytes[artifactFlip], to: artifactPath, durable: false, keepingSameContent: true)) == nil ? 0 : 1
            }),
            ("encode", time { UInt64(changed.canonicalJSON().count) }),
            ("read + decode", time { UInt64((try? AccessibilitySnapshot(contentsOfFile: referencePath))?.elements.count ?? 0) }),
            ("diff", time { UInt64(SnapshotDiff(reference: screen, current: changed).changes.count) }),
            ("rules, one tree", time { UInt64(engine.check(changed).violations.count) }),
            ("rules on both trees and classification (ViolationComparison)", time {
                UInt64(ViolationComparison(reference: screen, current: changed, engine: engine, diff: diff).new.count)
            }),
            ("classification alone", time {
                UInt64(ViolationComparison(reference: referenceReport, current: currentReport, matching: diff.matching).new.count)
            }),
            ("failure message", time { UInt64(failure.message.utf8.count) }),
        ]
        return AssertBenchmark(matchMilliseconds: match.milliseconds, mismatchMilliseconds: mismatch.milliseconds,
                               checksum: match.checksum &* 31 &+ mismatch.checksum, steps: steps)
    }

    /// The two totals and the failure path's steps, one line each.
    var table: String {
        var text = "assertion, SnapshotRecorder.verify on \(Self.elementCount) elements: "
            + "match \(BenchmarkTable.format(matchMilliseconds, digits: 3)) ms, "
            + "mismatch (one label changed) \(BenchmarkTable.format(mismatchMilliseconds, digits: 3)) ms\n"
        text += "  failure path, each step alone:\n"
        for (name, step) in steps {
            text += "    \(name): \(BenchmarkTable.format(step, digits: 3)) ms\n"
        }
        return text
    }

    var goalLines: [GoalLine] {
        [GoalLine(key: "assert-match-300-ms", value: matchMilliseconds, digits: 3, goal: .atMost(0.25)),
         GoalLine(key: "assert-mismatch-300-ms", value: mismatchMilliseconds, digits: 3, goal: .atMost(1))]
    }
}
