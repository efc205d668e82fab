/// A plain structural comparison of two snapshots: the trees are walked side by side and elements
/// are paired by their index path, so an inserted element shows as changes to the elements after
/// it. Good enough to say, in a failing test, which elements differ and how.
///
/// ```swift
/// let comparison = StructuralComparison(reference: recorded, current: captured)
/// if !comparison.isEmpty { print(comparison.summary); comparison.lines().forEach { print($0) } }
/// ```
///
/// Differences are listed in document order: the snapshot's name and viewport first, then the
/// elements depth first, with an element's own attribute changes before those of its children.
package struct StructuralComparison: Sendable {
    /// Every difference found, in document order.
    package let differences: [Difference]

    package init(reference: AccessibilitySnapshot, current: AccessibilitySnapshot) {
        var differences: [Difference] = []
        if reference.name != current.name {
            differences.append(.name(before: reference.name, after: current.name))
        }
        if reference.viewport != current.viewport {
            differences.append(.viewport(before: reference.viewport, after: current.viewport))
        }
        Self.compare(reference.elements, current.elements, parent: [], into: &differences)
        self.differences = differences
    }

    /// `true` when the two snapshots are the same tree with the same name and viewport.
    package var isEmpty: Bool { differences.isEmpty }

    private static func compare(
        _ reference: [AccessibilityElement],
        _ current: [AccessibilityElement],
        parent: [Int],
        into differences: inout [Difference]
    ) {
        for index in 0..<max(reference.count, current.count) {
            let path = Path(indices: parent + [index])
            switch (index < reference.count ? reference[index] : nil, index < current.count ? current[index] : nil) {
            case let (before?, after?):
                let afterAttributes = ElementAttributes(after)
                for (key, old) in ElementAttributes(before).values {
                    let new = afterAttributes[key]
                    if old != new {
                        differences.append(.changed(path: path, element: ElementSummary(after), attribute: key,
                                                    before: old, after: new))
                    }
                }
                compare(before.children, after.children, parent: path.indices, into: &differences)
            case let (before?, nil):
                differences.append(.removed(path: path, element: ElementSummary(before)))
            case let (nil, after?):
                differences.append(.added(path: path, element: ElementSummary(after)))
            case (nil, nil):
                break
            }
        }
    }
}
