import Foundation

/// The repository's Markdown files and their links, read as GitHub renders them: enough of the
/// syntax to check that every relative link leads somewhere.
enum MarkdownLinks {
    /// The repository's root folder, found from this file's path.
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path

    /// `README.md` and every `.md` file below `docs/`, as paths relative to the repository.
    static func documents() -> [String] {
        var found = ["README.md"]
        let docs = repository + "/docs"
        guard let enumerator = FileManager.default.enumerator(atPath: docs) else { return found }
        for case let relative as String in enumerator where relative.hasSuffix(".md") {
            found.append("docs/" + relative)
        }
        return found.sorted()
    }

    /// One link's target as written, with the line it starts on.
    struct Link: CustomStringConvertible {
        let target: String
        let line: Int
        var description: String { "line \(line): \(target)" }
    }

    /// The targets of the inline links and images (`[text](target)`, the text possibly spanning
    /// lines) and of the reference definitions (`[name]: target`) in `markdown`, outside fenced
    /// code blocks and code spans.
    static func links(in markdown: String) -> [Link] {
        let prose = withoutCode(markdown)
        let lineStarts = prose.utf16.indices.filter { $0 == prose.utf16.startIndex || prose.utf16[prose.utf16.index(before: $0)] == 10 }
        func line(at offset: Int) -> Int {
            let index = prose.utf16.index(prose.utf16.startIndex, offsetBy: offset)
            return lineStarts.lastIndex { $0 <= index }.map { $0 + 1 } ?? 1
        }
        var found: [Link] = []
        let patterns = [#"\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)"#, #"(?m)^\s{0,3}\[[^\]]+\]:\s*<?([^\s>]+)>?"#]
        for pattern in patterns {
            let expression = try! NSRegularExpression(pattern: pattern)
            let whole = NSRange(location: 0, length: prose.utf16.count)
            for match in expression.matches(in: prose, range: whole) {
                let range = match.range(at: 1)
                found.append(Link(target: (prose as NSString).substring(with: range), line: line(at: range.location)))
            }
        }
        return found.sorted { $0.line < $1.line }
    }

    /// Whether a link leaves the repository (a scheme such as `https:` or `mailto:`).
    static func isExternal(_ target: String) -> Bool {
        guard let colon = target.firstIndex(of: ":") else { return false }
        let scheme = target[..<colon]
        return !scheme.isEmpty && scheme.allSatisfy { $0.isLetter || $0.isNumber || "+-.".contains($0) }
    }

    /// The anchors GitHub gives the headings of `markdown`: each heading's text lowercased, with
    /// everything but letters, digits, spaces, hyphens and underscores removed and spaces made
    /// hyphens; a repeated anchor gets `-1`, `-2`, … Explicit `<a name="…">` and `id="…"` count too.
    static func anchors(in markdown: String) -> Set<String> {
        var anchors: Set<String> = []
        var seen: [String: Int] = [:]
        for line in withoutCode(markdown, keepingInlineCode: true).split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.drop { $0 == " " }
            guard trimmed.hasPrefix("#") else { continue }
            let hashes = trimmed.prefix { $0 == "#" }
            guard hashes.count <= 6, trimmed.dropFirst(hashes.count).first == " " else { continue }
            var text = String(trimmed.dropFirst(hashes.count)).trimmingCharacters(in: .whitespaces)
            while text.hasSuffix("#") { text.removeLast() }
            let base = slug(text.trimmingCharacters(in: .whitespaces))
            let count = seen[base, default: 0]
            seen[base] = count + 1
            anchors.insert(count == 0 ? base : "\(base)-\(count)")
        }
        let explicit = try! NSRegularExpression(pattern: #"<a\s+(?:name|id)="([^"]+)""#)
        for match in explicit.matches(in: markdown, range: NSRange(location: 0, length: markdown.utf16.count)) {
            anchors.insert((markdown as NSString).substring(with: match.range(at: 1)))
        }
        return anchors
    }

    /// GitHub's anchor for a heading's text.
    static func slug(_ heading: String) -> String {
        var slug = ""
        for character in heading.lowercased() {
            if character == " " {
                slug.append("-")
            } else if character.isLetter || character.isNumber || character == "-" || character == "_" {
                slug.append(character)
            }
        }
        return slug
    }

    /// `markdown` with fenced code blocks blanked (their lines kept, so line numbers stay) and,
    /// unless asked to keep them, code spans blanked too.
    static func withoutCode(_ markdown: String, keepingInlineCode: Bool = false) -> String {
        var lines: [String] = []
        var fence: String?
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.drop { $0 == " " }
            if let open = fence {
                if trimmed.hasPrefix(open) { fence = nil }
                lines.append("")
            } else if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") {
                fence = String(trimmed.prefix(3))
                lines.append("")
            } else {
                lines.append(keepingInlineCode ? String(line) : withoutCodeSpans(String(line)))
            }
        }
        return lines.joined(separator: "\n")
    }

    private static func withoutCodeSpans(_ line: String) -> String {
        var result = ""
        var inCode = false
        for character in line {
            if character == "`" {
                inCode.toggle()
                result.append(" ")
            } else {
                result.append(inCode ? " " : character)
            }
        }
        return result
    }
}
