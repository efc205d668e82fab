import A11ySnapshot

/// One assertion call, every per-call argument in one value: the snapshot's name, the call's own
/// settings and where it was made. Each `assertAccessibilitySnapshot` and
/// `verifyAccessibilitySnapshot` overload only builds one and hands it its capture, so this is
/// the one path that compares, records, attaches and reports; an option added to
/// ``AccessibilitySnapshotConfiguration`` reaches every overload through it.
package struct SnapshotAssertion: Sendable {
    /// Names the reference file; `nil` numbers it within the test.
    package var name: String?
    /// The call's own settings; an unset one falls through to the innermost scope, the project
    /// and the defaults.
    package var settings: AccessibilitySnapshotConfiguration
    package var fileID: StaticString
    package var filePath: StaticString
    package var testName: String
    package var line: UInt
    package var column: UInt

    package init(
        named name: String?, settings: AccessibilitySnapshotConfiguration,
        fileID: StaticString, filePath: StaticString, testName: String, line: UInt, column: UInt
    ) {
        self.name = name
        self.settings = settings
        self.fileID = fileID
        self.filePath = filePath
        self.testName = testName
        self.line = line
        self.column = column
    }

    /// Where the assertion was called.
    package var location: AssertionSourceLocation {
        AssertionSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// The variants a live capture also records: the call's, else the innermost scope's.
    package var variants: [AccessibilityVariant] {
        settings.variants ?? ScopedConfiguration.current.variants ?? []
    }

    /// Whether live captures explain their walk (see ``CaptureExplanationSetting``).
    package var explains: Bool {
        CaptureExplanationSetting.resolve(call: settings.explain, scope: ScopedConfiguration.current.explain,
                                          environment: SnapshotRecorder.current.environment)
    }

    /// Checks `snapshot` like an assertion but returns its failure instead of reporting it.
    package func verify(_ snapshot: AccessibilitySnapshot) -> SnapshotFailure? {
        guard let failure = failures(of: LiveCapture(snapshot: snapshot), variants: []).first else { return nil }
        note(failure)
        return failure
    }

    /// Checks `snapshot`, reporting a failure through the running test framework.
    package func assert(_ snapshot: AccessibilitySnapshot) {
        assert(LiveCapture(snapshot: snapshot))
    }

    /// Checks a live capture and its captured variants, reporting each failure, the default
    /// screen's first, through the running test framework.
    package func assert(_ capture: LiveCapture, variants: [(variant: AccessibilityVariant, capture: LiveCapture)] = []) {
        for failure in failures(of: capture, variants: variants) {
            note(failure)
            fail(failure.message)
        }
    }

    /// Captures the default screen (`capture(nil)`) and each of ``variants``, then asserts them.
    /// A capture that throws is reported: the default screen's ends the assertion, a variant's
    /// leaves that variant out.
    package func assert(capture: (AccessibilityVariant?) throws -> LiveCapture) {
        guard let screen = attempt("could not capture an accessibility snapshot", { try capture(nil) }) else { return }
        let captured = variants.compactMap { variant in
            attempt("At \(variant.title): could not capture the variant") { try capture(variant) }.map { (variant, $0) }
        }
        assert(screen, variants: captured)
    }

    /// What `body` returns, or `nil` after reporting its error as `"<failure>: <error>"`.
    package func attempt<T>(_ failure: String, _ body: () throws -> T) -> T? {
        do {
            return try body()
        } catch {
            fail("\(failure): \(error)")
            return nil
        }
    }

    /// Reports `message` as a failure at the call's location.
    package func fail(_ message: String) {
        TestFramework.recordFailure(message, at: location)
    }

    /// The reference this assertion will compare with, read before its capture is asserted
    /// (Apple's audit baseline); see ``SnapshotRecorder/upcomingReference(named:fileID:filePath:function:test:)``.
    package func upcomingReference() -> AccessibilitySnapshot? {
        SnapshotRecorder.current.upcomingReference(
            named: name, fileID: String(describing: fileID), filePath: String(describing: filePath), function: testName,
            test: TestFramework.currentTestID)
    }

    private func failures(of capture: LiveCapture, variants: [(variant: AccessibilityVariant, capture: LiveCapture)]) -> [SnapshotFailure] {
        SnapshotRecorder.current.verify(
            capture, variants: variants, named: name, settings: settings,
            fileID: String(describing: fileID), filePath: String(describing: filePath), function: testName,
            test: TestFramework.currentTestID)
    }

    /// Counts `failure` in the run's manifest and attaches its files to the running test.
    private func note(_ failure: SnapshotFailure) {
        TestRunRecord.noteFailure(artifactsDirectory: failure.artifactsDirectory)
        TestFramework.attach(failure.attachments, at: location)
    }
}
