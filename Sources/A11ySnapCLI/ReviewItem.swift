import A11ySnapshot

/// What the reviewer decided for one snapshot.
enum ReviewDecision: Equatable, Sendable {
    /// The artifact was written over the reference.
    case accepted
    /// The artifact was deleted; the reference stayed.
    case rejected
    /// Both files were left as they were.
    case skipped
}

/// One failing snapshot of a `review`: the artifact's bytes, the reference it would replace, and
/// their comparison (the spoken change list and the new and resolved violations).
struct ReviewItem {
    let candidate: ArtifactCandidate
    /// The artifact's bytes: exactly what accepting writes.
    let bytes: [UInt8]
    /// The reference's bytes, `nil` when there is no reference yet.
    let referenceBytes: [UInt8]?
    /// The reference read as a snapshot failed: accepting replaces a file that was not one.
    let replacesInvalidReference: Bool
    let comparison: SnapshotComparison
    var decision: ReviewDecision?

    /// Reads the candidate strictly and compares it with its reference; `nil` when the two are
    /// byte for byte the same, so there is nothing to decide.
    static func load(_ candidate: ArtifactCandidate, engine: RuleEngine) throws(InputFileError) -> ReviewItem? {
        let (bytes, current) = try candidate.read()
        let old = candidate.referenceBytes()
        guard old != bytes else { return nil }
        let reference = old.flatMap { try? AccessibilitySnapshot(json: $0, file: candidate.reference) }
        let name = String(candidate.relativePath.dropLast(candidate.relativePath.hasSuffix(".json") ? 5 : 0))
        guard let reviewed = ReviewedComparison(reference: reference, current: current, options: DiffOptions(), engine: engine,
                                                name: name, referencePath: candidate.reference, currentPath: candidate.artifact)
        else { return nil }
        return ReviewItem(candidate: candidate, bytes: bytes, referenceBytes: old,
                          replacesInvalidReference: old != nil && reference == nil, comparison: reviewed.comparison)
    }

    /// The text report of this screen, as `compare` prints it: the header with the change
    /// counts, the changes in spoken form, then the new and resolved violations.
    func report(style: ConsoleStyle) -> [String] {
        var lines = TextReport(usesColor: style.usesColor).render(comparison).split(separator: "\n", omittingEmptySubsequences: false)
            .map(String.init)
        if lines.last == "" { lines.removeLast() }
        if TextReport().changeBlocks(comparison).isEmpty && referenceBytes != nil && !replacesInvalidReference {
            lines.insert("  (the tree is unchanged; only the file's bytes differ, e.g. its canonical form)", at: 1)
        }
        return lines
    }

    /// What pressing `a` does, in a line.
    var acceptEffect: String {
        switch referenceBytes {
        case nil: return "Accepting creates \(candidate.reference)."
        case _? where replacesInvalidReference:
            return "Accepting replaces \(candidate.reference), which is not a valid snapshot."
        case _?: return "Accepting writes this snapshot over \(candidate.reference)."
        }
    }

    /// The unified diff of the reference's JSON and the artifact's.
    func jsonDiff() -> [String] {
        LineDiff.unified(String(decoding: referenceBytes ?? [], as: UTF8.self), String(decoding: bytes, as: UTF8.self),
                         oldName: referenceBytes == nil ? "/dev/null" : candidate.reference, newName: candidate.artifact)
    }
}
