/// `hint-empty`: a hint set to nothing.
struct HintEmptyRule: ElementRule {
    static let judgesContainers = true

    let description = RuleDescription(
        id: "hint-empty", title: "Hints are not empty", category: .hints,
        severity: .warning, wcag: [], level: .bestPractice,
        rationale: "An empty hint makes VoiceOver pause for nothing, and usually means a missing string.",
        fix: "Remove the hint, or write what happens when the element is activated.",
        examples: [
            .triggers("An empty hint", [.button("Play", hint: "", frame: Frame(16, 100, 80, 44))]),
            .passes("No hint at all", [.button("Play", frame: Frame(16, 100, 80, 44))]),
        ])

    func check(_ node: RuleTree.Node, in tree: RuleTree, _: inout Void) -> ElementVerdict {
        guard let hint = node.element.hint, hint.trimmedWhitespace.isEmpty else { return .passes }
        return .violation(hint.isEmpty ? "The hint is empty." : "The hint is only whitespace.")
    }
}
