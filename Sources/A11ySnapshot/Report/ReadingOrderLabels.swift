/// The labels of a diff's two trees in reading order (depth-first, pre-order), so a report can
/// name a moved element's neighbours. Each tree is walked on first use, once per rendered
/// comparison: a comparison without a move (a failing assertion's usual one label changed) never
/// walks them.
final class ReadingOrderLabels {
    private let diff: SnapshotDiff?

    init(_ diff: SnapshotDiff?) {
        self.diff = diff
    }

    private(set) lazy var reference: [String] = diff.map { Self.labels($0.reference.elements) } ?? []
    private(set) lazy var current: [String] = diff.map { Self.labels($0.current.elements) } ?? []

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
