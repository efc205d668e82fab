import A11ySnapshot
@testable import A11ySnapshotAssertions
import A11ySnapshotTesting
import ExampleScreens
import Foundation
import Testing

/// A failing assertion decodes the reference, diffs and checks both trees two at a time on two
/// threads; what it reports is exactly what one `SnapshotComparison` of the pair reports.
@Suite("Failure pipeline")
struct FailurePipelineTests {
    @Test func failingAssertionClassifiesViolationsAsOneComparisonDoes() throws {
        try Sandbox.run { sandbox in
            let recorder = SnapshotRecorder(environment: sandbox.environment, registry: SnapshotRegistry())
            let engine = try RuleEngine()
            var random = SplitMix64(seed: 7)
            for round in 0..<40 {
                let reference = SyntheticTree.listScreen(elementCount: 20 + round * 3)
                var current = reference
                for _ in 0...(random.next() % 3) { Self.edit(&current, &random) }
                guard current.elements != reference.elements else { continue }
                func verify(_ snapshot: AccessibilitySnapshot, record: AccessibilitySnapshotRecordMode? = nil) -> SnapshotFailure? {
                    recorder.verify(snapshot, named: "round\(round)", settings: AccessibilitySnapshotConfiguration(record: record),
                                    fileID: "PipelineTests/PipelineTests.swift", filePath: sandbox.root + "/Tests/PipelineTests/PipelineTests.swift",
                                    function: "pipeline()").first
                }
                _ = verify(reference, record: .all)
                guard case .mismatch(_, let comparison, _, _)? = verify(current)?.kind else {
                    Issue.record("round \(round): no mismatch")
                    continue
                }
                var named = (reference: reference, current: current)
                named.reference.name = comparison.name
                named.current.name = comparison.name
                let expected = SnapshotComparison(reference: named.reference, current: named.current, engine: engine, name: comparison.name)
                #expect(comparison.violations == expected.violations, "round \(round)")
                #expect(comparison.diff?.changes == expected.diff?.changes, "round \(round)")
                #expect(comparison.status == expected.status, "round \(round)")
            }
        }
    }

    private static func edit(_ tree: inout AccessibilitySnapshot, _ random: inout SplitMix64) {
        let index = Int(random.next() % UInt64(tree.elements.count))
        switch random.next() % 5 {
        case 0: tree.elements[index].label = "ic_close"
        case 1: tree.elements[index].isEnabled.toggle()
        case 2: tree.elements.remove(at: index)
        case 3: tree.elements[index].traits = [.button]
        default: tree.elements[index].frame = Frame(0, 0, 20, 20)
        }
    }
}
