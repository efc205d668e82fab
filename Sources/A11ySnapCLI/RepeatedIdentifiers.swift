import A11ySnapshot

/// The elements of a snapshot whose identifier another element shares, each with its place
/// among them in reading order: what keeps two findings on such elements apart in SARIF's
/// fingerprints.
struct RepeatedIdentifiers {
    private var occurrences: [String: Int] = [:]

    init(_ snapshot: AccessibilitySnapshot) {
        var paths: [String: [String]] = [:]
        snapshot.forEachElementWithPath { path, element in
            if let identifier = element.identifier { paths[identifier, default: []].append(path) }
        }
        for shared in paths.values where shared.count > 1 {
            for (occurrence, path) in shared.enumerated() { occurrences[path] = occurrence }
        }
    }

    /// The place, from 0, of the element at `path` among those with its identifier; `nil` when
    /// no other element has it.
    func occurrence(of path: String) -> Int? {
        occurrences[path]
    }
}
