import A11ySnapCLI
import A11ySnapshot
@testable import A11ySnapshotAssertions
import A11ySnapshotTesting
import Foundation
import Testing

/// The test-run manifest the recorder keeps, and `a11ysnap obsolete` reading it after a sample
/// test run.
@Suite("Used references")
struct UsedReferencesTests {
    @Test("every assertion appends the reference it reads or writes to this process's manifest, under a header")
    func assertionsAppendTheirReference() throws {
        try Sandbox.run { sandbox in
            _ = sandbox.verify(Screens.login, named: "first", record: .missing)
            _ = sandbox.verify(Screens.login, named: "first")
            _ = sandbox.verify(Screens.loginChanged, named: "second", record: .never)
            let manifest = try TestRunManifest.read(try sandbox.manifest)
            #expect(manifest.references == [sandbox.referencePath(".first"), sandbox.referencePath(".first"), sandbox.referencePath(".second")])
            #expect(manifest.processID == Int(ProcessInfo.processInfo.processIdentifier))
            #expect(manifest.parentProcessID == Int(getppid()), "the process that started this one: swift test, xcodebuild's runner")
            #expect(manifest.started != nil)
            #expect(manifest.finished == nil, "the footer is written when the process exits")
        }
    }

    @Test("concurrent appends never interleave within a line")
    func concurrentAppends() throws {
        try Sandbox.run { sandbox in
            let manifest = sandbox.runs + "/concurrent.txt"
            let paths = (0..<400).map { sandbox.references + "/Suite/test\($0)-" + String(repeating: "x", count: $0 % 200) + ".json" }
            DispatchQueue.concurrentPerform(iterations: paths.count) { TestRunManifest.append(paths[$0] + "\n", to: manifest) }
            let listed = try TestRunManifest.read(manifest).references
            #expect(Set(listed) == Set(paths))
            #expect(listed.count == paths.count)
        }
    }

    @Test("after a sample run, obsolete lists only the reference no assertion used, and --delete removes it")
    func obsoleteAfterASampleRun() throws {
        try Sandbox.run { sandbox in
            #expect(sandbox.verify(Screens.login, named: "kept", record: .missing) != nil)
            #expect(sandbox.verify(Screens.login, named: "kept") == nil)
            let stale = sandbox.references + "/RenamedTests/oldName.json"
            try sandbox.write(Screens.login.canonicalJSON(), to: stale)
            // What the process writes when it exits; the sample run's first assertion recorded (a
            // failure), so the footer says so and the run is refused until a passing one.
            let manifest = try sandbox.manifest
            TestRunManifest.append(TestRunManifest.footer(finished: Date(), failures: 1), to: manifest)
            let refused = obsolete([sandbox.references, "--artifacts", sandbox.artifacts])
            #expect(refused.status == 2)
            // This process's own arguments may select tests (swift test --filter), which is refused first.
            #expect(refused.errors.contains("had 1 failure") || refused.errors.contains("ran only some tests"))

            let passing = sandbox.runs + "/" + TestRunManifest.fileName(started: Date().addingTimeInterval(60), processID: 1)
            TestRunManifest.append(TestRunManifest.header(started: Date().addingTimeInterval(60), processID: 1, selection: nil)
                                   + sandbox.referencePath(".kept") + "\n"
                                   + TestRunManifest.footer(finished: Date().addingTimeInterval(61), failures: 0), to: passing)
            let listed = obsolete([sandbox.references, "--artifacts", sandbox.artifacts])
            #expect(listed.status == 1)
            #expect(listed.output == stale + "\n")

            let deleted = obsolete([sandbox.references, "--artifacts", sandbox.artifacts, "--delete"])
            #expect(deleted.status == 0)
            #expect(!sandbox.exists(stale))
            #expect(sandbox.exists(sandbox.referencePath(".kept")))
            #expect(obsolete([sandbox.references, "--artifacts", sandbox.artifacts]).status == 0)
        }
    }

    /// `swift test` in a package with XCTest and Swift Testing tests: two processes of one
    /// parent, one after the other; the first one's references are in use.
    @Test("obsolete reads the XCTest and Swift Testing processes of one swift test as one run")
    func obsoleteReadsBothFrameworksProcessesOfOneRun() throws {
        try Sandbox.run { sandbox in
            let legacy = sandbox.references + "/LegacyTests/testLogin.json", modern = sandbox.references + "/LoginTests/login.json"
            for path in [legacy, modern] { try sandbox.write(Screens.login.canonicalJSON(), to: path) }
            let start = Date().addingTimeInterval(60)
            for (offset, pid, reference) in [(0.0, 11, legacy), (10.0, 12, modern)] {
                let started = start.addingTimeInterval(offset)
                TestRunManifest.append(TestRunManifest.header(started: started, processID: pid, parentProcessID: 10, selection: nil)
                                       + reference + "\n" + TestRunManifest.footer(finished: started.addingTimeInterval(9), failures: 0),
                                       to: sandbox.runs + "/" + TestRunManifest.fileName(started: started, processID: pid))
            }
            let run = obsolete([sandbox.references, "--artifacts", sandbox.artifacts])
            #expect(run.status == 0, "\(run.output)\(run.errors)")
            #expect(run.output.isEmpty)
        }
    }

    private func obsolete(_ arguments: [String]) -> (status: Int32, output: String, errors: String) {
        let output = CapturedOutput(isTerminal: false), errors = CapturedOutput(isTerminal: false)
        let context = CommandContext(output: output, errorOutput: errors, environment: [:])
        let status = A11ySnapCommandLine.main(arguments: ["obsolete"] + arguments, context: context)
        return (status, output.text, errors.text)
    }
}
