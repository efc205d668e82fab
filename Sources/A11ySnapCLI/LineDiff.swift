/// The line diff of two texts in unified form (`--- `, `+++ `, `@@ -1,3 +1,4 @@` hunks with three
/// lines of context), as `diff -u` prints it: what `review` shows for `d`, the JSON as git will
/// show it in the pull request.
///
/// Common leading and trailing lines are set aside first; the rest is compared with Myers'
/// algorithm, which costs O((N + M) · D) for D changed lines. Past ``maximumEdits`` changed lines
/// the middle is shown as removed and then added, rather than spending quadratic time and memory.
enum LineDiff {
    /// One line of the edit script.
    enum Edit: Equatable {
        case same(Substring)
        case removed(Substring)
        case added(Substring)
    }

    /// The most changed lines compared line by line.
    static let maximumEdits = 2_000

    /// The unified diff of `old` and `new` under the two names; no lines when they are equal.
    static func unified(_ old: String, _ new: String, oldName: String, newName: String, context: Int = 3) -> [String] {
        let edits = edits(lines(old), lines(new))
        guard edits.contains(where: { if case .same = $0 { return false } else { return true } }) else { return [] }
        return ["--- " + oldName, "+++ " + newName] + hunks(edits, context: context)
    }

    /// The edit script turning `old` into `new`.
    static func edits(_ old: [Substring], _ new: [Substring]) -> [Edit] {
        var start = 0
        while start < old.count, start < new.count, old[start] == new[start] { start += 1 }
        var oldEnd = old.count, newEnd = new.count
        while oldEnd > start, newEnd > start, old[oldEnd - 1] == new[newEnd - 1] {
            oldEnd -= 1
            newEnd -= 1
        }
        let oldMiddle = Array(old[start..<oldEnd]), newMiddle = Array(new[start..<newEnd])
        let middle = myers(oldMiddle, newMiddle)
            ?? oldMiddle.map(Edit.removed) + newMiddle.map(Edit.added)
        return old[..<start].map(Edit.same) + middle + old[oldEnd...].map(Edit.same)
    }

    private static func lines(_ text: String) -> [Substring] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    /// Myers' shortest edit script, or `nil` past ``maximumEdits``. `frontiers[d]` keeps, for each
    /// diagonal k in −(d+1)…d+1, the furthest x reached before step d, for the walk back.
    private static func myers(_ old: [Substring], _ new: [Substring]) -> [Edit]? {
        let (n, m) = (old.count, new.count)
        let limit = min(n + m, maximumEdits)
        let offset = limit + 1
        var furthest = [Int](repeating: 0, count: 2 * limit + 3)
        var frontiers: [[Int]] = []
        var found = false
        search: for d in 0...limit {
            frontiers.append(Array(furthest[(offset - d - 1)...(offset + d + 1)]))
            for k in stride(from: -d, through: d, by: 2) {
                var x = (k == -d || (k != d && furthest[offset + k - 1] < furthest[offset + k + 1]))
                    ? furthest[offset + k + 1] : furthest[offset + k - 1] + 1
                var y = x - k
                while x < n, y < m, old[x] == new[y] {
                    x += 1
                    y += 1
                }
                furthest[offset + k] = x
                if x >= n && y >= m {
                    found = true
                    break search
                }
            }
        }
        guard found else { return nil }
        var edits: [Edit] = []
        var (x, y) = (n, m)
        for d in stride(from: frontiers.count - 1, through: 0, by: -1) {
            let frontier = frontiers[d]
            func at(_ k: Int) -> Int { frontier[k + d + 1] }
            let k = x - y
            let previousK = (k == -d || (k != d && at(k - 1) < at(k + 1))) ? k + 1 : k - 1
            let previousX = at(previousK), previousY = previousX - previousK
            while x > previousX && y > previousY {
                edits.append(.same(old[x - 1]))
                x -= 1
                y -= 1
            }
            if d > 0 {
                if x == previousX { edits.append(.added(new[y - 1])) } else { edits.append(.removed(old[x - 1])) }
            }
            (x, y) = (previousX, previousY)
        }
        return edits.reversed()
    }

    /// The `@@` hunks: each change with up to `context` unchanged lines around it; changes closer
    /// than twice that share a hunk.
    private static func hunks(_ edits: [Edit], context: Int) -> [String] {
        let changed = edits.indices.filter { if case .same = edits[$0] { return false } else { return true } }
        var groups: [ClosedRange<Int>] = []
        for index in changed {
            let range = max(0, index - context)...min(edits.count - 1, index + context)
            if let last = groups.last, range.lowerBound <= last.upperBound + 1 {
                groups[groups.count - 1] = last.lowerBound...range.upperBound
            } else {
                groups.append(range)
            }
        }
        // Line numbers (1-based) of each edit in the old and the new text.
        var oldLine = [Int](), newLine = [Int]()
        var (o, n) = (1, 1)
        for edit in edits {
            oldLine.append(o)
            newLine.append(n)
            switch edit {
            case .same: o += 1; n += 1
            case .removed: o += 1
            case .added: n += 1
            }
        }
        var out: [String] = []
        for group in groups {
            let slice = edits[group]
            let oldCount = slice.filter { if case .added = $0 { return false } else { return true } }.count
            let newCount = slice.filter { if case .removed = $0 { return false } else { return true } }.count
            let oldStart = oldCount == 0 ? oldLine[group.lowerBound] - 1 : oldLine[group.lowerBound]
            let newStart = newCount == 0 ? newLine[group.lowerBound] - 1 : newLine[group.lowerBound]
            out.append("@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@")
            for edit in slice {
                switch edit {
                case .same(let line): out.append(" " + line)
                case .removed(let line): out.append("-" + line)
                case .added(let line): out.append("+" + line)
                }
            }
        }
        return out
    }
}
