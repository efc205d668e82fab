import A11ySnapshot
import ExampleScreens
import Testing

@Suite("Spoken transcript")
struct SpokenTranscriptTests {
    @Test("the first line names the snapshot and its viewport size")
    func headerLine() {
        let transcript = SpokenTranscript.render(AccessibilitySnapshot(name: "Login", viewport: Frame(0, 0, 393, 852), elements: []))
        #expect(transcript == "Login (393 × 852)\n")
    }

    @Test("elements are listed in reading order with what VoiceOver says")
    func elementsInReadingOrder() {
        let snapshot = AccessibilitySnapshot(name: "S", viewport: Frame(0, 0, 100, 100), elements: [
            .header("Sign in", frame: Frame(0, 0, 100, 20)),
            .button("Log in", frame: Frame(0, 30, 100, 20), isEnabled: false),
        ])
        #expect(SpokenTranscript.render(snapshot) == """
            S (100 × 100)
            Sign in. Heading.
            Log in. Dimmed. Button.

            """)
    }

    @Test("a container is a heading line with its elements indented, in their context")
    func containersIndentTheirElements() {
        let transcript = SpokenTranscript.render(ExampleScreens.tabBar)
        #expect(transcript.contains("\nTab bar “Tab Bar”:\n  Selected: Home. Tab. 1 of 4.\n"))
        #expect(transcript.contains("\nList:\n  Maya Chen, 2 hours ago, Sunrise over the bay. Button. List Start.\n"))
    }

    @Test("the hint follows the description after a dash")
    func hintsFollowADash() {
        let snapshot = AccessibilitySnapshot(name: "S", elements: [.button("Play", hint: "Plays the episode")])
        #expect(SpokenTranscript.render(snapshot).contains("\nPlay. Button. — Plays the episode\n"))
    }

    @Test("control characters in labels are escaped so every element stays on one line")
    func controlCharactersAreEscaped() {
        let snapshot = AccessibilitySnapshot(name: "S", elements: [.staticText("Two\nlines")])
        let lines = SpokenTranscript.render(snapshot).split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines[1] == #"Two\nlines"#)
    }

    @Test("a very deep tree renders without exhausting the stack")
    func deepTrees() {
        var element = AccessibilityElement.button("Leaf")
        for _ in 0..<10_000 { element = .container(.semanticGroup, label: "G", [element]) }
        let transcript = SpokenTranscript.render(AccessibilitySnapshot(name: "S", elements: [element]))
        #expect(transcript.hasSuffix("  Leaf. Button.\n"))
    }

    @Test("an element added at the top changes one line, not the lines after it")
    func insertionChangesOneLine() {
        let rows: [AccessibilityElement] = (1...5).map { .button("Row \($0)") }
        let before = SpokenTranscript.render(AccessibilitySnapshot(name: "S", elements: rows))
        let after = SpokenTranscript.render(AccessibilitySnapshot(name: "S", elements: [.header("New")] + rows))
        let beforeLines = before.split(separator: "\n"), afterLines = after.split(separator: "\n")
        #expect(afterLines.count == beforeLines.count + 1)
        #expect(Array(afterLines.dropFirst(2)) == Array(beforeLines.dropFirst()))
    }

    @Test("an Android screen is told in TalkBack's words")
    func androidScreensInTalkBackWords() {
        let snapshot = AccessibilitySnapshot(name: "S", viewport: Frame(0, 0, 1080, 1920), elements: [.toggle("Wi-Fi", isOn: true)], platform: .android)
        #expect(SpokenTranscript.render(snapshot).hasSuffix("\n\(TalkBackSpokenForm.describe(.toggle("Wi-Fi", isOn: true)).description)\n"))
        #expect(SpokenTranscript.render(snapshot).contains("on, Wi-Fi, Switch"))
    }

    @Test("an element that says nothing shows its blank quoted, so its line does not look empty")
    func blankElementsAreQuoted() {
        let snapshot = AccessibilitySnapshot(name: "S", elements: [.staticText(" ")])
        #expect(SpokenTranscript.render(snapshot).hasSuffix("\n\" \" (silent)\n"))
    }
}
