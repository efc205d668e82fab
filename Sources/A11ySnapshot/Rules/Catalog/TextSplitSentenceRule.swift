/// `text-split-sentence`: one sentence broken into consecutive text elements on one line.
struct TextSplitSentenceRule: ElementRule {
    let description = RuleDescription(
        id: "text-split-sentence", title: "A sentence is one element", category: .text,
        severity: .warning, wcag: [], level: .bestPractice,
        rationale: "VoiceOver stops on each element: a sentence split into fragments (\"1%\", \"complete\") is read in pieces, each swipe a part of a sentence.",
        fix: "Make the sentence one element (one label, or a container that is an accessibility element whose label is the whole sentence). Where parts of it are links, keep them one text with its links, which the screen reader lists apart: a UITextView or SwiftUI Text with links (VoiceOver's Links rotor), ClickableSpan or Compose's LinkAnnotation (TalkBack's links menu).",
        examples: [
            .triggers("\"1%\" then \"complete\" on one line", [
                .staticText("1%", frame: Frame(16, 100, 28, 20)), .staticText("complete", frame: Frame(48, 100, 70, 20)),
            ]),
            .triggers("\" and \" between two links", [
                .link("Terms", frame: Frame(16, 100, 48, 20)), .staticText(" and ", frame: Frame(64, 100, 32, 20)),
                .link("Privacy Policy", frame: Frame(96, 100, 100, 20)),
            ]),
            // A smart-home app's sign-in (Flutter, an Android dump): each span of the sentence is a
            // plain view, the tappable ones clickable, and their boxes overlap.
            .triggers("\" and \" after a tappable span of a rich text, spans overlapping", [
                AccessibilityElement(label: "By logging in, you agree with our ", frame: Frame(158, 2152, 472, 61), type: .other),
                AccessibilityElement(label: "Terms of Service", traits: .button, frame: Frame(606, 2152, 258, 61), type: .other),
                AccessibilityElement(label: " and ", frame: Frame(840, 2152, 89, 61), type: .other),
            ]),
            // A TV app's channel grid (an Android dump): logos are plain views named by the channel.
            .passes("A plain view named without a span's spaces beside another", [
                AccessibilityElement(label: "Game Show Network", frame: Frame(509, 386, 78, 78), type: .other),
                AccessibilityElement(label: "get", frame: Frame(591, 386, 78, 78), type: .other),
            ]),
            .passes("Two sentences side by side", [
                .staticText("Saved.", frame: Frame(16, 100, 50, 20)), .staticText("undo is in the menu", frame: Frame(70, 100, 150, 20)),
            ]),
            .passes("A lowercase text on the next line", [
                .staticText("Downloads", frame: Frame(16, 100, 100, 20)), .staticText("complete", frame: Frame(16, 130, 70, 20)),
            ]),
            .passes("A comment beside its author's picture (Instagram's comments)", [
                .image("santosels. Profile picture", frame: Frame(12, 350, 32, 33)), .staticText("santosels said, 👏👏", frame: Frame(53, 349, 319, 37)),
            ]),
            // Pocket Casts' podcast page (an iOS 26 WDA source).
            .passes("An image named like an asset beside a title", [
                .staticText("Machine Gods", frame: Frame(16, 300, 120, 24)), .image("chevron-small-down", frame: Frame(140, 304, 16, 16)),
            ]),
            // A mobile agent's settings screen (React Native, a uiautomator dump): key and value rows.
            .passes("A lowercase value in a column stretched to the row's end, beside its key", [
                .staticText("theme", frame: Frame(78, 1222, 104, 51)), .staticText("dark", frame: Frame(214, 1222, 787, 51)),
            ]),
            // A study app's admin header (a raw dump): the avatar's letter, then the user's name.
            .passes("An avatar's initial beside the name it starts", [
                .staticText("g", frame: Frame(2353, 92, 72, 72)), .staticText("guanli", frame: Frame(2445, 109, 75, 38)),
            ]),
            .triggers("A letter in a square that does not start the text beside it", [
                .staticText("x", frame: Frame(100, 92, 40, 40)), .staticText("complete", frame: Frame(144, 96, 75, 32)),
            ]),
            .passes("A capitalized text beside another", [
                .staticText("Total", frame: Frame(16, 100, 50, 20)), .staticText("Due today", frame: Frame(70, 100, 80, 20)),
            ]),
        ])

    func context(_: RuleOptionValues) -> TextContinuation {
        TextContinuation()
    }

    func check(_ node: RuleTree.Node, in tree: RuleTree, _ continuation: inout TextContinuation) -> ElementVerdict {
        defer { continuation.remember(node) }
        // A text continues a sentence; a picture beside it is no part of it (an image named
        // `chevron-small-down` beside a podcast's title).
        guard TextContinuation.readsAsText(node), let previous = continuation.continued(by: node) else { return .passes }
        return .violation("\"\(node.trimmedLabel)\" continues \"\(previous)\" on the same line: a screen reader reads the sentence in separate stops.")
    }
}
