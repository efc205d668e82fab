/// `label-non-descriptive`: "Click here" and "More" say nothing out of context. A list row's or a
/// tab's label names the page it opens among its siblings (Settings > General > "About", a tab
/// "Details" beside "Bookmarks"), so rows and tabs are judged only on the phrases; so is a control
/// named by one word in a row of controls beside one with a telling name (a TV app's sections
/// "Related", "Watch Options", "Details"; an image viewer's toolbar "Close", "Info", "Share").
struct LabelNonDescriptiveRule: ElementRule {
    enum Option {
        static let vagueWords = RuleOption.Words("vagueWords", ["click", "tap", "here", "more", "learn", "read", "go", "this", "page", "link", "details", "info", "see"],
            "A label made only of these words is reported (\"Learn more\", \"More\", \"Go\").")
        static let phrases = RuleOption.Words("phrases", ["click here", "tap here", "press here", "click this", "tap this"],
            "A label containing one of these phrases as whole words is reported (\"Click here to sign in\").")
    }

    let description = RuleDescription(
        id: "label-non-descriptive", title: "Control labels describe their purpose", category: .labels,
        severity: .warning, wcag: ["2.4.4", "2.4.6"], level: .a,
        rationale: "Screen-reader users who move from link to link or control to control (VoiceOver's rotor, TalkBack's reading controls) and Voice Control users hear a label out of context; \"More\" or \"Click here\" does not say where it leads or what it does. A link's purpose may come from its context (2.4.4); a control's label must say it (2.4.6).",
        fix: "Name the destination or action (\"More about pricing\", \"Read the privacy policy\"): the accessibility label in UIKit and SwiftUI, the content description or the visible text on Android.",
        options: [Option.vagueWords.declaration, Option.phrases.declaration],
        examples: [
            .triggers("\"Learn more\"", [.link("Learn more", frame: Frame(16, 100, 120, 44))]),
            .triggers("\"Click here to sign in\"", [.button("Click here to sign in", frame: Frame(16, 100, 200, 44))]),
            // Traveloka's onboarding (a raw dump): its one action after two pickers. Lighthouse's
            // list of link texts that say nothing has no "continue" either.
            .passes("\"Continue\" moves a flow on, as every onboarding's does", [.button("Continue", frame: Frame(16, 700, 361, 50))]),
            .passes("\"Tomorrow\" is not \"more\"", [.button("Tomorrow", frame: Frame(16, 100, 120, 44))]),
            // A test app's switches (a raw dump): the switch shows its state, its name is a text beside it.
            .triggers("A switch labelled by its state", [.toggle("ON", isOn: true, frame: Frame(800, 600, 200, 96))]),
            // X's timeline (UiAutomator2): each photo of a post, a button described "Image".
            .triggers("A control labelled by its kind alone", [.button("Image", frame: Frame(40, 900, 500, 300))]),
            .passes("A kind word with what it shows", [.button("Image of the harbour at dawn", frame: Frame(40, 900, 500, 300))]),
            // Android Settings in Polish (a raw dump): "Włączono" is "On".
            .triggers("A switch labelled by its state in another language", [.toggle("Wyłączono", isOn: false, frame: Frame(1400, 900, 160, 96))]),
            .passes("A switch named by its setting", [.toggle("Turn on Wi-Fi", isOn: true, frame: Frame(16, 600, 361, 44))]),
            .passes("Options of a mode selector on one line, the first named Off", [
                AccessibilityElement(label: "OFF", value: "1", traits: [.button, .toggleButton], frame: Frame(1029, 714, 162, 88), type: .other),
                AccessibilityElement(label: "", value: "0", traits: [.button, .toggleButton], frame: Frame(1192, 714, 163, 88), type: .other),
                AccessibilityElement(label: "AUTO", value: "0", traits: [.button, .toggleButton], frame: Frame(1520, 714, 163, 88), type: .other),
            ]),
            .passes("An option of a mode selector named Off", [
                AccessibilityElement(label: "OFF", value: "1", traits: .selected, frame: Frame(1029, 714, 162, 88), type: .radioButton),
                AccessibilityElement(label: "AUTO", value: "0", frame: Frame(1520, 714, 163, 88), type: .radioButton),
            ]),
            .passes("\"More about pricing\" names its subject", [.link("More about pricing", frame: Frame(16, 100, 200, 44))]),
            .passes("A settings row \"About\" names the page it opens", [.cell("About", traits: .button, frame: Frame(20, 391, 362, 54))]),
            .triggers("A row \"Tap here\" still says nothing", [.cell("Tap here", traits: .button, frame: Frame(20, 391, 362, 54))]),
            .passes("A tab names its section among the other tabs", [
                .container(.tabBar, frame: Frame(0, 791, 402, 83), [
                    .tab("Details", isSelected: true, frame: Frame(22, 795, 94, 54)), .tab("Bookmarks", frame: Frame(116, 795, 94, 54)),
                ]),
            ]),
            .passes("\"About\" names a page: a row, a tab or the back button to it", [.button("About", frame: Frame(8, 50, 80, 44))]),
            .triggers("A button \"Details\" outside a list or tab bar", [.button("Details", frame: Frame(16, 300, 100, 44))]),
            .passes("A section \"Details\" in a row beside \"Watch Options\"", [
                .button("Watch Options", frame: Frame(280, 935, 220, 96)), .button("Details", frame: Frame(552, 935, 100, 96)),
            ]),
            .triggers("Buttons \"More\" and \"Info\" side by side, neither telling", count: 2, [
                .button("More", frame: Frame(16, 300, 100, 44)), .button("Info", frame: Frame(132, 300, 100, 44)),
            ]),
            .triggers("\"Learn more\" at the end of a row of chips: a phrase, not a name", [
                .button("#music", frame: Frame(484, 451, 161, 72)), .button("Learn more", frame: Frame(661, 451, 59, 72)),
            ]),
            .triggers("A button \"Details\" below another control, not beside it", [
                .button("Add to cart", frame: Frame(16, 300, 200, 44)), .button("Details", frame: Frame(16, 360, 100, 44)),
            ]),
        ])

    /// The word lists, and the last message: the same label has the same words, so the same message.
    struct Context {
        let vague: WordList
        let phrases: WordList
        var previous = RepeatedMessage<ExactText>()
    }

    func context(_ options: RuleOptionValues) -> Context {
        Context(vague: options[Option.vagueWords], phrases: options[Option.phrases])
    }

    func check(at index: Int, in tree: RuleTree, _ context: inout Context) -> ElementVerdict {
        let verdict = check(tree.nodes[index], in: tree, &context)
        guard case .violation = verdict, tree.nodes[index].labelWords.count == 1,
              !Self.kindWords.contains(tree.nodes[index].labelWords[0]) else { return verdict }
        return besideATellingControl(index, in: tree, vague: context.vague) ? .passes : verdict
    }

    /// Whether the element before or after the one at `index`, under the same parent, is a control
    /// on the same line whose label says more than the vague words.
    private func besideATellingControl(_ index: Int, in tree: RuleTree, vague: WordList) -> Bool {
        let node = tree.nodes[index]
        return [index - 1, index + 1].contains { neighbour in
            guard tree.nodes.indices.contains(neighbour) else { return false }
            let other = tree.nodes[neighbour]
            return other.parent == node.parent && other.isInteractive && !other.isContainer && !other.labelWords.isEmpty
                && !vague.containsAll(other.labelWords) && FramePairs.onOneLine(node.element.frame, other.element.frame)
        }
    }

    /// Words for a switch's state, which a switch labelled by its state alone says instead of its
    /// setting (a test app's "ON" switch; Android Settings in Polish, "Włączono").
    static let stateWords: Set<String> = [
        "on", "off", "enabled", "disabled", "activé", "désactivé", "ein", "aus", "an", "encendido", "apagado", "activado",
        "desactivado", "ligado", "desligado", "attivo", "disattivo", "włączono", "wyłączono", "włączony", "wyłączony",
        "вкл", "выкл", "开", "关", "开启", "关闭", "オン", "オフ", "켜짐", "꺼짐",
    ]

    /// Words that name what kind of thing an element is: a control labelled by one of them alone
    /// (X's photos, each a button "Image") names neither what it shows nor what it does.
    static let kindWords: Set<String> = [
        "image", "icon", "button", "photo", "picture", "graphic", "img", "pic", "imagen", "imagem", "immagine", "bild",
        "icône", "icono", "ícone", "icona", "bouton", "botón", "botão", "pulsante", "图片", "图标", "按钮", "画像", "ボタン",
    ]

    /// Whether a toggle without children has a sibling toggle right before or after it on the same
    /// line: one option of a row of options.
    static func isOptionBesideOthers(_ node: RuleTree.Node, in tree: RuleTree) -> Bool {
        guard node.element.children.isEmpty else { return false }
        let index = Int(node.subtreeEnd), frame = node.element.frame
        func isOption(_ other: Int) -> Bool {
            let sibling = tree.nodes[other]
            guard sibling.parent == node.parent, sibling.kind.contains(.toggle) else { return false }
            let besides = sibling.element.frame
            return frame.minY < besides.maxY && besides.minY < frame.maxY
        }
        if index + 1 < tree.nodes.count, isOption(index + 1) { return true }
        var previous = index - 1
        while previous > Int(node.parent), previous >= 0 {
            if tree.nodes[previous].parent == node.parent { return isOption(previous) }
            previous -= 1
        }
        return false
    }

    @inline(__always)
    func check(_ node: RuleTree.Node, in tree: RuleTree, _ context: inout Context) -> ElementVerdict {
        guard node.isInteractive, !node.kind.contains(.textInput), !node.labelWords.isEmpty else { return .passes }
        // A radio button or check box, or a toggle beside others on its line, is one option among
        // others: "OFF" beside "AUTO" in a mode selector names the option (a car's wiper modes, a
        // raw dump, round 105).
        if node.kind.contains(.toggle), node.element.type != .radioButton, node.element.type != .checkBox, node.labelWords.count <= 2,
           Self.stateWords.contains(node.labelWords.joined(separator: " ")), !Self.isOptionBesideOthers(node, in: tree) {
            return .violation("Label \"\(node.trimmedLabel)\" is the switch's state, not what it switches: screen readers read the state twice and never the setting.")
        }
        if node.labelWords.count == 1, Self.kindWords.contains(node.labelWords[0]) {
            return .violation(context.previous.message(for: ExactText(text: node.trimmedLabel, other: 2)) {
                "Label \"\(node.trimmedLabel)\" says what kind of element it is, not what it shows or does."
            })
        }
        if let phrase = context.phrases.firstMatch(in: node.labelWords) {
            return .violation(context.previous.message(for: ExactText(text: node.trimmedLabel, other: 1)) {
                "Label \"\(node.trimmedLabel)\" contains \"\(phrase)\", which does not say what the control does."
            })
        } else if node.element.type != .cell, !tree.isTabBar(node.parent), context.vague.containsAll(node.labelWords) {
            return .violation(context.previous.message(for: ExactText(text: node.trimmedLabel, other: 0)) {
                "Label \"\(node.trimmedLabel)\" does not say what the control does or where it leads."
            })
        }
        return .passes
    }
}
