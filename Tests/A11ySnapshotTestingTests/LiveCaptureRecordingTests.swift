import A11ySnapshot
@testable import A11ySnapshotAssertions
import A11ySnapshotTesting
import Foundation
import Testing

/// What the recorder does with what only live captures carry: a degenerate capture fails and
/// records nothing unless `allowEmpty` is set, and an explanation is written beside the
/// artifact and attached. Snapshots built in code or imported carry neither and are unaffected.
@Suite("Live captures in the recorder")
struct LiveCaptureRecordingTests {
    private let empty = AccessibilitySnapshot(name: "", viewport: Frame(0, 0, 393, 852), elements: [])
    private let problem = ["the capture holds no accessibility elements.", "Fix: fill the screen in."]

    private func verify(_ capture: LiveCapture, in sandbox: Sandbox, settings: AccessibilitySnapshotConfiguration = .init(),
                        scope: AccessibilitySnapshotConfiguration = .init()) -> SnapshotFailure? {
        SnapshotRecorder(environment: sandbox.environment, scope: scope, registry: SnapshotRegistry(), run: SnapshotRun())
            .verify(capture, variants: [], named: "screen", settings: settings, fileID: "App/LoginTests.swift",
                    filePath: "/nowhere/LoginTests.swift", function: "login()", test: nil).first
    }

    /// Every file below the sandbox, the run manifests left out.
    private func files(in sandbox: Sandbox) -> [String] {
        (FileManager.default.subpaths(atPath: sandbox.root) ?? []).filter { path in
            var isDirectory: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: sandbox.root + "/" + path, isDirectory: &isDirectory)
            return !isDirectory.boolValue && !path.contains("test-runs/")
        }.sorted()
    }

    @Test("a degenerate capture fails with its problem and the allowEmpty advice, and writes nothing")
    func degenerateFails() throws {
        try Sandbox.run { sandbox in
            let failure = try #require(verify(LiveCapture(snapshot: empty, degeneracy: problem), in: sandbox))
            #expect(failure.message == """
                Accessibility snapshot "LoginTests/login.screen" was not recorded or compared: the capture holds no accessibility elements.
                Fix: fill the screen in.
                If the screen is meant to look like this, set allowEmpty: true in the assertion's configuration: (or in the .accessibilitySnapshots trait or withAccessibilitySnapshotTesting).
                To see every decision of the capture, set A11Y_SNAPSHOT_EXPLAIN=1 (TEST_RUNNER_A11Y_SNAPSHOT_EXPLAIN=1 for xcodebuild): it writes login.screen.capture.txt beside the artifacts (docs/CAPTURE.md).
                """)
            #expect(files(in: sandbox).isEmpty)
        }
    }

    @Test("a degenerate capture removes the artifact a previous failing run left, so it cannot be accepted")
    func degenerateRemovesStaleArtifact() throws {
        try Sandbox.run { sandbox in
            _ = verify(LiveCapture(snapshot: Screens.login), in: sandbox, settings: .init(record: .never))
            #expect(files(in: sandbox) == ["artifacts/LoginTests/login.screen.json"])
            _ = verify(LiveCapture(snapshot: empty, degeneracy: problem), in: sandbox)
            #expect(files(in: sandbox).isEmpty)
        }
    }

    @Test("allowEmpty in the call records a degenerate capture like any other")
    func allowEmptyRecords() throws {
        try Sandbox.run { sandbox in
            let failure = verify(LiveCapture(snapshot: empty, degeneracy: problem), in: sandbox, settings: .init(allowEmpty: true))
            #expect(failure?.message.hasPrefix("No reference for accessibility snapshot \"LoginTests/login.screen\": recorded it.") == true)
            #expect(files(in: sandbox).contains("__Snapshots__/LoginTests/login.screen.json"))
        }
    }

    @Test("allowEmpty in the scope records it too, and the call's false wins over it")
    func allowEmptyFromScope() throws {
        try Sandbox.run { sandbox in
            let capture = LiveCapture(snapshot: empty, degeneracy: problem)
            let refused = verify(capture, in: sandbox, settings: .init(allowEmpty: false), scope: .init(allowEmpty: true))
            #expect(refused?.message.contains("was not recorded or compared") == true)
            let recorded = verify(capture, in: sandbox, scope: .init(allowEmpty: true))
            #expect(recorded?.message.hasPrefix("No reference") == true)
        }
    }

    @Test("an explanation is written beside the artifact, attached, and named in the failure's message")
    func explanationWrittenAndAttached() throws {
        try Sandbox.run { sandbox in
            let failure = try #require(verify(LiveCapture(snapshot: Screens.login, explanation: "the walk\n"), in: sandbox))
            let path = sandbox.artifacts + "/LoginTests/login.screen.capture.txt"
            #expect(FileManager.default.contents(atPath: path) == Data("the walk\n".utf8))
            #expect(failure.message.hasSuffix("\nCapture explanation: " + path))
            let attached = try #require(failure.attachments.last)
            #expect(attached.name == "login.screen.capture.txt")
            #expect(attached.bytes == Array("the walk\n".utf8))
            #expect(attached.uniformTypeIdentifier == "public.plain-text")
        }
    }

    @Test("a degenerate capture's explanation is written and attached too")
    func degenerateExplained() throws {
        try Sandbox.run { sandbox in
            let failure = try #require(verify(LiveCapture(snapshot: empty, degeneracy: problem, explanation: "why\n"), in: sandbox))
            #expect(files(in: sandbox) == ["artifacts/LoginTests/login.screen.capture.txt"])
            #expect(failure.attachments.map(\.name).last == "login.screen.capture.txt")
        }
    }

    @Test("a passing capture still writes its explanation (a reference can be wrong too)")
    func passingCaptureExplained() throws {
        try Sandbox.run { sandbox in
            _ = verify(LiveCapture(snapshot: Screens.login), in: sandbox)
            #expect(verify(LiveCapture(snapshot: Screens.login, explanation: "ok\n"), in: sandbox) == nil)
            #expect(files(in: sandbox).contains("artifacts/LoginTests/login.screen.capture.txt"))
        }
    }

    @Test("an empty snapshot built in code records as before")
    func modelBuiltEmptyRecords() throws {
        try Sandbox.run { sandbox in
            let message = try #require(sandbox.verify(empty, named: "empty"))
            #expect(message.hasPrefix("No reference for accessibility snapshot"))
            #expect(FileManager.default.fileExists(atPath: sandbox.referencePath(".empty")))
        }
    }

    @Test("an imported dump without elements records as before")
    func importedEmptyRecords() throws {
        let dump = #"<?xml version="1.0" encoding="UTF-8"?><AppiumAUT><XCUIElementTypeApplication type="XCUIElementTypeApplication" name="App" x="0" y="0" width="393" height="852"/></AppiumAUT>"#
        let imported = try DumpImport.snapshot(fromDump: Array(dump.utf8), name: "")
        #expect(imported.elements.isEmpty)
        try Sandbox.run { sandbox in
            #expect(sandbox.verify(imported, named: "imported")?.hasPrefix("No reference for accessibility snapshot") == true)
            #expect(FileManager.default.fileExists(atPath: sandbox.referencePath(".imported")))
        }
    }

    @Test("A11Y_SNAPSHOT_EXPLAIN turns explanations on for anything but empty, 0, false, no and off; the call and scope win")
    func explainSetting() {
        func resolved(_ value: String?, call: Bool? = nil, scope: Bool? = nil) -> Bool {
            let variables = value.map { ["A11Y_SNAPSHOT_EXPLAIN": $0] } ?? [:]
            return CaptureExplanationSetting.resolve(call: call, scope: scope, environment: SnapshotTestingEnvironment(variables: variables))
        }
        #expect(["1", "true", "YES", "on"].allSatisfy { resolved($0) })
        #expect(!["0", "false", "No", "off", " "].contains { resolved($0) })
        #expect(!resolved(nil))
        let prefixed = SnapshotTestingEnvironment(variables: ["TEST_RUNNER_A11Y_SNAPSHOT_EXPLAIN": "1"])
        #expect(CaptureExplanationSetting.resolve(call: nil, scope: nil, environment: prefixed))
        #expect(!resolved("1", call: false))
        #expect(!resolved("1", scope: false))
        #expect(resolved(nil, scope: true))
        #expect(!resolved(nil, call: false, scope: true))
    }

    @Test("allowEmpty and explain are layered like every other setting")
    func layering() {
        let scope = AccessibilitySnapshotConfiguration(allowEmpty: true, explain: true)
        let call = AccessibilitySnapshotConfiguration(allowEmpty: false, explain: false).overridden(record: nil).layered(over: scope)
        #expect(call.allowEmpty == false)
        #expect(call.explain == false)
        #expect(AccessibilitySnapshotConfiguration().layered(over: scope).allowEmpty == true)
    }
}
