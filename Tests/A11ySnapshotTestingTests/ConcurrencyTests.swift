import A11ySnapshot
import A11ySnapshotTesting
import Testing

/// Many assertions at once, as Swift Testing runs them: each gets its own files, whole.
@Suite("Concurrent assertions")
struct ConcurrencyTests {
    @Test func concurrentNamedAssertionsRecordAndThenPassIndependently() async throws {
        try await Sandbox.runAsync { sandbox in
            let count = 64
            let firstRun = await verifyAll(count, in: sandbox)
            #expect(firstRun.allSatisfy { $0?.hasPrefix("No reference") == true })
            for number in 0..<count {
                let reference = try AccessibilitySnapshot(contentsOfFile: sandbox.referencePath(".screen\(number)"))
                #expect(reference.elements == Screens.numbered(number).elements)
            }
            let secondRun = await verifyAll(count, in: sandbox)
            #expect(secondRun.allSatisfy { $0 == nil })
            // The passing second run removed the first run's artifacts: only the references are left.
            #expect(sandbox.allFiles().count == count)
            #expect(!sandbox.allFiles().contains { $0.contains(".tmp-") })
        }
    }

    @Test func concurrentUnnamedAssertionsInOneTestGetDistinctNumbers() async throws {
        try await Sandbox.runAsync { sandbox in
            let count = 32
            await withTaskGroup(of: Void.self) { group in
                for number in 0..<count {
                    group.addTask { _ = sandbox.verify(Screens.numbered(number)) }
                }
            }
            let expected = ["__Snapshots__/" + sandbox.snapshotName() + ".json"]
                + (2...count).map { "__Snapshots__/" + sandbox.snapshotName(".\($0)") + ".json" }
            #expect(sandbox.allFiles().filter { $0.hasPrefix("__Snapshots__") } == expected.sorted())
        }
    }

    @Test func concurrentScopesDoNotSeeEachOthersRecordMode() async throws {
        try await Sandbox.runAsync { sandbox in
            let messages = await withTaskGroup(of: (AccessibilitySnapshotRecordMode, String?).self) { group in
                for (number, mode) in [AccessibilitySnapshotRecordMode.all, .never, .all, .never, .missing].enumerated() {
                    group.addTask {
                        await withAccessibilitySnapshotTesting(record: mode) {
                            await Task.yield()
                            return (mode, sandbox.verify(Screens.numbered(number), named: "scoped\(number)"))
                        }
                    }
                }
                return await group.reduce(into: []) { $0.append($1) }
            }
            for (mode, message) in messages {
                #expect(message?.contains("\"\(mode.rawValue)\" (from withAccessibilitySnapshotTesting(record:))") == true
                        || (mode == .missing && message?.hasPrefix("No reference") == true))
            }
        }
    }

    private func verifyAll(_ count: Int, in sandbox: Sandbox, testName: String = #function) async -> [String?] {
        await withTaskGroup(of: String?.self) { group in
            for number in 0..<count {
                group.addTask { sandbox.verify(Screens.numbered(number), named: "screen\(number)", testName: testName) }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
    }
}
