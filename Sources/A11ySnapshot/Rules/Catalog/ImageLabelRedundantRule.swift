/// `image-label-redundant`: the image trait already says "image". TalkBack names a clickable
/// image a button, not an image (google/talkback: `Role.getRole` makes a clickable `ImageView`
/// `ROLE_IMAGE_BUTTON`, whose spoken role name is the button's), so there a tappable image's
/// "picture" repeats nothing.
struct ImageLabelRedundantRule: ElementRule {
    enum Option {
        static let imageWords = RuleOption.Words("imageWords", ["image", "picture", "graphic", "icon", "photo", "img", "pic",
                                                                 "icône", "icono", "ícone", "icona", "imagen", "imagem", "immagine", "bild", "symbolbild"],
            "Words that name the medium rather than the content (English, and French, Spanish, Portuguese, Italian and German).")
    }

    let description = RuleDescription(
        id: "image-label-redundant", title: "Image labels do not say \"image\"", category: .images,
        severity: .warning, wcag: [], level: .bestPractice,
        rationale: "VoiceOver and TalkBack announce the image role, so \"Photo of a dog\" is heard as \"Photo of a dog, image\". The label is still a text alternative: this is wording, not a failure of WCAG 1.1.1.",
        fix: "Describe what the image shows (\"A dog catching a ball\") without naming the medium.",
        options: [Option.imageWords.declaration],
        examples: [
            .triggers("\"Photo of a dog\"", [.image("Photo of a dog", frame: Frame(16, 100, 200, 150))]),
            .triggers("\"playIcon\" (camelCase is split)", [.image("playIcon", frame: Frame(16, 100, 44, 44))]),
            // A marketplace dashboard (uiautomator, French): the same description on each card's icon.
            .triggers("The medium in another language: \"Icône statistique\"", [.image("Icône statistique", frame: Frame(16, 100, 44, 44))]),
            .passes("\"Photographer at work\" (a longer word)", [.image("Photographer at work", frame: Frame(16, 100, 200, 150))]),
            .passes("A description of the content", [.image("A dog catching a ball", frame: Frame(16, 100, 200, 150))]),
            // A floating-picture app's empty list (a raw dump): its illustration says the sentence.
            .passes("A sentence in which the word is the content: \"No picture is showing now\"",
                    [.image("No picture is showing now", frame: Frame(16, 100, 200, 150))]),
            // A notes app's attachment (uiautomator): the preview of a photo someone attached.
            .passes("The word between others, naming what was attached: \"Attached photo preview\"",
                    [.image("Attached photo preview", frame: Frame(16, 100, 200, 150))]),
            .triggers("A sentence naming the medium: \"A photo of the team at work\"",
                      [.image("A photo of the team at work", frame: Frame(16, 100, 200, 150))]),
            // A YouTube upload screen (uiautomator): the channel's avatar, focusable, opens its editor.
            .passes("An image labelled with an action on the picture: \"Edit name and picture\"",
                    [.image("Edit name and picture", frame: Frame(16, 100, 44, 44))]),
            .triggers("An image that is a control named as one: \"Profile picture\"",
                      [AccessibilityElement(label: "Profile picture", traits: [.button, .image], frame: Frame(16, 100, 44, 44), type: .image)]),
            // Instagram's profile header (uiautomator): the avatar is a clickable ImageView.
            .passes("On Android, a clickable image, which TalkBack calls a button: \"Profile picture of arya\"",
                    [AccessibilityElement(label: "Profile picture of arya", traits: [.button, .image], frame: Frame(55, 263, 237, 237),
                                          type: .image)], platform: .android),
            .triggers("On Android, an image that is no control: \"Photo of a dog\"",
                      [.image("Photo of a dog", frame: Frame(16, 100, 200, 150))], platform: .android),
        ],
        // An image named by the word alone ("Image") says nothing of what it shows, which
        // label-non-descriptive reports.
        supersededBy: "label-non-descriptive")

    /// Verbs a label starts with when it names an action and the image word after them is what
    /// the action is on.
    private static let actions = WordList(["edit", "change", "add", "remove", "delete", "upload", "take", "choose", "select",
                                           "replace", "crop", "rotate", "update", "set", "view", "open", "save", "share", "download"])

    func context(_ options: RuleOptionValues) -> WordList {
        options[Option.imageWords]
    }

    func check(_ node: RuleTree.Node, in tree: RuleTree, _ words: inout WordList) -> ElementVerdict {
        guard node.kind.contains(.image), let word = words.firstMatch(in: node.labelWords) else { return .passes }
        if tree.snapshot.screenPlatform == .android, node.element.traits.contains(.button) { return .passes }
        // Between other words, the word is what the image says or shows ("No picture is showing
        // now", "Attached photo preview"), unless it opens or closes the label or names what
        // follows ("A photo of the team at work").
        let labelWords = node.labelWords
        if labelWords.count >= 3, let at = labelWords.firstIndex(of: word), at > 0, at < labelWords.count - 1,
           labelWords[at + 1] != "of" {
            return .passes
        }
        if let verb = node.labelWords.first, Self.actions.contains(verb) { return .passes }
        return .violation("Image label \"\(node.trimmedLabel)\" contains \"\(word)\", which the image trait already announces.")
    }
}
