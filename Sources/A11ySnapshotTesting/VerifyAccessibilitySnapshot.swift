import A11ySnapshot

/// Checks `snapshot` against its reference file like `assertAccessibilitySnapshot(of:named:record:options:failOn:rules:fileID:filePath:testName:line:column:)`,
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
    options: DiffOptions? = nil,
    failOn: ViolationPolicy? = nil,
    rules: RuleConfiguration? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) -> String? {
    SnapshotAssertion.verify(
        snapshot, named: name, record: record, options: options, failOn: failOn, rules: rules,
        fileID: fileID, filePath: filePath, testName: testName, line: line, column: column)?.message
}

/// The check behind every assertion and `verify…` function: compare and record, then count the
/// failure in the run's manifest and attach its files to the running test.
package enum SnapshotAssertion {
    package static func verify(
        _ snapshot: AccessibilitySnapshot,
        named name: String?,
        record: AccessibilitySnapshotRecordMode?,
        options: DiffOptions?,
        failOn: ViolationPolicy?,
        rules: RuleConfiguration?,
        fileID: StaticString,
        filePath: StaticString,
        testName: String,
        line: UInt,
        column: UInt
    ) -> SnapshotFailure? {
        guard let failure = SnapshotRecorder.current.verify(
            snapshot, named: name, record: record,
            fileID: String(describing: fileID), filePath: String(describing: filePath),
            function: testName, test: TestFramework.currentTestID, options: options,
            failOn: failOn, rules: rules)
        else { return nil }
        TestRunRecord.noteFailure(artifactsDirectory: failure.artifactsDirectory)
        TestFramework.attach(failure.attachments, fileID: fileID, filePath: filePath, line: line, column: column)
        return failure
    }

    /// Checks a live capture and its variants (see ``SnapshotRecorder/verifyAll(_:variants:named:record:fileID:filePath:function:test:options:failOn:rules:)``),
    /// reporting each failure, the variant named first, through the running test framework.
    package static func assert(
        _ snapshot: AccessibilitySnapshot,
        variants: [(variant: AccessibilityVariant, snapshot: AccessibilitySnapshot)],
        named name: String?,
        record: AccessibilitySnapshotRecordMode?,
        options: DiffOptions?,
        failOn: ViolationPolicy?,
        rules: RuleConfiguration?,
        fileID: StaticString,
        filePath: StaticString,
        testName: String,
        line: UInt,
        column: UInt
    ) {
        let failures = SnapshotRecorder.current.verifyAll(
            snapshot, variants: variants, named: name, record: record,
            fileID: String(describing: fileID), filePath: String(describing: filePath),
            function: testName, test: TestFramework.currentTestID, options: options, failOn: failOn, rules: rules)
        for failure in failures {
            TestRunRecord.noteFailure(artifactsDirectory: failure.artifactsDirectory)
            TestFramework.attach(failure.attachments, fileID: fileID, filePath: filePath, line: line, column: column)
            TestFramework.recordFailure(failure.message, fileID: fileID, filePath: filePath, line: line, column: column)
        }
    }

    /// Identifies the running Swift Testing test, as assertions number unnamed snapshots by it.
    package static var currentTestID: String? { TestFramework.currentTestID }

    /// The variants an assertion captures: its own argument, else the innermost scope's.
    package static func variants(_ given: [AccessibilityVariant]?) -> [AccessibilityVariant] {
        given ?? ScopedConfiguration.current.variants ?? []
    }
}

/// Checks a tree of elements against its reference file, returning the failure message instead of
/// reporting it; see `verifyAccessibilitySnapshot(of:named:record:options:failOn:rules:fileID:filePath:testName:line:column:)`.
///
/// - Parameter viewport: The captured root's bounds; by default the smallest frame from the
///   origin that holds every top-level element.
public func verifyAccessibilitySnapshot(
    of elements: [AccessibilityElement],
    viewport: Frame? = nil,
    named name: String? = nil,
    record: AccessibilitySnapshotRecordMode? = nil,
    options: DiffOptions? = nil,
    failOn: ViolationPolicy? = nil,
    rules: RuleConfiguration? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) -> String? {
    verifyAccessibilitySnapshot(
        of: AccessibilitySnapshot(elements: elements, viewport: viewport), named: name, record: record, options: options, failOn: failOn, rules: rules,
        fileID: fileID, filePath: filePath, testName: testName, line: line, column: column)
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
