import A11ySnapshot

/// The file a checked snapshot's SARIF results and GitHub annotations point at: the checked file
/// itself, or, for `compare`, the reference (the file in the repository; the current one is a test
/// run's artifact, which neither the pull request nor code scanning can show). In a reference an
/// element is found through the comparison's matching, one the reference lacks at its nearest
/// ancestor that it holds.
struct ResultFile: Sendable {
    let path: String
    private let snapshot: AccessibilitySnapshot
    /// The comparison's matching, for a reference: it gives a current element's partner there.
    private let matching: ElementMatching?

    /// The checked file itself.
    init(checked path: String, snapshot: AccessibilitySnapshot) {
        self.path = path
        self.snapshot = snapshot
        matching = nil
    }

    /// The reference of a comparison whose matching is `matching`.
    init(reference path: String, snapshot: AccessibilitySnapshot, matching: ElementMatching) {
        self.path = path
        self.snapshot = snapshot
        self.matching = matching
    }

    /// The lines of the file's elements, read from the file once.
    func lines() -> Lines {
        Lines(index: ElementLineIndex(snapshot, file: path), matching: matching)
    }

    struct Lines {
        fileprivate let index: ElementLineIndex
        fileprivate let matching: ElementMatching?

        /// The 1-based line of the checked element at `elementPath` (`"2.0.1"`; `""` for the
        /// screen) in the file; in a reference, of its partner there, else of its nearest
        /// ancestor's (an element added inside a row points at the row); `nil` when the file is
        /// not canonical text, or is a reference holding none of them.
        func line(of elementPath: String) -> Int? {
            guard let matching, !elementPath.isEmpty else { return index.line(of: elementPath) }
            var path = elementPath.split(separator: ".").compactMap { Int($0) }
            while !path.isEmpty {
                if let partner = matching.referencePath(forCurrentPath: path) {
                    return index.line(of: partner.map(String.init).joined(separator: "."))
                }
                path.removeLast()
            }
            return nil
        }
    }
}
