@testable import A11ySnapshot
import Testing

/// A finding's message says what a screen-reader user meets, so it must fit the element it is on.
@Suite("Rules: messages fit the element")
struct RuleMessageTests {
    private func messages(_ ruleID: String, _ elements: [AccessibilityElement]) throws -> [String] {
        let engine = try RuleEngine(configuration: RuleConfiguration(onlyRules: [ruleID]))
        return engine.check(AccessibilitySnapshot(name: "screen", viewport: Frame(0, 0, 393, 852), elements: elements))
            .violations.map(\.message)
    }

    /// A Pixel launcher's search field (uiautomator): TalkBack reads "Search web and more, edit box".
    @Test("label-missing on a field holding text says its text is read, not its purpose")
    func labelMissingOnAFieldWithText() throws {
        let field = AccessibilityElement(label: "", value: "Search web and more", frame: Frame(16, 100, 361, 44), type: .textField)
        #expect(try messages("label-missing", [field]) == [
            "This interactive element has no label; screen readers announce what it shows (\"Search web and more\") and its role, not what it is for.",
        ])
    }

    @Test("label-missing on a slider stating a value says its value is read, not its purpose")
    func labelMissingOnASliderWithAValue() throws {
        let slider = AccessibilityElement(label: "", value: "100%", traits: .adjustable, frame: Frame(16, 100, 338, 31), type: .slider)
        #expect(try messages("label-missing", [slider]) == [
            "This interactive element has no label; screen readers announce its value (\"100%\") and its role, not what it is for.",
        ])
    }

    @Test("label-missing on an unlabelled switch: its value is its state, not read as \"0\"")
    func labelMissingOnASwitch() throws {
        let toggle = AccessibilityElement(label: "", value: "0", frame: Frame(300, 100, 51, 31), type: .switch)
        #expect(try messages("label-missing", [toggle]) == [
            "This interactive element has no label; screen readers announce only its role.",
        ])
    }

    @Test("label-missing on a button with nothing to say: only its role is announced")
    func labelMissingOnAnEmptyButton() throws {
        #expect(try messages("label-missing", [.button("", frame: Frame(16, 100, 44, 44))]) == [
            "This interactive element has no label; screen readers announce only its role.",
        ])
    }

    /// Ice Cubes' server list (iOS 26 WDA): two rows whose labels differ by one period.
    @Test("label-duplicated quotes both labels when they differ in what is not spoken")
    func labelDuplicatedQuotesBothWhenTheyDiffer() throws {
        let found = try messages("label-duplicated", [
            .button("mastodon.social., 3.4M users", frame: Frame(16, 100, 361, 80)),
            .button("mastodon.social, 3.4M users", frame: Frame(16, 200, 361, 80)),
        ])
        #expect(found == [
            "Label \"mastodon.social, 3.4M users\" sounds the same as \"mastodon.social., 3.4M users\", the label of the element at [0] with the same role.",
        ])
    }

    @Test("label-duplicated on identical labels says the label is the other's")
    func labelDuplicatedOnIdenticalLabels() throws {
        let found = try messages("label-duplicated", [
            .button("Edit", frame: Frame(16, 100, 80, 44)), .button("Edit", frame: Frame(16, 200, 80, 44)),
        ])
        #expect(found == ["Label \"Edit\" is also the label of the element at [0] with the same role."])
    }
}
