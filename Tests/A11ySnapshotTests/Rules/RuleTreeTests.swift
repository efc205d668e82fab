@testable import A11ySnapshot
import ExampleScreens
import Testing

/// The rule tree keeps every label's words in shared arrays, reuses the words of a repeated label,
/// builds large trees on two threads and keeps trimmed labels as offsets; each node must still
/// say exactly what tokenizing and trimming its own label says.
@Suite("Rules: the rule tree")
struct RuleTreeTests {
    @Test("Each node's words, trimmed label and its length are its own label's, on random and large trees")
    func nodesDescribeTheirLabels() {
        var random = RandomTrees(seed: 17)
        var trees = (0..<300).map { _ in random.snapshot() }
        // Repeated labels (reused words), labels with whitespace around them, and a tree large
        // enough for two building threads.
        trees.append(Self.listWithRepeatedLabels(count: 400))
        trees.append(SyntheticTree.listScreen(elementCount: 20_000))
        for snapshot in trees {
            let tree = RuleTree(snapshot)
            #expect(tree.nodes.count == snapshot.elementCount)
            for node in tree.nodes {
                let label = node.element.label
                #expect(Array(node.labelWords) == WordTokenizer.words(label), "\(label.debugDescription)")
                #expect(Array(node.trimmedLabel.utf8) == Array(label.trimmedWhitespace.utf8), "\(label.debugDescription)")
                #expect(Int(node.trimmedLabelByteCount) == label.trimmedWhitespace.utf8.count)
            }
        }
    }

    @Test("label-duplicated reports what a dictionary keyed by role and words reports")
    func duplicatedLabelsMatchAPlainDictionary() throws {
        let engine = try RuleEngine(configuration: RuleConfiguration(onlyRules: ["label-duplicated"]))
        var random = RandomTrees(seed: 23)
        var trees = (0..<300).map { _ in random.snapshot() }
        trees.append(Self.listWithRepeatedLabels(count: 400))
        for snapshot in trees {
            let tree = RuleTree(snapshot)
            var firsts: [Int] = []
            var expected: [(Int, Int)] = []
            for index in tree.nodes.indices where tree.nodes[index].isInteractive && !tree.nodes[index].labelWords.isEmpty {
                // The words compared as `[String]` (canonical equivalence), the role as the rule sees it.
                let words = Array(tree.nodes[index].labelWords), role = Self.roleName(tree.nodes[index])
                if let earlier = firsts.first(where: { Self.roleName(tree.nodes[$0]) == role && Array(tree.nodes[$0].labelWords) == words }) {
                    expected.append((index, earlier))
                } else {
                    firsts.append(index)
                }
            }
            let found = engine.check(snapshot).violations.filter { $0.ruleID == "label-duplicated" }
            #expect(found.map(\.element.path) == expected.map { tree.path(of: $0.0) }, "\(snapshot.name)")
            for (violation, (_, earlier)) in zip(found, expected) {
                #expect(violation.message.contains("element at [\(tree.path(of: earlier))] with"))
            }
        }
    }

    @Test("Whitespace scalars are Unicode's White_Space")
    func whitespaceScalars() {
        let differing = (UInt32(0)...0x10FFFF).filter { value in
            Unicode.Scalar(value).map { RuleTree.Node.isWhitespace($0) != $0.properties.isWhitespace } ?? false
        }
        #expect(differing.isEmpty, "\(differing)")
    }

    @Test("Latin-1 letters have the properties of Unicode's tables")
    func latin1Letters() {
        for value in UInt32(0xB0)...0x1FF {
            let scalar = Unicode.Scalar(value)!
            guard Latin1Letters.contains(scalar) else {
                #expect(value < 0xC0 || value > 0xFF)
                continue
            }
            let properties = scalar.properties
            #expect(Latin1Letters.isLetter(scalar) == properties.isAlphabetic, "\(value)")
            #expect(Latin1Letters.isLetter(scalar) == (properties.isAlphabetic || properties.numericType != nil
                                                       || properties.generalCategory == .nonspacingMark), "\(value)")
            #expect(Latin1Letters.isUppercase(scalar) == properties.isUppercase, "\(value)")
            #expect(Latin1Letters.isUppercase(scalar) == properties.changesWhenLowercased, "\(value)")
            #expect(Latin1Letters.isLowercase(scalar) == properties.isLowercase, "\(value)")
        }
    }

    @Test("Word lists find what the length and first-byte filter and a set find, NFC and NFD spellings included")
    func wordListsMatchPlainComparison() {
        let vocabulary = ["more", "More", "MORE", "café", "cafe\u{301}", "CAFÉ", "x", "xx", "moreover", "e\u{301}x", "éx", "ex",
                          "\u{212A}elvin", "kelvin", "straße", "STRASSE", "more'n", "go", "gone", "日本", "🎉", "a\u{301}\u{316}", "a\u{316}\u{301}"]
        var random = SplitMix64(seed: 5)
        for _ in 0..<500 {
            let entries = (0..<Int(1 + random.next() % 4)).map { _ in vocabulary[Int(random.next() % UInt64(vocabulary.count))] }
            let list = WordList(entries)
            let plain = entries.map(WordTokenizer.words).filter { !$0.isEmpty }
            // The filter before the last byte was added (lengths and first bytes of the first
            // words, each in 64 buckets), then `==`. The first words are a set, as the list's are:
            // of two canonically equivalent spellings only the first one listed counts.
            let firstWords = Array(Set(plain.map { $0[0] }))
            func mayStart(_ word: String) -> Bool {
                guard let first = word.utf8.first else { return false }
                return firstWords.contains { min($0.utf8.count, 63) == min(word.utf8.count, 63) }
                    && firstWords.contains { ($0.utf8.first ?? 0) & 63 == first & 63 }
            }
            let text = (0..<Int(random.next() % 4)).map { _ in vocabulary[Int(random.next() % UInt64(vocabulary.count))] }.joined(separator: " ")
            let words = WordTokenizer.words(text)
            let isFirstWord = { (word: String) in mayStart(word) && firstWords.contains(word) }
            #expect(list.containsAll(words) == (!words.isEmpty && words.allSatisfy(isFirstWord)), "\(entries) \(text.debugDescription)")
            var expected: String?
            search: for start in words.indices where isFirstWord(words[start]) {
                for phrase in plain where phrase[0] == words[start] && start + phrase.count <= words.count
                    && Array(words[start..<(start + phrase.count)]) == phrase {
                    expected = phrase.joined(separator: " ")
                    break search
                }
            }
            #expect(list.firstMatch(in: words) == expected, "\(entries) \(text.debugDescription)")
        }
    }

    /// A list whose rows repeat a few labels, some with whitespace around them.
    private static func listWithRepeatedLabels(count: Int) -> AccessibilitySnapshot {
        let labels = ["More", " More", "More ", "Edit", "edit", "Caf\u{E9}", "Cafe\u{301}", "\u{A0}Delete\u{A0}", "", "  ", "Emoji 🎉",
                      "Caf\u{E9}\u{A0}", "x \u{301}", " \u{301}", "\u{301}x", "x\u{2003}", "\u{600}x", "x\u{600}", "x\r\n", "日本語\u{3000}",
                      "\u{3000}日本語", "👍🏽", "x\u{200D}\u{A0}", "\tTab", "x\u{7F}", "\u{1}x", "a\u{0301}\u{A0}\u{0301}",
                      "\u{212A}elvin", "Kelvin", "KELVIN", "ÉCOLE", "école", "e\u{301}cole"]
        let elements = (0..<count).map { index in
            AccessibilityElement.button(labels[index % labels.count], frame: Frame(0, Double(index) * 50, 100, 44))
        }
        return AccessibilitySnapshot(name: "repeated", viewport: Frame(0, 0, 393, 852), elements: elements)
    }

    private static func roleName(_ node: RuleTree.Node) -> String {
        if node.kind.contains(.textInput) { return "field" }
        if node.kind.contains(.toggle) { return "toggle" }
        if node.element.traits.contains(.adjustable) { return "adjustable" }
        if node.element.traits.contains(.link) { return "link" }
        if node.element.traits.contains(.keyboardKey) { return "key" }
        return "button"
    }
}
