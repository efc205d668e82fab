import A11ySnapshot
@testable import A11ySnapshotAssertions
import A11ySnapshotTesting
import Foundation
import Testing

/// What a failure attaches to the test: the current snapshot, the reference, and the text and
/// HTML reports of this one comparison. (A real `swift test --attachments-path` run is checked by
/// scripts/runner-probe.sh in CI.)
@Suite("Attachments")
struct AttachmentTests {
    private func failure(_ body: (Sandbox, SnapshotRecorder) -> SnapshotFailure?) throws -> SnapshotFailure {
        try Sandbox.run { sandbox in
            let recorder = SnapshotRecorder(environment: sandbox.environment, registry: SnapshotRegistry(), run: SnapshotRun())
            return try #require(body(sandbox, recorder))
        }
    }

    private func verify(_ recorder: SnapshotRecorder, _ snapshot: AccessibilitySnapshot, record: AccessibilitySnapshotRecordMode?,
                        failOn: ViolationPolicy? = nil) -> SnapshotFailure? {
        recorder.verify(snapshot, named: "screen", settings: .init(record: record, failOn: failOn), fileID: "App/LoginTests.swift",
                        filePath: "/nowhere/LoginTests.swift", function: "login()").first
    }

    @Test("a mismatch attaches the current snapshot, the reference as it was, and both reports")
    func mismatchAttachesFourFiles() throws {
        let failure = try failure { _, recorder in
            _ = verify(recorder, Screens.login, record: .missing)
            return verify(recorder, Screens.loginChanged, record: .failed)
        }
        let files = failure.attachments
        #expect(files.map(\.name) == ["login.screen.current.json", "login.screen.reference.json", "login.screen.report.txt", "login.screen.report.html"])
        let current = try AccessibilitySnapshot(json: files[0].bytes)
        let reference = try AccessibilitySnapshot(json: files[1].bytes)
        #expect(current.elements[2].label == "Sign in")
        #expect(reference.elements[2].label == "Log in", "the reference as it was before record mode failed wrote over it")
        let text = String(decoding: files[2].bytes, as: UTF8.self)
        #expect(text.hasPrefix("Accessibility snapshot \"LoginTests/login.screen\" does not match the reference"))
        #expect(text.contains("label: \"Log in\" → \"Sign in\""))
        let html = String(decoding: files[3].bytes, as: UTF8.self)
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(html.contains("Sign in"))
        #expect(files.map(\.uniformTypeIdentifier) == ["public.json", "public.json", "public.plain-text", "public.html"])
    }

    @Test("a first recording attaches the snapshot and its reports, and no reference")
    func firstRecordingAttachesNoReference() throws {
        let failure = try failure { _, recorder in verify(recorder, Screens.login, record: .missing) }
        #expect(failure.attachments.map(\.name) == ["login.screen.current.json", "login.screen.report.txt", "login.screen.report.html"])
    }

    @Test("a reference missing in CI attaches what would have been recorded")
    func missingInCIAttachesCurrent() throws {
        let failure = try failure { _, recorder in verify(recorder, Screens.login, record: .never) }
        #expect(failure.attachments.first?.bytes == {
            var named = Screens.login
            named.name = "LoginTests/login.screen"
            return named.canonicalJSON()
        }())
    }

    @Test("a violations failure attaches an HTML report that lists the failing violations")
    func violationsAttachReport() throws {
        let failing = AccessibilitySnapshot(name: "", viewport: Frame(0, 0, 393, 852), elements: [
            .button("", identifier: "icon.only", frame: Frame(16, 100, 44, 44)),
        ])
        let failure = try failure { _, recorder in
            _ = verify(recorder, failing, record: .missing)
            return verify(recorder, failing, record: nil, failOn: .anyError)
        }
        let html = String(decoding: try #require(failure.attachments.last).bytes, as: UTF8.self)
        #expect(html.contains("label-missing"))
    }

    @Test("configuration errors attach nothing")
    func configurationErrorsAttachNothing() {
        #expect(SnapshotFailure(.invalidRuleConfiguration("x")).attachments.isEmpty)
    }
}
