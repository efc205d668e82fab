/// Where ``TargetGrid``'s groups are: a uniform grid of cells about the size of a typical frame,
/// each holding the groups whose frames cover it. A frame covering many cells is kept once per
/// row (a wide, low frame: a list row), once per column (a tall, narrow one), or, when it is both
/// wide and tall, in one list every query reads, so no frame is stored in many cells.
struct GridLayout {
    /// A frame covering more cells than this is not stored cell by cell.
    private static let maximumCells = 16
    /// A frame over more cells but at most this many rows (or columns) is stored by row (column).
    private static let maximumBands = 4

    private var originX = 0.0, originY = 0.0, cellSize = 1.0
    private var columns = 1, rows = 1
    private var cells = Buckets()
    private var rowBands = Buckets()
    private var columnBands = Buckets()
    private var large: [Int32] = []

    init() {}

    /// Lays out `frames` (indexes are the group numbers) for queries widened by `distance`: cells
    /// of the median of the frames' larger sides (at least `distance` and 1 point), at most four
    /// cells per frame over their bounding box.
    init(frames: [Frame], distance: Double) {
        guard !frames.isEmpty else { return }
        var left = Double.infinity, top = Double.infinity, right = -Double.infinity, bottom = -Double.infinity
        for frame in frames {
            left = min(left, frame.minX)
            top = min(top, frame.minY)
            right = max(right, frame.maxX)
            bottom = max(bottom, frame.maxY)
        }
        var sides = frames.map { max($0.width, $0.height) }
        sides.sort()
        var size = max(sides[sides.count / 2], distance, 1)
        let cellLimit = Double(max(64, 4 * frames.count))
        while ((right - left) / size + 1) * ((bottom - top) / size + 1) > cellLimit { size *= 2 }
        (originX, originY, cellSize) = (left, top, size)
        columns = Int((right - left) / size) + 1
        rows = Int((bottom - top) / size) + 1

        var inCells: [(Int, Int32)] = [], inRows: [(Int, Int32)] = [], inColumns: [(Int, Int32)] = []
        for (index, frame) in frames.enumerated() {
            let group = Int32(index)
            let (columnRange, rowRange) = cellRange(of: frame, widenedBy: 0)
            if columnRange.count * rowRange.count <= Self.maximumCells {
                for row in rowRange { for column in columnRange { inCells.append((row * columns + column, group)) } }
            } else if rowRange.count <= Self.maximumBands {
                for row in rowRange { inRows.append((row, group)) }
            } else if columnRange.count <= Self.maximumBands {
                for column in columnRange { inColumns.append((column, group)) }
            } else {
                large.append(group)
            }
        }
        cells = Buckets(count: columns * rows, entries: inCells)
        rowBands = Buckets(count: rows, entries: inRows)
        columnBands = Buckets(count: columns, entries: inColumns)
    }

    /// Calls `body` with every bucket that may hold a frame within `margin` of `frame`: the large
    /// frames, the rows and columns it spans, then its cells row by row. Stops, returning
    /// `false`, when `body` does.
    func forEachBucket(near frame: Frame, widenedBy margin: Double, _ body: (ArraySlice<Int32>) -> Bool) -> Bool {
        guard body(large[...]) else { return false }
        let (columnRange, rowRange) = cellRange(of: frame, widenedBy: margin)
        for row in rowRange { guard body(rowBands[row]) else { return false } }
        for column in columnRange { guard body(columnBands[column]) else { return false } }
        for row in rowRange {
            for column in columnRange { guard body(cells[row * columns + column]) else { return false } }
        }
        return true
    }

    /// The columns and rows `frame`, widened by `margin` on every side, covers, clamped to the grid.
    private func cellRange(of frame: Frame, widenedBy margin: Double) -> (ClosedRange<Int>, ClosedRange<Int>) {
        func index(_ value: Double, origin: Double, count: Int) -> Int {
            let position = ((value - origin) / cellSize).rounded(.down)
            return Int(min(max(position, 0), Double(count - 1)))
        }
        return (index(frame.minX - margin, origin: originX, count: columns)...index(frame.maxX + margin, origin: originX, count: columns),
                index(frame.minY - margin, origin: originY, count: rows)...index(frame.maxY + margin, origin: originY, count: rows))
    }
}

/// Lists of group numbers by bucket, stored one after another (a counting sort of the entries).
private struct Buckets {
    private var starts: [Int32] = [0]
    private var items: [Int32] = []

    init() {}

    init(count: Int, entries: [(bucket: Int, group: Int32)]) {
        starts = [Int32](repeating: 0, count: count + 1)
        for (bucket, _) in entries { starts[bucket + 1] += 1 }
        for bucket in 0..<count { starts[bucket + 1] += starts[bucket] }
        var next = starts
        items = [Int32](repeating: 0, count: entries.count)
        for (bucket, group) in entries {
            items[Int(next[bucket])] = group
            next[bucket] += 1
        }
    }

    subscript(bucket: Int) -> ArraySlice<Int32> {
        bucket + 1 < starts.count ? items[Int(starts[bucket])..<Int(starts[bucket + 1])] : []
    }
}
