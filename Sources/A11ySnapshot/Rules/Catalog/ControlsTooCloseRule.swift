/// `controls-too-close`: small targets packed together.
struct ControlsTooCloseRule: Rule {
    let isTreeWide = true
    enum Option {
        static let spacing = RuleOption.Number("spacing", 8, "The smallest gap between two controls, in points.")
        static let wideSpacing = RuleOption.Number("wideSpacing", 12, "The smallest gap on a wide viewport, in points.")
        static let wideViewportWidth = RuleOption.Number("wideViewportWidth", 600, "Viewports at least this wide (iPad) use wideSpacing.")
        static let exemptSize = RuleOption.Number("exemptSize", 44, "Pairs where both controls are at least this size in both directions are not reported (list rows, tab bars).")
    }

    let description = RuleDescription(
        id: "controls-too-close", title: "Small controls have space between them", category: .geometry,
        severity: .warning, wcag: [], level: .bestPractice,
        rationale: "Closely spaced small targets lead to activating the neighbour by mistake. WCAG 2.5.8 asks for spacing only around targets under 24 × 24, which target-size-minimum checks; this rule asks for it around targets under the 44 × 44 pt Apple's guidelines recommend.",
        fix: "Leave at least 8 pt (12 pt on wide screens) between controls, or make both at least 44 × 44 pt.",
        options: [Option.spacing.declaration, Option.wideSpacing.declaration, Option.wideViewportWidth.declaration, Option.exemptSize.declaration],
        examples: [
            .triggers("Two small buttons 4 pt apart", [
                .button("Undo", frame: Frame(16, 100, 36, 36)),
                .button("Redo", frame: Frame(56, 100, 36, 36)),
            ]),
            .triggers("10 pt apart on an iPad", viewport: Frame(0, 0, 1024, 1366), [
                .button("Undo", frame: Frame(16, 100, 36, 36)),
                .button("Redo", frame: Frame(62, 100, 36, 36)),
            ]),
            .passes("Small buttons 8 pt apart on a phone", [
                .button("Undo", frame: Frame(16, 100, 36, 36)),
                .button("Redo", frame: Frame(60, 100, 36, 36)),
            ]),
            .passes("A caption scrolled partly off the bottom, beside a toolbar button", viewport: Self.kiwix, Self.captionBesideToolbar(at: 811)),
            .triggers("The same caption fully on screen", viewport: Self.kiwix, Self.captionBesideToolbar(at: 721)),
            // A benchmark app's SwiftUI screen (XCUI debugDescription, iOS 26): a button scrolled
            // next to the floating tab bar, listed before it.
            .passes("Content listed before the tab bar, scrolled next to iOS 26's floating bar", viewport: Frame(0, 0, 375, 667), [
                .button("Child 6", frame: Frame(16, 548, 100, 34)),
                .container(.tabBar, frame: Frame(25, 589, 325, 54), [.tab("Basics", frame: Frame(25, 589, 74, 40))]),
            ]),
            // Instagram's comment sheet (WDA): a comment's reply button under the quick reactions.
            .passes("Content listed before a bar of controls laid over it, its middle under the bar", viewport: Frame(0, 0, 414, 896), [
                .button("Reply to this comment", frame: Frame(45, 795, 45, 17)),
                .button("❤️", frame: Frame(16, 789, 26, 41)), .button("🔥", frame: Frame(121, 789, 27, 41)),
                .button("😂", frame: Frame(386, 789, 26, 41)),
            ]),
            .triggers("The same button just above the bar", viewport: Frame(0, 0, 414, 896), [
                .button("Reply to this comment", frame: Frame(45, 768, 45, 17)),
                .button("❤️", frame: Frame(16, 789, 26, 41)), .button("🔥", frame: Frame(121, 789, 27, 41)),
                .button("😂", frame: Frame(386, 789, 26, 41)),
            ]),
            .passes("Adjacent full-size list rows", [
                .button("Wi-Fi", frame: Frame(0, 100, 393, 44)),
                .button("Bluetooth", frame: Frame(0, 144, 393, 44)),
            ]),
        ],
        requiredSourceData: .pointFrames,
        supersededBy: "target-size-minimum")

    /// Kiwix' main page (an iOS 26 WDA source): its screen, and a web tile's caption at `y` beside
    /// the toolbar's Library button.
    private static let kiwix = Frame(0, 0, 402, 874)
    private static func captionBesideToolbar(at y: Double) -> [AccessibilityElement] {
        [.link("List of accolades", frame: Frame(11, y, 157, 77)), .button("Library", frame: Frame(175, 803, 47, 38))]
    }

    func evaluate(_ tree: RuleTree, nodes: Range<Int>, options: RuleOptionValues, into findings: inout RuleFindings) {
        let spacing = tree.viewport.width >= options[Option.wideViewportWidth] ? options[Option.wideSpacing] : options[Option.spacing]
        let exempt = options[Option.exemptSize]
        let targets = FramePairs.targets(in: tree)
        // Rows repeat their distances; format each once.
        let expected = "\"); at least \(Points.format(spacing)) pt is expected."
        var distanceTexts: [Double: String] = [:]
        func distance(_ neighbour: TargetNeighbourhood.Neighbour) -> String {
            let distance = max(neighbour.gap.horizontal, neighbour.gap.vertical)
            return distanceTexts[distance] ?? Self.formatted(distance, into: &distanceTexts)
        }
        TargetNeighbourhood.forEachEarlierNeighbours(
            of: targets, in: tree, within: spacing, limit: FramePairs.namedNeighbours, accepting: { frameA, frameB, gap in
            gap.horizontal < spacing && gap.vertical < spacing && (gap.overlapWidth <= 0 || gap.overlapHeight <= 0)
                && min(frameA.width, frameA.height, frameB.width, frameB.height) < exempt
                && !FramePairs.isScrolledUnder(frameA, frameB, viewport: tree.viewport)
        }) { target, neighbours in
            // Content listed before a tab bar, or another bar laid over it, scrolls under it, and
            // its gap to a tab is where the scroll left it (a benchmark app's button 7 pt from iOS
            // 26's floating tab bar, 0 pt under it a moment before; Instagram's reply button under
            // its quick reactions); the other neighbours are still reported.
            if let reported = neighbours.excluding(in: tree, { FramePairs.isUnderBar(target, $1.node, in: $0) }) {
                report(target, reported)
            }
        }

        func report(_ target: Int, _ neighbours: TargetNeighbourhood.Neighbours) {
            if neighbours.isSingle {
                let first = neighbours.first
                // One allocation per message, the path written in place.
                findings.report(target, MessageText.join(
                    "Only ", distance(first), " pt from the control at [", path: (tree, first.node), "] (\"",
                    tree.nodes[first.node].trimmedLabel, expected))
            } else {
                let named = neighbours.nearest.map { "\(distance($0)) pt from the one at [\(tree.path(of: $0.node))] (\"\(tree.nodes[$0.node].trimmedLabel)\")" }
                findings.report(target, "Closer than \(Points.format(spacing)) pt to \(neighbours.countText) controls: "
                    + FramePairs.list(named, more: neighbours) + ".")
            }
        }
    }

    /// `distance` formatted, and remembered in `texts`.
    private static func formatted(_ distance: Double, into texts: inout [Double: String]) -> String {
        let text = Points.format(distance)
        texts[distance] = text
        return text
    }
}
