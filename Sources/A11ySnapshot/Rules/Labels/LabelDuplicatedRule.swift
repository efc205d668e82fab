/// `label-duplicated`: two controls of the same role that sound the same.
struct LabelDuplicatedRule: Rule {
    let isTreeWide = true
    let description = RuleDescription(
        id: "label-duplicated", title: "Controls of one role have distinct labels", category: .labels,
        severity: .warning, wcag: ["2.4.6"], level: .aa,
        rationale: "Two buttons both announced \"Edit\" cannot be told apart by ear or by Voice Control (\"Tap Edit\").",
        fix: "Add what each one acts on (\"Edit address\", \"Edit payment\").",
        examples: [
            .triggers("Two \"Edit\" buttons", [
                .button("Edit", frame: Frame(16, 100, 80, 44)),
                .button("Edit", frame: Frame(16, 200, 80, 44)),
            ]),
            .passes("The same word on different roles", [
                .searchField("Search", frame: Frame(16, 100, 361, 44)),
                .tab("Search", frame: Frame(98, 769, 98, 49)),
            ]),
            .passes("Distinct labels", [
                .button("Edit address", frame: Frame(16, 100, 160, 44)),
                .button("Edit payment", frame: Frame(16, 200, 160, 44)),
            ]),
        ])

    func evaluate(_ tree: RuleTree, nodes: Range<Int>, options: RuleOptionValues, into findings: inout RuleFindings) {
        // Keyed by the words themselves: they contain no spaces, so this equals keying by the
        // words joined with spaces.
        var first: [Key: Int] = [:]
        first.reserveCapacity(tree.nodes.count)
        var previous = RepeatedMessage<ExactText>()
        for index in tree.nodes.indices {
            let node = tree.nodes[index]
            guard node.isInteractive, !node.labelWords.isEmpty else { continue }
            // One hash lookup: a new key is stored with this index and read back as it.
            let earlier = Self.value(&first[Key(role: Self.role(of: node), words: node.labelWords), default: index])
            guard earlier != index else { continue }
            findings.report(index, previous.message(for: ExactText(text: node.trimmedLabel, other: earlier)) {
                "Label \"\(node.trimmedLabel)\" is also the label of the element at \(tree.path(of: earlier)) with the same role."
            })
        }
    }

    private static func value(_ stored: inout Int) -> Int { stored }

    /// A role and a label's words, equal when the words are (`String`'s `==`, as an array's).
    private struct Key: Hashable {
        let role: Role
        let words: UnsafeBufferPointer<String>

        func hash(into hasher: inout Hasher) {
            hasher.combine(role)
            hasher.combine(words.count)
            for word in words { hasher.combine(word) }
        }

        static func == (lhs: Key, rhs: Key) -> Bool {
            lhs.role == rhs.role && lhs.words.count == rhs.words.count && lhs.words.elementsEqual(rhs.words)
        }
    }

    /// The role VoiceOver announces, coarsely.
    private enum Role: UInt8 {
        case field, toggle, adjustable, link, key, button
    }

    private static func role(of node: RuleTree.Node) -> Role {
        let traits = node.element.traits
        if node.kind.contains(.textInput) { return .field }
        if node.kind.contains(.toggle) { return .toggle }
        if traits.contains(.adjustable) { return .adjustable }
        if traits.contains(.link) { return .link }
        if traits.contains(.keyboardKey) { return .key }
        return .button
    }
}
