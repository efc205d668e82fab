/// A container label the platform made up from its descendants: React Native's iOS views give a
/// view that is not an accessibility element the labels of everything inside it, run together
/// (`"Choose An Awesome View Echo Box Login Screen …"`), and every enclosing view repeats it.
/// VoiceOver never reads such a label (it focuses the descendants), so the import policy drops
/// it and the container flattens like any wrapper.
enum SynthesizedLabel {
    /// Whether `node` is a structural container, not marked an accessibility element, whose
    /// label is its descendants' labels in reading order, ignoring spaces and commas.
    static func isConcatenation(of node: ImportedNode) -> Bool {
        guard let label = node.label, !label.isEmpty, !node.children.isEmpty, node.isAccessibilityElement != true,
              node.type?.isStructural ?? true else { return false }
        let own = normalized(label)
        guard !own.isEmpty else { return false }
        var parts: [String] = []
        for child in node.children { collect(child, into: &parts) }
        return own == normalized(parts.joined())
    }

    /// The labels that speak for `node`: its own (a nested copy of the same synthesized label
    /// counts as the whole), else its descendants', in reading order. Iterative: dumps nest
    /// deeply.
    private static func collect(_ node: ImportedNode, into parts: inout [String]) {
        var stack = [node]
        while let next = stack.popLast() {
            if let label = next.label, !label.isEmpty {
                parts.append(label)
            } else {
                stack.append(contentsOf: next.children.reversed())
            }
        }
    }

    private static func normalized(_ text: String) -> String {
        String(text.unicodeScalars.filter { !$0.properties.isWhitespace && $0 != "," }.map(Character.init))
    }
}
