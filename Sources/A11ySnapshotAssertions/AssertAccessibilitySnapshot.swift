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
/// Settings the call does not give come from the innermost `.accessibilitySnapshots(…)` trait or
/// `withAccessibilitySnapshotTesting` scope, then the project (see
/// ``AccessibilitySnapshotConfiguration``).
///
/// ```swift
/// assertAccessibilitySnapshot(of: tree, configuration: .init(options: DiffOptions(frameTolerance: 1), failOn: .never))
/// ```
///
/// - Parameters:
///   - snapshot: The tree to check. Its `name` is replaced as described above.
///   - name: Names this snapshot's reference file; needed for several snapshots in a
///     parameterized test, whose order is not fixed.
///   - record: The record mode for this call, overriding `configuration`'s, the scope's and the
///     environment's.
///   - configuration: This call's settings, each one set overriding the scope's: how trees are
///     compared (``DiffOptions``: frame tolerance, ignored attributes and identifiers, value
///     masks), which rules run (``RuleConfiguration``; by default the package's `.a11ysnap.json`,
///     as `a11ysnap check` reads it), and when violations fail the assertion (``ViolationPolicy``:
///     new errors against the reference by default). New and resolved violations are always listed
///     in a mismatch message, and a first recording lists the existing ones without failing for
///     them. One value for every overload, so a helper passes it on whole.
public func assertAccessibilitySnapshot(
    of snapshot: AccessibilitySnapshot,
    named name: String? = nil,
    record: AccessibilitySnapshotRecordMode? = nil,
    configuration: AccessibilitySnapshotConfiguration = AccessibilitySnapshotConfiguration(),
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    SnapshotAssertion(named: name, record: record, configuration: configuration,
                      fileID: fileID, filePath: filePath, testName: testName, line: line, column: column)
        .assert(snapshot)
}

/// Asserts that a tree of elements matches its reference file; see
/// `assertAccessibilitySnapshot(of:named:record:configuration:fileID:filePath:testName:line:column:)`.
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
    configuration: AccessibilitySnapshotConfiguration = AccessibilitySnapshotConfiguration(),
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    SnapshotAssertion(named: name, record: record, configuration: configuration,
                      fileID: fileID, filePath: filePath, testName: testName, line: line, column: column)
        .assert(AccessibilitySnapshot(elements: elements, viewport: viewport))
}

/// Checks `snapshot` against its reference file like `assertAccessibilitySnapshot(of:named:record:configuration:fileID:filePath:testName:line:column:)`,
/// but returns the failure message instead of reporting it: the building block for custom
/// assertion helpers.
///
/// A helper forwards the caller's test name and location, so each test keeps its own reference
/// (`#function` inside the helper would name every reference after the helper):
///
/// ```swift
/// func assertScreen(_ screen: Screen, testName: String = #function,
///                   file: StaticString = #filePath, line: UInt = #line) {
///     if let message = verifyAccessibilitySnapshot(of: screen.tree, filePath: file, testName: testName, line: line) {
///         XCTFail("\(screen.title): \(message)", file: file, line: line)
///     }
/// }
/// ```
///
/// - Returns: `nil` when the snapshot matches its reference; otherwise the message the assertion
///   would report. Reference and artifact files are written, and the failure's files attached to
///   the running test, just as the assertion does.
public func verifyAccessibilitySnapshot(
    of snapshot: AccessibilitySnapshot,
    named name: String? = nil,
    record: AccessibilitySnapshotRecordMode? = nil,
    configuration: AccessibilitySnapshotConfiguration = AccessibilitySnapshotConfiguration(),
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) -> String? {
    SnapshotAssertion(named: name, record: record, configuration: configuration,
                      fileID: fileID, filePath: filePath, testName: testName, line: line, column: column)
        .verify(snapshot)
}

/// Checks a tree of elements against its reference file, returning the failure message instead of
/// reporting it; see `verifyAccessibilitySnapshot(of:named:record:configuration:fileID:filePath:testName:line:column:)`.
///
/// - Parameter viewport: The captured root's bounds; by default the smallest frame from the
///   origin that holds every top-level element.
public func verifyAccessibilitySnapshot(
    of elements: [AccessibilityElement],
    viewport: Frame? = nil,
    named name: String? = nil,
    record: AccessibilitySnapshotRecordMode? = nil,
    configuration: AccessibilitySnapshotConfiguration = AccessibilitySnapshotConfiguration(),
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) -> String? {
    SnapshotAssertion(named: name, record: record, configuration: configuration,
                      fileID: fileID, filePath: filePath, testName: testName, line: line, column: column)
        .verify(AccessibilitySnapshot(elements: elements, viewport: viewport))
}

/// Captures `value` as `strategy` says and asserts that the capture matches its reference file,
/// with the same reference naming, record modes, settings and reporting as
/// `assertAccessibilitySnapshot(of:named:record:configuration:fileID:filePath:testName:line:column:)`.
///
/// ```swift
/// @Test @MainActor func loginScreen() {
///     assertAccessibilitySnapshot(of: LoginViewController(), as: .viewController(size: CGSize(width: 393, height: 852)))
/// }
/// ```
///
/// A strategy that captures variants (``AccessibilityCapturing``: UIKit and SwiftUI) also captures
/// the value as each of the configuration's `variants` and compares each capture with its own
/// reference beside the default one (`loginScreen.ax5.json`, `loginScreen.rtl.json`); a failure
/// names the variant first ("At accessibility size 5: …"). A live capture that looks like a broken
/// environment's fails with its likely cause and fix and records nothing unless `allowEmpty` is
/// set; with `explain` (or `A11Y_SNAPSHOT_EXPLAIN=1`) it explains its walk in `<stem>.capture.txt`
/// (docs/CAPTURE.md). A capture that throws fails the assertion, naming the strategy's subject.
///
/// - Parameters:
///   - value: What to capture.
///   - strategy: How to capture it: `.view`, `.viewController(size:)`, `.swiftUI(size:)`,
///     `.element(importOptions:)`, `.app(audit:importOptions:)`, or a ``AccessibilityCapturing/pullback(_:)``
///     of one of them.
///   - name: Names this snapshot's reference file.
///   - record: The record mode for this call, overriding `configuration`'s.
///   - configuration: This call's settings, each one set overriding the scope's, `variants` and
///     `allowEmpty` included.
@MainActor
public func assertAccessibilitySnapshot<Value>(
    of value: Value,
    as strategy: AccessibilityCapturing<Value>,
    named name: String? = nil,
    record: AccessibilitySnapshotRecordMode? = nil,
    configuration: AccessibilitySnapshotConfiguration = AccessibilitySnapshotConfiguration(),
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    SnapshotAssertion(named: name, record: record, configuration: configuration,
                      fileID: fileID, filePath: filePath, testName: testName, line: line, column: column)
        .assert(value, as: strategy)
}

/// Captures `value` as `strategy` says and checks the capture like
/// `assertAccessibilitySnapshot(of:as:named:record:configuration:fileID:filePath:testName:line:column:)`,
/// but returns the failure message instead of reporting it: the building block for custom helpers
/// around any kind of input.
///
/// ```swift
/// @MainActor func assertScreen(_ controller: UIViewController, testName: String = #function,
///                              file: StaticString = #filePath, line: UInt = #line) {
///     if let message = verifyAccessibilitySnapshot(of: controller, as: .viewController(size: CGSize(width: 393, height: 852)),
///                                                  filePath: file, testName: testName, line: line) {
///         XCTFail("\(controller.title ?? "screen"): \(message)", file: file, line: line)
///     }
/// }
/// ```
///
/// - Returns: `nil` when every capture matches its reference; otherwise the first failure's
///   message (the capture's own, when it throws). Reference and artifact files are written, and
///   the failure's files attached to the running test, just as the assertion does.
@MainActor
public func verifyAccessibilitySnapshot<Value>(
    of value: Value,
    as strategy: AccessibilityCapturing<Value>,
    named name: String? = nil,
    record: AccessibilitySnapshotRecordMode? = nil,
    configuration: AccessibilitySnapshotConfiguration = AccessibilitySnapshotConfiguration(),
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) -> String? {
    SnapshotAssertion(named: name, record: record, configuration: configuration,
                      fileID: fileID, filePath: filePath, testName: testName, line: line, column: column)
        .verify(value, as: strategy)
}

extension AccessibilitySnapshot {
    /// A snapshot of `elements` whose name the recorder fills in.
    init(elements: [AccessibilityElement], viewport: Frame?) {
        if let viewport {
            self.init(name: "", viewport: viewport, elements: elements)
        } else {
            self.init(name: "", elements: elements)
        }
    }
}
