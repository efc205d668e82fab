/// Finds the intended name behind a typo ("fromat" → "format", "--chek" → "--check"). The one
/// suggester of the project: the CLI's commands, options and values, and rule ids and options
/// named on the command line or in `.a11ysnap.json` all get their hints from it.
package enum NameSuggester {
    /// The candidate closest to `input`, if one is close enough to be a likely typo: at most a
    /// third of its length in edits (at least one), counting a swap of neighbours as one edit and
    /// ignoring case. Ties go to the earlier candidate.
    package static func closest(to input: String, in candidates: [String]) -> String? {
        let typed = Array(input.lowercased())
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(typed, Array(candidate.lowercased()))
            let allowed = max(1, candidate.count / 3)
            guard distance <= allowed, distance < (best?.distance ?? .max) else { continue }
            best = (candidate, distance)
        }
        return best?.name
    }

    /// `; did you mean 'format'?` for the ``closest(to:in:)`` candidate, or `nil`.
    package static func hint(for input: String, in candidates: [String]) -> String? {
        closest(to: input, in: candidates).map { "; did you mean '\($0)'?" }
    }

    /// Optimal string alignment distance: insertions, deletions, substitutions and adjacent
    /// transpositions each cost one.
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previousPrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], previousPrevious[j - 2] + 1)
                }
            }
            (previousPrevious, previous, current) = (previous, current, previousPrevious)
        }
        return previous[b.count]
    }
}
