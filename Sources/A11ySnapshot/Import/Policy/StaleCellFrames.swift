/// Frames XCUI reports for the content of a table or collection cell that is off screen: the
/// cell's own frame is where it is, but its content keeps a position left over from the cell's
/// last use (iOS 26 `debugDescription`s of a UIKit table: every row scrolled off the top holds
/// its text, button, switch or field at `{{0, -381}}`, and rows below the screen at
/// `{{0, 126}}`, whichever cell they are in). Sizes are right; positions are not. Content lying
/// wholly outside its cell at a position that content of another cell has too is stale: it is
/// moved into its cell, keeping its size and its place relative to the rest of the stale
/// content (the cell's first stale node is put at the cell's origin, and all of the cell's stale
/// content moves with it). Without this, rows of different cells overlap at one point, and
/// scrolling a list moves them by different amounts. Content outside its cell at a place of its
/// own is where it is drawn: a horizontal scroller's chips past the screen's edge (an iOS 26 WDA
/// source of Pocket Casts' Discover page).
enum StaleCellFrames {
    /// `roots` with the content lying wholly outside its cell moved into the cell.
    static func repaired(_ roots: [ImportedNode]) -> [ImportedNode] {
        // Most trees have nothing to move: look first, so they are not copied.
        var cellsByOrigin: [Origin: (lastCell: Int, count: Int)] = [:]
        var cellCount = 0
        for root in roots { collectOutsideOrigins(root, insideCell: nil, cellCount: &cellCount, into: &cellsByOrigin, depth: 0) }
        let stale = Set(cellsByOrigin.filter { $0.value.count >= 2 }.keys)
        guard !stale.isEmpty else { return roots }
        return roots.map { root in
            var root = root
            var cell: Cell?
            repair(&root, in: &cell, stale: stale, depth: 0)
            return root
        }
    }

    /// A node's top-left corner, exactly as the dump gives it.
    private struct Origin: Hashable {
        let x: Double
        let y: Double

        init(_ frame: Frame) { (x, y) = (frame.x, frame.y) }
    }

    /// The innermost cell around the node being walked, and the move its stale content takes,
    /// once its first stale node is met.
    private struct Cell {
        let frame: Frame
        var shift: (x: Double, y: Double)?
    }

    /// Walks `node`'s subtree inside `cell`, no deeper than the policy walks
    /// (``ImportPolicy/maximumNodeDepth``).
    private static func repair(_ node: inout ImportedNode, in cell: inout Cell?, stale: Set<Origin>, depth: Int) {
        guard depth < ImportPolicy.maximumNodeDepth else { return }
        if let outer = cell?.frame, let frame = node.frame, !overlaps(frame, outer) {
            guard stale.contains(Origin(frame)) else { return }
            let shift = cell?.shift ?? (outer.minX - frame.minX, outer.minY - frame.minY)
            cell?.shift = shift
            node.move(by: shift, depth: depth)
            return
        }
        if let frame = cellFrame(of: node) {
            var inner: Cell? = Cell(frame: frame)
            for index in node.children.indices { repair(&node.children[index], in: &inner, stale: stale, depth: depth + 1) }
        } else {
            for index in node.children.indices { repair(&node.children[index], in: &cell, stale: stale, depth: depth + 1) }
        }
    }

    /// Counts, for each position of a node lying wholly outside its cell, the cells holding one
    /// there (a cell's nodes are met one after another, so a cell counts once); `cellCount`
    /// numbers the cells met.
    private static func collectOutsideOrigins(_ node: ImportedNode, insideCell cell: (frame: Frame, number: Int)?, cellCount: inout Int,
                                              into cellsByOrigin: inout [Origin: (lastCell: Int, count: Int)], depth: Int) {
        guard depth < ImportPolicy.maximumNodeDepth else { return }
        var cell = cell
        if let (outer, number) = cell, let frame = node.frame, !overlaps(frame, outer) {
            let origin = Origin(frame)
            let seen = cellsByOrigin[origin] ?? (lastCell: 0, count: 0)
            if seen.lastCell != number { cellsByOrigin[origin] = (number, seen.count + 1) }
            return
        }
        if let frame = cellFrame(of: node) {
            cellCount += 1
            cell = (frame, cellCount)
        }
        for child in node.children {
            collectOutsideOrigins(child, insideCell: cell, cellCount: &cellCount, into: &cellsByOrigin, depth: depth + 1)
        }
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
