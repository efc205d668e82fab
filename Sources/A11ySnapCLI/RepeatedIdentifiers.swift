import A11ySnapshot

/// The elements of a snapshot whose identifier another element shares, each with its place
/// among them in reading order: what keeps two findings on such elements apart in SARIF's
/// fingerprints.
struct RepeatedIdentifiers {
    private var occurrences: [String: Int] = [:]

    init(_ snapshot: AccessibilitySnapshot) {
        var paths: [String: [String]] = [:]
        func walk(_ elements: [AccessibilityElement], prefix: String) {
            for (index, element) in elements.enumerated() {
                let path = prefix.isEmpty ? String(index) : prefix + "." + String(index)
                if let identifier = element.identifier { paths[identifier, default: []].append(path) }
                walk(element.children, prefix: path)
            }
        }
        walk(snapshot.elements, prefix: "")
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
