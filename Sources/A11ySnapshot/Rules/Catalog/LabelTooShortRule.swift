/// `label-too-short`: a one-character label rarely names anything.
struct LabelTooShortRule: ElementRule {
    enum Option {
        static let minimumLength = RuleOption.Number("minimumLength", 2, "The fewest characters a label may have; shorter labels are reported. Labels of digits only are exempt.")
    }

    let description = RuleDescription(
        id: "label-too-short", title: "Labels are long enough to mean something", category: .labels,
        severity: .warning, wcag: ["2.4.6"], level: .aa,
        rationale: "A label of one character (\"X\", \">\") is read as that character, which seldom says what the element does.",
        fix: "Use a word that names the action or content (\"Close\", \"Next\").",
        options: [Option.minimumLength.declaration],
        examples: [
            // A Korean tab bar's "홈" (Home) and Instagram's emoji reaction buttons are whole words.
            .passes("One Hangul syllable is a word (\"홈\")", [.tab("홈", frame: Frame(16, 800, 78, 49))]),
            .passes("One ideograph is a word (\"家\")", [.button("家", frame: Frame(16, 100, 44, 44))]),
            .passes("An emoji is read as its name", [.button("🔥", frame: Frame(16, 100, 44, 44))]),
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
            // Samsung's calculator (a raw dump, Spanish).
            .passes("A constant's key beside number keys, read as its name (\"π\", pi)", [
                .button("7", frame: Frame(16, 400, 80, 80)), .button("π", frame: Frame(110, 400, 80, 80)),
            ]),
            .triggers("A letter key beside number keys (\"C\")", [
                .button("7", frame: Frame(16, 400, 80, 80)), .button("C", frame: Frame(110, 400, 80, 80)),
            ]),
            .passes("An icon-font glyph on a button (label-missing's finding)", [.button("\u{E821}", frame: Frame(16, 100, 44, 44))]),
            // A React Native dashboard (uiautomator): a focusable status icon described by one glyph.
            .triggers("An icon-font glyph on an element that is no control: nothing is read", [AccessibilityElement(label: "\u{ED80}", frame: Frame(16, 100, 44, 44))]),
        ])

    func context(_ options: RuleOptionValues) -> Double {
        options[Option.minimumLength]
    }

    func check(_ node: RuleTree.Node, in tree: RuleTree, _ minimum: inout Double) -> ElementVerdict {
        guard node.trimmedLabelByteCount > 0, Double(node.trimmedLabelByteCount) < minimum * 4 else { return .passes }
        let label = node.trimmedLabel
        // An icon-font glyph on a control or image is label-missing's finding: nothing is spoken.
        guard Double(label.count) < minimum, !label.allSatisfy(\.isNumber), !TextShape.isOneCharacterWord(label),
              !Self.isKeypadSymbol(label, node, in: tree),
              !(TextShape.isIconFontGlyphs(label) && (node.kind.contains(.interactive) || node.kind.contains(.image))) else { return .passes }
        if TextShape.isIconFontGlyphs(label) {
            return .violation("The label is an icon-font character, which screen readers do not speak: they read nothing for this element.")
        }
        return .violation("Label \"\(label)\" has \(label.count) character\(label.count == 1 ? "" : "s"); at least \(Int(minimum)) are expected.")
    }

    /// Whether `label` is an arithmetic sign on a keypad, beside a key of digits: VoiceOver reads
    /// the sign's name ("plus", "times", "divided by", "equals", "percent", "plus or minus",
    /// "point", "pi", "square root"), which is what a calculator's key does. A hyphen ("-") is
    /// read as "hyphen" and stays reported, as does a letter ("C").
    private static func isKeypadSymbol(_ label: Substring, _ node: RuleTree.Node, in tree: RuleTree) -> Bool {
        guard label.count == 1, let sign = label.unicodeScalars.first, "+−×÷=%±.*/π√".unicodeScalars.contains(sign) else { return false }
        return tree.containsChild(of: Int(node.parent)) { index in
            tree.nodes[index].isInteractive && !tree.nodes[index].trimmedLabel.isEmpty && tree.nodes[index].trimmedLabel.allSatisfy(\.isNumber)
        }
    }
}
