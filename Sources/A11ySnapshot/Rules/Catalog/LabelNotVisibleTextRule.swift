/// `label-not-visible-text`: Voice Control (iOS) and Voice Access (Android) users activate a
/// control by saying the words they see on it, which the control's name must contain (WCAG 2.5.3,
/// label in name). The rule compares a control's label with its ``AccessibilityElement/visibleText``,
/// which importers record where the two differ (docs/FORMAT.md, *Visible text*).
///
/// Not judged: a switch's or toggle's text (Android quick-settings tiles show their state, "On",
/// beside a name said elsewhere), a field's text (its value), and visible text that is no words
/// a person would say: digits and symbols (a date picker's "1" named "01 September 2026"), or a
/// key cap of at most three Latin characters (a calculator's "sin" named "Sine"), which WCAG's
/// understanding of 2.5.3 exempts as symbols and mathematical expressions.
struct LabelNotVisibleTextRule: ElementRule {
    let description = RuleDescription(
        id: "label-not-visible-text", title: "Control labels contain their visible text", category: .labels,
        severity: .warning, wcag: ["2.5.3"], level: .a,
        rationale: "Voice Control users say the words they see on a control; when its label does not contain them, the command does nothing.",
        fix: "Make the label start with the visible text (\"Get OTP\" for a button showing \"Get OTP\"), or show the label's words; on iOS accessibilityUserInputLabels can add the visible words.",
        examples: [
            // A React Native sign-in (uiautomator): the button is described "Send OTP" and shows "Get OTP".
            .triggers("A button whose label names another action than its title", [
                AccessibilityElement.button("Send OTP", frame: Frame(278, 1545, 525, 160)).with(\.visibleText, "Get OTP"),
            ], platform: .android),
            // Instagram's comment sheet (an Appium WDA source).
            .triggers("A button whose label rewords its title", [
                AccessibilityElement.button("Toggle the translation for this comment", frame: Frame(89, 621, 106, 19))
                    .with(\.visibleText, "See translation"),
            ]),
            .triggers("A label holding the title's words, but not together", [
                AccessibilityElement.button("Tap to add product to cart", frame: Frame(16, 700, 361, 48)).with(\.visibleText, "Add to cart"),
            ]),
            .passes("A label that starts with the title", [
                AccessibilityElement.button("Reply to this comment", frame: Frame(45, 387, 45, 17)).with(\.visibleText, "Reply"),
            ]),
            .passes("A title Voice Control also answers to (accessibilityUserInputLabels)", [
                AccessibilityElement.button("Toggle the translation for this comment", frame: Frame(89, 621, 106, 19))
                    .with(\.visibleText, "See translation").with(\.userInputLabels, ["See translation", "Translate"]),
            ]),
            .passes("A date whose button shows its day number", [
                AccessibilityElement.button("01 September 2026", frame: Frame(16, 300, 44, 44)).with(\.visibleText, "1"),
            ]),
            // A Spanish calculator (uiautomator): "sin" is named "Seno".
            .passes("A calculator key showing a symbol or a function's abbreviation", [
                AccessibilityElement.button("Seno", frame: Frame(16, 500, 80, 80)).with(\.visibleText, "sin"),
                AccessibilityElement.button("División", frame: Frame(96, 500, 80, 80)).with(\.visibleText, "÷"),
            ], platform: .android),
            .passes("A quick-settings tile that shows its state", [
                AccessibilityElement(label: "Airplane mode", value: "0", traits: [.button, .toggleButton],
                                     frame: Frame(16, 200, 180, 80), type: .switch).with(\.visibleText, "Off"),
            ], platform: .android),
            .passes("A static text described in other words, which is no control", [
                AccessibilityElement.staticText("Battery charging, 7 percent", frame: Frame(16, 10, 60, 20)).with(\.visibleText, "7%"),
            ], platform: .android),
            // An Avalonia app on Android (uiautomator): the button's text is its icon's type name, which nobody sees.
            .passes("A text that is a type's full name, not words on the screen", [
                AccessibilityElement.button("Back", frame: Frame(492, 167, 60, 46)).with(\.visibleText, "Avalonia.Controls.PathIcon"),
            ], platform: .android),
        ])

    func check(_ node: RuleTree.Node, in tree: RuleTree, _: inout Void) -> ElementVerdict {
        guard let shown = node.element.visibleText, node.kind.contains(.interactive),
              node.kind.isDisjoint(with: [.toggle, .textInput]), node.trimmedLabelByteCount > 0,
              Self.isMoreThanKeyCap(shown), !TextShape.isQualifiedTypeName(shown[...]), !VisibleText.isSaid(shown, by: node.element.label),
              !node.element.userInputLabels.contains(where: { VisibleText.isSaid(shown, by: $0) }) else { return .passes }
        let voice = tree.snapshot.screenPlatform == .android ? "Voice Access" : "Voice Control"
        return .violation("Label \"\(node.trimmedLabel)\" does not contain the visible text \"\(shown)\": \(voice) users who say what they see cannot activate it.")
    }

    /// Whether `text` has words (``VisibleText/isWords(_:)``) and is more than a key cap: longer
    /// than three characters, or not Latin (a Chinese word of two characters is a word).
    static func isMoreThanKeyCap(_ text: String) -> Bool {
        VisibleText.isWords(text[...]) && (text.count > 3 || text.contains(where: { !$0.isASCII }))
    }
}
