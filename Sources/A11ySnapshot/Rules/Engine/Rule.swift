/// A rule's code: given a flattened tree and its options, report violations by element.
/// Its data (id, severity, WCAG, advice, options, examples) is its ``description``.
package protocol Rule: Sendable {
    /// The rule's data.
    var description: RuleDescription { get }
    /// `true` when the rule looks at the whole tree at once (pairs of elements, the screen);
    /// otherwise it checks each element on its own and the engine hands it the tree in blocks.
    var isTreeWide: Bool { get }
    /// Reports each violation among the elements at `nodes` (the whole tree for tree-wide
    /// rules) to `findings`, in element order, and counts elements it could not check.
    func evaluate(_ tree: RuleTree, nodes: Range<Int>, options: RuleOptionValues, into findings: inout RuleFindings)
}

extension Rule {
    package var isTreeWide: Bool { false }
}
