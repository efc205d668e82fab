import A11ySnapshot
@testable import A11ySnapshotAssertions
import A11ySnapshotTesting
import Testing

/// Unnamed snapshots in one test are numbered: `test.json`, `test.2.json`, `test.3.json`.
@Suite("Snapshot counters")
struct SnapshotCounterTests {
    @Test func firstUnnamedSnapshotHasNoNumberAndLaterOnesCountFromTwo() throws {
        try Sandbox.run { sandbox in
            for number in 1...3 { _ = sandbox.verify(Screens.numbered(number)) }
            #expect(sandbox.exists(sandbox.referencePath()))
            #expect(sandbox.exists(sandbox.referencePath(".2")))
            #expect(sandbox.exists(sandbox.referencePath(".3")))
            let third = try AccessibilitySnapshot(contentsOfFile: sandbox.referencePath(".3"))
            #expect(third.name == sandbox.snapshotName(".3"))
        }
    }

    @Test func namedSnapshotsDoNotAdvanceTheCounter() throws {
        try Sandbox.run { sandbox in
            _ = sandbox.verify(Screens.numbered(1))
            _ = sandbox.verify(Screens.numbered(2), named: "dark")
            _ = sandbox.verify(Screens.numbered(3))
            #expect(sandbox.allFiles().filter { $0.hasPrefix("__Snapshots__") } == [
                "__Snapshots__/" + sandbox.snapshotName() + ".2.json",
                "__Snapshots__/" + sandbox.snapshotName() + ".dark.json",
                "__Snapshots__/" + sandbox.snapshotName() + ".json",
            ])
        }
    }

    @Test func eachTestCountsOnItsOwn() throws {
        try Sandbox.run { sandbox in
            _ = sandbox.verify(Screens.numbered(1), testName: "first()")
            _ = sandbox.verify(Screens.numbered(2), testName: "second()")
            #expect(sandbox.exists(sandbox.referencePath(testName: "first()")))
            #expect(sandbox.exists(sandbox.referencePath(testName: "second()")))
        }
    }

    @Test func eachTestFileCountsOnItsOwn() throws {
        try Sandbox.run { sandbox in
            _ = sandbox.verify(Screens.numbered(1), fileID: "Tests/LoginTests.swift")
            _ = sandbox.verify(Screens.numbered(2), fileID: "Tests/SettingsTests.swift")
            #expect(sandbox.exists(sandbox.referencePath(fileID: "Tests/LoginTests.swift")))
            #expect(sandbox.exists(sandbox.referencePath(fileID: "Tests/SettingsTests.swift")))
        }
    }

    @Test func counterHandsOutEveryNumberOnceUnderConcurrency() async {
        let registry = SnapshotRegistry()
        let numbers = await withTaskGroup(of: Int.self) { group in
            for _ in 0..<500 { group.addTask { registry.nextIndex(for: "key") } }
            return await group.reduce(into: [Int]()) { $0.append($1) }
        }
        #expect(numbers.sorted() == Array(1...500))
    }
}
