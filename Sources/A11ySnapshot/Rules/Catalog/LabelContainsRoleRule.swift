/// `label-contains-role`: the traits already make VoiceOver say the role.
struct LabelContainsRoleRule: ElementRule {
    enum Option {
        static let names = RuleOption.Words("names", ["action button", "side button", "home button", "camera control", "volume buttons", "top button"],
            "Names of things that hold a role word (the iPhone's Action Button); a label containing one is not reported for that word.")
    }

    let description = RuleDescription(
        id: "label-contains-role", title: "Labels do not repeat the element's role", category: .labels,
        severity: .warning, wcag: [], level: .bestPractice,
        rationale: "VoiceOver speaks the role from the traits, so \"Add button\" is heard as \"Add button, button\".",
        fix: "Remove the role word from the label and let the trait announce it.",
        options: RoleWords.options.map(\.declaration) + [Option.names.declaration],
        examples: [
            .triggers("\"Add button\" on a button", [.button("Add button", frame: Frame(16, 100, 120, 44))]),
            .triggers("\"Close icon link\" on a link", [.link("Close icon link", frame: Frame(16, 100, 160, 44))]),
            .passes("A role word inside another word (\"Blinking lights\")", [.link("Blinking lights", frame: Frame(16, 100, 160, 44))]),
            .passes("A role word of another role (\"Link account\" on a button)", [.button("Link account", frame: Frame(16, 100, 160, 44))]),
            // A bank's web view (a raw dump): label-looks-like-identifier reports the code name;
            // removing its role word would leave "ds-icon".
            .passes("A code identifier holding a role word", [.button("ds-icon-button", frame: Frame(16, 100, 120, 44))]),
            .passes("A product name holding a role word (Settings' \"Action Button\" row)", [.button("Action Button", frame: Frame(16, 484, 370, 53))]),
            .triggers("A role word beside a product name (\"Action Button button\")", [.button("Action Button button", frame: Frame(16, 484, 370, 53))]),
            // Samsung Notes' list (a raw dump): a note's card reads the note.
            .passes("A card reading its content, lines of it", [
                AccessibilityElement(label: "Test plan\nWin 10 offline\nSkips\nVolte button", traits: .button, frame: Frame(0, 1733, 1080, 361), type: .other),
            ]),
            .triggers("A row named with its role", [
                AccessibilityElement(label: "Share button", traits: .button, frame: Frame(0, 1733, 1080, 120), type: .other),
            ]),
        ])

    /// The fewest words of a label that reads content rather than names a control.
    static let contentWords = 8

    /// The role words by role, and the names that hold one.
    struct Context {
        let lists: [WordList]
        let names: WordList
    }

    func context(_ options: RuleOptionValues) -> Context {
        Context(lists: RoleWords.lists(options), names: options[Option.names])
    }

    func check(_ node: RuleTree.Node, in tree: RuleTree, _ context: inout Context) -> ElementVerdict {
        guard !node.labelWords.isEmpty else { return .passes }
        // A code name ("ds-icon-button", "btn_close") is label-looks-like-identifier's finding.
        let label = node.trimmedLabel
        if TextShape.isKebabCaseIdentifier(label) || label.utf8.contains(UInt8(ascii: "_")) && TextShape.looksLikeIdentifier(label) {
            return .passes
        }
        // A card or row reading its content, in lines or at length (a note's text): its words are
        // the content's, not a name given to the control.
        if LabelTooLongRule.presentsContent(node), node.labelWords.count >= Self.contentWords || node.trimmedLabel.utf8.contains(0x0A) {
            return .passes
        }
        let found = context.names.firstMatch(in: node.labelWords) == nil
            ? RoleWords.firstMatch(in: node.labelWords, for: node, lists: context.lists)
            : RoleWords.firstMatch(in: context.names.removingEntries(from: node.labelWords), for: node, lists: context.lists)
        guard let word = found else { return .passes }
        return .violation("Label \"\(node.trimmedLabel)\" contains the role word \"\(word)\", which screen readers already announce.")
    }
}
