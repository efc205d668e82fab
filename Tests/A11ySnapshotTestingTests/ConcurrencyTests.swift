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
                #expect(message?.contains("\"\(mode.rawValue)\" (from an .accessibilitySnapshots(record:) trait or withAccessibilitySnapshotTesting(record:))") == true
                        || (mode == .missing && message?.hasPrefix("No reference") == true))
            }
        }
    }

    // MARK: Sixteen tasks, repeated

    private static let taskCount = 16
    private static let rounds = 20

    @Test("Sixteen tasks recording some names while verifying others lose no write and corrupt nothing")
    func recordingAndVerifyingDistinctNamesAtOnce() async throws {
        for _ in 0..<Self.rounds {
            try await Sandbox.runAsync { sandbox in
                for number in 0..<Self.taskCount {
                    for name in ["verified\(number)", "recorded\(number)"] {
                        try sandbox.write(sandbox.recordedBytes(of: Screens.numbered(number), "." + name), to: sandbox.referencePath("." + name))
                    }
                }
                let messages = await withTaskGroup(of: (String, String?).self) { group in
                    for number in 0..<Self.taskCount {
                        group.addTask {
                            ("verified", sandbox.verify(Screens.numbered(number), named: "verified\(number)", record: .never))
                        }
                        group.addTask {
                            ("recorded", sandbox.verify(Screens.numbered(number + 100), named: "recorded\(number)", record: .all))
                        }
                    }
                    return await group.reduce(into: []) { $0.append($1) }
                }
                #expect(messages.filter { $0.0 == "verified" }.allSatisfy { $0.1 == nil })
                #expect(messages.filter { $0.0 == "recorded" }.allSatisfy { $0.1?.hasPrefix("Record mode is on") == true })
                for number in 0..<Self.taskCount {
                    for (name, screen) in [("verified", number), ("recorded", number + 100)] {
                        let path = sandbox.referencePath(".\(name)\(number)")
                        let reference = try AccessibilitySnapshot(contentsOfFile: path)
                        #expect(reference.elements == Screens.numbered(screen).elements)
                        #expect(sandbox.contents(of: path) == sandbox.recordedBytes(of: Screens.numbered(screen), ".\(name)\(number)"))
                    }
                }
                #expect(!sandbox.allFiles().contains { $0.contains(".tmp-") })
            }
        }
    }

    @Test("Sixteen tasks of one test asserting one name: exactly one records, the others match it")
    func oneTestAssertingOneNameInSixteenTasks() async throws {
        for _ in 0..<Self.rounds {
            try await Sandbox.runAsync { sandbox in
                let messages = await withTaskGroup(of: String?.self) { group in
                    for _ in 0..<Self.taskCount {
                        group.addTask { sandbox.verify(Screens.login, named: "shared") }
                    }
                    return await group.reduce(into: []) { $0.append($1) }
                }
                #expect(messages.filter { $0 == nil }.count == Self.taskCount - 1)
                #expect(messages.filter { $0?.hasPrefix("No reference") == true }.count == 1)
                #expect(sandbox.contents(of: sandbox.referencePath(".shared")) == sandbox.recordedBytes(of: Screens.login, ".shared"))
            }
        }
    }

    @Test("Sixteen tests asserting one name at once: the first records, the others fail naming it and write nothing")
    func sixteenTestsAssertingOneNameAtOnce() async throws {
        for _ in 0..<Self.rounds {
            try await Sandbox.runAsync { sandbox in
                let recorder = SnapshotRecorder(environment: sandbox.environment, registry: SnapshotRegistry())
                let results = await withTaskGroup(of: (Int, String?).self) { group in
                    for number in 0..<Self.taskCount {
                        group.addTask {
                            let failure = recorder.verify(
                                Screens.numbered(number), named: "shared", fileID: #fileID, filePath: #filePath,
                                function: #function, test: "test\(number)").first
                            return (number, failure?.message)
                        }
                    }
                    return await group.reduce(into: []) { $0.append($1) }
                }
                let recorded = results.filter { $0.1?.hasPrefix("No reference") == true }
                try #require(recorded.count == 1)
                let winner = recorded[0].0
                let shared = results.filter { $0.0 != winner }
                #expect(shared.allSatisfy {
                    $0.1?.contains("would use the same reference file as another assertion in this run (test test\(winner), named \"shared\")") == true
                })
                #expect(sandbox.contents(of: sandbox.referencePath(".shared")) == sandbox.recordedBytes(of: Screens.numbered(winner), ".shared"))
                #expect(sandbox.allFiles() == ["__Snapshots__/" + sandbox.snapshotName(".shared") + ".json",
                                               "artifacts/" + sandbox.snapshotName(".shared") + ".json"])
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
