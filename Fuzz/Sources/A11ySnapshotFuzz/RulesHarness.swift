import A11ySnapshot

/// Checks a decoded or imported tree against every rule.
enum RulesHarness {
    /// The default configuration runs the whole catalogue.
    static let engine: RuleEngine? = try? RuleEngine()

    static func run(_ bytes: [UInt8]) {
        guard let engine, let tree = TreeInput.tree(bytes[...]) else { return }
        let report = engine.check(tree)
        invariant(report.elementCount == tree.elementCount,
                  "the rule report counts \(report.elementCount) elements in a tree of \(tree.elementCount)")
    }
}
