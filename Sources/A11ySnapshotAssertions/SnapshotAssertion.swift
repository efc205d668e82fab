import A11ySnapshot

/// One assertion call, every per-call argument in one value: the snapshot's name, the call's own
/// settings and where it was made. Each `assertAccessibilitySnapshot` and
/// `verifyAccessibilitySnapshot` function only builds one and hands it its capture (a snapshot,
/// or a value and its ``AccessibilityCapturing`` strategy), so this is
/// the one path that compares, records, attaches and reports; an option added to
/// ``AccessibilitySnapshotConfiguration`` reaches every overload through it.
package struct SnapshotAssertion: Sendable {
    /// Names the reference file; `nil` numbers it within the test.
    package var name: String?
    /// The call's own settings; an unset one falls through to the innermost scope, the project
    /// and the defaults.
    package var settings: AccessibilitySnapshotConfiguration
    /// Where the assertion was called.
    package var location: AssertionSourceLocation
    /// The calling function, which names the reference file.
    package var testName: String

    package init(named name: String?, settings: AccessibilitySnapshotConfiguration, location: AssertionSourceLocation, testName: String) {
        self.name = name
        self.settings = settings
        self.location = location
        self.testName = testName
    }

    /// One call of a public function: its own `record:` over its `configuration:`, and the call
    /// site, built once here.
    package init(
        named name: String?, record: AccessibilitySnapshotRecordMode?, configuration: AccessibilitySnapshotConfiguration,
        fileID: StaticString, filePath: StaticString, testName: String, line: UInt, column: UInt
    ) {
        self.init(
            named: name, settings: configuration.overridden(record: record),
            location: AssertionSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column),
            testName: testName)
    }

    /// The variants a live capture also records: the call's configuration's, else the innermost
    /// scope's.
    package var variants: [AccessibilityVariant] {
        settings.variants ?? ScopedConfiguration.current.variants ?? []
    }

    /// Whether live captures explain their walk (see ``CaptureExplanationSetting``).
    package var explains: Bool {
        CaptureExplanationSetting.resolve(call: settings.explain, scope: ScopedConfiguration.current.explain,
                                          environment: SnapshotRecorder.current.environment)
    }

    /// Checks `snapshot`, reporting a failure through the running test framework.
    package func assert(_ snapshot: AccessibilitySnapshot) {
        assert(capturesVariants: false) { _ in LiveCapture(snapshot: snapshot) }
    }

    /// Checks `snapshot` like an assertion but returns its failure message instead of reporting it.
    package func verify(_ snapshot: AccessibilitySnapshot) -> String? {
        verify(capturesVariants: false) { _ in LiveCapture(snapshot: snapshot) }
    }

    /// The one path of every `assertAccessibilitySnapshot` overload: captures the default screen
    /// (`capture(nil)`) and, when `capturesVariants`, each of ``variants``, then checks them and
    /// reports each failure, the default screen's first, through the running test framework. A
    /// capture that throws is reported ("could not capture an accessibility snapshot[ of the
    /// <subject>]: …"): the default screen's ends the assertion, a variant's leaves that variant out.
    package func assert(
        capturesVariants: Bool = true, subject: String? = nil, _ capture: (AccessibilityVariant?) throws -> LiveCapture
    ) {
        switch check(capturesVariants: capturesVariants, subject: subject, capture) {
        case .captureFailed(let message):
            fail(message)
        case .checked(let failures):
            for failure in failures {
                note(failure)
                fail(failure.message)
            }
        }
    }

    /// The one path of every `verifyAccessibilitySnapshot` overload: checks like ``assert(capturesVariants:subject:_:)``
    /// but returns the first failure's message (the capture's, when it throws) instead of
    /// reporting it; the failure's files are still written and attached.
    package func verify(
        capturesVariants: Bool = true, subject: String? = nil, _ capture: (AccessibilityVariant?) throws -> LiveCapture
    ) -> String? {
        switch check(capturesVariants: capturesVariants, subject: subject, capture) {
        case .captureFailed(let message):
            return message
        case .checked(let failures):
            guard let failure = failures.first else { return nil }
            note(failure)
            return failure.message
        }
    }

    /// What checking a capture gave: the recorder's failures, or why the default screen could not
    /// be captured.
    private enum Outcome {
        case checked([SnapshotFailure])
        case captureFailed(String)
    }

    private func check(
        capturesVariants: Bool, subject: String?, _ capture: (AccessibilityVariant?) throws -> LiveCapture
    ) -> Outcome {
        let screen: LiveCapture
        do {
            screen = try capture(nil)
        } catch {
            return .captureFailed(Self.message(error, else: "could not capture an accessibility snapshot" + (subject.map { " of the \($0)" } ?? "")))
        }
        let captured = capturesVariants ? variants.compactMap { variant in
            attempt("At \(variant.title): could not capture the variant") { try capture(variant) }.map { (variant, $0) }
        } : []
        return .checked(failures(of: screen, variants: captured))
    }

    /// `error`'s own failure message when it words one (``CaptureStepError``), else `"<failure>: <error>"`.
    private static func message(_ error: any Error, else failure: String) -> String {
        (error as? CaptureStepError)?.description ?? "\(failure): \(error)"
    }

    /// What `body` returns, or `nil` after reporting its error as `"<failure>: <error>"`.
    private func attempt<T>(_ failure: String, _ body: () throws -> T) -> T? {
        do {
            return try body()
        } catch {
            fail(Self.message(error, else: failure))
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
            named: name, fileID: String(describing: location.fileID), filePath: String(describing: location.filePath),
            function: testName, test: TestFramework.currentTestID)
    }

    private func failures(of capture: LiveCapture, variants: [(variant: AccessibilityVariant, capture: LiveCapture)]) -> [SnapshotFailure] {
        SnapshotRecorder.current.verify(
            capture, variants: variants, named: name, settings: settings,
            fileID: String(describing: location.fileID), filePath: String(describing: location.filePath),
            function: testName, test: TestFramework.currentTestID)
    }

    /// Counts `failure` in the run's manifest and attaches its files to the running test.
    private func note(_ failure: SnapshotFailure) {
        TestRunRecord.noteFailure(artifactsDirectory: failure.artifactsDirectory)
        TestFramework.attach(failure.attachments, at: location)
    }
}
