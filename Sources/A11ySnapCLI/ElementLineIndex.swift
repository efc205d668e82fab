import A11ySnapshot

/// The line where each element starts in a snapshot's canonical file, by index path, so SARIF
/// results and GitHub annotations point at the element. In the canonical layout every element
/// object opens on a line holding only `{` (after the indent), and elements are written in reading
/// order, so the n-th such line after the first is the n-th element.
struct ElementLineIndex {
    private var lines: [String: Int] = [:]

    init(_ snapshot: AccessibilitySnapshot) {
        var starts: [Int] = []
        var line = 1
        var lineStart = true
        var onlyBrace = false
        var sawBrace = false
        for byte in snapshot.canonicalJSON() {
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
        func walk(_ elements: [AccessibilityElement], prefix: String) {
            for (index, element) in elements.enumerated() {
                let path = prefix.isEmpty ? String(index) : prefix + "." + String(index)
                if next < starts.count { lines[path] = starts[next] }
                next += 1
                walk(element.children, prefix: path)
            }
        }
        walk(snapshot.elements, prefix: "")
    }

    /// The 1-based line of the element at `path`; line 1 (the document) for the screen (`""`).
    func line(of path: String) -> Int {
        lines[path] ?? 1
    }
}
