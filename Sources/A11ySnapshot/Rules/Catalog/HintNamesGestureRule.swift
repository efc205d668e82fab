/// `hint-names-gesture`: hints describe results, not gestures.
struct HintNamesGestureRule: ElementRule {
    static let judgesContainers = true

    enum Option {
        static let gestureWords = RuleOption.Words("gestureWords", ["tap", "taps", "tapping", "double tap", "click", "clicks", "clicking", "swipe", "swipes", "swiping",
            "long press", "press and hold", "pinch", "drag", "triple tap"],
            "Words and phrases that name a gesture.")
    }

    let description = RuleDescription(
        id: "hint-names-gesture", title: "Hints describe the result, not the gesture", category: .hints,
        severity: .warning, wcag: [], level: .bestPractice,
        rationale: "The gesture depends on the assistive technology (VoiceOver double-taps, Switch Control selects), and VoiceOver already tells how to activate.",
        fix: "Say what happens (\"Plays the song.\"), not how to trigger it (\"Tap to play.\").",
        options: [Option.gestureWords.declaration],
        examples: [
            .triggers("\"Tap to play.\"", [.button("Play", hint: "Tap to play.", frame: Frame(16, 100, 80, 44))]),
            .triggers("\"Double tap to open.\"", [.button("Inbox", hint: "Double tap to open.", frame: Frame(16, 100, 80, 44))]),
            .triggers("\"Swipe to delete.\"", [.cell("Message", traits: .button, frame: Frame(0, 100, 393, 44))
                .with(\.hint, "Swipe to delete.")]),
            .passes("\"Tapestry\" is not \"tap\"", [.button("Tapestry", hint: "Opens the tapestry gallery.", frame: Frame(16, 100, 120, 44))]),
        ])

    func context(_ options: RuleOptionValues) -> WordList {
        options[Option.gestureWords]
    }

    func check(_ node: RuleTree.Node, in tree: RuleTree, _ gestures: inout WordList) -> ElementVerdict {
        guard let hint = node.element.hint, !hint.isEmpty,
              let gesture = gestures.firstMatch(in: WordTokenizer.words(hint)) else { return .passes }
        return .violation("Hint \"\(hint.trimmedWhitespace)\" names the gesture \"\(gesture)\"; describe the result instead.")
    }
}
