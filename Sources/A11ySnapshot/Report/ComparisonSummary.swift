/// The counts of one comparison or of many: element changes by kind, violations introduced and
/// fixed, and, for many, the snapshots by status.
///
/// Change counts count **elements**, as a reviewer reads them: an element whose label and state
/// changed is one changed element with two changed attributes (``changedAttributes``), and an
/// element that moved and changed counts once in ``elements``. A changed viewport is counted
/// apart (``viewportChanges``).
public struct ComparisonSummary: Hashable, Sendable {
    /// Elements in the current tree only.
    public private(set) var added = 0
    /// Elements in the reference tree only.
    public private(set) var removed = 0
    /// Elements at another position in reading order.
    public private(set) var moved = 0
    /// Elements in both trees with at least one changed attribute.
    public private(set) var changed = 0
    /// The attributes that changed, over all those elements.
    public private(set) var changedAttributes = 0
    /// Distinct elements added, removed, moved or changed (an element that moved and changed
    /// counts once).
    public private(set) var elements = 0
    /// Comparisons whose viewport changed.
    public private(set) var viewportChanges = 0
    /// Violations the current snapshots introduced.
    public private(set) var newViolations = 0
    /// Violations the current snapshots fixed.
    public private(set) var resolvedViolations = 0
    /// Of ``resolvedViolations``, those whose element the change removed: nothing was fixed there.
    public private(set) var resolvedWithElementRemoved = 0
    /// Of ``resolvedWithElementRemoved``, those whose element the content's scroll took off the
    /// screen (``SnapshotDiff/scroll``).
    public private(set) var resolvedWithElementScrolledOut = 0
    /// Of ``newViolations``, those whose element the content's scroll brought onto the screen.
    public private(set) var newWithElementScrolledIn = 0
    /// Comparisons whose content scrolled.
    public private(set) var scrolls = 0
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
            if comparison.diff?.viewportChange != nil { viewportChanges += 1 }
            if comparison.diff?.scroll != nil { scrolls += 1 }
            var affected = Set<String>()
            var changedElements = Set<String>()
            for change in comparison.changes {
                let key = (change.kind == .removed ? "r" : "c") + change.element.path
                affected.insert(key)
                switch change.kind {
                case .added: added += 1
                case .removed: removed += 1
                case .moved: moved += 1
                case .changed:
                    changedAttributes += 1
                    changedElements.insert(key)
                }
            }
            changed += changedElements.count
            elements += affected.count
            newViolations += comparison.violations.new.count
            if !comparison.violations.new.isEmpty, comparison.diff?.scroll != nil {
                newWithElementScrolledIn += comparison.listedNew.lazy.filter(\.elementScrolledIn).count
            }
            resolvedViolations += comparison.violations.resolved.count
            if !comparison.violations.resolved.isEmpty {
                let listed = comparison.listedResolved
                resolvedWithElementRemoved += listed.lazy.filter(\.elementRemoved).count
                resolvedWithElementScrolledOut += listed.lazy.filter(\.elementScrolledOut).count
            }
        }
    }

    /// The entries of the report's change list: one per added, removed or moved element, one per
    /// changed attribute, one per changed viewport.
    public var changes: Int { added + removed + moved + changedAttributes + viewportChanges }

    /// Whether anything changed: an element or the viewport.
    public var hasChanges: Bool { elements > 0 || viewportChanges > 0 }

    /// In words, counting elements: `no changes`, `1 element changed (2 attributes)`,
    /// `8 elements changed: 1 added, 1 removed, 1 moved, 5 changed (7 attributes)`, with
    /// `the viewport changed` and `the content scrolled` when they did.
    public var phrase: String {
        guard hasChanges else { return "no changes" }
        func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }
        let attributes = changedAttributes > 0 ? " (" + count(changedAttributes, "attribute") + ")" : ""
        let kinds = [(added, "added"), (removed, "removed"), (moved, "moved"), (changed, "changed")].filter { $0.0 > 0 }
        let viewport = viewportChanges == 0 ? nil : viewportChanges == 1 ? "the viewport changed" : "\(viewportChanges) viewports changed"
        let scrolled = scrolls == 0 ? nil : scrolls == 1 ? "the content scrolled" : "the content of \(scrolls) scrolled"
        let screen = [viewport, scrolled].compactMap { $0 }
        if kinds.isEmpty, let viewport { return viewport }
        if kinds.count == 1, let only = kinds.first, only.0 == elements {
            return count(elements, "element") + " " + only.1 + (only.1 == "changed" ? attributes : "")
                + screen.map { ", " + $0 }.joined()
        }
        let parts = kinds.map { "\($0.0) \($0.1)" + ($0.1 == "changed" ? attributes : "") } + screen
        return count(elements, "element") + " changed: " + parts.joined(separator: ", ")
    }
}
