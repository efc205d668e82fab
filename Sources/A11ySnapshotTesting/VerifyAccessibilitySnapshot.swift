import A11ySnapshot

/// Checks `snapshot` against its reference file like `assertAccessibilitySnapshot(of:named:record:configuration:fileID:filePath:testName:line:column:)`,
/// but returns the failure message instead of reporting it: the building block for custom
/// assertion helpers.
///
/// ```swift
/// func assertScreen(_ screen: Screen, file: StaticString = #filePath, line: UInt = #line, …) {
///     if let message = verifyAccessibilitySnapshot(of: screen.tree, filePath: file, line: line, …) {
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
    SnapshotAssertion(
        named: name, settings: configuration.overridden(record: record),
        fileID: fileID, filePath: filePath, testName: testName, line: line, column: column
    ).verify(snapshot)?.message
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
    SnapshotAssertion(
        named: name, settings: configuration.overridden(record: record),
        fileID: fileID, filePath: filePath, testName: testName, line: line, column: column
    ).verify(AccessibilitySnapshot(elements: elements, viewport: viewport))?.message
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
