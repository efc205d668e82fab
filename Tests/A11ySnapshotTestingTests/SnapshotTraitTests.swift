import A11ySnapshot
@testable import A11ySnapshotAssertions
import A11ySnapshotTesting
import Foundation
import Testing

// The trait needs Swift Testing's TestScoping, which swift-testing 6.1 introduced (Xcode 16.3); with
// Swift 6.0 the trait does not exist, and neither do these tests of it.
#if compiler(>=6.1)
/// The `.accessibilitySnapshots(…)` trait: settings for a suite or test, and a numbering run of
/// its own for each test case.
@Suite("Swift Testing trait", .accessibilitySnapshots(record: .never))
struct SnapshotTraitTests {
    @Test("a suite's trait sets the record mode of the assertions of its tests")
    func suiteTraitSetsRecordMode() throws {
        try Sandbox.run { sandbox in
            let message = try #require(sandbox.verify(Screens.login))
            #expect(message.contains("record mode is \"never\" (from an .accessibilitySnapshots(record:) trait"))
            #expect(!sandbox.exists(sandbox.referencePath()))
        }
    }

    @Test("a test's trait overrides its suite's, setting by setting", .accessibilitySnapshots(record: .missing, failOn: .anyError))
    func testTraitOverridesSuiteTrait() throws {
        try Sandbox.run { sandbox in
            #expect(AccessibilitySnapshotConfiguration.scoped.record == .missing)
            #expect(AccessibilitySnapshotConfiguration.scoped.failOn == .anyError)
            let message = try #require(sandbox.verify(Screens.login))
            #expect(message.hasPrefix("No reference for accessibility snapshot"), "recorded, as the test's trait says")
        }
    }

    @Test("an assertion's own argument overrides the traits")
    func assertionArgumentOverridesTrait() throws {
        try Sandbox.run { sandbox in
            let message = try #require(sandbox.verify(Screens.login, record: .missing))
            #expect(message.contains("recorded it"))
        }
    }

    @Test("withAccessibilitySnapshotTesting inside a traited test overrides the trait and keeps what it leaves unset")
    func scopeInsideTrait() {
        let inner = withAccessibilitySnapshotTesting(failOn: .never) { AccessibilitySnapshotConfiguration.scoped }
        #expect(inner.record == .never)
        #expect(inner.failOn == .never)
        #expect(AccessibilitySnapshotConfiguration.scoped.failOn == nil)
    }

    @Test("each case of a parameterized test numbers its unnamed snapshots from 1", .accessibilitySnapshots(record: .missing),
          arguments: [1, 2, 3])
    func parameterizedCasesStartAtOne(number: Int) throws {
        try Sandbox.run { sandbox in
            _ = sandbox.verify(Screens.numbered(number))
            _ = sandbox.verify(Screens.numbered(number + 10))
            let files = sandbox.allFiles().filter { $0.hasPrefix("__Snapshots__/") }
            #expect(files == [
                "__Snapshots__/SnapshotTraitTests/parameterizedCasesStartAtOne.2.json",
                "__Snapshots__/SnapshotTraitTests/parameterizedCasesStartAtOne.json",
            ])
        }
    }
}
#endif

@Suite("Snapshot runs")
struct SnapshotRunTests {
    @Test("a run numbers each key from 1, and a new run starts again")
    func runsNumberFromOne() {
        let first = SnapshotRun(), second = SnapshotRun()
        let indexes: [Int] = [first.nextIndex(for: "a"), first.nextIndex(for: "a"), first.nextIndex(for: "b")]
        #expect(indexes == [1, 2, 1])
        #expect(second.nextIndex(for: "a") == 1)
    }

    @Test("two repetitions of a test, each in its own run, use the same two files")
    func repetitionsReuseTheirFiles() throws {
        try Sandbox.run { sandbox in
            for repetition in 1...3 {
                let recorder = SnapshotRecorder(environment: sandbox.environment, scope: .init(record: .missing),
                                                registry: SnapshotRegistry(), run: SnapshotRun())
                let first = recorder.verify(Screens.numbered(1), named: nil, fileID: "Probe/RepeatedTests.swift",
                                            filePath: sandbox.root + "/RepeatedTests.swift", function: "repeated()").first
                let second = recorder.verify(Screens.numbered(2), named: nil, fileID: "Probe/RepeatedTests.swift",
                                             filePath: sandbox.root + "/RepeatedTests.swift", function: "repeated()").first
                #expect((first == nil) == (repetition > 1), "repetition \(repetition) compares with what the first recorded")
                #expect((second == nil) == (repetition > 1))
            }
            #expect(sandbox.allFiles().filter { $0.hasPrefix("__Snapshots__/") } == [
                "__Snapshots__/RepeatedTests/repeated.2.json", "__Snapshots__/RepeatedTests/repeated.json",
            ])
        }
    }

    @Test("without a run, a later unnamed snapshot that finds no reference says how to number per run")
    func numberingWithoutRunIsExplained() throws {
        try Sandbox.run { sandbox in
            _ = sandbox.verify(Screens.numbered(1), record: .missing)
            let second = try #require(sandbox.verify(Screens.numbered(2), record: .missing))
            #expect(second.contains("unnamed snapshot number 2"))
            #expect(second.contains(".accessibilitySnapshots() trait"))
        }
    }
}
