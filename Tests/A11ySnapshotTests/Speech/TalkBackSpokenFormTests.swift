import A11ySnapshot
import Testing

/// What TalkBack says, in its default order (state, name, role; "disabled" last), for the
/// elements of an Android screen's snapshot (google/talkback's compositor, en-US strings).
@Suite("TalkBack's spoken form")
struct TalkBackSpokenFormTests {
    private func spoken(_ element: AccessibilityElement) -> String {
        TalkBackSpokenForm.describe(element).text
    }

    @Test("a button is its name, then its role", arguments: [
        (AccessibilityElement.button("Save"), "Save, Button"),
        (.button("Save", isEnabled: false), "Save, Button, disabled"),
        (.button(""), "Unlabelled, Button"),
        (.image("Profile photo"), "Profile photo, Image"),
        (.link("Terms"), "Terms, Link"),
        (.staticText("Hello"), "Hello"),
    ])
    func nameThenRole(element: AccessibilityElement, expected: String) {
        #expect(spoken(element) == expected)
    }

    /// A Compose music app's mood chips (a raw dump): each a clickable `android.view.View` over
    /// its texts, which TalkBack reads with no role; a clickable image is an image button.
    @Test("a clickable view of no button class says what it holds and no role", arguments: [
        (AccessibilityElement(label: "Chill Vibes", traits: .button, type: .other), "Chill Vibes"),
        (AccessibilityElement(label: "Terms apply", traits: .button, type: .staticText), "Terms apply"),
        (AccessibilityElement(label: "", traits: .button, type: .other), "Unlabelled"),
        (AccessibilityElement(label: "Share", traits: [.button, .image], type: .image), "Share, Button"),
        (AccessibilityElement(label: "Save", traits: .button), "Save, Button"),
    ])
    func clickableViewHasNoRole(element: AccessibilityElement, expected: String) {
        #expect(spoken(element) == expected)
    }

    @Test("a state comes first: selected, checked, a switch's on or off, a slider's value", arguments: [
        (AccessibilityElement(label: "Home", traits: [.button, .selected], type: .tab), "selected, Home, Tab"),
        (.toggle("Wi-Fi", isOn: true), "on, Wi-Fi, Switch"),
        (.toggle("Wi-Fi", isOn: false, isEnabled: false), "off, Wi-Fi, Switch, disabled"),
        (AccessibilityElement(label: "Remember me", value: "1", type: .checkBox), "checked, Remember me, Check box"),
        (.adjustable("Volume", value: "45%"), "45%, Volume, Slider"),
    ])
    func stateFirst(element: AccessibilityElement, expected: String) {
        #expect(spoken(element) == expected)
    }

    @Test("a text field says its text, else the hint it shows; a field with text says its hint after its role", arguments: [
        (AccessibilityElement.textField("", placeholder: "Full name"), "Full name, Edit box"),
        (.textField("", value: "Ada", placeholder: "Full name"), "Ada, Edit box, Full name"),
        (.textField("Full name", value: "Ada"), "Ada, Edit box, Full name"),
        (.secureTextField("", value: "•••"), "Password, Edit box"),
    ])
    func textFields(element: AccessibilityElement, expected: String) {
        #expect(spoken(element) == expected)
    }

    @Test("a heading ends with Heading and is never said disabled")
    func heading() {
        var title = AccessibilityElement.header("Settings")
        title.isEnabled = false
        #expect(spoken(title) == "Settings, Heading")
    }

    /// A Compose search field holding one space (a raw dump): TalkBack says nothing of it.
    @Test("a value of whitespace only is not said")
    func whitespaceIsNotSaid() {
        #expect(spoken(AccessibilityElement(label: "", value: " ", traits: [], type: .textField)) == "Edit box")
    }

    @Test("a part that repeats the one before is said once")
    func repeatsAreSaidOnce() {
        #expect(spoken(.button("Button")) == "Button")
    }

    @Test("a diff of an Android screen tells elements in TalkBack's words")
    func androidDiffUsesTalkBackWords() {
        var reference = AccessibilitySnapshot(name: "login", viewport: Frame(0, 0, 1080, 2400), elements: [
            .button("Log in", frame: Frame(40, 900, 1000, 120)),
        ])
        reference.platform = .android
        var current = reference
        current.elements[0].isEnabled = false
        let change = SnapshotDiff(reference: reference, current: current).changes.first
        #expect(change?.spokenBefore == "Log in, Button")
        #expect(change?.element.spoken == "Log in, Button, disabled")
    }
}
