/// The order TalkBack reads the semantics nodes of a Jetpack Compose screen in, which a
/// uiautomator dump does not show: the dump lists a node's children in placement order (a
/// `Scaffold` places its content before its top app bar), but Compose's accessibility delegate
/// sorts them by position and hands TalkBack that order as `traversalBefore`/`traversalAfter`
/// (`sortByGeometryGroupings` in androidx's `AndroidComposeViewAccessibilityDelegateCompat`):
///
/// - Nodes are gathered into rows, in the order given: a node joins the first row whose
///   vertical extent it overlaps (strictly), and the row shrinks to the part both cover; a node
///   of no height starts a row of its own.
/// - Rows are read top to bottom (by their top, then their bottom), and each row's nodes left to
///   right (by left edge, then top, bottom and right edge); ties keep the dump's order.
///
/// Compose sorts each traversal group's children apart (a `Surface`, such as a top app bar or a
/// card, a lazy list, a node marked `isTraversalGroup`), and only nodes with semantics appear in
/// a dump (a plain `Column` or `Row` has none), so the tool sorts every node's children.
/// `traversalIndex` is not in a dump, nor is the layout direction: rows read right to left when
/// the caller finds the screen's text written right to left (``TextDirection``), else left to right.
enum ComposeTraversalOrder {
    /// The most siblings sorted: gathering rows takes time growing with the square of their
    /// number, and a screen's node has far fewer children (a lazy list holds the visible items).
    static let maximumSiblings = 2_000

    /// The reading order of nodes with `frames`, as indices into it; `nil` when it is the order
    /// given, or when there are more than ``maximumSiblings`` (they keep the dump's order).
    static func order(of frames: [Frame?], rightToLeft: Bool = false) -> [Int]? {
        guard frames.count > 1, frames.count <= maximumSiblings else { return nil }
        struct Row {
            var top: Double
            var bottom: Double
            var members: [Int]
        }
        var rows: [Row] = []
        for (index, frame) in frames.enumerated() {
            let frame = frame ?? .zero
            let hasHeight = frame.height > 0
            if hasHeight, let joined = rows.firstIndex(where: { $0.top < $0.bottom && max($0.top, frame.minY) < min($0.bottom, frame.maxY) }) {
                rows[joined].top = max(rows[joined].top, frame.minY)
                rows[joined].bottom = min(rows[joined].bottom, frame.maxY)
                rows[joined].members.append(index)
            } else {
                rows.append(Row(top: frame.minY, bottom: frame.maxY, members: [index]))
            }
        }
        func horizontally(_ a: Int, _ b: Int) -> Bool {
            let (first, second) = (frames[a] ?? .zero, frames[b] ?? .zero)
            let keys = rightToLeft
                ? [(-first.maxX, -second.maxX), (first.minY, second.minY), (first.maxY, second.maxY), (-first.minX, -second.minX)]
                : [(first.minX, second.minX), (first.minY, second.minY), (first.maxY, second.maxY), (first.maxX, second.maxX)]
            for (x, y) in keys where x != y {
                return x < y
            }
            return a < b
        }
        let sortedRows = rows.enumerated().sorted { a, b in
            if a.element.top != b.element.top { return a.element.top < b.element.top }
            if a.element.bottom != b.element.bottom { return a.element.bottom < b.element.bottom }
            return a.offset < b.offset
        }
        let order = sortedRows.flatMap { $0.element.members.sorted(by: horizontally) }
        return order == Array(frames.indices) ? nil : order
    }
}
