/// `label-too-long`: a control's label should be a name, not a sentence.
struct LabelTooLongRule: ElementRule {
    enum Option {
        static let maximumLength = RuleOption.Number("maximumLength", 40, "The most characters a label of a non-text element may have.")
    }

    let description = RuleDescription(
        id: "label-too-long", title: "Control labels are concise", category: .labels,
        severity: .warning, wcag: [], level: .bestPractice,
        rationale: "VoiceOver reads the whole label every time focus lands on the element; long labels slow everyone down.",
        fix: "Keep the name short and move details to the hint or to static text nearby.",
        options: [Option.maximumLength.declaration],
        examples: [
            .triggers("A button label that is a sentence",
                      [.button("Tap this button to save all of your changes to the cloud", frame: Frame(16, 100, 361, 44))]),
            .passes("A long paragraph of static text",
                    [.staticText("Your changes are saved to the cloud automatically every few minutes.", frame: Frame(16, 100, 361, 60))]),
            .passes("A short button label", [.button("Save", frame: Frame(16, 100, 80, 44))]),
            .passes("A data URL's base64 as an image's label, which image-label-filename reports", [
                .image("DDqXYoTSnOMUpTnGKUxZRxA7ltEHJPP1DeQOKoZXM0KIal1CSRgkLriiP6p6DPBVysY97p42EcE1ACC+95oE3FQ69InYLJWcAAAAASUVORK5CYII=",
                       frame: Frame(96, 610, 25, 14)),
            ]),
            // A Maestro iOS hierarchy of a SwiftUI sign-in screen: no node states a type or a trait.
            .passes("A sentence stating no type or trait, which VoiceOver reads as text", [
                AccessibilityElement(label: "Track your habits, set goals and keep your motivation high.", frame: Frame(24, 191, 292, 43)),
            ]),
            // Kiwix' main page (an iOS 26 WDA source): a tile's caption is a link to the article.
            .passes("A web page's text link, named by the article it opens", [
                AccessibilityElement(label: "Hard Hearted Hannah (The Vamp of Savannah)", traits: [.staticText, .link],
                                     frame: Frame(212, 357, 173, 77), type: .staticText),
            ]),
            .passes("An image link named by the same article", [
                AccessibilityElement(label: "List of accolades received by Ray (film)", traits: [.image, .link],
                                     frame: Frame(0, 685, 201, 216), type: .image),
            ]),
            .passes("A settings row: a button read as its title and subtitle", [
                AccessibilityElement(label: "Apple Account, Sign in to access your iCloud data, the App Store, Apple services, and more.",
                                     traits: [.button, .staticText], frame: Frame(16, 168, 370, 91), type: .button),
            ]),
            // Kiwix' library (an iOS 26 WDA source): a card button whose label UIKit joined from its texts.
            .passes("A card read as its texts joined by commas", [
                AccessibilityElement(label: "Astronomy by Wikipedia, A selection of Wikipedia articles on astronomy, 1.77 GB, 153K pages",
                                     traits: .button, frame: Frame(16, 180, 361, 132), type: .button),
            ]),
            // A Flutter pet app's care tiles (uiautomator): Flutter merges a tile's texts with line breaks.
            .passes("A tile read as its texts joined by line breaks", [
                .button("Vet Appointments\nAdd appointment\nNo upcoming appointments", frame: Frame(16, 400, 361, 96)),
            ]),
            .triggers("A sentence with a comma", [
                .button("Save your changes, and they sync to all of your devices", frame: Frame(16, 100, 361, 44)),
            ]),
            // A React Native task list (a raw dump): each task's delete button names its task.
            .passes("A control named by its action and the item beside it", [
                .staticText("Tarea temporal para eliminar, estado: pendiente", frame: Frame(16, 300, 260, 30)),
                .button("Eliminar tarea Tarea temporal para eliminar", frame: Frame(290, 300, 80, 30)),
            ]),
            .triggers("A long control name that names no item on the screen", [
                .staticText("Tareas", frame: Frame(16, 300, 260, 30)),
                .button("Eliminar tarea temporal para siempre de la lista", frame: Frame(290, 300, 80, 30)),
            ]),
            // A news app's stories (an iOS 26 WDA source of a React Native app): each a button read as its headline.
            .passes("A list of stories, each a button read as its headline", [
                .button("Conflit militaire États-Unis Iran 2026", frame: Frame(20, 211, 362, 60)),
                .button("Guerre d'Ukraine", frame: Frame(20, 392, 362, 60)),
                .button("Cyberattaque sur systèmes d'eau du Minnesota", frame: Frame(20, 573, 362, 60)),
            ]),
            // Facebook's notifications (a raw dump in Spanish): a friend request is taller than
            // its neighbours, its Confirm and Delete buttons under its text.
            .passes("A list's item taller than the others, its actions below its text", viewport: Frame(0, 0, 1080, 2400), [
                .button("Aprobaste un inicio de sesión.. 3 h. No leída", frame: Frame(0, 463, 1080, 220)),
                .button("Josias Loaiza te envió una solicitud de amistad..   Activo(a) hace 9 minutos. Leída", frame: Frame(0, 683, 1080, 310)),
                .button("Noe Flores Navarro publicó una historia recientemente.. 10 h. Leída", frame: Frame(0, 1110, 1080, 220)),
            ]),
            // A chat assistant's answer (a raw dump): formulas drawn as images among tappable
            // paragraphs of one column, each image read as its LaTeX source.
            .triggers("An image as wide as the list's items around it, which is no item", viewport: Frame(0, 0, 1280, 2856), [
                .image("a_n x^n + a_{n-1} x^{n-1} + \\dots + a_1 x + a_0 = 0 \\quad (a_n \\neq 0)", frame: Frame(72, 1009, 1136, 92)),
                .button("特别地：", frame: Frame(72, 1404, 1136, 144)),
                .button("用途 不必实际解出根，就能快速得到根的和、积等对称关系，常用于：", frame: Frame(72, 1795, 1136, 181)),
                .button("如果你想进一步了解韦达定理的推导或应用举例，我可以再展开。", frame: Frame(72, 2256, 1136, 144)),
            ]),
            .triggers("A sentence on a lone wide button", [
                .button("Save your changes so that they sync to all of your devices", frame: Frame(20, 700, 362, 60)),
                .button("Cancel", frame: Frame(20, 780, 362, 60)),
            ]),
            // Instagram's comment cells (appium-ios-xml/instagram-fetchbites-v8) read the comment.
            .passes("A cell read as its content", [
                .cell("anne.hellgren.coaching said I tried these and honestly the best lamb I've ever eaten!!", frame: Frame(0, 300, 414, 80)),
            ]),
        ])

    func context(_ options: RuleOptionValues) -> Double {
        options[Option.maximumLength]
    }

    func check(_ node: RuleTree.Node, in tree: RuleTree, _ maximum: inout Double) -> ElementVerdict {
        guard !node.kind.contains(.staticText), Double(node.trimmedLabelByteCount) > maximum,
              !Self.presentsContent(node) else { return .passes }
        let count = node.trimmedLabel.count
        // Encoded data is no name at all: image-label-filename reports it. Texts joined by commas
        // are the content the element shows, read as it is shown.
        guard Double(count) > maximum, !TextShape.isEncodedData(node.trimmedLabel),
              !TextShape.isJoinedParts(node.trimmedLabel) else { return .passes }
        return .violation("Label has \(count) characters; at most \(Int(maximum)) are expected for a non-text element.")
    }

    func check(at index: Int, in tree: RuleTree, _ maximum: inout Double) -> ElementVerdict {
        let verdict = check(tree.nodes[index], in: tree, &maximum)
        guard case .violation = verdict else { return verdict }
        return Self.namesNearbyItem(at: index, in: tree, within: maximum) || Self.isListItem(at: index, in: tree) ? .passes : verdict
    }

    /// Whether the element is one of a list's items: a button at least half the screen wide, in
    /// a column of at least three of one left edge and width, near one another in reading order
    /// (``listReach``), none more than twice as tall as it or half as tall. Its label is the
    /// item's title (a news app's list of stories, each a React Native button read as its
    /// headline); an item may be taller than the others (a friend request among Facebook's
    /// notifications holds its two buttons under its text).
    static func isListItem(at index: Int, in tree: RuleTree) -> Bool {
        let frame = tree.nodes[index].element.frame
        guard tree.nodes[index].isInteractive, tree.viewport.width > 0, frame.width * 2 >= tree.viewport.width else { return false }
        func isAligned(_ other: Frame) -> Bool {
            abs(other.minX - frame.minX) <= 1 && abs(other.width - frame.width) <= 1
                && other.height <= 2 * frame.height && frame.height <= 2 * other.height
        }
        var column = 0
        for node in tree.nodes[max(0, index - listReach)...min(tree.nodes.count - 1, index + listReach)]
        where node.isInteractive && isAligned(node.element.frame) {
            column += 1
            if column >= 3 { return true }
        }
        return false
    }

    /// How far, in reading order, a list's items may stand from one another: each holds a few
    /// elements of its own (Facebook's notifications hold their buttons).
    static let listReach = 40

    /// How far, in reading order, the item a control acts on may stand from it.
    static let itemReach = 12

    /// Whether the label is short but for the name of an item near it, which it repeats after an
    /// action of at most three words: a task list's "Eliminar tarea Tarea temporal para eliminar"
    /// beside the task "Tarea temporal para eliminar, estado: pendiente", as WCAG 2.4.6 asks of
    /// a control repeated once per item.
    static func namesNearbyItem(at index: Int, in tree: RuleTree, within maximum: Double) -> Bool {
        let words = tree.nodes[index].trimmedLabel.split(separator: " ", omittingEmptySubsequences: true)
        let nearby = max(0, index - itemReach)...min(tree.nodes.count - 1, index + itemReach)
        for actionWords in 1...min(3, max(1, words.count - 1)) where words.count > actionWords {
            let action = words[..<actionWords].joined(separator: " ")
            let name = words[actionWords...].joined(separator: " ")
            guard Double(action.count) <= maximum, name.count >= 4 else { continue }
            if nearby.contains(where: { $0 != index && tree.nodes[$0].trimmedLabel.contains(name) }) { return true }
        }
        return false
    }

    /// A cell, a generic view (an Android row, a React Native touchable around a card), a text
    /// (also one that acts as a button: an iOS 26 Settings row, a `Button` with the Static Text
    /// trait reading "Apple Account, Sign in to access your iCloud data, …") or a link: its label
    /// is the content it presents (a link's text names where it goes, as WCAG 2.4.4 asks, often
    /// an article's title), not a control's name.
    static func presentsContent(_ node: RuleTree.Node) -> Bool {
        let type = node.element.type, traits = node.element.traits
        return type == .cell || type == .other || type == .staticText || traits.contains(.link) || traits.contains(.staticText)
            || type == nil && !node.element.children.isEmpty
    }
}
