/// `label-missing`: an interactive element or image VoiceOver can only announce by its role, or
/// an element of no role it lands on and reads nothing of.
struct LabelMissingRule: ElementRule {
    let description = RuleDescription(
        id: "label-missing", title: "Interactive elements and images have a label", category: .labels,
        severity: .error, wcag: ["1.1.1", "4.1.2"], level: .a,
        rationale: "Without a label VoiceOver announces only the role (\"button\"), so the element's purpose is unknown.",
        fix: "Give the element a short name of what it does or shows: accessibilityLabel (UIKit), .accessibilityLabel or a Label's title (SwiftUI), contentDescription or android:labelFor on a field's caption (Views), Modifier.semantics { contentDescription = … } or the Icon's contentDescription (Compose).",
        examples: [
            .triggers("An icon button without a label", [.button("", frame: Frame(16, 100, 44, 44))]),
            .triggers("A label of spaces only", [.image("   ", frame: Frame(16, 100, 100, 100))]),
            .passes("A labelled button", [.button("Share", frame: Frame(16, 100, 44, 44))]),
            // A Zomato sheet's back button (UiAutomator2): an icon font's glyph as its only text.
            .triggers("A button labelled with an icon-font glyph", [.button("\u{E821}", frame: Frame(16, 100, 44, 44))]),
            // A Pixel launcher's search field (uiautomator): TalkBack reads the text in it, not its purpose.
            .triggers("An unlabelled text field holding text", [AccessibilityElement(label: "", value: "Search web and more", frame: Frame(16, 100, 361, 44), type: .textField)]),
            .passes("Unlabelled static text is not an interactive element", [.staticText("", frame: Frame(16, 100, 100, 20))]),
            // A Brazilian bank's sign-in page in a web view (uiautomator): a text of one no-break space.
            .triggers("A text of a no-break space alone, focused and silent", [.staticText("\u{00A0}", frame: Frame(66, 1375, 948, 47))]),
            // Ice Cubes' context menu (iOS 26, WebDriverAgent): the post's preview, an element of no label.
            .triggers("A plain element with nothing to say", [AccessibilityElement(label: "", frame: Frame(15, 82, 372, 463), type: .other)]),
            .passes("A plain element stating a value", [AccessibilityElement(label: "", value: "3 of 5", frame: Frame(15, 82, 372, 44), type: .other)]),
            .passes("An unlabelled progress indicator, announced by its role", [AccessibilityElement(label: "", frame: Frame(16, 100, 40, 40), type: .progressIndicator)]),
            // A Flutter sign-in form (UiAutomator2): the password field's wrapper described as its mask.
            .triggers("A control labelled with a password's mask", [.button("**********", frame: Frame(40, 900, 1000, 150))]),
            // A React Native sign-in form (uiautomator): the password field's hint is its mask.
            .triggers("A password field whose only name is a mask placeholder", [.secureTextField("", placeholder: "••••••••", frame: Frame(162, 810, 747, 124))]),
            .passes("A field named by its placeholder is placeholder-as-label's", [.textField("", placeholder: "Email", frame: Frame(16, 100, 361, 44))]),
            .passes("A control labelled with an ellipsis of two dots and words", [.button("More..", frame: Frame(16, 100, 80, 44))]),
            // Sioeye's Discover tab (an old WDA source): UIPageControl states no label, and
            // VoiceOver reads its value and role ("page 1 of 4, adjustable"), which say what it is.
            .passes("A page indicator stating its page", [AccessibilityElement(label: "", value: "page 1 of 4", traits: .adjustable, frame: Frame(132, 161, 56, 42), type: .pageIndicator)]),
            .triggers("A page indicator stating nothing", [AccessibilityElement(label: "", traits: .adjustable, frame: Frame(132, 161, 56, 42), type: .pageIndicator)]),
            // A Flutter music player (uiautomator): the seek bar's description is its position alone.
            .triggers("A slider labelled with its value alone (\"0%\")", [AccessibilityElement(label: "0%", traits: .adjustable, frame: Frame(16, 700, 361, 44), type: .slider)]),
            .passes("A slider named, its value apart", [AccessibilityElement(label: "Volume", value: "50%", traits: .adjustable, frame: Frame(16, 700, 361, 44), type: .slider)]),
            // A Flutter CRM's company form (a raw uiautomator dump, which writes no hint): Flutter
            // gives a field's label and hint as its hint, never as its text.
            .passes("On Android, a field holding text in a dump that cannot state the hint that may name it",
                    [AccessibilityElement(label: "", value: "2006-11-02", frame: Frame(33, 1205, 1134, 99), type: .textField)],
                    platform: .android, statedData: [.headers, .values, .identifiers]),
            // A native EditText reports its hint as its text while empty, so an empty one has none.
            .triggers("On Android, an empty field in such a dump", [AccessibilityElement(label: "", frame: Frame(33, 1205, 1134, 99), type: .textField)],
                      platform: .android, statedData: [.headers, .values, .identifiers]),
            // A Flutter medication app's icon buttons (UiAutomator2): Flutter gives an icon
            // button's tooltip as the view's tooltip, which TalkBack reads after the role.
            .passes("On Android, a button named by its tooltip, which TalkBack reads with it",
                    [AccessibilityElement(label: "", traits: .button, frame: Frame(32, 304, 126, 126), hint: "Show search", type: .button)],
                    platform: .android),
            .triggers("On iOS, a button with only a hint, which VoiceOver reads after a pause, if hints are on",
                      [AccessibilityElement(label: "", traits: .button, frame: Frame(16, 100, 44, 44), hint: "Shows the search field.", type: .button)]),
        ])

    func check(_ node: RuleTree.Node, in tree: RuleTree, _: inout Void) -> ElementVerdict {
        if node.kind.isEmpty, isSilentStop(node) {
            return .violation("This element has no label, value or role: screen readers focus it and announce nothing.")
        }
        // A text of spaces alone (a non-breaking space a web page keeps a line with) is a stop
        // that says nothing: TalkBack focuses any node with text (`hasText`).
        if node.kind.contains(.staticText), !node.isInteractive, node.trimmedLabelByteCount == 0, !node.element.label.isEmpty,
           node.element.children.isEmpty {
            return .violation("This text is whitespace only: screen readers stop on it and say nothing of use; hide it from accessibility.")
        }
        guard node.kind.contains(.interactive) || node.kind.contains(.image) else { return .passes }
        let what = node.kind.contains(.interactive) ? "interactive element" : "image"
        if node.trimmedLabelByteCount > 0 {
            if TextShape.isMask(node.trimmedLabel) {
                return .violation("This \(what)'s label is a mask (\"\(node.trimmedLabel)\"), which screen readers spell out character by character; it names nothing.")
            }
            if Self.isSetting(node), Self.isFigures(node.trimmedLabel) {
                return .violation("This control's label is a value alone (\"\(node.trimmedLabel)\"): screen readers announce it and the role, not what the control sets.")
            }
            guard TextShape.isIconFontGlyphs(node.trimmedLabel) else { return .passes }
            return .violation("This \(what)'s label is icon-font characters only, which screen readers do not speak; they announce only its role.")
        }
        let spoken = node.element.label.isEmpty ? "has no label" : "has a label of whitespace only"
        let isAndroid = tree.snapshot.platform == .android
        // A field with a placeholder is placeholder-as-label's finding, unless the placeholder is
        // a mask, which names nothing.
        let placeholder = (node.element.placeholder ?? "").trimmedWhitespace
        if node.kind.contains(.textInput), !placeholder.isEmpty {
            guard TextShape.isMask(placeholder) else { return .passes }
            return .violation("This field \(spoken); its placeholder is a mask (\"\(placeholder)\"), which screen readers spell out character by character and which names nothing.")
        }
        // TalkBack reads a control's tooltip or hint in the same breath, after its role
        // (google/talkback `TreeNodesDescription.getAppendedTreeDescription`): it says what the
        // control is for. VoiceOver reads a hint after a pause, and not at all with hints off.
        if isAndroid, !node.kind.contains(.textInput), !(node.element.hint ?? "").trimmedWhitespace.isEmpty { return .passes }
        // A toggle's value is its state ("0" is said "off"); any other value is read as it is.
        let isToggle = node.kind.contains(.toggle) || node.element.type == .checkBox || node.element.type == .radioButton
        let value = isToggle ? "" : (node.element.value ?? "").trimmedWhitespace
        // A page indicator's value ("page 1 of 4") says what it is.
        if node.element.type == .pageIndicator, !value.isEmpty { return .passes }
        // TalkBack names an Android field holding text by its hint, said after the text; a dump
        // that cannot state hints cannot tell whether it has one (an empty native field reports
        // its hint as its text, so an empty one in such a dump has none).
        if HiddenFieldHint.mayHide(node, value: value[...], in: tree), !TextShape.isMask(value) {
            return .lacksData
        }
        guard value.isEmpty else {
            // A field's text may be what was typed or, in a dump that cannot tell (XCUI reports an
            // empty field's placeholder as its value), its placeholder or hint.
            let shown = node.kind.contains(.textInput) ? "what it shows" : "its value"
            return .violation("This \(what) \(spoken); screen readers announce \(shown) (\"\(value)\") and its role, not what it is for.")
        }
        return .violation("This \(what) \(spoken); screen readers announce only its role.")
    }

    /// A control that sets a value: a slider, stepper or rating, a pop-up or combo box.
    private static func isSetting(_ node: RuleTree.Node) -> Bool {
        node.element.traits.contains(.adjustable)
            || [.slider, .stepper, .ratingIndicator, .popUpButton, .comboBox].contains(node.element.type)
    }

    /// Figures alone, with their signs and separators: "50%", "7", "1:30".
    private static func isFigures(_ label: Substring) -> Bool {
        label.contains(where: \.isNumber) && label.allSatisfy { $0.isNumber || " .,:%/+-−".contains($0) }
    }

    /// A childless element of no role, as a plain view, group or cell, with neither label nor
    /// value: a stop VoiceOver lands on and reads nothing of (a context menu's preview of a post,
    /// marked an element by WebDriverAgent). An indicator or a web view has a role to announce.
    private func isSilentStop(_ node: RuleTree.Node) -> Bool {
        guard node.trimmedLabelByteCount == 0, node.element.children.isEmpty,
              [nil, .other, .group, .cell].contains(node.element.type) else { return false }
        return (node.element.value ?? "").trimmedWhitespace.isEmpty
    }
}
