#if os(Linux)
import AppleShim
#elseif canImport(XCTest) && !os(watchOS)
import XCTest
#endif

#if ((os(iOS) || os(macOS) || os(tvOS) || os(visionOS)) && canImport(XCTest)) || os(Linux)
import A11ySnapshot
import A11ySnapshotAssertions
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
    configuration: AccessibilitySnapshotConfiguration = AccessibilitySnapshotConfiguration(),
    importOptions: ImportOptions = .canonical,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    SnapshotAssertion(named: name, record: record, configuration: configuration,
                      fileID: fileID, filePath: filePath, testName: testName, line: line, column: column)
        .assert(capturesVariants: false, subject: "element") { _ in
            LiveCapture(snapshot: try XCUIAccessibilityCapture.snapshot(of: element, options: importOptions))
        }
}
#endif

#if ((os(iOS) || os(macOS) || os(tvOS) || os(visionOS)) && canImport(XCTest)) || os(Linux)
/// Captures `app`, runs Apple's accessibility audit on it with a baseline, and asserts the
/// snapshot, audit issues included, against its reference.
///
/// Each issue `performAccessibilityAudit(for:_:)` finds is tied to the snapshot element it is
/// about and stored with the snapshot (`appleAudit`, see docs/FORMAT.md); reports show it as an
/// `apple-audit-…` error violation, new, resolved or unchanged against the reference like any
/// rule's. The issue handler returns `true` for the issues the reference already had, so XCTest
/// fails the test only for new ones; with the default `failOn: .newErrors` the assertion fails
/// for them too, listing them beside the tree's changes.
///
/// ```swift
/// @MainActor func testLoginAudit() throws {
///     let app = XCUIApplication()
///     app.launch()
///     // .dynamicType and .textClipped exist on iOS and tvOS; macOS has .action and .parentChild.
///     assertAccessibilitySnapshot(of: app, audit: [.contrast, .dynamicType, .hitRegion, .textClipped])
/// }
/// ```
@available(iOS 17.0, macOS 14.0, tvOS 17.0, *)
@MainActor
public func assertAccessibilitySnapshot(
    of app: XCUIApplication,
    audit auditTypes: XCUIAccessibilityAuditType,
    named name: String? = nil,
    record: AccessibilitySnapshotRecordMode? = nil,
    configuration: AccessibilitySnapshotConfiguration = AccessibilitySnapshotConfiguration(),
    importOptions: ImportOptions = .canonical,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    let assertion = SnapshotAssertion(named: name, record: record, configuration: configuration,
                                      fileID: fileID, filePath: filePath, testName: testName, line: line, column: column)
    assertion.assert(capturesVariants: false, subject: "app") { _ in
        LiveCapture(snapshot: try AppleAuditBaseline.auditedSnapshot(
            of: app, for: auditTypes, options: importOptions, reference: assertion.upcomingReference))
    }
}
#endif
