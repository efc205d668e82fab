#if os(iOS) || os(macOS) || os(tvOS) || os(visionOS)
#if canImport(XCTest)
import XCTest
#endif
#elseif os(Linux)
import AppleShim
#endif

#if ((os(iOS) || os(macOS) || os(tvOS) || os(visionOS)) && canImport(XCTest)) || os(Linux)
import A11ySnapshot
import A11ySnapshotTesting
import Foundation

/// Captures `element` (``XCUIAccessibilityCapture/snapshot(of:name:options:)``) and asserts
/// that the snapshot matches its reference file; parameters as in
/// `assertAccessibilitySnapshot(of: AccessibilitySnapshot, …)`, plus `importOptions` for the
/// canonical tree policy. A capture that fails is reported as a test failure.
///
/// ```swift
/// @MainActor func testLoginScreen() {
///     let app = XCUIApplication()
///     app.launch()
///     assertAccessibilitySnapshot(of: app)
/// }
/// ```
@MainActor
public func assertAccessibilitySnapshot(
    of element: XCUIElement,
    named name: String? = nil,
    record: AccessibilitySnapshotRecordMode? = nil,
    options: DiffOptions? = nil,
    failOn: ViolationPolicy? = nil,
    rules: RuleConfiguration? = nil,
    importOptions: ImportOptions = .canonical,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    let snapshot: AccessibilitySnapshot
    do {
        snapshot = try XCUIAccessibilityCapture.snapshot(of: element, options: importOptions)
    } catch {
        TestFramework.recordFailure(
            "could not capture an accessibility snapshot of the element: \(error)",
            fileID: fileID, filePath: filePath, line: line, column: column)
        return
    }
    A11ySnapshotTesting.assertAccessibilitySnapshot(
        of: snapshot, named: name, record: record, options: options, failOn: failOn, rules: rules,
        fileID: fileID, filePath: filePath, testName: testName, line: line, column: column)
}
#endif
