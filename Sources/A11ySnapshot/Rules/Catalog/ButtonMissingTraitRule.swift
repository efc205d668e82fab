/// `button-missing-trait`: a button VoiceOver does not announce as one.
struct ButtonMissingTraitRule: ElementRule {
    static let judgesContainers = true

    let description = RuleDescription(
        id: "button-missing-trait", title: "Buttons have the button or link trait", category: .traits,
        severity: .error, wcag: ["4.1.2"], level: .a,
        rationale: "Without the trait VoiceOver does not say \"button\", so people do not know they can activate it.",
        fix: "Add the .button trait (or .link when it navigates to content): accessibilityTraits in UIKit, .accessibilityAddTraits(.isButton) in SwiftUI.",
        examples: [
            .triggers("A button without traits", [.button("Save", frame: Frame(16, 100, 80, 44)).with(\.traits, [])]),
            .passes("A button with the button trait", [.button("Save", frame: Frame(16, 100, 80, 44))]),
            .passes("A button with the link trait", [.button("Terms", frame: Frame(16, 100, 80, 44)).with(\.traits, .link)]),
        ],
        requiredSourceData: .traits)

    func check(_ node: RuleTree.Node, in tree: RuleTree, _: inout Void) -> ElementVerdict {
        guard node.element.type == .button, node.element.traits.isDisjoint(with: [.button, .link]) else { return .passes }
        return .violation("This button has neither the button nor the link trait.")
    }
}
