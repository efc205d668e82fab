/// `label-too-short`: a one-character label rarely names anything.
struct LabelTooShortRule: ElementRule {
    enum Option {
        static let minimumLength = RuleOption.Number("minimumLength", 2, "The fewest characters a label may have; shorter labels are reported. Labels of digits only are exempt.")
    }

    let description = RuleDescription(
        id: "label-too-short", title: "Labels are long enough to mean something", category: .labels,
        severity: .warning, wcag: ["2.4.6"], level: .aa,
        rationale: "A label of one character (\"X\", \">\") is read as that character, which seldom says what the element does.",
        fix: "Use a word that names the action or content (\"Close\", \"Next\"); hide a character drawn as decoration (a \"|\" between links, an avatar's initial) from accessibility (isAccessibilityElement = false or .accessibilityHidden(true) on iOS, importantForAccessibility=\"no\" or clearAndSetSemantics on Android).",
        options: [Option.minimumLength.declaration],
        examples: [
            // A Korean tab bar's "홈" (Home) and Instagram's emoji reaction buttons are whole words.
            .passes("One Hangul syllable is a word (\"홈\")", [.tab("홈", frame: Frame(16, 800, 78, 49))]),
            .passes("One ideograph is a word (\"家\")", [.button("家", frame: Frame(16, 100, 44, 44))]),
            .passes("An emoji is read as its name", [.button("🔥", frame: Frame(16, 100, 44, 44))]),
            // An idle game's hero card (Flutter, uiautomator).
            .passes("A gender sign, read as its name (\"male sign\")", [.staticText("♂", frame: Frame(300, 400, 40, 40))]),
            .triggers("A close button labelled \"X\"", [.button("X", frame: Frame(16, 100, 44, 44))]),
            // A web page's back button in a photo-vault app's browser (uiautomator).
            .triggers("A back button labelled with a triangle drawn as text (\"◀\")", [.button("◀", frame: Frame(16, 100, 44, 44))]),
            .passes("Two characters are enough (\"OK\")", [.button("OK", frame: Frame(16, 100, 44, 44))]),
            .passes("A number key labelled \"1\"", [.button("1", frame: Frame(16, 100, 44, 44))]),
            // The Calculator example of an MCP server for Xcode (an AXe describe-ui capture).
            .passes("An operator key beside number keys, read as its name (\"×\", times)", [
                .button("7", frame: Frame(16, 400, 80, 80)), .button("8", frame: Frame(110, 400, 80, 80)),
                .button("×", frame: Frame(204, 400, 80, 80)),
            ]),
            .passes("An operator key first in its row, before the number keys", [
                .button("÷", frame: Frame(16, 400, 80, 80)), .button("7", frame: Frame(110, 400, 80, 80)),
            ]),
            // A TV app's film list (a raw dump): year filters at the top, an add button at the foot.
            .triggers("A plus sign far from the number buttons", [
                .button("2026", frame: Frame(259, 302, 112, 62)), .button("2025", frame: Frame(386, 302, 112, 62)),
                .button("+", frame: Frame(1351, 990, 96, 90)),
            ]),
            // Samsung's calculator (a raw dump, Spanish).
            .passes("A constant's key beside number keys, read as its name (\"π\", pi)", [
                .button("7", frame: Frame(16, 400, 80, 80)), .button("π", frame: Frame(110, 400, 80, 80)),
            ]),
            // A Flutter calculator (a raw dump): its keys are texts, the digits' as much as the signs'.
            .passes("A sign's key on a keypad of texts, beside a digit's", [
                .staticText("9", frame: Frame(553, 811, 217, 217)), .staticText("÷", frame: Frame(795, 811, 217, 217)),
            ]),
            // A date picker's wheels (a raw dump): the separator between year and month.
            .triggers("A separator between a date's numbers", [
                .staticText("2026", frame: Frame(231, 1521, 182, 91)), .staticText("/", frame: Frame(421, 1533, 20, 63)),
                .staticText("04", frame: Frame(449, 1521, 182, 91)),
            ]),
            // A retro-game emulator's on-screen gamepad (a raw dump).
            .passes("A gamepad's letter buttons, each named by its letter", [
                .button("Y", frame: Frame(811, 1814, 128, 129)), .button("B", frame: Frame(924, 1928, 129, 128)),
                .button("X", frame: Frame(697, 1928, 129, 128)), .button("A", frame: Frame(811, 2041, 128, 129)),
            ]),
            // An Arabic TV app's alphabet index (Compose, a raw dump): each letter jumps to the
            // reciters whose names start with it.
            .passes("An alphabet index's letters", [
                AccessibilityElement(label: "أ", frame: Frame(85, 505, 96, 79), type: .other),
                AccessibilityElement(label: "ب", frame: Frame(84, 742, 96, 79), type: .other),
                AccessibilityElement(label: "ت", frame: Frame(84, 821, 96, 96), type: .other),
                AccessibilityElement(label: "ج", frame: Frame(85, 900, 96, 79), type: .other),
            ]),
            .triggers("Three letters, which may be abbreviations (a text editor's bold, italic and heading)", count: 3, [
                .button("B", frame: Frame(159, 2153, 113, 101)), .button("I", frame: Frame(272, 2153, 113, 101)),
                .button("H", frame: Frame(385, 2153, 113, 101)),
            ]),
            // A habit tracker's weekday chips (React Native, a raw dump).
            .triggers("Initials that repeat, as days of the week do", count: 7, [
                .button("M", frame: Frame(40, 900, 95, 95)), .button("T", frame: Frame(150, 900, 95, 95)),
                .button("W", frame: Frame(260, 900, 95, 95)), .button("T", frame: Frame(370, 900, 95, 95)),
                .button("F", frame: Frame(480, 900, 95, 95)), .button("S", frame: Frame(590, 900, 95, 95)),
                .button("S", frame: Frame(700, 900, 95, 95)),
            ]),
            .triggers("A letter key beside number keys (\"C\")", [
                .button("7", frame: Frame(16, 400, 80, 80)), .button("C", frame: Frame(110, 400, 80, 80)),
            ]),
            // A quiz app's settings (React Native, uiautomator): "|" between its Privacy, Terms and Support links.
            .triggers("A separator drawn as text between links, focused on its own", [
                .link("Privacy", frame: Frame(60, 2000, 200, 70)), AccessibilityElement(label: "|", frame: Frame(270, 2000, 20, 70)),
                .link("Terms", frame: Frame(300, 2000, 160, 70)),
            ]),
            // A Flutter game's settings header (uiautomator): the avatar's "G" beside "Guest".
            .triggers("An avatar's initial beside the name it starts, read as a stop of its own", [
                .staticText("G", frame: Frame(40, 300, 96, 96)), .staticText("Guest", frame: Frame(160, 320, 300, 50)),
            ]),
            .passes("An icon-font glyph on a button (label-missing's finding)", [.button("\u{E821}", frame: Frame(16, 100, 44, 44))]),
            // A React Native dashboard (uiautomator): a focusable status icon described by one glyph.
            .triggers("An icon-font glyph on an element that is no control: nothing is read", [AccessibilityElement(label: "\u{ED80}", frame: Frame(16, 100, 44, 44))]),
        ])

    func context(_ options: RuleOptionValues) -> Double {
        options[Option.minimumLength]
    }

    /// An avatar's initial is told as one: the letter, then the name it starts, read twice over.
    func check(at index: Int, in tree: RuleTree, _ minimum: inout Double) -> ElementVerdict {
        let node = tree.nodes[index]
        let verdict = check(node, in: tree, &minimum)
        guard case .violation = verdict, !node.isInteractive, tree.nodes.indices.contains(index + 1) else { return verdict }
        let next = tree.nodes[index + 1]
        guard !next.isInteractive, next.trimmedLabel.count > 1, TextContinuation.isInitial(node.trimmedLabel, of: next.trimmedLabel) else {
            return verdict
        }
        return .violation("Text \"\(node.trimmedLabel)\" is read alone before \"\(next.trimmedLabel)\", which it starts: an initial drawn beside its word (an avatar's, a badge's) is decoration; hide it from accessibility.")
    }

    func check(_ node: RuleTree.Node, in tree: RuleTree, _ minimum: inout Double) -> ElementVerdict {
        guard node.trimmedLabelByteCount > 0, Double(node.trimmedLabelByteCount) < minimum * 4 else { return .passes }
        let label = node.trimmedLabel
        // An icon-font glyph on a control or image is label-missing's finding: nothing is spoken.
        guard Double(label.count) < minimum, !label.allSatisfy(\.isNumber), !TextShape.isOneCharacterWord(label),
              !Self.isKeypadSymbol(label, node, in: tree), !Self.isLetterAmongLetters(label, node, in: tree),
              !(TextShape.isIconFontGlyphs(label) && (node.kind.contains(.interactive) || node.kind.contains(.image))) else { return .passes }
        if TextShape.isIconFontGlyphs(label) {
            return .violation("The label is an icon-font character, which screen readers do not speak: they read nothing for this element.")
        }
        // A text that is no control and no letter is most often decoration: a separator between
        // links ("|"), a key cap drawn beside a word ("⇪").
        if !node.isInteractive, !label.contains(where: { $0.isLetter || $0.isNumber }) {
            return .violation("Text \"\(label)\" is a symbol alone, read as its name; hide it from accessibility if it is decoration.")
        }
        return .violation("Label \"\(label)\" has \(label.count) character\(label.count == 1 ? "" : "s"); at least \(Int(minimum)) are expected.")
    }

    /// Whether `label` is a letter on a control beside at least three other controls named by one
    /// letter each, no two alike: a gamepad's A, B, X and Y, an alphabet index, where the letter is the
    /// whole name. Letters that repeat are initials ("M T W T F S S", days of the week); three
    /// letters may be abbreviations (a text editor's "B", "I", "H"); texts may spell a word.
    private static func isLetterAmongLetters(_ label: Substring, _ node: RuleTree.Node, in tree: RuleTree) -> Bool {
        guard !node.kind.contains(.staticText), label.count == 1, label.first?.isLetter == true else { return false }
        var letters: Set<String> = [], repeats = false
        _ = tree.containsChild(of: Int(node.parent)) { index in
            let other = tree.nodes[index].trimmedLabel
            guard !tree.nodes[index].kind.contains(.staticText), other.count == 1, other.first?.isLetter == true else { return false }
            repeats = !letters.insert(other.lowercased()).inserted
            return repeats
        }
        return !repeats && letters.count >= 4
    }

    /// Whether `label` is an arithmetic sign on a keypad, beside a key of digits (a control, or a
    /// text where the sign is one too: a keypad drawn as texts): VoiceOver reads
    /// the sign's name ("plus", "times", "divided by", "equals", "percent", "plus or minus",
    /// "point", "pi", "square root"), which is what a calculator's key does. A hyphen ("-") is
    /// read as "hyphen" and stays reported, as does a letter ("C"). The digit key is beside the
    /// sign, at most a key's size away, where frames are known: a TV app's "+" at the screen's
    /// foot is no key of the year filters at its top.
    private static func isKeypadSymbol(_ label: Substring, _ node: RuleTree.Node, in tree: RuleTree) -> Bool {
        guard label.count == 1, let sign = label.unicodeScalars.first, "+−×÷=%±.*/π√".unicodeScalars.contains(sign) else { return false }
        let frame = node.element.frame
        return tree.containsChild(of: Int(node.parent)) { index in
            let key = tree.nodes[index]
            // On a keypad drawn as texts (a Flutter calculator's keys) the digits are texts too,
            // one digit each: a date picker's "/" beside "2026" and "04" is a separator.
            return (key.isInteractive || !node.isInteractive && key.trimmedLabel.count == 1)
                && !key.trimmedLabel.isEmpty && key.trimmedLabel.allSatisfy(\.isNumber)
                && isBeside(key.element.frame, frame)
        }
    }

    /// Whether `key` lies at most `sign`'s larger side away from it on both axes; true when either
    /// has no size (a source without frames).
    private static func isBeside(_ key: Frame, _ sign: Frame) -> Bool {
        guard key.width > 0, key.height > 0, sign.width > 0, sign.height > 0 else { return true }
        let reach = max(sign.width, sign.height)
        let gap = FramePairs.gap(key, sign)
        return gap.horizontal <= reach && gap.vertical <= reach
    }
}
