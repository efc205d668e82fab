import A11ySnapshot

/// Runs `operation` with settings for every accessibility snapshot assertion inside it; each
/// assertion's own arguments still win. Settings left `nil` keep those of the enclosing scope.
///
/// The settings are task-local: they apply to the code and child tasks of `operation` only, so
/// tests running in parallel do not see each other's settings. In Swift Testing, prefer the
/// `.accessibilitySnapshots(…)` trait on a suite or test. For a whole XCTest class:
///
/// ```swift
/// override func invokeTest() {
///     withAccessibilitySnapshotTesting(record: .failed, failOn: .anyError) { super.invokeTest() }
/// }
/// ```
///
/// - Parameters:
///   - record: When references are written.
///   - options: How trees are compared.
///   - rules: Which accessibility rules run; replaces the project's `.a11ysnap.json`.
///   - failOn: When rule violations fail an assertion.
public func withAccessibilitySnapshotTesting<R>(
    record: AccessibilitySnapshotRecordMode? = nil,
    options: DiffOptions? = nil,
    rules: RuleConfiguration? = nil,
    failOn: ViolationPolicy? = nil,
    operation: () throws -> R
) rethrows -> R {
    try withAccessibilitySnapshotTesting(
        AccessibilitySnapshotConfiguration(record: record, options: options, rules: rules, failOn: failOn), operation: operation)
}

/// Runs the async `operation` with settings for every accessibility snapshot assertion inside it;
/// see the synchronous variant.
///
/// ```swift
/// @Test func settingsScreen() async {
///     await withAccessibilitySnapshotTesting(record: .all) { await captureAndAssert() }
/// }
/// ```
public func withAccessibilitySnapshotTesting<R>(
    record: AccessibilitySnapshotRecordMode? = nil,
    options: DiffOptions? = nil,
    rules: RuleConfiguration? = nil,
    failOn: ViolationPolicy? = nil,
    isolation: isolated (any Actor)? = #isolation,
    operation: () async throws -> R
) async rethrows -> R {
    try await withAccessibilitySnapshotTesting(
        AccessibilitySnapshotConfiguration(record: record, options: options, rules: rules, failOn: failOn),
        isolation: isolation, operation: operation)
}

/// Runs `operation` with `configuration` layered over the enclosing scope's: every setting,
/// `variants` included.
public func withAccessibilitySnapshotTesting<R>(
    _ configuration: AccessibilitySnapshotConfiguration,
    operation: () throws -> R
) rethrows -> R {
    try ScopedConfiguration.$current.withValue(configuration.layered(over: ScopedConfiguration.current), operation: operation)
}

/// Runs the async `operation` with `configuration` layered over the enclosing scope's.
public func withAccessibilitySnapshotTesting<R>(
    _ configuration: AccessibilitySnapshotConfiguration,
    isolation: isolated (any Actor)? = #isolation,
    operation: () async throws -> R
) async rethrows -> R {
    try await ScopedConfiguration.$current.withValue(configuration.layered(over: ScopedConfiguration.current), operation: operation)
}
