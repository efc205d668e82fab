#if canImport(Testing) && compiler(>=6.1)
import A11ySnapshot
import A11ySnapshotAssertions
import Testing

/// A Swift Testing trait that sets how the accessibility snapshot assertions of a suite or test
/// record and judge, and makes each run of each test number its unnamed snapshots from 1.
///
/// ```swift
/// @Suite(.accessibilitySnapshots(record: .failed, failOn: .anyError))
/// struct LoginTests {
///     @Test func loginScreen() {
///         assertAccessibilitySnapshot(of: LoginScreen.tree)
///     }
/// }
/// ```
///
/// On a suite it applies to every test in it, nested suites included; a test's own trait, a
/// `withAccessibilitySnapshotTesting` block and each assertion's arguments override it, setting by
/// setting (see ``AccessibilitySnapshotConfiguration``).
///
/// Needs Swift 6.1 (Xcode 16.3) or later, where Swift Testing has `TestScoping`; with an older
/// compiler the trait is absent, and `withAccessibilitySnapshotTesting` inside each test applies
/// the same settings.
public struct AccessibilitySnapshotsTrait: SuiteTrait, TestTrait, TestScoping {
    /// The settings this trait applies.
    public var configuration: AccessibilitySnapshotConfiguration

    public init(_ configuration: AccessibilitySnapshotConfiguration) {
        self.configuration = configuration
    }

    /// Applies to the tests of nested suites too.
    public var isRecursive: Bool { true }

    /// Runs each test case (each repetition and parameterized case) with the settings, applied
    /// as `withAccessibilitySnapshotTesting(_:operation:)` applies them, and a numbering run of
    /// its own.
    public func provideScope(
        for test: Test,
        testCase: Test.Case?,
        performing function: @Sendable () async throws -> Void
    ) async throws {
        try await withAccessibilitySnapshotTesting(configuration) {
            try await SnapshotRun.$scoped.withValue(SnapshotRun()) {
                try await function()
            }
        }
    }
}

extension Trait where Self == AccessibilitySnapshotsTrait {
    /// Sets how the suite's or test's accessibility snapshot assertions record and judge; each
    /// run of each test numbers its unnamed snapshots from 1, under `--repetitions` too.
    ///
    /// - Parameters:
    ///   - record: When references are written; otherwise `A11Y_SNAPSHOT_RECORD`, then `missing`
    ///     (`never` when `CI` is set).
    ///   - options: How trees are compared.
    ///   - rules: Which rules run; replaces the package's `.a11ysnap.json`.
    ///   - failOn: When rule violations fail an assertion.
    ///   - variants: The variants every live capture in scope also records and compares
    ///     (`[.contentSize(.accessibilityExtraExtraExtraLarge), .rightToLeft]`).
    ///   - allowEmpty: `true` records live captures that look like a broken environment's (no
    ///     elements, unlabelled standard controls), for screens meant to be empty.
    ///   - explain: `true` makes every live capture in scope explain its walk in
    ///     `<stem>.capture.txt` (as `A11Y_SNAPSHOT_EXPLAIN=1` does).
    public static func accessibilitySnapshots(
        record: AccessibilitySnapshotRecordMode? = nil,
        options: DiffOptions? = nil,
        rules: RuleConfiguration? = nil,
        failOn: ViolationPolicy? = nil,
        variants: [AccessibilityVariant]? = nil,
        allowEmpty: Bool? = nil,
        explain: Bool? = nil
    ) -> Self {
        AccessibilitySnapshotsTrait(AccessibilitySnapshotConfiguration(
            record: record, options: options, rules: rules, failOn: failOn, variants: variants, allowEmpty: allowEmpty,
            explain: explain))
    }
}
#endif
