extension StructuralComparison {
    /// One line saying how much differs, e.g. `2 elements changed, 1 element added; viewport changed`.
    package var summary: String {
        var changedElements = Set<Path>()
        var added = 0, removed = 0
        var whole: [String] = []
        for difference in differences {
            switch difference {
            case .name: whole.append("name changed")
            case .viewport: whole.append("viewport changed")
            case .changed(let path, _, _, _, _): changedElements.insert(path)
            case .added(_, let element): added += element.subtreeCount
            case .removed(_, let element): removed += element.subtreeCount
            }
        }
        var elements: [String] = []
        if !changedElements.isEmpty { elements.append(Self.count(changedElements.count, "changed")) }
        if added > 0 { elements.append(Self.count(added, "added")) }
        if removed > 0 { elements.append(Self.count(removed, "removed")) }
        let parts = [elements.joined(separator: ", "), whole.joined(separator: ", ")].filter { !$0.isEmpty }
        return parts.isEmpty ? "no differences" : parts.joined(separator: "; ")
    }

    /// The differences, one per line, at most `limit` of them followed by `… and N more`:
    ///
    ///     viewport: [0, 0, 393, 852] → [0, 0, 390, 844]
    ///     [4] button "Sign in": label "Log in" → "Sign in"
    ///     [5] link "Help": added
    ///     [2.1] cell "Tom": removed, with 2 elements inside
    package func lines(limit: Int = 20) -> [String] {
        var result = differences.prefix(max(limit, 0)).map(Self.line)
        if differences.count > result.count {
            result.append("… and \(differences.count - result.count) more")
        }
        return result
    }

    private static func line(_ difference: Difference) -> String {
        switch difference {
        case let .name(before, after):
            let (old, new) = abbreviated(AttributeValue.quoted(before), AttributeValue.quoted(after))
            return "name: \(old) → \(new)"
        case let .viewport(before, after):
            return "viewport: \(before) → \(after)"
        case let .changed(path, element, attribute, before, after):
            let (old, new) = abbreviated(before ?? "(none)", after ?? "(none)")
            return "[\(path)] \(element): \(attribute) \(old) → \(new)"
        case let .added(path, element):
            return "[\(path)] \(element): added\(inside(element))"
        case let .removed(path, element):
            return "[\(path)] \(element): removed\(inside(element))"
        }
    }

    private static func inside(_ element: ElementSummary) -> String {
        let descendants = element.subtreeCount - 1
        return descendants == 0 ? "" : ", with \(count(descendants, "inside"))"
    }

    private static func count(_ number: Int, _ what: String) -> String {
        "\(number) element\(number == 1 ? "" : "s") \(what)"
    }

    /// Both values shortened to about `limit` characters. When they share a long beginning, both
    /// start shortly before the first character that differs, so the difference stays visible.
    static func abbreviated(_ before: String, _ after: String, limit: Int = 60) -> (String, String) {
        guard before.count > limit || after.count > limit else { return (before, after) }
        let common = zip(before, after).prefix { $0 == $1 }.count
        let start = common > limit / 2 ? common - 10 : 0
        func cut(_ text: String) -> String {
            let tail = text.dropFirst(start)
            let head = start > 0 ? "…" : ""
            return tail.count > limit ? head + tail.prefix(limit) + "…" : head + tail
        }
        return (cut(before), cut(after))
    }
}
