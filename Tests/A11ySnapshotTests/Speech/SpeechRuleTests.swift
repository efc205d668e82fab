import A11ySnapshot
import ExampleScreens
import Testing

/// The rules behind the spoken form (research notes `accessibilitysnapshot.md` §2.3 and §2.4)
/// where no expected VoiceOver text exists to check against: text entry, landmarks, punctuation,
/// which default hint wins, and contexts that give nothing.
@Suite("Spoken form: rules")
struct SpeechRuleTests {
    private func spoken(_ element: AccessibilityElement, _ context: SpokenContext? = nil) -> SpokenDescription {
        SpokenForm.describe(element, context: context)
    }

    @Test("A value without a label is read alone")
    func valueAlone() {
        #expect(spoken(AccessibilityElement(value: "Value")).description == "Value")
    }

    @Test("Selected with nothing before it is a sentence of its own")
    func selectedAlone() {
        #expect(spoken(AccessibilityElement(traits: [.button, .selected]), .tab(index: 0, count: 2)).description
                == "Selected. Tab. 1 of 2.")
    }

    @Test("A label that ends with a question mark, exclamation mark or ellipsis keeps its own mark", arguments: [
        ("Forgot password?", "Forgot password? Link."), ("Go!", "Go! Link."), ("More…", "More… Link."),
    ])
    func ownSentenceMark(label: String, expected: String) {
        #expect(spoken(.link(label)).description == expected)
    }

    @Test("A label that ends with a period gets no second one")
    func labelWithPeriod() {
        #expect(spoken(.button("Done.")).description == "Done. Button.")
    }

    @Test("Element type tab says Tab, without a position outside a tab bar")
    func tabType() {
        let tab = AccessibilityElement(label: "Home", traits: .button, type: .tab)
        #expect(spoken(tab).description == "Home. Tab.")
    }

    @Test("Text fields say Text Field, and VoiceOver's edit hint replaces the custom one")
    func textField() {
        let field = AccessibilityElement.textField("Email", value: "maya@example.com").with(\.hint, "Your work address.")
        #expect(spoken(field) == SpokenDescription(description: "Email: maya@example.com. Text Field.", hint: "Double tap to edit."))
    }

    @Test("An empty text field reads its placeholder in its value's place; a filled one does not")
    func emptyFieldReadsItsPlaceholder() {
        let empty = AccessibilityElement.textField("", placeholder: "Search Podcasts")
        #expect(spoken(empty).description == "Search Podcasts. Text Field.")
        let filled = AccessibilityElement.textField("Search", value: "radiolab", placeholder: "Search Podcasts")
        #expect(spoken(filled).description == "Search: radiolab. Text Field.")
    }

    @Test("Secure fields, text views and search fields each have their words and hint")
    func otherTextEntry() {
        #expect(spoken(.secureTextField("Password")) == SpokenDescription(description: "Password. Secure Text Field.",
                                                                          hint: "Double tap to edit."))
        #expect(spoken(AccessibilityElement(label: "Notes", type: .textView)) == SpokenDescription(
            description: "Notes. Text Field.", hint: "Double tap to edit., Use the rotor to access Misspelled Words"))
        #expect(spoken(.searchField("Search")) == SpokenDescription(description: "Search. Search Field.", hint: "Double tap to edit."))
        // The element type alone makes a search field, said once.
        #expect(spoken(AccessibilityElement(label: "Find", type: .searchField)).description == "Find. Search Field.")
    }

    @Test("Dimmed elements get none of VoiceOver's hints, and keep their own")
    func dimmedHints() {
        let field = AccessibilityElement.textField("Email", isEnabled: false).with(\.hint, "Your work address.")
        #expect(spoken(field) == SpokenDescription(description: "Email. Dimmed. Text Field.", hint: "Your work address."))
        var slider = AccessibilityElement.adjustable("Volume", value: "50%")
        slider.isEnabled = false
        #expect(spoken(slider).hint == nil)
    }

    @Test("A custom hint comes before VoiceOver's, with one period between")
    func hintJoining() {
        #expect(spoken(.toggle("Wi-Fi", isOn: false, hint: "Joins known networks.")).hint
                == "Joins known networks. Double tap to toggle setting.")
        #expect(spoken(.adjustable("Brightness", value: "70%", hint: "Sets the screen brightness")).hint
                == "Sets the screen brightness. Swipe up or down with one finger to adjust the value.")
    }

    @Test("An adjustable toggle gets the toggle hint only")
    func adjustableToggle() {
        let element = AccessibilityElement(label: "Level", value: "1", traits: [.button, .toggleButton, .adjustable])
        #expect(spoken(element).hint == "Double tap to toggle setting.")
    }

    @Test("Landmarks mark their first and last element; a single list element is only the start")
    func landmarksAndSingleElements() {
        let landmark = AccessibilityElement.container(.landmark, [.staticText("Top"), .staticText("Middle"), .staticText("Bottom")])
        let phrases = landmark.children.indices.map {
            SpokenForm.describe(landmark.children[$0], context: SpokenForm.context(ofChild: $0, in: landmark)).description
        }
        #expect(phrases == ["Top. Landmark.", "Middle", "Bottom. End."])
        let single = AccessibilityElement.container(.list, [.staticText("Only")])
        #expect(SpokenForm.context(ofChild: 0, in: single) == .listStart)
    }

    @Test("Markers after an empty description stand alone")
    func markersAlone() {
        #expect(spoken(AccessibilityElement(), .listEnd).description == "List End.")
        #expect(spoken(AccessibilityElement(), .series(index: 0, count: 2)).description == "1 of 2.")
    }

    @Test("Data tables, semantic groups, plain elements and indexes out of range give no context")
    func noContext() {
        let children: [AccessibilityElement] = [.staticText("A"), .staticText("B")]
        #expect(SpokenForm.context(ofChild: 0, in: .container(.dataTable, children)) == nil)
        #expect(SpokenForm.context(ofChild: 0, in: .container(.semanticGroup, children)) == nil)
        #expect(SpokenForm.context(ofChild: 0, in: AccessibilityElement(children: children)) == nil)
        #expect(SpokenForm.context(ofChild: 2, in: .container(.tabBar, children)) == nil)
        #expect(SpokenForm.context(ofChild: -1, in: .container(.list, children)) == nil)
    }

    @Test("Description and hint read as one line")
    func text() {
        #expect(spoken(.toggle("Wi-Fi", isOn: true)).text == "Wi-Fi. Switch Button. On. Double tap to toggle setting.")
        #expect(SpokenDescription(description: "", hint: "Hint").text == "Hint")
        #expect(SpokenDescription(description: "Label", hint: "").text == "Label")
    }

    @Test("The example screens, as VoiceOver reads them in order")
    func exampleScreens() {
        func read(_ snapshot: AccessibilitySnapshot) -> [String] {
            var lines: [String] = []
            func walk(_ elements: [AccessibilityElement], path: [Int]) {
                for index in elements.indices {
                    let here = path + [index]
                    if elements[index].children.isEmpty {
                        lines.append(SpokenForm.describe(elementAt: here, in: snapshot.elements)?.text ?? "?")
                    }
                    walk(elements[index].children, path: here)
                }
            }
            walk(snapshot.elements, path: [])
            return lines
        }
        #expect(read(ExampleScreens.settings) == [
            "Settings. Heading.",
            "Connectivity. Heading. List Start.",
            "Wi-Fi. Switch Button. On. Double tap to toggle setting.",
            "Bluetooth. Switch Button. Off. Double tap to toggle setting.",
            "Personal Hotspot. Dimmed. Switch Button. Off.",
            "Display. Heading.",
            "Text Size: Large. Button. Opens text size options.",
            "Brightness: 70%. Adjustable. Swipe up or down with one finger to adjust the value.",
            "Dark Mode: Automatic. Button. List End.",
        ])
        #expect(read(ExampleScreens.tabBar).suffix(4) == [
            "Selected: Home. Tab. 1 of 4.", "Search. Tab. 2 of 4.", "Inbox. Tab. 3 of 4.", "Profile. Tab. 4 of 4.",
        ])
        #expect(SpokenForm.describe(elementAt: [9], in: ExampleScreens.login.elements) == nil)
        #expect(SpokenForm.describe(elementAt: [0, 0], in: ExampleScreens.login.elements) == nil)
    }
}
