/// `label-decorative-symbol`: a chevron, arrow or handle drawn as a character became part of a
/// label. Android and React Native join a focusable row's texts into its label, so a row's "›"
/// or a drag handle's "≡" is read with the row's words.
struct LabelDecorativeSymbolRule: ElementRule {
    /// Characters apps draw as decoration, and icons named for them: chevrons (› ‹ » « ❯ ❮ 〉 〈 ⟩ ⟨ > <),
    /// arrows (→ ← ↑ ↓ and the rest of Unicode's Arrows), disclosure triangles (▶ ▸ ► ◀ ◂ ▲ ▼ △ ▽ and
    /// the small ▴ ▾ ▵ ▿),
    /// handles (≡ ☰ ⋮ ⋯) and the technical signs that stand for icons (⌄ ⌃; "⌂" for home and "⌗"
    /// for a scan in a React Native home screen's "⌂, Inicio").
    static func isSymbol(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x3C, 0x3E, 0xAB, 0xBB, 0x2039, 0x203A, 0x2190...0x21FF, 0x2261, 0x22EE, 0x22EF, 0x2300...0x23FF,
             0x25B2...0x25B6, 0x25B8, 0x25BA, 0x25BC...0x25BF, 0x25C0, 0x25C2, 0x2630, 0x276E, 0x276F,
             0x27E8, 0x27E9, 0x3008, 0x3009:
            // An emoji ("⏳", hourglass, before "Pending") is a picture, read as its name.
            !scalar.properties.isEmojiPresentation
        default: false
        }
    }

    /// Whether the label may hold a symbol: its UTF-8 holds `<`, `>` or a lead byte of theirs
    /// (0xC2, 0xE2, 0xE3). Most labels do not, and bytes are cheaper to scan than scalars.
    static func mayHoldSymbol(_ label: Substring) -> Bool {
        label.utf8.contains { $0 == 0x3C || $0 == 0x3E || $0 == 0xC2 || $0 == 0xE2 || $0 == 0xE3 }
    }

    let description = RuleDescription(
        id: "label-decorative-symbol", title: "Labels do not read out decorative symbols", category: .labels,
        severity: .warning, wcag: ["1.1.1"], level: .a,
        rationale: "A chevron, arrow or drag handle drawn as a character, or an icon's name kept as its description (\"Chevron\"), "
            + "joins the label of the row that holds it, and screen readers speak it (\"single right-pointing angle quotation mark\", "
            + "\"identical to\") on every visit.",
        fix: "Hide the decoration from accessibility (UIKit: isAccessibilityElement = false, or a label of its own on the row; "
            + "SwiftUI: .accessibilityHidden(true); Views: importantForAccessibility=\"no\"; Compose: contentDescription = null, "
            + "or clearAndSetSemantics on the row), or draw it as an image without a label or description.",
        examples: [
            // KPKN Fit's programme list (React Native, uiautomator): a drag handle and a chevron around each row's texts.
            .triggers("A row's drag handle and chevron joined into its label", [
                .button("≡, PROGRAMA 3, 1 SEMANAS · 2 SESIONES, ›", frame: Frame(16, 160, 361, 58)),
            ]),
            // A Compose medication log (uiautomator): each month's section toggles with a triangle.
            .triggers("A section's disclosure triangle", [.button("Julio 2026 (4 registros), ▼", frame: Frame(16, 300, 361, 48))]),
            // A photo backup app's settings (a raw dump): a collapsible section's small triangle.
            .triggers("A small disclosure triangle", [.button("Configuración de la app, ▾", frame: Frame(16, 300, 361, 48))]),
            // A React Native courier app's home (uiautomator): each tab's label opens with its icon's glyph.
            .triggers("A glyph that stands for an icon, before the name", [.button("⌂, Inicio", frame: Frame(0, 2200, 270, 200))]),
            .triggers("A chevron on its own line", [.button("Upper Push A\nChest, Shoulders\n›", frame: Frame(16, 400, 361, 72))]),
            // A live-audio app's banner (UiAutomator2): an arrow image's description joined to the row's text.
            .triggers("An arrow image's description, with a word for a picture, joined to a row's text", [
                .button("웰컴 미션을 확인해 보세요., Image Arrow", frame: Frame(0, 300, 1080, 160)),
            ]),
            .passes("An arrow that is the row's own subject", [.button("Arrow Electronics, Stock quote", frame: Frame(0, 300, 1080, 160))]),
            // An AI chat app's tab bar (React Native, a raw dump): each tab's label opens with an emoji as its icon.
            .triggers("A tab whose label opens with an emoji drawn as its icon", [.tab("💬, Chat", frame: Frame(0, 2200, 360, 140))]),
            .triggers("An emoji with its presentation selector as a button's icon", [.button("⚙️, Settings", frame: Frame(720, 2200, 360, 140))]),
            // Instagram's comments (an iOS WDA source): emoji are what the person wrote.
            .passes("A comment ending with emoji", [.button("santosels said, 👏👏", frame: Frame(53, 349, 319, 37))]),
            .passes("A text opening with an emoji, not a control", [.staticText("🎬, Actor", frame: Frame(16, 400, 300, 40))]),
            // Expo's dev launcher (Compose, uiautomator): the chevron icon's description ends each server's row.
            .triggers("An icon's name joined into a row's label", [.button("PINGO, http://172.28.0.1:8081, Chevron", frame: Frame(16, 300, 361, 60))]),
            .passes("An arrow named in words within a part", [.button("Arrow key settings, On", frame: Frame(16, 300, 361, 60))]),
            .passes("A glyph inside the words, read as part of them", [.button("Western District → East Harbourfront", frame: Frame(16, 100, 361, 44))]),
            .passes("Bullets between facts", [.staticText("19 services • 10 expert stylists", frame: Frame(16, 100, 361, 20))]),
            .passes("A control named by a glyph alone, which label-too-short reports", [.button("›", frame: Frame(329, 100, 48, 48))]),
            .passes("A row without decoration", [.button("PROGRAMA 3, 1 SEMANAS · 2 SESIONES", frame: Frame(16, 160, 361, 58))]),
        ])

    func check(_ node: RuleTree.Node, in tree: RuleTree, _: inout Void) -> ElementVerdict {
        let label = node.trimmedLabel
        if node.isInteractive, let icon = Self.leadingEmojiIcon(of: label) {
            return .violation("Label \"\(label)\" starts with the emoji \"\(icon)\", drawn as an icon: screen readers read its name first.")
        }
        guard !node.isContainer, Self.mayHoldSymbol(label) && label.unicodeScalars.contains(where: Self.isSymbol)
                || Self.mayNameAnIcon(node), let symbol = Self.decorativePart(of: label) else { return .passes }
        return .violation("Label \"\(label)\" reads out the decoration \"\(symbol)\".")
    }

    /// The emoji a control's joined label starts with as a part of its own, before a part that
    /// says something: an icon drawn as text ("💬, Chat" on a tab, TalkBack's "speech balloon,
    /// Chat"). Emoji elsewhere are content (a comment's "👏👏" after its text).
    static func leadingEmojiIcon(of label: Substring) -> Substring? {
        guard let first = label.utf8.first, first >= 0xE2, label.utf8.contains(where: { $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: "\n") })
        else { return nil }
        let parts = TextShape.joinedParts(label).filter { !$0.isEmpty }
        guard parts.count > 1, let icon = parts.first, icon.count == 1, let scalar = icon.unicodeScalars.first,
              scalar.properties.isEmojiPresentation || scalar.properties.isEmoji && icon.unicodeScalars.contains("\u{FE0F}"),
              parts.dropFirst().contains(where: { $0.contains(where: \.isLetter) }) else { return nil }
        return icon
    }

    /// The first part of a joined label (``TextShape/joinedParts(_:)``) that is decoration only,
    /// when another part says something.
    static func decorativePart(of label: Substring) -> Substring? {
        let parts = TextShape.joinedParts(label).filter { !$0.isEmpty }
        guard parts.contains(where: { $0.contains(where: { $0.isLetter || $0.isNumber }) }) else { return nil }
        return parts.first { part in
            part.unicodeScalars.allSatisfy(isSymbol) || namesAnIcon(part)
        }
    }

    /// Whether `part` is a decoration's icon name, with or without a word for a picture ("Image
    /// Arrow", a live-audio app's banner: an arrow image's description joined to its row's text).
    private static func namesAnIcon(_ part: Substring) -> Bool {
        let words = WordTokenizer.words(String(part)).filter { !pictureWords.contains($0) }
        return !words.isEmpty && iconNames.contains(words.joined(separator: " "))
    }

    private static let pictureWords: Set<String> = ["image", "icon", "img", "ic"]

    /// The names icon sets give the same decorations, which an icon's description may keep
    /// (Expo's dev launcher reads its server row "PINGO, http://172.28.0.1:8081, Chevron"), as
    /// ``WordTokenizer`` splits them ("ChevronDown" is "chevron down").
    static let iconNames: Set<String> = [
        "chevron", "chevron right", "chevron left", "chevron up", "chevron down", "chevron forward", "chevron backward",
        "arrow", "right arrow", "left arrow", "arrow right", "arrow left", "arrow forward", "arrow back", "arrow drop down", "caret", "caret down", "caret right",
        "expand more", "expand less", "keyboard arrow right", "keyboard arrow down", "navigate next", "disclosure indicator",
    ]

    /// Whether the label is parts joined by commas or line breaks, a word of which may start an
    /// icon's name: cheap tests before its parts are split.
    private static func mayNameAnIcon(_ node: RuleTree.Node) -> Bool {
        node.trimmedLabel.utf8.contains { $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: "\n") }
            && node.labelWords.contains { ["chevron", "arrow", "caret", "expand", "navigate", "disclosure"].contains($0) }
    }
}
