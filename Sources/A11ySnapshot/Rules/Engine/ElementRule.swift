/// A rule that judges each element on its own, as SwiftLint's per-node rules do: it states its
/// condition and message in ``check(_:in:_:)``, and the loop over the engine's block of
/// elements, the skipping of containers and the reporting are written once, here.
///
/// `check` is specialized into the loop for each rule. One the optimizer does not inline on its
/// own costs a call per element (the node and the verdict go through memory); the rules whose
/// `check` is marked `@inline(__always)` are those that measured slower without it (callgrind,
/// docs/PERFORMANCE.md).
///
/// ```swift
/// struct ElementDisabledRule: ElementRule {
///     func check(_ node: RuleTree.Node, in tree: RuleTree, _ context: inout Void) -> ElementVerdict {
///         guard node.isInteractive, !node.element.isEnabled else { return .passes }
///         return .violation("This control is disabled; VoiceOver announces it as dimmed, TalkBack as disabled.")
///     }
/// }
/// ```
package protocol ElementRule: Rule {
    /// What the rule reads from its options and keeps while it checks one block of elements:
    /// thresholds and word lists (read once per block, not per element) and, for a rule whose
    /// consecutive findings repeat, the last message (``RepeatedMessage``). `Void` for a rule
    /// that needs neither. Several values with references among them are best a struct: a tuple
    /// holding a `RepeatedMessage` was destroyed through runtime metadata at the end of each block.
    associatedtype Context = Void
    /// Whether containers (elements that group others, ``ElementKind/container``) are judged
    /// too. Most rules judge only the elements a person meets and skip containers (the
    /// default); rules about hints, traits and the frame judge every element.
    static var judgesContainers: Bool { get }
    /// The context of one evaluation, from the rule's configured options.
    func context(_ options: RuleOptionValues) -> Context
    /// The verdict on one element of `tree`.
    func check(_ node: RuleTree.Node, in tree: RuleTree, _ context: inout Context) -> ElementVerdict
    /// The verdict on the element at `index` of `tree`, for a rule that also looks at the elements
    /// beside it in reading order; ``check(_:in:_:)`` by default.
    func check(at index: Int, in tree: RuleTree, _ context: inout Context) -> ElementVerdict
}

extension ElementRule {
    package static var judgesContainers: Bool { false }

    package func check(at index: Int, in tree: RuleTree, _ context: inout Context) -> ElementVerdict {
        check(tree.nodes[index], in: tree, &context)
    }

    /// Checks each element at `nodes` and reports what ``check(_:in:_:)`` finds.
    package func evaluate(_ tree: RuleTree, nodes: Range<Int>, options: RuleOptionValues, into findings: inout RuleFindings) {
        var context = context(options)
        for index in nodes {
            if !Self.judgesContainers && tree.nodes[index].isContainer { continue }
            switch check(at: index, in: tree, &context) {
            case .passes: continue
            case .violation(let message): findings.report(index, message)
            case .lacksData: findings.skip(index)
            }
        }
    }
}

extension ElementRule where Context == Void {
    package func context(_ options: RuleOptionValues) {}
}
