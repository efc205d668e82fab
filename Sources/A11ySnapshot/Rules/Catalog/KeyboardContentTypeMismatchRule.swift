/// `keyboard-content-type-mismatch`: the keyboard does not fit what the field asks for.
struct KeyboardContentTypeMismatchRule: ElementRule {
    static let judgesContainers = true

    enum Option {
        static let emailContentTypes = RuleOption.Words("emailContentTypes", ["emailAddress", "email", "username"], "Content types that need the emailAddress keyboard.")
        static let phoneContentTypes = RuleOption.Words("phoneContentTypes", ["telephoneNumber", "tel"], "Content types that need phonePad or namePhonePad.")
        static let numericContentTypes = RuleOption.Words("numericContentTypes", ["oneTimeCode", "one-time-code", "creditCardNumber", "cc-number", "postalCode"],
            "Content types that need numberPad (or asciiCapableNumberPad).")
    }

    let description = RuleDescription(
        id: "keyboard-content-type-mismatch", title: "The keyboard matches the field's content type", category: .text,
        severity: .warning, wcag: [], level: .bestPractice,
        rationale: "The right keyboard (email, phone pad, number pad) saves switching layouts, which is slow with VoiceOver or Switch Control.",
        fix: "Set keyboardType to .emailAddress for email and usernames, .phonePad for phone numbers, .numberPad for codes and card numbers.",
        options: [Option.emailContentTypes.declaration, Option.phoneContentTypes.declaration, Option.numericContentTypes.declaration],
        examples: [
            .triggers("An email field with the default keyboard", [.textField("Email", frame: Frame(16, 100, 361, 44),
                                                                             textContentType: "emailAddress", keyboardType: .default)]),
            .triggers("A one-time code with the default keyboard", [.textField("Code", frame: Frame(16, 100, 361, 44),
                                                                              textContentType: "oneTimeCode", keyboardType: .default)]),
            .passes("A username with the email keyboard", [.textField("Email", frame: Frame(16, 100, 361, 44),
                                                                     textContentType: "username", keyboardType: .emailAddress)]),
            .passes("A phone number with the phone pad", [.textField("Phone", frame: Frame(16, 100, 361, 44),
                                                                    textContentType: "telephoneNumber", keyboardType: .phonePad)]),
        ],
        requiredData: "keyboardType on fields that have a textContentType")

    func context(_ options: RuleOptionValues) -> [(WordList, [KeyboardType])] {
        [
            (options[Option.emailContentTypes], [.emailAddress]),
            (options[Option.phoneContentTypes], [.phonePad, .namePhonePad]),
            (options[Option.numericContentTypes], [.numberPad, .asciiCapableNumberPad]),
        ]
    }

    func check(_ node: RuleTree.Node, in tree: RuleTree, _ groups: inout [(WordList, [KeyboardType])]) -> ElementVerdict {
        guard let contentType = node.element.textContentType, !contentType.isEmpty else { return .passes }
        return Self.check(contentType, of: node, groups)
    }

    /// The verdict on a field with a content type (kept out of ``check(_:in:_:)``, so the test
    /// most elements stop at is inlined into the loop).
    private static func check(_ contentType: String, of node: RuleTree.Node, _ groups: [(WordList, [KeyboardType])]) -> ElementVerdict {
        let words = WordTokenizer.words(contentType)
        guard let expected = groups.first(where: { $0.0.isEntry(words) })?.1 else { return .passes }
        guard let keyboard = node.element.keyboardType else { return .lacksData }
        guard !expected.contains(keyboard) else { return .passes }
        return .violation("Content type \"\(contentType)\" expects the \(expected.map(\.rawValue).joined(separator: " or ")) keyboard, not \(keyboard.rawValue).")
    }
}
