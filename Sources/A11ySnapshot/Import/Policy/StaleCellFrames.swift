/// Frames XCUI reports for the content of a table or collection cell that is off screen: the
/// cell's own frame is where it is, but its content keeps a position left over from the cell's
/// last use (iOS 26 `debugDescription`s of a UIKit table: every row scrolled off the top holds
/// its text, button, switch or field at `{{0, -381}}`, and rows below the screen at
/// `{{0, 126}}`, whichever cell they are in). Sizes are right; positions are not. Content lying
/// wholly outside its cell is moved into it, keeping its size and its place relative to the
/// rest of the stale content: the cell's first stale node is put at the cell's origin, and all
/// of the cell's stale content moves with it. Without this, rows of different cells overlap at
/// one point, and scrolling a list moves them by different amounts.
enum StaleCellFrames {
    /// `roots` with the content lying wholly outside its cell moved into the cell.
    static func repaired(_ roots: [ImportedNode]) -> [ImportedNode] {
        // Most trees have nothing to move: look first, so they are not copied.
        guard roots.contains(where: hasStaleContent) else { return roots }
        return roots.map { root in
            var root = root
            var cell: Cell?
            repair(&root, in: &cell, depth: 0)
            return root
        }
    }

    /// The innermost cell around the node being walked, and the move its stale content takes,
    /// once its first stale node is met.
    private struct Cell {
        let frame: Frame
        var shift: (x: Double, y: Double)?
    }

    /// Walks `node`'s subtree inside `cell`, no deeper than the policy walks
    /// (``ImportPolicy/maximumNodeDepth``).
    private static func repair(_ node: inout ImportedNode, in cell: inout Cell?, depth: Int) {
        guard depth < ImportPolicy.maximumNodeDepth else { return }
        if let outer = cell?.frame, let frame = node.frame, !overlaps(frame, outer) {
            let shift = cell?.shift ?? (outer.minX - frame.minX, outer.minY - frame.minY)
            cell?.shift = shift
            node.move(by: shift, depth: depth)
            return
        }
        if let frame = cellFrame(of: node) {
            var inner: Cell? = Cell(frame: frame)
            for index in node.children.indices { repair(&node.children[index], in: &inner, depth: depth + 1) }
        } else {
            for index in node.children.indices { repair(&node.children[index], in: &cell, depth: depth + 1) }
        }
    }

    /// Whether some node below `root` lies wholly outside its cell.
    private static func hasStaleContent(_ root: ImportedNode) -> Bool {
        hasStaleContent(root, insideCell: nil, depth: 0)
    }

    private static func hasStaleContent(_ node: ImportedNode, insideCell cell: Frame?, depth: Int) -> Bool {
        guard depth < ImportPolicy.maximumNodeDepth else { return false }
        if let cell, let frame = node.frame, !overlaps(frame, cell) { return true }
        let inner = cellFrame(of: node) ?? cell
        return node.children.contains { hasStaleContent($0, insideCell: inner, depth: depth + 1) }
    }

    /// The frame of `node` when it is a cell with an area: the frame its content is judged by.
    private static func cellFrame(of node: ImportedNode) -> Frame? {
        guard node.type == .cell, let frame = node.frame, frame.width > 0, frame.height > 0 else { return nil }
        return frame
    }

    /// Whether `a` overlaps or touches `b`, give or take a point: content at the edge of its
    /// cell is drawn there.
    private static func overlaps(_ a: Frame, _ b: Frame) -> Bool {
        a.minX <= b.maxX + 1 && b.minX <= a.maxX + 1 && a.minY <= b.maxY + 1 && b.minY <= a.maxY + 1
    }
}

private extension ImportedNode {
    /// Moves this node and every node below it by `shift`.
    mutating func move(by shift: (x: Double, y: Double), depth: Int) {
        guard depth < ImportPolicy.maximumNodeDepth else { return }
        if let frame { self.frame = Frame(x: frame.x + shift.x, y: frame.y + shift.y, width: frame.width, height: frame.height) }
        for index in children.indices { children[index].move(by: shift, depth: depth + 1) }
    }
}
