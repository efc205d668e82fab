/// How the text and Markdown reports write user-provided text and attribute values on one line:
/// control characters escaped (so a label can neither break a report line nor send terminal
/// escape sequences), strings quoted like JSON, other values close to their snapshot spelling.
///
/// Text longer than ``longestShown`` Unicode scalars is shortened to its first ``shownPrefix``
/// scalars and a count (`Recipe\nFor focaccia dough… (2,140 characters)`), so one long comment or
/// description cannot bury a report; the JSON report keeps every character.
package enum DisplayText {
    /// The longest text shown whole.
    static let longestShown = 200
    /// How much of a longer text is shown.
    static let shownPrefix = 160

    /// `text` with control characters, line and paragraph separators and private-use characters
    /// escaped (`\n`, `\t`, `\u001b`, `\uf19c`), for unquoted text such as names and spoken forms.
    package static func visible(_ text: String) -> String {
        escaped(text, quotes: false)
    }

    /// `text` escaped as ``visible(_:)`` does, never shortened: for rule messages, which quote
    /// labels and are as long as their rule makes them.
    package static func oneLine(_ text: String) -> String {
        // Most messages hold no byte that could start an escaped scalar: C0, DEL, C1 (0xC2 0x80–0x9F),
        // the line and paragraph separators (0xE2 0x80 0xA8–0xA9) and private-use characters (0xEE,
        // 0xEF; 0xF3, 0xF4 past the Basic Multilingual Plane).
        let mayEscape = text.utf8.withContiguousStorageIfAvailable(mayNeedEscaping) ?? mayNeedEscaping(text.utf8)
        return mayEscape ? escaped(text, quotes: false, shortening: false) : text
    }

    private static func mayNeedEscaping(_ bytes: some Sequence<UInt8>) -> Bool {
        bytes.contains(where: mayStartEscape)
    }

    /// Eight bytes at a time (a message may run to hundreds, and a check prints one for every
    /// violation): a word of printable ASCII holds nothing to escape.
    private static func mayNeedEscaping(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = UnsafeRawPointer(bytes.baseAddress) else { return false }
        var offset = 0
        while offset + 8 <= bytes.count {
            let word = base.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            if !isPrintableASCII(word), bytes[offset..<(offset + 8)].contains(where: mayStartEscape) { return true }
            offset += 8
        }
        return bytes[offset...].contains(where: mayStartEscape)
    }

    @inline(__always)
    private static func mayStartEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == 0x7F || byte == 0xC2 || byte == 0xE2 || byte == 0xEE || byte == 0xEF || byte >= 0xF3
    }

    /// Whether each byte of `word` is in 0x20...0x7E.
    @inline(__always)
    private static func isPrintableASCII(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
        let belowSpace = (word &- 0x20 &* ones) & ~word & highs
        let delete = word ^ (0x7F &* ones)
        return word & highs == 0 && belowSpace == 0 && (delete &- ones) & ~delete & highs == 0
    }

    /// `text` as a quoted string, escaped like JSON: `"Say \"hi\""`; spaces that look like a space
    /// but are not one are escaped too (`"9:41\u202fAM"`, `"Explore\u00a0"`), so a change of
    /// only those reads as one (ebay.com's heading lost two no-break spaces for plain ones between
    /// two captures, and the change line had shown the same text twice).
    static func quoted(_ text: String) -> String {
        "\"" + escaped(text, quotes: true) + "\""
    }

    /// An attribute value: `none` when absent, strings quoted, frames and lists bracketed,
    /// text styles and colours as their snapshot objects on one line.
    static func value(_ value: AttributeValue) -> String {
        switch value {
        case .absent: "none"
        case .text(let text): quoted(text)
        case .bool(let flag): flag ? "true" : "false"
        case .frame(let frame): frame.description
        case .point(let point): point.description
        case .traits(let traits): "[" + traits.names.joined(separator: ", ") + "]"
        case .list(let items): "[" + items.map(quoted).joined(separator: ", ") + "]"
        case .textStyle(let style): object(SnapshotFragment.members(of: style))
        case .colors(let colors): object(SnapshotFragment.members(of: colors))
        }
    }

    /// For a traits change, the traits gained then the traits lost, each in canonical order; `nil`
    /// for other changes.
    static func traitDelta(_ change: AttributeChange) -> (gained: [String], lost: [String])? {
        guard case .traits = change.before, case .traits = change.after else { return nil }
        return (change.addedTraits.names, change.removedTraits.names)
    }

    private static func object(_ members: [(key: String, value: String)]) -> String {
        "{" + members.map { "\"\($0.key)\": \($0.value)" }.joined(separator: ", ") + "}"
    }

    private static func escaped(_ text: String, quotes: Bool, shortening: Bool = true) -> String {
        var out = ""
        let scalars = text.unicodeScalars
        let count = scalars.count
        let shown = shortening && count > longestShown ? scalars.prefix(shownPrefix) : scalars[...]
        out.unicodeScalars.reserveCapacity(shown.count)
        for scalar in shown {
            switch scalar {
            case "\"" where quotes: out += "\\\""
            case "\\" where quotes: out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
                || scalar.value == 0x2028 || scalar.value == 0x2029 || isPrivateUse(scalar) || quotes && isLookalikeSpace(scalar):
                // JSON's escape, and past U+FFFF Swift's, one per character: an icon font's
                // U+F0341 as `\u{f0341}`, where its UTF-16 surrogates would read as two.
                let hex = String(scalar.value, radix: 16)
                out += scalar.value > 0xFFFF ? "\\u{" + hex + "}" : "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        if shortening && count > longestShown { out += "… (\(count) characters)" }
        return out
    }

    /// Private-use characters: icon fonts' glyphs (Material Icons' check mark, U+E86C, in a React
    /// Native label), which a terminal or a pull request shows as a box or as nothing, so that a
    /// glyph that moved from one label to another would read as a comma that did, and an element
    /// labelled only by one as an empty line.
    private static func isPrivateUse(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0xE000...0xF8FF, 0xF0000...0x10FFFF: true
        default: false
        }
    }

    /// No-break, fixed-width and zero-width spaces, and the byte order mark: they show as a
    /// space or as nothing.
    private static func isLookalikeSpace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0xA0, 0x2000...0x200B, 0x202F, 0x205F, 0x2060, 0xFEFF: true
        default: false
        }
    }
}
