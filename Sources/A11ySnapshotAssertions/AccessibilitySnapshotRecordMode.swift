/// When an accessibility snapshot assertion writes its reference file.
///
/// The mode comes from, in order: the assertion's `record:` argument, the innermost
/// `withAccessibilitySnapshotTesting(record:operation:)` scope, the
/// `A11Y_SNAPSHOT_RECORD` environment variable, and the default: ``missing``, or ``never`` when
/// the `CI` environment variable is set (to anything but empty, `false` or `0`).
public enum AccessibilitySnapshotRecordMode: String, CaseIterable, Hashable, Sendable {
    /// Record every snapshot, whatever is on disk, and fail so the run cannot pass by accident.
    case all
    /// Record snapshots that have no reference yet (and fail); compare the others.
    case missing
    /// Compare, and when a snapshot does not match, record it over the reference (and fail).
    case failed
    /// Only compare. A missing reference is a failure: the mode for CI, where nothing should be
    /// written silently.
    case never
}
