/// The counts of one comparison or of many: element changes by kind, violations introduced and
/// fixed, and, for many, the snapshots by status.
///
/// Change counts count change entries, so they add up to the length of the report's change list:
/// an element with two changed attributes counts as two changes, and a changed viewport counts as
/// one `changed`.
public struct ComparisonSummary: Hashable, Sendable {
    /// Elements in the current tree only.
    public private(set) var added = 0
    /// Elements in the reference tree only.
    public private(set) var removed = 0
    /// Elements at another position in reading order.
    public private(set) var moved = 0
    /// Attribute changes of elements in both trees, and viewport changes.
    public private(set) var changed = 0
    /// Violations the current snapshots introduced.
    public private(set) var newViolations = 0
    /// Violations the current snapshots fixed.
    public private(set) var resolvedViolations = 0
    /// The number of comparisons summarized.
    public private(set) var snapshots = 0
    /// Comparisons whose snapshots differ.
    public private(set) var changedSnapshots = 0
    /// Comparisons whose snapshots are the same.
    public private(set) var unchangedSnapshots = 0
    /// Current snapshots without a reference.
    public private(set) var addedSnapshots = 0
    /// References without a current snapshot.
    public private(set) var removedSnapshots = 0

    /// The counts of one comparison.
    public init(_ comparison: SnapshotComparison) {
        self.init([comparison])
    }

    /// The counts of many comparisons, added up.
    public init(_ comparisons: [SnapshotComparison]) {
        for comparison in comparisons {
            snapshots += 1
            switch comparison.status {
            case .changed: changedSnapshots += 1
            case .unchanged: unchangedSnapshots += 1
            case .added: addedSnapshots += 1
            case .removed: removedSnapshots += 1
            }
            if comparison.diff?.viewportChange != nil { changed += 1 }
            for change in comparison.changes {
                switch change.kind {
                case .added: added += 1
                case .removed: removed += 1
                case .moved: moved += 1
                case .changed: changed += 1
                }
            }
            newViolations += comparison.violations.new.count
            resolvedViolations += comparison.violations.resolved.count
        }
    }

    /// All changes: added, removed, moved and changed together.
    public var changes: Int { added + removed + moved + changed }
}
