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
        var first = FirstOccurrences(capacity: tree.nodes.count)
        var previous = RepeatedMessage<ExactText>()
        for index in tree.nodes.indices {
            let node = tree.nodes[index]
            guard node.isInteractive, !node.labelWords.isEmpty else { continue }
            let role = Self.role(of: node)
            let words = node.labelWords
            let earlier = first.insert(index, role: role, hash: Self.hash(role, words)) { tree.nodes[$0].labelWords.elementsEqual(words) }
            guard earlier != index else { continue }
            findings.report(index, previous.message(for: ExactText(text: node.trimmedLabel, other: earlier)) {
                "Label \"\(node.trimmedLabel)\" is also the label of the element at \(tree.path(of: earlier)) with the same role."
            })
        }
    }

    /// A hash of a role and words, equal for equal words (`String`'s `==`): FNV-1a over the bytes
    /// of an ASCII word, the word's own (normalized) hash for any other. No word the tokenizer
    /// makes with a non-ASCII scalar equals an ASCII one (the only letter that decomposes to an
    /// ASCII letter, the Kelvin sign, is lowercased to `k`), so equal words hash alike. Hashing
    /// every word with `Hasher` was most of this rule's time.
    private static func hash(_ role: Role, _ words: UnsafeBufferPointer<String>) -> Int {
        let prime: UInt64 = 0x100_0000_01b3
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325 ^ UInt64(role.rawValue)
        for word in words {
            var word = word
            let ascii: UInt64? = word.withUTF8 { bytes in
                var value = hash
                for byte in bytes {
                    guard byte < 0x80 else { return nil }
                    value = (value ^ UInt64(byte)) &* prime
                }
                return (value ^ 0xFF) &* prime
            }
            hash = ascii ?? (hash ^ UInt64(UInt(bitPattern: word.hashValue))) &* prime
        }
        // The table takes the low bits: mix the high ones in.
        hash ^= hash >> 29
        hash &*= 0xbf58_476d_1ce4_e5b9
        hash ^= hash >> 32
        return Int(truncatingIfNeeded: hash)
    }

    /// The first element of each role and words, in a table with open addressing: a `Dictionary`
    /// keyed by role and words cost two allocations and two hashes of the words per lookup.
    private struct FirstOccurrences {
        private struct Slot {
            var hash = 0
            var index: Int32 = -1
            var role = Role.button
        }

        private var slots: [Slot]
        private let mask: Int

        init(capacity: Int) {
            var size = 16
            while size < capacity * 2 { size *= 2 }
            slots = Array(repeating: Slot(), count: size)
            mask = size - 1
        }

        /// The first element stored with `role` and words that `sameWords` says equal `index`'s, or
        /// `index` (then stored) when there is none.
        mutating func insert(_ index: Int, role: Role, hash: Int, sameWords: (Int) -> Bool) -> Int {
            var position = hash & mask
            while slots[position].index >= 0 {
                let slot = slots[position]
                if slot.hash == hash && slot.role == role && sameWords(Int(slot.index)) { return Int(slot.index) }
                position = (position + 1) & mask
            }
            slots[position] = Slot(hash: hash, index: Int32(index), role: role)
            return index
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
