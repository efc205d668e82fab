/// Runs `operation` with a record mode for every accessibility snapshot assertion inside it that
/// has no `record:` argument of its own.
///
/// The setting is task-local: it applies to the code and child tasks of `operation` only, so
/// tests running in parallel do not see each other's setting. To record a whole XCTest class:
///
/// ```swift
/// override func invokeTest() {
///     withAccessibilitySnapshotTesting(record: .failed) { super.invokeTest() }
/// }
/// ```
public func withAccessibilitySnapshotTesting<R>(
    record: AccessibilitySnapshotRecordMode,
    operation: () throws -> R
) rethrows -> R {
    try ScopedRecordMode.$current.withValue(record, operation: operation)
}

/// Runs the async `operation` with a record mode for every accessibility snapshot assertion inside
/// it that has no `record:` argument of its own; see the synchronous variant.
///
/// ```swift
/// @Test func settingsScreen() async {
///     await withAccessibilitySnapshotTesting(record: .all) { await captureAndAssert() }
/// }
/// ```
public func withAccessibilitySnapshotTesting<R>(
    record: AccessibilitySnapshotRecordMode,
    isolation: isolated (any Actor)? = #isolation,
    operation: () async throws -> R
) async rethrows -> R {
    try await ScopedRecordMode.$current.withValue(record, operation: operation)
}

/// The record mode set by the innermost `withAccessibilitySnapshotTesting(record:operation:)`.
enum ScopedRecordMode {
    @TaskLocal static var current: AccessibilitySnapshotRecordMode?
}
