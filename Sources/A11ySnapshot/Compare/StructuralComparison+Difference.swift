extension StructuralComparison {
    /// One difference between the reference and the current snapshot.
    package enum Difference: Hashable, Sendable {
        /// The snapshots have different names.
        case name(before: String, after: String)
        /// The snapshots have different viewports.
        case viewport(before: Frame, after: Frame)
        /// An element at the same index path in both trees has a different value for `attribute`
        /// (a snapshot key such as `label` or `traits`). Values are as ``AttributeValue`` renders
        /// them; `nil` means the key is absent.
        case changed(path: Path, element: ElementSummary, attribute: String, before: String?, after: String?)
        /// The current tree has an element (and its subtree) where the reference has none.
        case added(path: Path, element: ElementSummary)
        /// The reference has an element (and its subtree) where the current tree has none.
        case removed(path: Path, element: ElementSummary)
    }

    /// Where an element is in its tree: the 0-based index at each level, written `2.1` for the
    /// second child of the third top-level element.
    package struct Path: Hashable, Sendable, CustomStringConvertible {
        package var indices: [Int]

        package init(indices: [Int]) {
            self.indices = indices
        }

        package var description: String {
            indices.map(String.init).joined(separator: ".")
        }
    }

    /// How a difference names an element: its kind, its label (or identifier) and how many
    /// elements its subtree holds.
    package struct ElementSummary: Hashable, Sendable, CustomStringConvertible {
        /// The element type, else the container kind, else `element`.
        package var kind: String
        /// The label, or `nil` when it is empty.
        package var label: String?
        package var identifier: String?
        /// The number of elements in the subtree, the element included.
        package var subtreeCount: Int

        package init(_ element: AccessibilityElement) {
            kind = element.type?.rawValue ?? element.container?.rawValue ?? "element"
            label = element.label.isEmpty ? nil : element.label
            identifier = element.identifier
            subtreeCount = element.subtreeCount
        }

        /// `button "Log in"`, or `list (identifier "home.feed")` when there is no label.
        package var description: String {
            if let label { return "\(kind) \(AttributeValue.quoted(label, limit: 40))" }
            if let identifier { return "\(kind) (identifier \(AttributeValue.quoted(identifier, limit: 40)))" }
            return "\(kind) (no label)"
        }
    }
}
