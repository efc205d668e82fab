/// Questions about how a label or hint is written, shared by the label and hint rules.
enum TextShape {
    /// Whether the text starts with a lowercase letter, not counting brand-style words whose
    /// lowercase start is followed by a capital in the same word (`iPhone`, `eBay`).
    static func startsLowercase(_ text: Substring) -> Bool {
        // An ASCII byte followed by another (or nothing) is a whole first character.
        if let byte = text.utf8.first, byte < 0x80, !(byte &- 0x61 < 26),
           text.utf8.dropFirst().first.map({ $0 < 0x80 }) ?? true {
            return false
        }
        guard let first = text.first, first.isLetter, first.isLowercase else { return false }
        let firstWord = text.prefix { !$0.isWhitespace }
        return !firstWord.dropFirst().contains { $0.isUppercase }
    }

    /// Whether all cased letters are uppercase and there are at least `minimumLetters` of them.
    static func isAllCaps(_ text: Substring, minimumLetters: Int) -> Bool {
        if text.utf8.contains(where: { $0 &- 0x61 < 26 }) { return false }
        var letters = 0
        for character in text where character.isLetter {
            if character.isLowercase { return false }
            if character.isUppercase { letters += 1 }
        }
        return letters >= minimumLetters
    }

    /// Whether the text ends with a single period (not an ellipsis).
    static func endsWithPeriod(_ text: Substring) -> Bool {
        text.utf8.last == UInt8(ascii: ".") && text.hasSuffix(".") && !text.hasSuffix("..")
    }

    /// Whether the text reads as code rather than words: one token written in snake_case or
    /// SCREAMING_SNAKE (`btn_login`, `QUOTE_TEXTVIEW`), lowerCamelCase with at least two lowercase
    /// letters before the first capital (`loginButton`, `a11yPlayLabel`, but not `iPhone`), or
    /// dotted names (`login.submit`).
    static func looksLikeIdentifier(_ text: Substring) -> Bool {
        guard !text.utf8.contains(where: { $0 == 0x20 || $0 == UInt8(ascii: "@") || $0 == UInt8(ascii: "/") }),
              text.count >= 3, !text.contains(where: \.isWhitespace) else { return false }
        let letters = text.filter(\.isLetter)
        guard !letters.isEmpty else { return false }
        if text.contains("_") { return true }
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        if parts.count > 1, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isLetter || $0.isNumber } }),
           parts.contains(where: { $0.contains(where: \.isLetter) }), !looksLikeDomainOrNumber(parts) {
            return true
        }
        guard let first = text.first, first.isLowercase else { return false }
        var lowercaseRun = 0
        for character in text {
            if character.isUppercase { return lowercaseRun >= 2 && character != text.last }
            if character.isLetter || character.isNumber { lowercaseRun += 1 } else { return false }
        }
        return false
    }

    private static let domainEndings: Set<Substring> = ["com", "org", "net", "io", "app", "dev", "edu", "gov", "co", "uk", "de", "fr"]

    private static func looksLikeDomainOrNumber(_ parts: [Substring]) -> Bool {
        parts.last.map { domainEndings.contains(Substring($0.lowercased())) } == true
            || parts.allSatisfy { $0.allSatisfy(\.isNumber) }
    }

    /// The extension of a file name (`png` for `play_icon.png`), lowercased, if the text ends with
    /// one of `extensions` after a dot.
    static func fileExtension(_ text: Substring, among extensions: WordList) -> String? {
        guard let dot = text.lastIndex(of: "."), !text.contains(where: \.isWhitespace) else { return nil }
        let suffix = text[text.index(after: dot)...].lowercased()
        return extensions.contains(suffix) ? suffix : nil
    }
}
