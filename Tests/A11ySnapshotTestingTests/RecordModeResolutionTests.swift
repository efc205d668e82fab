@testable import A11ySnapshotAssertions
import A11ySnapshotTesting
import Testing

/// Where the record mode comes from: call, then scope, then `A11Y_SNAPSHOT_RECORD`, then the
/// default (`missing`, or `never` on CI).
@Suite("Record mode resolution")
struct RecordModeResolutionTests {
    private func resolve(
        call: AccessibilitySnapshotRecordMode? = nil,
        scope: AccessibilitySnapshotRecordMode? = nil,
        _ variables: [String: String] = [:]
    ) -> Result<ResolvedRecordMode, InvalidRecordMode> {
        ResolvedRecordMode.resolve(call: call, scope: scope, environment: SnapshotTestingEnvironment(variables: variables))
    }

    @Test func defaultIsMissing() {
        #expect(resolve() == .success(ResolvedRecordMode(mode: .missing, source: .defaultLocal)))
    }

    @Test("The default is never when CI is set", arguments: ["true", "1", "yes", "TRUE", "github"])
    func defaultIsNeverOnCI(value: String) {
        #expect(resolve(["CI": value]) == .success(ResolvedRecordMode(mode: .never, source: .defaultOnCI)))
    }

    @Test("CI set to empty, false or 0 is not CI", arguments: ["", "false", "False", "0", " "])
    func ciFalseValuesKeepTheLocalDefault(value: String) {
        #expect(resolve(["CI": value]) == .success(ResolvedRecordMode(mode: .missing, source: .defaultLocal)))
    }

    @Test("A11Y_SNAPSHOT_RECORD sets the mode", arguments: AccessibilitySnapshotRecordMode.allCases)
    func environmentVariableSetsTheMode(mode: AccessibilitySnapshotRecordMode) {
        #expect(resolve(["A11Y_SNAPSHOT_RECORD": mode.rawValue]) == .success(ResolvedRecordMode(mode: mode, source: .environment)))
    }

    @Test("TEST_RUNNER_CI, the form xcodebuild hands to the test process as CI, also makes the default never")
    func testRunnerCIIsCI() {
        #expect(resolve(["TEST_RUNNER_CI": "true"]) == .success(ResolvedRecordMode(mode: .never, source: .defaultOnCI)))
    }

    @Test("TEST_RUNNER_A11Y_SNAPSHOT_RECORD sets the mode when A11Y_SNAPSHOT_RECORD is unset")
    func testRunnerRecordVariableSetsTheMode() {
        #expect(resolve(["TEST_RUNNER_A11Y_SNAPSHOT_RECORD": "failed"]) == .success(ResolvedRecordMode(mode: .failed, source: .environment)))
    }

    @Test("A11Y_SNAPSHOT_RECORD wins over its TEST_RUNNER_ form, and CI over TEST_RUNNER_CI")
    func unprefixedVariableWinsOverItsTestRunnerForm() {
        #expect(resolve(["A11Y_SNAPSHOT_RECORD": "all", "TEST_RUNNER_A11Y_SNAPSHOT_RECORD": "never"])
                    == .success(ResolvedRecordMode(mode: .all, source: .environment)))
        #expect(resolve(["CI": "false", "TEST_RUNNER_CI": "true"]) == .success(ResolvedRecordMode(mode: .missing, source: .defaultLocal)))
    }

    @Test func environmentVariableIgnoresCaseAndSurroundingSpaces() {
        #expect(resolve(["A11Y_SNAPSHOT_RECORD": " Failed\n"]) == .success(ResolvedRecordMode(mode: .failed, source: .environment)))
    }

    @Test func emptyEnvironmentVariableCountsAsUnset() {
        #expect(resolve(["A11Y_SNAPSHOT_RECORD": "", "CI": "true"]) == .success(ResolvedRecordMode(mode: .never, source: .defaultOnCI)))
    }

    @Test func environmentVariableWinsOverTheCIDefault() {
        #expect(resolve(["A11Y_SNAPSHOT_RECORD": "all", "CI": "true"]) == .success(ResolvedRecordMode(mode: .all, source: .environment)))
    }

    @Test("An invalid A11Y_SNAPSHOT_RECORD is an error", arguments: ["yes", "true", "record", "al l"])
    func invalidEnvironmentVariableIsAnError(value: String) {
        #expect(resolve(["A11Y_SNAPSHOT_RECORD": value]) == .failure(InvalidRecordMode(value: value)))
    }

    @Test func scopeWinsOverTheEnvironment() {
        #expect(resolve(scope: .failed, ["A11Y_SNAPSHOT_RECORD": "all"]) == .success(ResolvedRecordMode(mode: .failed, source: .scope)))
    }

    @Test func callWinsOverScopeAndEnvironment() {
        #expect(resolve(call: .never, scope: .failed, ["A11Y_SNAPSHOT_RECORD": "all"]) == .success(ResolvedRecordMode(mode: .never, source: .call)))
    }

    @Test func callOrScopeMakeAnInvalidEnvironmentVariableIrrelevant() {
        #expect(resolve(call: .missing, ["A11Y_SNAPSHOT_RECORD": "yes"]) == .success(ResolvedRecordMode(mode: .missing, source: .call)))
        #expect(resolve(scope: .missing, ["A11Y_SNAPSHOT_RECORD": "yes"]) == .success(ResolvedRecordMode(mode: .missing, source: .scope)))
    }

    // MARK: End to end, through the assertion

    @Test func invalidEnvironmentVariableFailsTheAssertionAndWritesNothing() throws {
        try Sandbox.run(variables: ["A11Y_SNAPSHOT_RECORD": "sometimes"]) { sandbox in
            let message = try #require(sandbox.verify(Screens.login))
            #expect(message.hasPrefix("A11Y_SNAPSHOT_RECORD is \"sometimes\", which is not a record mode"))
            #expect(sandbox.allFiles().isEmpty)
        }
    }

    @Test func ciEnvironmentMakesAMissingReferenceFailWithoutRecording() throws {
        try Sandbox.run(variables: ["CI": "true"]) { sandbox in
            let message = try #require(sandbox.verify(Screens.login))
            #expect(message.contains("record mode is \"never\" (the default when the CI environment variable is set)"))
            #expect(!sandbox.exists(sandbox.referencePath()))
        }
    }

    @Test func scopeAppliesToSynchronousCode() throws {
        try Sandbox.run { sandbox in
            try sandbox.write(sandbox.recordedBytes(of: Screens.login), to: sandbox.referencePath())
            let message = withAccessibilitySnapshotTesting(record: .all) { sandbox.verify(Screens.login) }
            #expect(message?.hasPrefix("Record mode is on, \"all\" (from an .accessibilitySnapshots(record:) trait or withAccessibilitySnapshotTesting(record:))") == true)
        }
    }

    @Test func scopeAppliesToAsyncCodeAndTheTasksItStarts() async throws {
        try await Sandbox.runAsync { sandbox in
            let message = await withAccessibilitySnapshotTesting(record: .never) {
                await Task.yield()
                return await Task { sandbox.verify(Screens.login) }.value
            }
            #expect(message?.contains("record mode is \"never\" (from an .accessibilitySnapshots(record:) trait or withAccessibilitySnapshotTesting(record:))") == true)
        }
    }

    @Test func innermostScopeWins() {
        let mode = withAccessibilitySnapshotTesting(record: .all) {
            withAccessibilitySnapshotTesting(record: .never) { ScopedConfiguration.current.record }
        }
        #expect(mode == .never)
    }

    @Test func scopeEndsWithItsClosure() {
        withAccessibilitySnapshotTesting(record: .all) {}
        #expect(ScopedConfiguration.current.record == nil)
    }
}
