import A11ySnapshot
import Testing

/// The descriptions VoiceOver is known to speak, from the expected texts of cashapp's
/// AccessibilitySnapshot suite (research notes `accessibilitysnapshot.md` §4: its fixture comment
/// tables and its iOS 18.5 reference images), each rebuilt with this model.
///
/// §4 cases the model cannot express, and why:
/// - Data table (`B1: B1 Value. C1: C1 Value. A2: A2 Value. A3: A3 Value. A1. Row 1. Column 1.
///   A1 Value`): the model has no rows, columns, spans or row and column headers.
/// - Navigation-bar back button, with and without titles: the back-button trait is private UIKit
///   state the model does not hold (and §4 gives no expected text).
/// - Default controls without an expected text in §4 (date picker, page control, stepper, text
///   field with the cursor hidden), custom content, custom rotors, user input labels, custom
///   actions: not part of the spoken description, or no expected text to check against.
/// - `Fake Label. 3` is covered below as iOS 17+ speaks it (the raw value); earlier systems said
///   nothing for values other than 0, 1 and 2.
///
/// Where §4 gives a description but not the hint, the expected hint follows §2.4's hint rules and
/// the case says so.
@Suite("Spoken form: VoiceOver's expected descriptions")
struct SpeechExpectedDescriptionTests {
    @Test(arguments: VoiceOverCase.all)
    func describesAsVoiceOver(_ testCase: VoiceOverCase) {
        let context = testCase.parent.flatMap { SpokenForm.context(ofChild: testCase.index, in: $0) }
        let element = testCase.parent?.children[testCase.index] ?? testCase.element
        let spoken = SpokenForm.describe(element, context: context)
        #expect(spoken.description == testCase.description, "\(testCase.covers)")
        #expect(spoken.hint == testCase.hint, "\(testCase.covers)")
    }
}

/// One expected description: the element (alone, or as a child of a container) and what VoiceOver
/// says for it.
struct VoiceOverCase: Sendable, CustomTestStringConvertible {
    /// Where the expectation comes from and what it covers.
    let covers: String
    let element: AccessibilityElement
    let parent: AccessibilityElement?
    let index: Int
    let description: String
    let hint: String?

    var testDescription: String { covers }

    init(_ covers: String, _ element: AccessibilityElement, _ description: String, hint: String? = nil) {
        self.covers = covers
        self.element = element
        self.parent = nil
        self.index = 0
        self.description = description
        self.hint = hint
    }

    /// The child at `index` of `parent`, so the context comes from `SpokenForm.context(ofChild:in:)`.
    init(_ covers: String, child index: Int, of parent: AccessibilityElement, _ description: String, hint: String? = nil) {
        self.covers = covers
        self.element = parent.children[index]
        self.parent = parent
        self.index = index
        self.description = description
        self.hint = hint
    }

    private static let toggleHint = "Double tap to toggle setting."
    private static let adjustHint = "Swipe up or down with one finger to adjust the value."

    /// Every named trait but the toggle (whose private bit was not part of UIKit's public set).
    private static let allPublicTraits = AccessibilityTraits(
        AccessibilityTraits.named.map(\.trait).filter { $0 != .toggleButton })

    private static func tabBar(_ items: [AccessibilityElement]) -> AccessibilityElement {
        .container(.tabBar, label: "Tab Bar", items)
    }

    private static func untitledTabs(_ count: Int) -> [AccessibilityElement] {
        (0..<count).map { .tab("Item \($0)") }
    }

    private static func replacing(_ items: [AccessibilityElement], at index: Int, with item: AccessibilityElement) -> [AccessibilityElement] {
        var items = items
        items[index] = item
        return items
    }

    static let all: [VoiceOverCase] = {
        let list = AccessibilityElement.container(.list, (1...4).map { .staticText("Label \($0)") })
        let segments = AccessibilityElement(traits: [], type: .segmentedControl, children: [
            .button("Segment A"),
            AccessibilityElement(label: "Segment B", traits: [.button, .selected], type: .button),
            .button("Segment C"),
        ])
        var dimmedTab = AccessibilityElement.tab("Item C")
        dimmedTab.isEnabled = false
        // A parent that is a tab bar by its trait only (§2.3), and one by its element type only.
        let tabBarByTrait = AccessibilityElement(traits: .tabBar, children: replacing(
            untitledTabs(4), at: 1, with: .tab("Item B").with(\.value, "3 items")))
        let tabBarByType = AccessibilityElement(type: .tabBar, children: replacing(untitledTabs(11), at: 2, with: dimmedTab))

        return [
            // ViewAccessibilityPropertiesViewController: label, value and hint combinations.
            VoiceOverCase("view properties: label and value", AccessibilityElement(label: "Label", value: "Value"),
                          "Label: Value"),
            VoiceOverCase("view properties: label and hint", AccessibilityElement(label: "Label", hint: "Hint"),
                          "Label", hint: "Hint"),
            VoiceOverCase("view properties: hint only is read as the description", AccessibilityElement(hint: "Hint"),
                          "Hint"),
            // LabelAccessibilityPropertiesViewController: the same on a label (static text is unspoken).
            VoiceOverCase("label properties: text", .staticText("01: Text"), "01: Text"),
            VoiceOverCase("label properties: text and value",
                          AccessibilityElement(label: "03: Text", value: "Value", traits: .staticText, type: .staticText),
                          "03: Text: Value"),
            // ButtonAccessibilityTraitsViewController: one row per trait.
            VoiceOverCase("button traits: button", AccessibilityElement(label: "02", traits: .button), "02. Button."),
            VoiceOverCase("button traits: selected", AccessibilityElement(label: "07", traits: .selected), "Selected: 07"),
            VoiceOverCase("button traits: not enabled is Dimmed", AccessibilityElement(label: "12", isEnabled: false),
                          "12. Dimmed."),
            VoiceOverCase("button traits: adjustable, with VoiceOver's adjust hint",
                          AccessibilityElement(label: "15", traits: .adjustable), "15. Adjustable.", hint: adjustHint),
            VoiceOverCase("button traits: Dimmed comes before Button",
                          AccessibilityElement(label: "24", traits: .button, isEnabled: false), "24. Dimmed. Button."),
            VoiceOverCase("button traits: a keyboard key is not called a button",
                          AccessibilityElement(label: "26", traits: [.button, .keyboardKey]), "26"),
            VoiceOverCase("button traits: all traits, in VoiceOver's order, no adjust hint when dimmed",
                          AccessibilityElement(label: "26", traits: allPublicTraits, isEnabled: false),
                          "Selected: 26. Dimmed. Heading. Link. Adjustable. Image. Search Field."),
            // DescriptionEdgeCasesViewController.
            VoiceOverCase("edge cases: hint and adjustable, no adjust hint for a hint-only element",
                          AccessibilityElement(traits: .adjustable, hint: "Hint"), "Hint. Adjustable."),
            VoiceOverCase("edge cases: button and header without a label",
                          AccessibilityElement(traits: [.button, .header]), "Button. Heading."),
            VoiceOverCase("edge cases: hint and button", AccessibilityElement(traits: .button, hint: "Hint"),
                          "Hint. Button."),
            // Tab bars (reference images): tab context from a tabBar container, trait or type.
            VoiceOverCase("tab bar: Tab replaces Button, position 1 of 6",
                          child: 0, of: tabBar(replacing(untitledTabs(6), at: 0, with: .tab("Item A"))),
                          "Item A. Tab. 1 of 6."),
            VoiceOverCase("tab bar: selected tab",
                          child: 1, of: tabBar(replacing(untitledTabs(6), at: 1, with: .tab("Item B", isSelected: true))),
                          "Selected: Item B. Tab. 2 of 6."),
            VoiceOverCase("tab bar: tab without a label", child: 3, of: tabBar(replacing(untitledTabs(6), at: 3, with: .tab(""))),
                          "Tab. 4 of 6."),
            VoiceOverCase("tab bar: label, value and hint",
                          child: 4, of: tabBar(replacing(untitledTabs(6), at: 4,
                                                         with: .tab("Label").with(\.value, "Value").with(\.hint, "Hint"))),
                          "Label: Value. Tab. 5 of 6.", hint: "Hint"),
            VoiceOverCase("tab bar: badge value (parent with the tabBar trait only)", child: 1, of: tabBarByTrait,
                          "Item B: 3 items. Tab. 2 of 4."),
            VoiceOverCase("tab bar: dimmed tab (parent of element type tabBar only)", child: 2, of: tabBarByType,
                          "Item C. Dimmed. Tab. 3 of 11."),
            // Switches (reference images).
            VoiceOverCase("switch: unlabelled, on, with VoiceOver's toggle hint", .toggle("", isOn: true),
                          "Switch Button. On.", hint: toggleHint),
            VoiceOverCase("switch: dimmed, no toggle hint", .toggle("", isOn: true, isEnabled: false),
                          "Dimmed. Switch Button. On."),
            VoiceOverCase("switch: label and custom hint, toggle hint appended", .toggle("Label", isOn: true, hint: "Hint"),
                          "Label. Switch Button. On.", hint: "Hint. Double tap to toggle setting."),
            VoiceOverCase("switch: value 2 is Mixed (hint per §2.4)",
                          AccessibilityElement(label: "Fake Label", value: "2", traits: [.button, .toggleButton]),
                          "Fake Label. Switch Button. Mixed.", hint: toggleHint),
            VoiceOverCase("switch: toggle without the button trait says only the state (hint per §2.4)",
                          AccessibilityElement(label: "Fake Label", value: "1", traits: .toggleButton),
                          "Fake Label. On.", hint: toggleHint),
            VoiceOverCase("switch: another value is read as it is, iOS 17+ (hint per §2.4)",
                          AccessibilityElement(label: "Fake Label", value: "3", traits: .toggleButton),
                          "Fake Label. 3", hint: toggleHint),
            // Android check boxes (a Motorola feedback form, raw uiautomator): read with their state.
            VoiceOverCase("check box: checked, its value 1 said as its state",
                          AccessibilityElement(label: "Include system log", value: "1", traits: .button, type: .checkBox),
                          "Include system log. Checkbox. Checked."),
            VoiceOverCase("check box: not checked",
                          AccessibilityElement(label: "Include system log", value: "0", traits: .button, type: .checkBox),
                          "Include system log. Checkbox. Not checked."),
            // Segmented control (reference image): a series, where Button stays.
            VoiceOverCase("segmented control: selected segment 2 of 3", child: 1, of: segments,
                          "Selected: Segment B. Button. 2 of 3."),
            // Slider (reference image).
            VoiceOverCase("slider: value without a label, with the adjust hint",
                          AccessibilityElement(value: "75%", traits: .adjustable, type: .slider),
                          "75%. Adjustable.", hint: adjustHint),
            // List (reference image): start and end markers, nothing in between.
            VoiceOverCase("list: first element", child: 0, of: list, "Label 1. List Start."),
            VoiceOverCase("list: middle element", child: 1, of: list, "Label 2"),
            VoiceOverCase("list: last element", child: 3, of: list, "Label 4. List End."),
        ]
    }()
}
