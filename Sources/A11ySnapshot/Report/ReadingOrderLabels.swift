/// The labels of a diff's two trees in reading order (depth-first, pre-order), so a report can
/// name a moved element's neighbours; computed once per rendered comparison.
struct ReadingOrderLabels {
    let reference: [String]
    let current: [String]

    init(_ diff: SnapshotDiff?) {
        reference = diff.map { Self.labels($0.reference.elements) } ?? []
        current = diff.map { Self.labels($0.current.elements) } ?? []
    }

    private static func labels(_ elements: [AccessibilityElement]) -> [String] {
        var result: [String] = []
        var stack: [ArraySlice<AccessibilityElement>] = [elements[...]]
        while var level = stack.popLast() {
            guard let element = level.popFirst() else { continue }
            result.append(element.label)
            stack.append(level)
            if !element.children.isEmpty { stack.append(element.children[...]) }
        }
        return result
    }
}
