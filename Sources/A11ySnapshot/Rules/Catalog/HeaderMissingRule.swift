/// `header-missing`: a screen without a heading to jump to.
struct HeaderMissingRule: Rule {
    enum Option {
        static let minimumElements = RuleOption.Number("minimumElements", 5, "Screens with fewer elements are not reported: a few swipes read them whole.")
    }

    let isTreeWide = true

    let description = RuleDescription(
        id: "header-missing", title: "The screen has a header", category: .traits,
        severity: .warning, wcag: ["2.4.10"], level: .aaa,
        rationale: "Screen-reader users move between headings (VoiceOver's rotor, TalkBack's reading controls) to find their way; a screen without one gives them nowhere to start. WCAG asks for section headings at AAA (2.4.10); text that looks like a heading but is not marked as one fails 1.3.1, which a snapshot cannot see.",
        fix: "Mark the screen's title and section headings as headings: the .header trait (UIKit), .accessibilityAddTraits(.isHeader) (SwiftUI), android:accessibilityHeading or ViewCompat.setAccessibilityHeading (Views), Modifier.semantics { heading() } (Compose).",
        options: [Option.minimumElements.declaration],
        examples: [
            .triggers("No element is a header", [
                .staticText("Settings", frame: Frame(16, 100, 361, 41)), .button("Done", frame: Frame(300, 50, 60, 44)),
                .button("Wi-Fi", frame: Frame(0, 150, 393, 44)), .button("Bluetooth", frame: Frame(0, 194, 393, 44)),
                .button("Cellular", frame: Frame(0, 238, 393, 44)),
            ]),
            // The Calculator example of an MCP server for Xcode (an AXe describe-ui capture).
            .passes("A keypad under a display of digits: no words to mark as a heading", [
                .staticText("0", frame: Frame(16, 200, 370, 80)),
                .button("7", frame: Frame(16, 400, 80, 80)), .button("8", frame: Frame(110, 400, 80, 80)),
                .button("9", frame: Frame(204, 400, 80, 80)), .button("×", frame: Frame(298, 400, 80, 80)),
                .button("=", frame: Frame(298, 700, 80, 80)),
            ]),
            // iOS 26's notification banner over SpringBoard (a WDA source).
            .passes("A notification banner, one element", [
                .staticText("MOBIUMAPP, now, Banner, Banner body", frame: Frame(8, 58, 386, 67)),
            ]),
            .passes("A title with the header trait", [.header("Settings", frame: Frame(16, 100, 361, 41))]),
            // iOS 26's Face ID alert over SpringBoard (a WDA source).
            .passes("An alert: VoiceOver reads its title as it appears and keeps focus in it", [
                AccessibilityElement(frame: Frame(41, 347, 320, 208), type: .alert, children: [
                    .staticText("Face Not Recognized", frame: Frame(57, 367, 288, 21)),
                    .button("Try Again", frame: Frame(41, 455, 320, 50)),
                    .button("Cancel", frame: Frame(41, 505, 320, 50)),
                ]),
            ]),
            // A Flutter app's cheque dialog (UiAutomator2): the route named by the dialog's title, over
            // Flutter's modal barrier, a screen-wide "Dismiss" control.
            .passes("A dialog named for the screen reader, over its modal barrier", [
                AccessibilityElement(label: "Add cheque payment", frame: Frame(0, 64, 393, 740), type: .other, children: [
                    .textField("Amount", frame: Frame(60, 300, 273, 46)),
                    .textField("Cheque number", frame: Frame(60, 360, 273, 46)),
                    .button("Cancel", frame: Frame(60, 580, 128, 46)),
                    .button("Save", frame: Frame(204, 580, 128, 46)),
                ]),
                AccessibilityElement(label: "Dismiss", traits: .button, frame: Frame(0, 0, 393, 852), type: .other),
            ]),
        ],
        requiredSourceData: .headers)

    func evaluate(_ tree: RuleTree, nodes: Range<Int>, options: RuleOptionValues, into findings: inout RuleFindings) {
        guard Double(tree.nodes.count { !$0.isContainer }) >= options[Option.minimumElements],
              !tree.nodes.contains(where: { $0.element.traits.contains(.header) || $0.element.type == .alert }),
              tree.nodes.contains(where: Self.saysAWord), !Self.isNamedDialog(tree) else { return }
        findings.report(-1, tree.snapshot.screenPlatform == .android
            ? "No element on the screen is marked as a heading." : "No element on the screen has the header trait.")
    }

    /// Whether the screen is a dialog over a modal barrier, which a screen reader announces by its
    /// name as it opens, as it does an alert: a labelled group holding the dialog's controls, and a
    /// childless control covering the screen that closes it (Flutter's `ModalBarrier`, "Dismiss").
    private static func isNamedDialog(_ tree: RuleTree) -> Bool {
        let screen = tree.viewport
        guard screen.width > 0, screen.height > 0 else { return false }
        let hasBarrier = tree.nodes.contains { node in
            let frame = node.element.frame
            return node.isInteractive && node.element.children.isEmpty && node.trimmedLabelByteCount > 0
                && frame.width * frame.height >= 0.95 * screen.width * screen.height
        }
        return hasBarrier && tree.nodes.contains { !$0.element.children.isEmpty && $0.trimmedLabelByteCount > 0 && $0.element.traits.isEmpty }
    }

    /// Whether the element's label holds three letters or more: a screen of keys and figures
    /// only (a calculator's keypad, "AC", "×", "7", under its display, "0") has no words to mark
    /// as a heading.
    private static func saysAWord(_ node: RuleTree.Node) -> Bool {
        var letters = 0
        for character in node.trimmedLabel where character.isLetter {
            letters += 1
            if letters == 3 { return true }
        }
        return false
    }
}
