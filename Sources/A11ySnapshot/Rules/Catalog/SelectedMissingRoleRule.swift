/// `selected-missing-role`: an element announced as selected without saying what it is.
struct SelectedMissingRoleRule: ElementRule {
    let description = RuleDescription(
        id: "selected-missing-role", title: "Selected elements say what they are", category: .traits,
        severity: .warning, wcag: ["4.1.2"], level: .a,
        rationale: "VoiceOver says \"Selected, Events\" and nothing more: without a role people cannot tell a tab, a segment or a filter from text, nor that another one can be chosen. React Native's pressables and custom tab strips often state the selection but no role.",
        fix: "Add the .button trait (tabs and segments), or put the items in a tab bar container; a selected row of a list is a cell already.",
        examples: [
            .triggers("A selected tab drawn as a plain view (an Expo app's \"Événements\" / \"Articles\" strip)", [
                AccessibilityElement(label: "Événements", traits: .selected, frame: Frame(20, 159, 116, 37), type: .other),
                AccessibilityElement(label: "Articles", frame: Frame(143, 159, 86, 37), type: .other),
            ]),
            .passes("A selected tab with the button trait", [.tab("Events", isSelected: true, frame: Frame(20, 159, 116, 37))]),
            .passes("A selected row of a list", [.cell("Wi-Fi", traits: .selected, frame: Frame(0, 100, 393, 44))]),
            .passes("A selected item of a tab bar container", [
                .container(.tabBar, frame: Frame(0, 791, 402, 83), [
                    AccessibilityElement(label: "Week", traits: .selected, frame: Frame(154, 795, 94, 54), type: .other),
                ]),
            ]),
        ],
        requiredSourceData: .traits)

    /// Traits that name a role VoiceOver speaks.
    static let roles: AccessibilityTraits = [.button, .link, .header, .adjustable, .image, .searchField, .keyboardKey, .tabBar, .toggleButton]

    func check(_ node: RuleTree.Node, in tree: RuleTree, _: inout Void) -> ElementVerdict {
        let element = node.element
        guard element.traits.contains(.selected), element.traits.isDisjoint(with: Self.roles) else { return .passes }
        switch element.type {
        case nil, .other?, .staticText?, .group?:
            break
        default:
            return .passes
        }
        if tree.isTabBar(node.parent) { return .passes }
        return .violation("\"\(node.trimmedLabel)\" is announced as selected with no role; a screen reader cannot say whether it is a tab, a segment or a choice.")
    }
}
