/// `target-size-minimum`: WCAG 2.5.8's 24 × 24 pt minimum, with its spacing exception.
struct TargetSizeMinimumRule: Rule {
    let isTreeWide = true
    enum Option {
        static let minimumSize = RuleOption.Number("minimumSize", 24, "The smallest width and height of an interactive element, in points.")
        static let spacingException = RuleOption.Number("spacingException", 1,
            "1 applies WCAG's spacing exception: an undersized target passes when a circle of minimumSize diameter on its centre touches no other target (nor such a circle); 0 reports every undersized target.")
    }

    let description = RuleDescription(
        id: "target-size-minimum", title: "Targets are at least 24 × 24 pt", category: .geometry,
        severity: .error, wcag: ["2.5.8"], level: .aa,
        rationale: "Small targets are hard to hit for people with tremors or limited dexterity, and easy to hit by mistake.",
        fix: "Make the element (or its hit area) at least 24 × 24 pt, or keep other targets out of a 24 pt circle around it.",
        options: [Option.minimumSize.declaration, Option.spacingException.declaration],
        examples: [
            .triggers("Two 20 pt buttons side by side", count: 2, [
                .button("Bold", frame: Frame(16, 100, 20, 20)),
                .button("Italic", frame: Frame(38, 100, 20, 20)),
            ]),
            .passes("A lone 20 pt button with space around it", [.button("Info", frame: Frame(16, 100, 20, 20))]),
            // shirates' sign-up form (a WDA source): each password field's eye button is 20 × 20 pt.
            .triggers("A 20 pt button inside a text field", [
                AccessibilityElement(label: "Password", traits: [], frame: Frame(16, 300, 343, 40), type: .secureTextField, children: [
                    .button("Show password", frame: Frame(331, 310, 20, 20)),
                ]),
            ]),
            .passes("A 24 pt button", [.button("Info", frame: Frame(16, 100, 24, 24))]),
            .passes("A disabled button is not a target", [.button("Bold", frame: Frame(16, 100, 20, 20), isEnabled: false),
                                                          .button("Italic", frame: Frame(38, 100, 20, 20), isEnabled: false)]),
        ],
        requiredSourceData: .pointFrames)

    func evaluate(_ tree: RuleTree, nodes: Range<Int>, options: RuleOptionValues, into findings: inout RuleFindings) {
        let minimum = options[Option.minimumSize]
        let targets = FramePairs.targets(in: tree)
        func isUndersized(_ index: Int) -> Bool {
            let frame = tree.nodes[index].element.frame
            return frame.width < minimum || frame.height < minimum
        }
        let undersized = targets.filter(isUndersized)
        var failing = undersized
        var enclosing: [Int: Int] = [:]
        if options[Option.spacingException] != 0 && !failing.isEmpty {
            // A small target passes when no other target is near: none within the circle of its
            // size's radius around its centre, and no other small target's centre within that size.
            let radius = minimum / 2
            failing = TargetNeighbourhood.filter(failing, among: targets, in: tree, within: minimum) { frame, other in
                if other.distance(fromX: frame.midX, y: frame.midY) < radius { return true }
                guard other.width < minimum || other.height < minimum else { return false }
                let dx = frame.midX - other.midX, dy = frame.midY - other.midY
                return (dx * dx + dy * dy).squareRoot() < minimum
            }
            // The neighbourhood leaves out a target's ancestors, but a target inside another (a
            // password field's 20 pt eye button) meets it within its circle: no spacing exception.
            // One of the same words is the same control exposed twice (a Settings footer's link
            // inside its link), which label-duplicated reports.
            let isTarget = Set(targets), stillFailing = Set(failing)
            for index in undersized where !stillFailing.contains(index) {
                let frame = tree.nodes[index].element.frame
                var ancestor = Int(tree.nodes[index].parent)
                while ancestor >= 0 {
                    if isTarget.contains(ancestor), tree.nodes[ancestor].element.frame.distance(fromX: frame.midX, y: frame.midY) < radius,
                       !tree.nodes[ancestor].labelWords.elementsEqual(tree.nodes[index].labelWords) {
                        enclosing[index] = ancestor
                        break
                    }
                    ancestor = Int(tree.nodes[ancestor].parent)
                }
            }
            failing = undersized.filter { stillFailing.contains($0) || enclosing[$0] != nil }
        }
        let required = "at least \(Points.format(minimum)) × \(Points.format(minimum)) pt is required"
        for index in failing {
            let frame = tree.nodes[index].element.frame
            if let outer = enclosing[index] {
                findings.report(index, "Target is \(frame.sizeDescription) inside the target at [\(tree.path(of: outer))] (\"\(tree.nodes[outer].trimmedLabel)\"); \(required), as it has no space of its own.")
            } else {
                findings.report(index, "Target is \(frame.sizeDescription); \(required), and other targets are within its \(Points.format(minimum)) pt circle.")
            }
        }
    }
}
