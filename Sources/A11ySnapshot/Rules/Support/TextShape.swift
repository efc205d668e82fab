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

    /// Whether the text is parts joined by ", " or by line breaks, as UIKit and SwiftUI compose an
    /// element's label from the texts inside it (a cell's title and subtitle; a card's title,
    /// figures and description), as TalkBack reads a row's texts and as Flutter merges a tile's
    /// ("Vaccinations\nAdd vaccination\nNo vaccination records"): two or more parts, none after the
    /// first opening a clause ("and", "which", "to", …), which would make it one sentence.
    static func isJoinedParts(_ text: Substring) -> Bool {
        guard mayHaveSeparator(text) else { return false }
        let parts = joinedParts(text)
        guard parts.count >= 2, !parts[0].isEmpty else { return false }
        let later = parts.dropFirst().filter { !$0.isEmpty }
        return !later.isEmpty && !later.contains { clauseOpeners.contains($0.prefix { $0.isLetter }.lowercased()) }
    }

    /// The words a text of parts joined by ", " or line breaks says twice in a row, and the two
    /// parts that say them: a part the next repeats (ignoring case), when it has a letter
    /// ("Home, Home"); a part the next opens with as its first words, before at most three more
    /// ("Start, Start Run": an icon described by the action, beside the button's text); a part
    /// that ends with the whole next one after at most three words ("Thumbnail for Lo-fi mix,
    /// Lo-fi mix": a thumbnail described after the title beside it). Not when the repeat opens a
    /// sentence that goes on after its comma in lowercase: a settings row's title and the summary
    /// that starts with it ("Erase All Data, Erase all data, including photos and music.").
    static func repeatedPart(_ text: Substring) -> (words: Substring, first: Substring, second: Substring)? {
        guard mayHaveSeparator(text) else { return nil }
        let parts = joinedParts(text)
        guard parts.count > 1 else { return nil }
        for index in 1..<parts.count {
            let part = parts[index].lowercased(), previous = parts[index - 1].lowercased()
            guard part.contains(where: \.isLetter) else { continue }
            let words: Substring
            if part == previous || opens(part, with: previous) {
                words = parts[index - 1]
            } else if closes(previous, with: part) {
                words = parts[index]
            } else {
                continue
            }
            if index + 1 < parts.count, parts[index + 1].first?.isLowercase == true { continue }
            return (words, parts[index - 1], parts[index])
        }
        return nil
    }

    /// Whether `part` is `opening` (of two letters or more) followed by one to three words.
    private static func opens(_ part: String, with opening: String) -> Bool {
        guard opening.count(where: \.isLetter) > 1, part.hasPrefix(opening + " ") else { return false }
        return (1...3).contains(part.dropFirst(opening.count + 1).split(separator: " ").count)
    }

    /// Whether `part` is one to three words followed by `closing` (of two letters or more).
    private static func closes(_ part: String, with closing: String) -> Bool {
        guard closing.count(where: \.isLetter) > 1, part.hasSuffix(" " + closing) else { return false }
        return (1...3).contains(part.dropLast(closing.count + 1).split(separator: " ").count)
    }

    /// Whether the text's bytes hold ", " or a line break (LF, CR, or a byte that may start a
    /// Unicode one: U+0085, U+2028, U+2029): most labels hold neither, and splitting by
    /// characters is slow.
    private static func mayHaveSeparator(_ text: Substring) -> Bool {
        text.utf8.withContiguousStorageIfAvailable(mayHaveSeparator) ?? mayHaveSeparator(text.utf8)
    }

    private static func mayHaveSeparator(_ bytes: some Sequence<UInt8>) -> Bool {
        var previous: UInt8 = 0
        for byte in bytes {
            if byte == 0x20 && previous == UInt8(ascii: ",") || byte == 0x0A || byte == 0x0D || byte == 0x0B || byte == 0x0C
                || byte == 0xC2 || byte == 0xE2 {
                return true
            }
            previous = byte
        }
        return false
    }

    /// The parts of a text separated by ", " or by line breaks, without the spaces around them
    /// ("12,500 steps" is one part); one part, the text itself, when there is no separator.
    static func joinedParts(_ text: Substring) -> [Substring] {
        var parts: [Substring] = []
        var partStart = text.startIndex, index = text.startIndex
        while index < text.endIndex {
            let next = text.index(after: index)
            if text[index].isNewline || text[index] == "," && next < text.endIndex && text[next] == " " {
                parts.append(text[partStart..<index])
                partStart = next
            }
            index = next
        }
        parts.append(text[partStart...])
        return parts.map { part in
            var part = part.drop { $0 == " " }
            while part.last == " " { part = part.dropLast() }
            return part
        }
    }

    private static let clauseOpeners: Set<String> = [
        "and", "or", "but", "so", "then", "which", "that", "who", "where", "when", "while",
        "if", "because", "to", "please", "otherwise", "unless",
    ]

    /// Whether `text` is encoded data, not words: a `data:` URL, or one run of 32 or more
    /// base64 characters mixing capitals, small letters and digits (a web image named by the tail
    /// of its data URL, "DDqXYoTSn…CYII=").
    static func isEncodedData(_ text: Substring) -> Bool {
        if text.hasPrefix("data:") { return true }
        guard text.utf8.count >= 32 else { return false }
        var upper = false, lower = false, digit = false
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): upper = true
            case UInt8(ascii: "a")...UInt8(ascii: "z"): lower = true
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = true
            case UInt8(ascii: "+"), UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "_"): continue
            default: return false
            }
        }
        return upper && lower && digit
    }

    /// Whether the text reads as code rather than words: one token of ASCII letters, digits and
    /// `_ . - $` written in snake_case or SCREAMING_SNAKE (`btn_login`, `QUOTE_TEXTVIEW`),
    /// lowerCamelCase with at least two lowercase letters before the first capital (`loginButton`,
    /// `a11yPlayLabel`, but not `iPhone`), or dotted names that open in lowercase (`login.submit`).
    ///
    /// What people name shows other shapes, and passes: a handle with an emoji or a letter of
    /// another script (`amSanele💋`, a folder `AutoJS_完整API文档`), a capitalised name with an
    /// underscore (`Leo_xx`), an initial and a name (`A.Keval`), a product (`Auto.js`), and text
    /// with other signs (Chromium's `net::ERR_CONNECTION_REFUSED`). Code is ASCII, keys are in
    /// one case or open in lowercase, and dotted code paths open in lowercase. An asset's name may
    /// also be capitalised (`A11y_logo`): `capitalisedSnakeIsCode` says so for image labels.
    static func looksLikeIdentifier(_ text: Substring, capitalisedSnakeIsCode: Bool = false) -> Bool {
        guard text.utf8.count >= 3, text.utf8.allSatisfy(isIdentifierByte),
              let first = text.utf8.first(where: isLetterByte) else { return false }
        let opensLowercase = first &- 0x61 < 26
        if text.utf8.contains(UInt8(ascii: "_")) {
            let hasLowercase = text.utf8.contains { $0 &- 0x61 < 26 }
            return opensLowercase || !hasLowercase || capitalisedSnakeIsCode
        }
        if isKebabCaseIdentifier(text) { return true }
        if isQualifiedTypeName(text) { return true }
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        // No name in code opens with a digit ("53.5KFollowers" is a count glued to its word).
        if parts.count > 1, text.utf8.first.map(isLetterByte) == true, opensLowercase,
           parts.allSatisfy({ !$0.isEmpty && $0.utf8.allSatisfy { isLetterByte($0) || $0 &- 0x30 < 10 } }),
           !looksLikeDomainOrNumber(parts) {
            return true
        }
        guard opensLowercase, text.utf8.first.map(isLetterByte) == true else { return false }
        var lowercaseRun = 0
        for character in text {
            if character.isUppercase { return lowercaseRun >= 2 && character != text.last }
            if character.isLetter || character.isNumber { lowercaseRun += 1 } else { return false }
        }
        return false
    }

    /// Whether the text is a type's full name, as a framework's `ToString()` writes it for a view
    /// it cannot describe: three dotted names or more, ASCII letters and digits, the last
    /// capitalised, one with a camel hump (`Avalonia.Controls.PathIcon`,
    /// `McpServerManager.Core.ViewModels.WorkspaceConnectionOption`). Initials (`U.S.A.`) and
    /// names (`Mr.Smith.Jones`) have no hump.
    static func isQualifiedTypeName(_ text: Substring) -> Bool {
        guard text.utf8.count >= 5, text.utf8.contains(UInt8(ascii: ".")) else { return false }
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count >= 3, let last = parts.last, last.utf8.first.map({ $0 &- 0x41 < 26 }) == true,
              parts.allSatisfy({ part in
                  part.utf8.first.map(isLetterByte) == true && part.utf8.allSatisfy { isLetterByte($0) || $0 &- 0x30 < 10 }
              }) else { return false }
        return parts.contains { part in
            zip(part.utf8, part.utf8.dropFirst()).contains { $0 &- 0x61 < 26 && $1 &- 0x41 < 26 }
        }
    }

    static func isLetterByte(_ byte: UInt8) -> Bool {
        byte &- 0x61 < 26 || byte &- 0x41 < 26
    }

    /// The bytes of a name in code: ASCII letters, digits, `_`, `.`, `-` and `$`.
    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        isLetterByte(byte) || byte &- 0x30 < 10 || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ".")
            || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "$")
    }

    /// Whether the text is a kebab-case test ID, common as labels in React Native apps: ASCII
    /// parts joined by hyphens. In lowercase (`button-login-container`, `input-email`) it needs
    /// three parts or a part that names a UI piece, so hyphenated words (`e-mail`, `sign-in`) are
    /// not identifiers; in mixed case (`button-LOGIN`, `Login-screen`, `test-Username`) it needs
    /// a UI piece (or a `test` prefix) and parts that are not all in title case, so `Wi-Fi` and
    /// `Sign-In` are words.
    static func isKebabCaseIdentifier(_ text: Substring) -> Bool {
        guard text.utf8.contains(UInt8(ascii: "-")) else { return false }
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count >= 2, parts.allSatisfy({ part in
            !part.isEmpty && part.utf8.allSatisfy { $0 &- 0x61 < 26 || $0 &- 0x41 < 26 || $0 &- 0x30 < 10 }
        }), parts.contains(where: { $0.utf8.contains { $0 &- 0x61 < 26 || $0 &- 0x41 < 26 } }) else { return false }
        let lowered = parts.map { Substring($0.lowercased()) }
        let namesPiece = lowered.contains { kebabPieceWords.contains($0) }
        guard parts.contains(where: { $0.utf8.contains { $0 &- 0x41 < 26 } }) else {
            return parts.count >= 3 || namesPiece
        }
        let titleCase = parts.allSatisfy { part in
            part.utf8.first.map { $0 &- 0x41 < 26 } == true && part.utf8.dropFirst().allSatisfy { !($0 &- 0x41 < 26) }
        }
        return !titleCase && (namesPiece || lowered[0] == "test")
    }

    /// Words test IDs use for UI pieces.
    private static let kebabPieceWords: Set<Substring> = [
        "btn", "button", "input", "text", "txt", "field", "container", "view", "label", "lbl", "icon", "img", "image",
        "screen", "title", "list", "item", "row", "cell", "header", "footer", "wrapper", "tab", "nav", "modal", "card",
        "toggle", "switch", "link", "submit", "form", "section",
    ]

    /// Whether the text is one short code in capitals, which is read letter by letter on
    /// purpose: a currency (`USD`, `BTC`), a ticker (`NBIS`), a unit or country code. At most
    /// five letters, digits allowed, no spaces.
    static func isCapitalCode(_ text: Substring) -> Bool {
        let letters = text.filter(\.isLetter).count
        return letters >= 2 && letters <= 5 && text.count <= 6 && text.allSatisfy { ($0.isLetter && $0.isUppercase) || $0.isNumber }
    }

    /// Whether the text is a run of codes read letter by letter on purpose (`AI DJ`, `BTC/USDT`,
    /// `0.5 BTC`): every word that has letters is a word of one or two letters, a word of at most
    /// five letters without a vowel (`NFT`, `GBP`), or one of `codes`.
    static func isCodeRun(_ text: Substring, codes: WordList) -> Bool {
        var sawWord = false
        for word in text.split(whereSeparator: { !$0.isLetter && !$0.isNumber }) {
            let letters = word.filter(\.isLetter)
            guard !letters.isEmpty else { continue }
            sawWord = true
            let hasVowel = letters.contains { "AEIOU".contains($0) }
            guard letters.count <= 2 || letters.count <= 5 && !hasVowel || codes.contains(word.lowercased()) else { return false }
        }
        return sawWord
    }

    /// Whether `label` is one mask character said over and over ("**********", "•••"), at least
    /// three times: a password's stand-in or a format's dashes ("––– –––", a phone number's) a
    /// screen reader spells out, not a name.
    static func isMask(_ label: Substring) -> Bool {
        var mask: Unicode.Scalar?
        var count = 0
        for scalar in label.unicodeScalars where !RuleTree.Node.isWhitespace(scalar) {
            guard isMaskCharacter(scalar), mask == nil || mask == scalar else { return false }
            mask = scalar
            count += 1
        }
        return count >= 3
    }

    private static func isMaskCharacter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "*", "•", "●", "·", "∙", ".", "_", "-", "–", "—", "#": true
        default: false
        }
    }

    /// Whether `label` is only icon-font glyphs: characters of Unicode's Private Use Areas
    /// (Font Awesome's "\u{F007}", Material Design Icons' "\u{F01EE}"), which no screen reader
    /// speaks, and spaces. A React Native sign-in form's icons, a Zomato sheet's back button.
    static func isIconFontGlyphs(_ label: Substring) -> Bool {
        var sawGlyph = false
        for scalar in label.unicodeScalars {
            switch scalar.value {
            case 0xE000...0xF8FF, 0xF0000...0xFFFFD, 0x100000...0x10FFFD: sawGlyph = true
            case _ where RuleTree.Node.isWhitespace(scalar): continue
            default: return false
            }
        }
        return sawGlyph
    }

    /// Whether a label of one character is a whole word: an ideograph (Chinese 山, Japanese 家),
    /// a Hangul syllable (Korean 홈), kana, or an emoji drawn as a picture (read as its name, "red
    /// heart"). A symbol drawn as text that may also be an emoji ("◀", U+25C0, without the emoji
    /// variation selector) is a glyph like "✕", read by its character name. A gender sign ("♂",
    /// read "male sign", on an idle game's hero card) states what a word would.
    static func isOneCharacterWord(_ text: Substring) -> Bool {
        guard text.count == 1, let character = text.first else { return false }
        if let scalar = character.unicodeScalars.first, [0x2640, 0x2642, 0x26A5, 0x26A7].contains(scalar.value) { return true }
        if character.unicodeScalars.contains(where: { $0.properties.isEmojiPresentation || $0.value == 0xFE0F }) {
            return true
        }
        return character.unicodeScalars.first.map { scalar in
            let value = scalar.value
            return (0x4E00...0x9FFF).contains(value) || (0x3400...0x4DBF).contains(value) || (0xF900...0xFAFF).contains(value)
                || (0x20000...0x2FA1F).contains(value) || (0xAC00...0xD7A3).contains(value) || (0x3040...0x30FF).contains(value)
        } ?? false
    }

    /// Whether the first word is a user name or address, written as its owner spells it
    /// (`yasaman.afshr2022 said, …`, `kathy_raskin. Profile picture`, `hoge@example.com`): it
    /// holds a dot, underscore, `@` or digit before its end, or it is a sentence of its own
    /// before a capitalized one, as a name a label describes is (`santosels. Profile picture`).
    static func startsWithHandle(_ text: Substring) -> Bool {
        let whole = text.prefix { !$0.isWhitespace && $0 != "," }
        var word = whole
        while let last = word.last, last == "." || last == ":" { word = word.dropLast() }
        if word.contains(where: { $0 == "." || $0 == "_" || $0 == "@" || $0.isNumber }) { return true }
        guard whole.last == ".", word.count == whole.count - 1 else { return false }
        return text[whole.endIndex...].drop { $0.isWhitespace }.first?.isUppercase ?? false
    }

    private static let domainEndings: Set<Substring> = ["com", "org", "net", "io", "app", "dev", "edu", "gov", "co", "uk", "de", "fr"]

    private static func looksLikeDomainOrNumber(_ parts: [Substring]) -> Bool {
        guard let last = parts.last else { return false }
        // A version ("V2.0.4", "v1.2"): a "v" before the first number.
        if let first = parts.first, first.first == "v" || first.first == "V", first.dropFirst().allSatisfy(\.isNumber), first.count > 1,
           parts.dropFirst().allSatisfy({ $0.allSatisfy(\.isNumber) }) {
            return true
        }
        // A country's two letters end a domain too, and short domains name apps and links
        // ("app.st", a developer's app in Settings; "bit.ly").
        let isCountryDomain = parts.count == 2 && last.utf8.count == 2 && last.utf8.allSatisfy { $0 &- 0x61 < 26 }
        return isCountryDomain || domainEndings.contains(Substring(last.lowercased()))
            || parts.dropLast().allSatisfy { $0.allSatisfy(\.isNumber) } && (last.allSatisfy(\.isNumber) || isNumberWithUnit(last))
    }

    /// Whether `text` is digits and then one to three letters: the end of a compact count
    /// ("31.9K" articles, "1.2M" views, as Android's `CompactDecimalFormat` writes them) or of a
    /// measure ("5.0kg", a pet's weight in a vet app; "2.5GB").
    private static func isNumberWithUnit(_ text: Substring) -> Bool {
        let digits = text.utf8.prefix { $0 &- 0x30 < 10 }.count
        let unit = text.utf8.dropFirst(digits)
        return digits > 0 && (1...3).contains(unit.count) && unit.allSatisfy { $0 | 0x20 &- 0x61 < 26 }
    }

    /// The extension of a file name (`png` for `play_icon.png`), lowercased, if the text ends with
    /// one of `extensions` after a dot.
    static func fileExtension(_ text: Substring, among extensions: WordList) -> String? {
        guard let dot = text.lastIndex(of: "."), !text.contains(where: \.isWhitespace) else { return nil }
        let suffix = text[text.index(after: dot)...].lowercased()
        return extensions.contains(suffix) ? suffix : nil
    }
}
