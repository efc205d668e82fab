/// `label-names-gesture`: a label that tells how to use the element ("Double tap to open") is
/// heard at every visit, and again in the screen reader's own hint.
struct LabelNamesGestureRule: ElementRule {
    enum Option {
        static let instructions = RuleOption.Words("instructions",
            ["tap to", "taps to", "double tap to", "triple tap to", "click to", "swipe to", "swipe up to", "swipe down to",
             "swipe left to", "swipe right to", "long press to", "press and hold to", "tap and hold to", "touch and hold to",
             "drag to", "pinch to", "slide to", "slide up to", "slide down to", "slide left to", "slide right to",
             // The screen readers' double tap, in the words of their own hints: Spanish, Portuguese,
             // French, Italian, German, Russian, Hebrew and Arabic.
             "toca dos veces para", "toque dos veces para", "pulsa dos veces para", "toque duas vezes para",
             "touchez deux fois pour", "appuyez deux fois pour", "tocca due volte per", "doppeltippen zum", "doppeltippen um",
             "нажмите дважды чтобы", "дважды нажмите чтобы", "הקש פעמיים", "הקישו פעמיים", "انقر مرتين",
             // Dragging, in the words of AOSP's lock icon ("Toque duas vezes e arraste para bloquear").
             "arraste para", "arrastra para"],
            "A gesture followed by \"to\": the start of an instruction; a screen reader's double tap in other languages.")
        static let names = RuleOption.Words("names", ["tap to pay", "slide to type"],
            "Names of things that start like an instruction (Apple's Tap to Pay, the keyboard's Slide to Type); a label containing one is not reported for it.")
    }

    let description = RuleDescription(
        id: "label-names-gesture", title: "Labels do not tell the gesture", category: .labels,
        severity: .warning, wcag: [], level: .bestPractice,
        rationale: "Screen readers tell how to activate an element themselves (VoiceOver's hint, TalkBack's \"Double tap to activate\"), and the gesture depends on the assistive technology; a label that says it is heard at every visit, and twice.",
        fix: "Keep the label to what the element is (\"Mandelbulb fractal\"); put what it does in the hint (\"Opens the fractal.\").",
        options: [Option.instructions.declaration, Option.names.declaration],
        examples: [
            // A Flutter fractal catalog (uiautomator): each card's Semantics label ends with the instruction.
            .triggers("An instruction after the name", [.button("Mandelbulb fractal, 3D. Double tap to open.", frame: Frame(16, 200, 361, 120))]),
            .triggers("A label that is only the instruction", [.button("Tap to play", frame: Frame(16, 100, 200, 44))]),
            .passes("A gesture named as a setting (AirPods' \"Double-Tap\")", [.button("Double-Tap", frame: Frame(16, 100, 361, 44))]),
            .passes("\"Tap\" not followed by \"to\"", [.button("Tap water", frame: Frame(16, 100, 200, 44))]),
            // A notes app's empty inbox (Compose, a raw dump).
            .passes("A screen's text that tells everyone the gesture", [.staticText("Tap + to capture a thought.", frame: Frame(16, 400, 361, 44))]),
            // A Flutter ride-hailing dialog (a raw dump): its body, focusable and not clickable.
            .passes("A dialog's message, focused but not operated, that tells the gesture",
                    [AccessibilityElement(label: "Your driver is on the way. Tap to view ride details.", frame: Frame(86, 1452, 908, 61), type: .other)]),
            // Samsung's launcher (a raw dump): a widget moved by a long press, its description
            // written for TalkBack.
            .triggers("An element that is no button, labelled with a screen reader's gesture",
                      [AccessibilityElement(label: "Digital clock. Double tap and drag to move.", frame: Frame(26, 100, 668, 238), type: .other)]),
            // MIUI's recent apps (a raw dump in Hebrew): the clear button ends with "double tap to clear".
            .triggers("An instruction in another language", [.button("נקה הכל, הקש פעמיים לניקוי", frame: Frame(150, 700, 93, 93))]),
            .triggers("An instruction in Spanish", [.button("Ajustes. Toca dos veces para abrir.", frame: Frame(16, 100, 361, 44))]),
            // AOSP's lock icon in Portuguese (a raw dump of SystemUI): an image, described for TalkBack.
            .triggers("A screen reader's double tap and a drag, in Portuguese, on an image", [
                .image("Toque duas vezes e arraste para bloquear o aparelho.", frame: Frame(480, 2000, 120, 120)),
            ]),
            // WhatsApp's voice-message button (a raw dump): the hold and the slides a recording takes.
            .triggers("A double tap and hold, then slides", [
                .button("Voice message. Double tap and hold to record, slide left to cancel recording.", frame: Frame(952, 2157, 116, 116)),
            ]),
            .passes("A feature's name (\"Tap to Pay on iPhone\")", [.button("Tap to Pay on iPhone", frame: Frame(16, 100, 361, 44))]),
            // iOS 26's keyboard settings (a WDA source): two rows named for the feature.
            .passes("A feature's name (the keyboard's \"Slide to Type\")", [
                .button("Slide to Type", frame: Frame(0, 600, 390, 52)),
                .button("Delete Slide-to-Type by Word", frame: Frame(0, 652, 390, 52)),
            ]),
        ])

    /// The instructions, and the names that start like one.
    struct Context {
        let instructions: WordList
        let names: WordList
    }

    func context(_ options: RuleOptionValues) -> Context {
        Context(instructions: options[Option.instructions], names: options[Option.names])
    }

    func check(_ node: RuleTree.Node, in tree: RuleTree, _ context: inout Context) -> ElementVerdict {
        // A text that is read, not operated, says what the screen shows: its instruction is the
        // app's copy for everyone, not a label written for the screen reader. So is another
        // element that is not a control, unless it names a screen reader's gesture (a launcher's
        // long-pressable widget, "Digital clock. Double tap and drag to move.").
        guard !node.kind.contains(.staticText) || node.isInteractive,
              node.isInteractive || Self.namesScreenReaderGesture(node.labelWords),
              node.labelWords.count >= 2, var instruction = context.instructions.firstMatch(in: node.labelWords) else { return .passes }
        if context.names.firstMatch(in: node.labelWords) != nil {
            guard let outsideNames = context.instructions.firstMatch(in: context.names.removingEntries(from: node.labelWords))
            else { return .passes }
            instruction = outsideNames
        }
        return .violation("Label \"\(node.trimmedLabel)\" tells the gesture (\"\(instruction)\"), which screen readers already tell; keep the label to what the element is.")
    }

    /// Whether the words say "double tap" or "triple tap", in English or in the languages of
    /// ``Option/instructions``: gestures of VoiceOver and TalkBack, which no one else is told.
    static func namesScreenReaderGesture(_ words: UnsafeBufferPointer<String>) -> Bool {
        zip(words, words.dropFirst()).contains { ($0 == "double" || $0 == "triple") && $1 == "tap" }
            || doubleTaps.firstMatch(in: words) != nil
    }

    /// A screen reader's double tap in the languages of ``Option/instructions``.
    private static let doubleTaps = WordList([
        "toca dos veces", "toque dos veces", "pulsa dos veces", "toque duas vezes", "touchez deux fois", "appuyez deux fois",
        "tocca due volte", "doppeltippen", "нажмите дважды", "дважды нажмите", "הקש פעמיים", "הקישו פעמיים", "انقر مرتين",
    ])
}
