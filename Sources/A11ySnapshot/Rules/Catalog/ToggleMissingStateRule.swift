/// `toggle-missing-state`: a switch that does not say whether it is on.
struct ToggleMissingStateRule: ElementRule {
    enum Option {
        static let stateValues = RuleOption.Words("stateValues", ["1", "0", "on", "off", "true", "false", "yes", "no", "checked", "unchecked", "selected", "not selected", "mixed"],
            "Values that state whether a toggle is on.")
    }

    let description = RuleDescription(
        id: "toggle-missing-state", title: "Switches tell whether they are on", category: .traits,
        severity: .error, wcag: ["4.1.2"], level: .a,
        rationale: "VoiceOver reads a switch's state from its value (\"1\" or \"0\", spoken \"on\"/\"off\"); without it the state is unknown.",
        fix: "Use the platform's switch, which states itself (UISwitch, SwiftUI Toggle, Android Switch or CheckBox, Compose Switch), or state the on/off value yourself (the toggleButton trait and accessibilityValue; a checkable view, or Compose's Modifier.toggleable).",
        options: [Option.stateValues.declaration],
        examples: [
            .triggers("A switch without a value", [.toggle("Wi-Fi", isOn: true, frame: Frame(16, 100, 361, 44)).with(\.value, nil)]),
            .triggers("A switch whose value is its label", [.toggle("Wi-Fi", isOn: true, frame: Frame(16, 100, 361, 44)).with(\.value, "Wi-Fi")]),
            .passes("A switch that is on", [.toggle("Wi-Fi", isOn: true, frame: Frame(16, 100, 361, 44))]),
        ])

    func context(_ options: RuleOptionValues) -> WordList {
        options[Option.stateValues]
    }

    func check(_ node: RuleTree.Node, in tree: RuleTree, _ states: inout WordList) -> ElementVerdict {
        guard node.kind.contains(.toggle) else { return .passes }
        guard let value = node.element.value, !value.trimmedWhitespace.isEmpty else {
            return .violation("This switch has no value telling whether it is on or off.")
        }
        guard states.firstMatch(in: WordTokenizer.words(value)) == nil else { return .passes }
        return .violation("This switch's value \"\(value)\" does not say whether it is on or off.")
    }
}
