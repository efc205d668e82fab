/// `adjustable-missing-value`: a slider that does not say where it is.
struct AdjustableMissingValueRule: ElementRule {
    static let judgesContainers = true

    let description = RuleDescription(
        id: "adjustable-missing-value", title: "Adjustable elements have a value", category: .traits,
        severity: .error, wcag: ["4.1.2"], level: .a,
        rationale: "People adjust by swiping up and down and hear only the value; without one they cannot tell what changed.",
        fix: "State the current setting (\"70%\", \"3 of 5\"): accessibilityValue (UIKit), .accessibilityValue (SwiftUI), stateDescription (Views and Compose).",
        examples: [
            .triggers("A slider without a value", [.adjustable("Volume", value: "", frame: Frame(16, 100, 300, 44))]),
            .passes("A slider with a value", [.adjustable("Volume", value: "70%", frame: Frame(16, 100, 300, 44))]),
        ],
        // An Android dump never holds a slider's position: judging it there would flag every slider.
        requiredSourceData: .adjustableValues)

    func check(_ node: RuleTree.Node, in tree: RuleTree, _: inout Void) -> ElementVerdict {
        guard node.element.traits.contains(.adjustable), (node.element.value ?? "").trimmedWhitespace.isEmpty else { return .passes }
        return .violation("This adjustable element has no value.")
    }
}
