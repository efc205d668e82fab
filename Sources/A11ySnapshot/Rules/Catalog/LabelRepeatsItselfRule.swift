/// `label-repeats-itself`: a row read as an icon's description and the text beside it says the
/// same words twice when both name the same thing, or the text opens with the icon's words.
struct LabelRepeatsItselfRule: ElementRule {
    let description = RuleDescription(
        id: "label-repeats-itself", title: "Labels do not say the same words twice", category: .labels,
        severity: .warning, wcag: [], level: .bestPractice,
        rationale: "A row read as its icon's description and the text beside it says the same words twice when both name the same thing (\"Home, Home\"); a screen-reader user hears both at every visit.",
        fix: "Hide the icon from accessibility (a null contentDescription, .accessibilityHidden(true)), or give the row one label of its own.",
        examples: [
            // A Compose football app's navigation drawer (uiautomator): each item's icon is described by the item's text.
            .triggers("A navigation item read as its icon's description and its text", [
                .button("Principal, Principal", frame: Frame(0, 300, 300, 56)),
            ]),
            // A Compose video app's option card: the card and its inner container carry one description.
            .triggers("A card whose two parts carry one description, in any case", [
                .button("Extract Script option, extract script option", frame: Frame(32, 440, 284, 480)),
            ]),
            .passes("A title and a subtitle", [.button("Storage, 93% used - 551 MB free", frame: Frame(0, 600, 393, 88))]),
            .passes("The same words apart, not one after the other", [
                .cell("MobiumApp, 3 hours ago, MobiumApp, Your code is 146856", frame: Frame(16, 200, 361, 80)),
            ]),
            .passes("Figures that repeat", [.staticText("2, 2", frame: Frame(16, 100, 60, 20))]),
            // OPPO ColorOS Settings (zytzjx/anthenacmc): a row's title, then its summary.
            .passes("A title and the summary sentence that opens with it", [
                .button("Erase All Data, Erase all data, including photos and music.", frame: Frame(0, 600, 1080, 180)),
            ]),
            // A Compose running tracker (uiautomator): the button's icon described by its action.
            .triggers("An icon's description that the text beside it opens with", [
                .button("Start, Start Run", frame: Frame(40, 1500, 1000, 150)),
            ]),
            // A Compose music app's playlist (uiautomator): each song's thumbnail described after its title.
            .triggers("A thumbnail's description that ends with the title beside it", [
                .button("Thumbnail for Lo-fi mix 2307, Lo-fi mix 2307", frame: Frame(0, 500, 1080, 200)),
            ]),
            .passes("A name and a longer title that opens with it", [
                .cell("Inbox, Inbox for the team's support requests", frame: Frame(0, 300, 393, 72)),
            ]),
            .triggers("A repeat followed by another name", [.button("Home, Home, Settings", frame: Frame(0, 300, 300, 56))]),
        ])

    func check(_ node: RuleTree.Node, in tree: RuleTree, _: inout Void) -> ElementVerdict {
        guard let (words, first, second) = TextShape.repeatedPart(node.trimmedLabel) else { return .passes }
        let parts = first.lowercased() == second.lowercased() ? "" : " (\"\(first), \(second)\")"
        return .violation("The label says \"\(words)\" twice in a row\(parts).")
    }
}
