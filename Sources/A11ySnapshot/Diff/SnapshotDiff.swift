/// The semantic difference between a reference snapshot and a current one: which elements were
/// added, removed, moved in reading order, or changed, matched by identity rather than by index.
///
/// ```swift
/// let diff = SnapshotDiff(reference: recorded, current: captured)
/// for change in diff.changes { print(change.kind, change.element.label) }
/// ```
public struct SnapshotDiff: Sendable {
    public let reference: AccessibilitySnapshot
    public let current: AccessibilitySnapshot
    public let options: DiffOptions
    /// The changes in report order: by the element's position in the current tree's reading order,
    /// removed elements where they stood in the reference, an element's changes together.
    public let changes: [ElementChange]
    /// Snapshot-level changes: the viewport (name changes are not reported).
    public let viewportChange: AttributeChange?

    public init(reference: AccessibilitySnapshot, current: AccessibilitySnapshot, options: DiffOptions = .default) {
        self.reference = reference
        self.current = current
        self.options = options
        // Placeholder until the matcher lands: no changes reported.
        self.changes = []
        self.viewportChange = nil
    }

    /// A diff with the given changes, as computed elsewhere; for report tests and importers.
    package init(reference: AccessibilitySnapshot, current: AccessibilitySnapshot, options: DiffOptions = .default,
                 changes: [ElementChange], viewportChange: AttributeChange? = nil) {
        self.reference = reference
        self.current = current
        self.options = options
        self.changes = changes
        self.viewportChange = viewportChange
    }

    /// `true` when nothing differs.
    public var isEmpty: Bool { changes.isEmpty && viewportChange == nil }

    /// The number of changes of each kind.
    public func count(_ kind: ElementChange.Kind) -> Int {
        changes.filter { $0.kind == kind }.count
    }
}
