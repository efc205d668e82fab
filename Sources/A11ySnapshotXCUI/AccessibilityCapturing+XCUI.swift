#if os(Linux)
import AppleShim
#elseif canImport(XCTest) && !os(watchOS)
import XCTest
#endif

#if ((os(iOS) || os(macOS) || os(tvOS) || os(visionOS)) && canImport(XCTest)) || os(Linux)
import A11ySnapshot
import A11ySnapshotAssertions
import Foundation

extension AccessibilityCapturing where Value == XCUIElement {
    /// Captures an element of a UI test, an app included
    /// (``XCUIAccessibilityCapture/snapshot(of:name:options:)``), with `importOptions` for the
    /// canonical tree policy. Only the default screen is captured: the configuration's variants
    /// are for UIKit and SwiftUI captures. A capture that throws fails the assertion ("could not
    /// capture an accessibility snapshot of the element: …").
    ///
    /// ```swift
    /// @MainActor func testLoginScreen() {
    ///     let app = XCUIApplication()
    ///     app.launch()
    ///     assertAccessibilitySnapshot(of: app, as: .element())
    /// }
    /// ```
    public static func element(importOptions: ImportOptions = .canonical) -> AccessibilityCapturing<XCUIElement> {
        AccessibilityCapturing(capturesVariants: false, subject: "element") { element, _ in
            LiveCapture(snapshot: try XCUIAccessibilityCapture.snapshot(of: element, options: importOptions))
        }
    }
}

extension AccessibilityCapturing where Value == XCUIApplication {
    /// Captures an app and runs Apple's accessibility audit on it with a baseline, so the snapshot
    /// is asserted with its audit issues.
    ///
    /// Each issue `performAccessibilityAudit(for:_:)` finds for `auditTypes` is tied to the
    /// snapshot element it is about and stored with the snapshot (`appleAudit`, see
    /// docs/FORMAT.md); reports show it as an `apple-audit-…` error violation, new, resolved or
    /// unchanged against the reference like any rule's. The issue handler returns `true` for the
    /// issues the reference already had, so XCTest fails the test only for new ones; with the
    /// default `failOn: .newErrors` the assertion fails for them too, listing them beside the
    /// tree's changes. A capture that throws fails the assertion, naming the app, and no audit runs.
    ///
    /// ```swift
    /// @MainActor func testLoginAudit() throws {
    ///     let app = XCUIApplication()
    ///     app.launch()
    ///     // .dynamicType and .textClipped exist on iOS and tvOS; macOS has .action and .parentChild.
    ///     assertAccessibilitySnapshot(of: app, as: .app(audit: [.contrast, .dynamicType, .hitRegion, .textClipped]))
    /// }
    /// ```
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, *)
    public static func app(
        audit auditTypes: XCUIAccessibilityAuditType, importOptions: ImportOptions = .canonical
    ) -> AccessibilityCapturing<XCUIApplication> {
        AccessibilityCapturing(capturesVariants: false, subject: "app") { app, context in
            LiveCapture(snapshot: try AppleAuditBaseline.auditedSnapshot(
                of: app, for: auditTypes, options: importOptions, reference: context.upcomingReference))
        }
    }
}
#endif
