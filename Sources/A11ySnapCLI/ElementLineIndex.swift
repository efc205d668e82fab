import A11ySnapshot

/// The line where each element starts in a snapshot's canonical file, by index path, so SARIF
/// results and GitHub annotations point at the element. In the canonical layout every element
/// object opens on a line holding only `{` (after the indent), and elements are written in reading
/// order, so the n-th such line after the first is the n-th element. A file that is not the
/// snapshot's canonical form (a dump it was imported from, a snapshot written otherwise) has no
/// such lines: its findings name the file alone, not a line of another text.
struct ElementLineIndex {
    private var lines: [String: Int] = [:]
    /// Whether the file holds the snapshot's canonical text, whose lines ``lines`` counts.
    private let isCanonicalFile: Bool

    /// The lines of `snapshot` in the file at `path`, read to see that it is the canonical text.
    init(_ snapshot: AccessibilitySnapshot, file path: String) {
        let canonical = snapshot.canonicalJSON()
        let onDisk = try? SnapshotInput.bytes(of: path)
        isCanonicalFile = onDisk.map { Self.sameText($0, canonical) } ?? false
        guard isCanonicalFile else { return }
        var starts: [Int] = []
        var line = 1
        var lineStart = true
        var onlyBrace = false
        var sawBrace = false
        for byte in canonical {
            switch byte {
            case UInt8(ascii: "\n"):
                if onlyBrace && sawBrace && line > 1 { starts.append(line) }
                line += 1
                lineStart = true
                onlyBrace = false
                sawBrace = false
            case UInt8(ascii: " ") where lineStart:
                continue
            case UInt8(ascii: "{") where lineStart:
                lineStart = false
                onlyBrace = true
                sawBrace = true
            default:
                lineStart = false
                onlyBrace = false
            }
        }
        var next = 0
        snapshot.forEachElementWithPath { path, _ in
            if next < starts.count { lines[path] = starts[next] }
            next += 1
        }
    }

    /// The 1-based line of the element at `path`; line 1 (the document) for the screen (`""`);
    /// `nil` when the file is not the canonical text.
    func line(of path: String) -> Int? {
        isCanonicalFile ? lines[path] ?? 1 : nil
    }

    /// Whether `file` is `canonical`, give or take a final line break.
    private static func sameText(_ file: [UInt8], _ canonical: [UInt8]) -> Bool {
        var file = file[...], canonical = canonical[...]
        if file.last == UInt8(ascii: "\n") { file = file.dropLast() }
        if canonical.last == UInt8(ascii: "\n") { canonical = canonical.dropLast() }
        return file.elementsEqual(canonical)
    }
}
