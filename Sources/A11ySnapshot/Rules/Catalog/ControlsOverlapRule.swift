/// `controls-overlap`: two targets on top of each other.
struct ControlsOverlapRule: Rule {
    let isTreeWide = true
    enum Option {
        static let tolerance = RuleOption.Number("tolerance", 1, "Overlaps of at most this many points in either direction are ignored (rounding in layout, neighbours sharing an edge pixel).")
    }

    let description = RuleDescription(
        id: "controls-overlap", title: "Controls do not overlap", category: .geometry,
        severity: .error, wcag: [], level: .bestPractice,
        rationale: "Where two targets overlap, a touch may activate the wrong one, and VoiceOver's cursor covers both.",
        fix: "Lay the controls out side by side, or merge them into one element.",
        options: [Option.tolerance.declaration],
        examples: [
            .triggers("A close button on top of another button", [
                .button("Open article", frame: Frame(0, 100, 393, 88)),
                .button("Close", frame: Frame(349, 100, 44, 44)),
            ]),
            .passes("A button inside a cell it belongs to", [
                .cell("Article", traits: .button, frame: Frame(0, 100, 393, 88), children: [.button("Share", frame: Frame(349, 122, 44, 44))]),
            ]),
            .passes("Buttons that touch but do not overlap", [
                .button("Left", frame: Frame(0, 100, 100, 44)),
                .button("Right", frame: Frame(100, 100, 100, 44)),
            ]),
            .passes("The tabs of one tab bar, which iOS 26 lays out overlapping", [
                .container(.tabBar, frame: Frame(0, 791, 402, 83), [
                    .tab("Today", frame: Frame(68, 795, 94, 54)),
                    .tab("Week", isSelected: true, frame: Frame(154, 795, 94, 54)),
                ]),
            ]),
            .passes("A web tile's caption link drawn over its image link: one link, exposed twice", [
                .link("America the Beautiful", frame: Frame(0, 116, 201, 305)),
                .link("America the Beautiful", frame: Frame(11, 357, 112, 51)),
            ]),
            .triggers("Two different links, one over the other", [
                .link("America the Beautiful", frame: Frame(0, 116, 201, 305)),
                .link("Share", frame: Frame(11, 357, 112, 51)),
            ]),
            .passes("A post scrolled partly off the bottom of the screen, under the tab bar", viewport: Frame(0, 0, 402, 874), [
                .button("Author One, 2h, Reply", frame: Frame(0, 638, 402, 454)),
                .container(.tabBar, frame: Frame(0, 791, 402, 83), [.tab("Timeline", frame: Frame(22, 795, 94, 54))]),
            ]),
            .triggers("A control just past the bottom edge, overlapped by one above it", viewport: Frame(0, 0, 375, 667), [
                .adjustable("Pages", value: "Page 1 of 2", frame: Frame(0, 545, 375, 42), type: .pageIndicator),
                .button("Safari", frame: Frame(155, 583, 64, 85.5)),
            ]),
            .passes("Content listed before the tab bar, under iOS 26's floating bar: a row and a button scrolled under it", viewport: Frame(0, 0, 375, 667), [
                .button("Notifications", frame: Frame(16, 560, 343, 52)),
                .button("Child button 6", frame: Frame(35.5, 629, 98.5, 34.5)),
                .container(.tabBar, frame: Frame(25, 584, 325, 54), [.tab("Basics", frame: Frame(25, 588, 74, 54))]),
            ]),
            // LINE's account settings (iOS 26, AXe): the first row scrolled under the navigation bar.
            .passes("A row scrolled a few points under the navigation bar's buttons", viewport: Frame(0, 0, 402, 874), [
                .button("Back", frame: Frame(8, 85, 60, 30)),
                .button("Linked apps", frame: Frame(0, 112.33, 402, 87)),
            ]),
            .triggers("A row whose top half lies under a button at the top", viewport: Frame(0, 0, 402, 874), [
                .button("Back", frame: Frame(8, 85, 60, 30)),
                .button("Linked apps", frame: Frame(0, 95, 402, 40)),
            ]),
            // Instagram's comment sheet (WDA): the last comment's button runs under the quick
            // reactions laid over the list.
            .passes("Content listed before a bar of controls laid over it, its middle under the bar", viewport: Frame(0, 0, 414, 896), [
                .button("View 3 more replies", frame: Frame(85, 791, 116, 16)),
                .button("❤️", frame: Frame(16, 760, 27, 41)), .button("🙌", frame: Frame(66, 760, 28, 41)),
                .button("🔥", frame: Frame(117, 760, 28, 41)), .button("😂", frame: Frame(371, 760, 27, 41)),
            ]),
            .triggers("A control mostly above a bar, reaching into it", viewport: Frame(0, 0, 414, 896), [
                .button("View 3 more replies", frame: Frame(100, 750, 40, 16)),
                .button("❤️", frame: Frame(16, 760, 27, 41)), .button("🙌", frame: Frame(66, 760, 28, 41)),
                .button("🔥", frame: Frame(117, 760, 28, 41)), .button("😂", frame: Frame(371, 760, 27, 41)),
            ]),
            .triggers("A button listed after the tab bar, drawn over a tab", [
                .container(.tabBar, frame: Frame(0, 791, 402, 83), [.tab("Week", frame: Frame(154, 795, 94, 54))]),
                .button("Compose", frame: Frame(180, 780, 56, 56)),
            ]),
        ],
        // Android dumps give pixels of unknown density, and list views scrolled under fixed bars
        // and drawers with no drawing order between them: overlaps there cannot be judged.
        requiredSourceData: .pointFrames)

    func evaluate(_ tree: RuleTree, nodes: Range<Int>, options: RuleOptionValues, into findings: inout RuleFindings) {
        let tolerance = options[Option.tolerance]
        let targets = FramePairs.targets(in: tree)
        func overlap(_ neighbour: TargetNeighbourhood.Neighbour) -> String {
            "\(Points.format(neighbour.gap.overlapWidth)) × \(Points.format(neighbour.gap.overlapHeight)) \(tree.frameUnit)"
        }
        func report(_ target: Int, _ neighbours: TargetNeighbourhood.Neighbours) {
            if neighbours.isSingle {
                let first = neighbours.first
                findings.report(target, "Overlaps the control at [\(tree.path(of: first.node))] (\"\(tree.nodes[first.node].trimmedLabel)\") by \(overlap(first)).")
            } else {
                let named = neighbours.nearest.map { "the one at [\(tree.path(of: $0.node))] (\"\(tree.nodes[$0.node].trimmedLabel)\") by \(overlap($0))" }
                findings.report(target, "Overlaps \(neighbours.countText) controls: " + FramePairs.list(named, more: neighbours) + ".")
            }
        }
        TargetNeighbourhood.forEachEarlierNeighbours(
            of: targets, in: tree, within: 0, limit: FramePairs.namedNeighbours, accepting: { frameA, frameB, gap in
            gap.overlapWidth > tolerance && gap.overlapHeight > tolerance && !FramePairs.isScrolledUnder(frameA, frameB, viewport: tree.viewport)
                && !FramePairs.isRowScrolledUnderTopBar(frameA, frameB, viewport: tree.viewport)
        }) { target, neighbours in
            // The system lays out a tab bar's items, and iOS 26's overlap by design (SwiftUI's
            // TabView: 94-pt tabs 86 pt apart); that is not the app's to fix. A link drawn as two
            // elements, one inside the other (a web tile's image and its caption), is one target.
            // Content listed before a tab bar, or another bar laid over it, is drawn under it: the
            // bar takes the touch.
            // Other overlaps of those controls are still reported, without them.
            let bar = tree.nodes[target].parent
            let inTabBar = tree.isTabBar(bar)
            let reported = neighbours.excluding(in: tree) { tree, other in
                (inTabBar && tree.nodes[other.node].parent == bar) || FramePairs.isOneLink(target, other.node, in: tree)
                    || FramePairs.isUnderBar(target, other.node, in: tree)
            }
            if let reported { report(target, reported) }
        }
    }
}
