// Apple platforms only: Linux has no SwiftUI and the shim does not imitate it.
#if (os(iOS) || os(visionOS)) && canImport(SwiftUI)
import A11ySnapshot
import A11ySnapshotAssertions
import SwiftUI
import UIKit

/// Captures a SwiftUI view hosted at `size`
/// (``AccessibilityCapture/snapshot(of:size:name:)-(Content,_,_)``) and asserts that the
/// snapshot matches its reference file; parameters as in
/// `assertAccessibilitySnapshot(of: AccessibilitySnapshot, …)`, and `variants` as for a UIKit
/// view (SwiftUI follows the hosting controller's trait overrides: `dynamicTypeSize`,
/// `legibilityWeight`, `layoutDirection`), and `allowEmpty` as for a UIKit view. A hosting view
/// that exposes no element is laid out and read a second time before the capture counts as
/// empty.
///
/// ```swift
/// @Test @MainActor func settings() {
///     assertAccessibilitySnapshot(of: SettingsView(), size: CGSize(width: 393, height: 852))
/// }
/// ```
@MainActor
public func assertAccessibilitySnapshot<Content: SwiftUI.View>(
    of content: Content,
    size: CGSize,
    variants: [A11ySnapshot.AccessibilityVariant]? = nil,
    allowEmpty: Bool? = nil,
    named name: String? = nil,
    record: A11ySnapshotAssertions.AccessibilitySnapshotRecordMode? = nil,
    configuration: A11ySnapshotAssertions.AccessibilitySnapshotConfiguration = A11ySnapshotAssertions.AccessibilitySnapshotConfiguration(),
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    SnapshotAssertion(named: name, record: record, variants: variants, allowEmpty: allowEmpty, configuration: configuration,
                      fileID: fileID, filePath: filePath, testName: testName, line: line, column: column)
        .assertCapture(of: UIHostingController(rootView: content), size: size, hostsSwiftUI: true)
}
#endif
