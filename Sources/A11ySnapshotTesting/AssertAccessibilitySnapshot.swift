import A11ySnapshot

/// Asserts that `snapshot` matches its reference file, recording the reference as the record mode
/// says.
///
/// ```swift
/// @Test func loginScreen() {
///     assertAccessibilitySnapshot(of: LoginScreen.tree)                       // loginScreen.json
///     assertAccessibilitySnapshot(of: LoginScreen.filledIn, named: "filled")  // loginScreen.filled.json
/// }
/// ```
///
/// The reference is `<package root>/__Snapshots__/<TestFileName>/<testName>[.<name>|.<n>].json`:
/// named snapshots use their (sanitized) name, the first unnamed one in a test has no suffix and
/// later ones `.2`, `.3`, …, counted per run of the test (see the trait for repetitions). The snapshot's `name` is set to `<TestFileName>/<file name without
/// .json>`. On failure the current snapshot is also written to the artifacts folder for review.
/// See `docs/TESTING.md` for the record modes, environment variables and naming rules.
///
/// Failures are reported through Swift Testing when a Swift Testing test is running, otherwise
/// through XCTest, at the caller's file and line. Each failure attaches to the test the current
/// snapshot, the reference, and the text and HTML reports (`<stem>.current.json`,
/// `<stem>.reference.json`, `<stem>.report.txt`, `<stem>.report.html`).
///
/// Arguments left `nil` come from the innermost `.accessibilitySnapshots(…)` trait or
/// `withAccessibilitySnapshotTesting` scope, then the project (see
/// ``AccessibilitySnapshotConfiguration``).
///
/// - Parameters:
///   - snapshot: The tree to check. Its `name` is replaced as described above.
///   - name: Names this snapshot's reference file; needed for several snapshots in a
///     parameterized test, whose order is not fixed.
///   - record: The record mode for this call, overriding the scoped and environment settings.
///   - options: How trees are compared: frame tolerance, ignored attributes and identifiers,
///     value masks. A difference they allow is a match. Default: ``DiffOptions/default``.
///   - failOn: When rule violations fail the assertion: new errors against the reference (the
///     default), any error, or never. New and resolved violations are always listed in a mismatch
///     message, and a first recording lists the existing ones without failing for them.
///   - rules: Which accessibility rules run, with their thresholds and suppressions. Default: the
///     package's `.a11ysnap.json`, as `a11ysnap check` reads it, else every rule at its defaults.
///   - configuration: This call's settings in one value, every setting included; the arguments
///     above win over it, and what it leaves unset falls through to the scope. One value to pass
///     on from a helper, and the way to any setting without an argument of its own.
public func assertAccessibilitySnapshot(
    of snapshot: AccessibilitySnapshot,
    named name: String? = nil,
    record: AccessibilitySnapshotRecordMode? = nil,
    options: DiffOptions? = nil,
    failOn: ViolationPolicy? = nil,
    rules: RuleConfiguration? = nil,
    configuration: AccessibilitySnapshotConfiguration = AccessibilitySnapshotConfiguration(),
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    SnapshotAssertion(
        named: name, settings: configuration.overridden(record: record, options: options, rules: rules, failOn: failOn),
        fileID: fileID, filePath: filePath, testName: testName, line: line, column: column
    ).assert(snapshot)
}

/// Asserts that a tree of elements matches its reference file; see
/// `assertAccessibilitySnapshot(of:named:record:options:failOn:rules:configuration:fileID:filePath:testName:line:column:)`.
///
/// ```swift
/// assertAccessibilitySnapshot(of: [.button("Log in", frame: Frame(16, 324, 361, 50))])
/// ```
///
/// - Parameter viewport: The captured root's bounds; by default the smallest frame from the
///   origin that holds every top-level element.
public func assertAccessibilitySnapshot(
    of elements: [AccessibilityElement],
    viewport: Frame? = nil,
    named name: String? = nil,
    record: AccessibilitySnapshotRecordMode? = nil,
    options: DiffOptions? = nil,
    failOn: ViolationPolicy? = nil,
    rules: RuleConfiguration? = nil,
    configuration: AccessibilitySnapshotConfiguration = AccessibilitySnapshotConfiguration(),
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    SnapshotAssertion(
        named: name, settings: configuration.overridden(record: record, options: options, rules: rules, failOn: failOn),
        fileID: fileID, filePath: filePath, testName: testName, line: line, column: column
    ).assert(AccessibilitySnapshot(elements: elements, viewport: viewport))
}
