/// The members of an element's object-valued attributes (`textStyle`, `colors`) exactly as the
/// snapshot format spells them, taken from the canonical writer, so reports show these attributes
/// as reference files do and follow the format as it grows.
enum SnapshotFragment {
    /// The members of `key`'s object in `element`'s canonical form, each value in its JSON
    /// spelling (`("size", "17")`, `("dynamicType", "\"body\"")`); empty when the key is absent.
    static func members(of key: String, in element: AccessibilityElement) -> [(key: String, value: String)] {
        let snapshot = AccessibilitySnapshot(name: "", viewport: .zero, elements: [element])
        let lines = snapshot.canonicalJSONString.split(separator: "\n", omittingEmptySubsequences: false)
        let opening = "\"\(key)\": {"
        guard let start = lines.firstIndex(where: { $0.drop { $0 == " " } == opening }) else { return [] }
        var members: [(key: String, value: String)] = []
        for line in lines[(start + 1)...] {
            var member = line.drop { $0 == " " }
            if member.hasPrefix("}") { break }
            if member.hasSuffix(",") { member = member.dropLast() }
            guard member.hasPrefix("\""), let separator = member.range(of: "\": ") else { continue }
            members.append((String(member[member.index(after: member.startIndex)..<separator.lowerBound]),
                            String(member[separator.upperBound...])))
        }
        return members
    }

    /// The members of `textStyle` as the snapshot writes them.
    static func members(of style: TextStyle) -> [(key: String, value: String)] {
        members(of: "textStyle", in: AccessibilityElement(textStyle: style))
    }

    /// The members of `colors` as the snapshot writes them.
    static func members(of colors: ElementColors) -> [(key: String, value: String)] {
        members(of: "colors", in: AccessibilityElement(colors: colors))
    }
}
