#if os(iOS) || os(visionOS)
import UIKit
#elseif os(Linux)
import AppleShim
#endif

#if os(iOS) || os(visionOS) || os(Linux)
import A11ySnapshot
import A11ySnapshotAssertions
import Foundation

/// Captures `view` (``AccessibilityCapture/snapshot(of:name:)``) and asserts that the snapshot
/// matches its reference file, with the same parameters, reference naming and record modes as
/// `assertAccessibilitySnapshot(of: AccessibilitySnapshot, …)`.
///
/// With `variants`, the view is also captured as each variant (larger text, right-to-left, Bold
/// Text; ``AccessibilityCapture/snapshot(of:variant:name:)``) and each capture is compared with
/// its own reference beside the default one: `loginForm.json`, `loginForm.ax5.json`,
/// `loginForm.rtl.json`. A failure names the variant first ("At accessibility size 5: …").
///
/// A capture that looks like a broken environment's (no elements; standard controls without
/// labels or traits; a view or window without area; no window) fails with its likely cause and
/// fix and records nothing; `allowEmpty: true` records it anyway, for a screen meant to be empty
/// (docs/CAPTURE.md, "Captures that record nothing"). With `A11Y_SNAPSHOT_EXPLAIN=1` (or
/// `explain: true` in the configuration) the capture explains its walk in `<stem>.capture.txt`
/// beside the artifact, attached when the assertion fails.
///
/// ```swift
/// @Test @MainActor func loginForm() {
///     assertAccessibilitySnapshot(of: LoginFormView(frame: CGRect(x: 0, y: 0, width: 393, height: 400)),
///                                 variants: [.contentSize(.accessibilityExtraExtraExtraLarge), .rightToLeft])
/// }
/// ```
@MainActor
public func assertAccessibilitySnapshot(
    of view: UIView,
    variants: [AccessibilityVariant]? = nil,
    allowEmpty: Bool? = nil,
    named name: String? = nil,
    record: AccessibilitySnapshotRecordMode? = nil,
    configuration: AccessibilitySnapshotConfiguration = AccessibilitySnapshotConfiguration(),
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    SnapshotAssertion(named: name, record: record, variants: variants, allowEmpty: allowEmpty, configuration: configuration,
                      fileID: fileID, filePath: filePath, testName: testName, line: line, column: column)
        .assertCapture(of: view)
}

/// Captures `viewController`'s view laid out at `size`
/// (``AccessibilityCapture/snapshot(of:size:name:)``) and asserts that the snapshot matches its
/// reference file; parameters as in `assertAccessibilitySnapshot(of: AccessibilitySnapshot, …)`,
/// and `variants` and `allowEmpty` as for a view.
///
/// ```swift
/// @Test @MainActor func loginScreen() {
///     assertAccessibilitySnapshot(of: LoginViewController(), size: CGSize(width: 393, height: 852))
/// }
/// ```
@MainActor
public func assertAccessibilitySnapshot(
    of viewController: UIViewController,
    size: CGSize,
    variants: [AccessibilityVariant]? = nil,
    allowEmpty: Bool? = nil,
    named name: String? = nil,
    record: AccessibilitySnapshotRecordMode? = nil,
    configuration: AccessibilitySnapshotConfiguration = AccessibilitySnapshotConfiguration(),
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    SnapshotAssertion(named: name, record: record, variants: variants, allowEmpty: allowEmpty, configuration: configuration,
                      fileID: fileID, filePath: filePath, testName: testName, line: line, column: column)
        .assertCapture(of: viewController, size: size)
}
#endif
