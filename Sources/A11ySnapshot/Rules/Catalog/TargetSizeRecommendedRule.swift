/// `target-size-recommended`: Apple's and WCAG 2.5.5's 44 × 44 pt.
struct TargetSizeRecommendedRule: ElementRule {
    enum Option {
        static let recommendedSize = RuleOption.Number("recommendedSize", 44, "The recommended smallest width and height, in points.")
    }

    let description = RuleDescription(
        id: "target-size-recommended", title: "Targets are at least 44 × 44 pt", category: .geometry,
        severity: .warning, wcag: ["2.5.5"], level: .aaa,
        rationale: "Apple's Human Interface Guidelines and WCAG 2.5.5 ask for 44 × 44 pt so every target is comfortable to hit.",
        fix: "Enlarge the element or its hit area to 44 × 44 pt.",
        options: [Option.recommendedSize.declaration],
        examples: [
            .triggers("A 36 pt tall search field", [.searchField("Search", frame: Frame(16, 100, 361, 36))]),
            .passes("A 44 pt button", [.button("Play", frame: Frame(16, 100, 44, 44))]),
            .passes("Static text is not a target", [.staticText("Caption", frame: Frame(16, 100, 80, 16))]),
            // An accessibility benchmark's UIKit settings screen (XCUI debugDescription, iOS 26).
            .passes("A system switch, of the size UIKit gives it", [.toggle("Notifications", isOn: true, frame: Frame(282, 179, 63, 28))]),
            .triggers("A switch drawn smaller than the system's", [.toggle("Notifications", isOn: true, frame: Frame(282, 179, 40, 24))]),
            // Kiwix' main page (an iOS 26 WDA source): WebKit exposes a tile's link as its image and its caption.
            .passes("A web tile's caption, part of the image link around it", [
                AccessibilityElement(label: "Hank Crawford", traits: [.image, .link], frame: Frame(201, 420, 201, 164), type: .image),
                AccessibilityElement(label: "Hank Crawford", traits: [.staticText, .link], frame: Frame(212, 547, 139, 25), type: .staticText),
            ]),
            // The-internet's secure page in Safari (a WDA source): its footer's link.
            .passes("A link inside a line of text", [
                .staticText("Powered by", frame: Frame(99, 359, 91, 22)),
                AccessibilityElement(label: "Elemental Selenium", traits: [.staticText, .link], frame: Frame(189, 359, 142, 22), type: .staticText),
            ]),
            .triggers("A link on a line of its own", [
                .staticText("Welcome to the Secure Area.", frame: Frame(15, 195, 384, 49)),
                AccessibilityElement(label: "Logout", traits: [.staticText, .link], frame: Frame(40, 267, 54, 22), type: .staticText),
            ]),
            .triggers("A caption link beside a different image link", [
                AccessibilityElement(label: "Ray Charles", traits: [.image, .link], frame: Frame(201, 420, 201, 164), type: .image),
                AccessibilityElement(label: "Hank Crawford", traits: [.staticText, .link], frame: Frame(212, 547, 139, 25), type: .staticText),
            ]),
        ],
        requiredSourceData: .pointFrames,
        supersededBy: "target-size-minimum")

    /// A switch of `UISwitch`'s own size, 51 × 31 pt (63 × 28 pt from iOS 26): the system sets
    /// it and the app cannot change it (WCAG 2.5.5's exception for a target whose size the user
    /// agent determines); UIKit's switch answers touches around it.
    static func isSystemSwitch(_ element: AccessibilityElement) -> Bool {
        guard element.type == .switch else { return false }
        let size = (element.frame.width, element.frame.height)
        return [(51.0, 31.0), (63.0, 28.0)].contains { abs($0.0 - size.0) <= 1 && abs($0.1 - size.1) <= 1 }
    }

    func context(_ options: RuleOptionValues) -> (size: Double, previous: RepeatedMessage<Frame.Size>) {
        (options[Option.recommendedSize], RepeatedMessage())
    }

    func check(at index: Int, in tree: RuleTree, _ context: inout (size: Double, previous: RepeatedMessage<Frame.Size>)) -> ElementVerdict {
        let verdict = check(tree.nodes[index], in: tree, &context)
        guard case .violation = verdict else { return verdict }
        if FramePairs.isInlineLink(index, in: tree) { return .passes }
        guard let link = FramePairs.enclosingLinkFrame(of: index, in: tree), link.width >= context.size, link.height >= context.size else { return verdict }
        return .passes
    }

    func check(_ node: RuleTree.Node, in tree: RuleTree, _ context: inout (size: Double, previous: RepeatedMessage<Frame.Size>)) -> ElementVerdict {
        guard FramePairs.isTarget(node), !Self.isSystemSwitch(node.element) else { return .passes }
        let (frame, size) = (node.element.frame, context.size)
        guard frame.width < size || frame.height < size else { return .passes }
        return .violation(context.previous.message(for: frame.size) {
            "Target is \(frame.sizeDescription); \(Points.format(size)) × \(Points.format(size)) pt is recommended."
        })
    }
}
