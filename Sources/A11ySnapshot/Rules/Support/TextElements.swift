extension RuleTree.Node {
    /// Whether the element shows text of its own: a label, on an element that is not a container
    /// and not an image without a role of its own.
    var showsText: Bool {
        !isContainer && !labelWords.isEmpty && !(kind.contains(.image) && !isInteractive)
    }
}
