import A11ySnapshot
import ExampleScreens

/// A fingerprint of everything the rules report on a fixed set of trees, for refactorings of the
/// engine that must not change one byte of it (`a11ysnap-bench --rules-digest`, compared before
/// and after): every violation of one check of each tree (rule, severity, message, element,
/// criteria, in report order), the rules that did not run, and the classification of violations
/// between each tree and an edited copy (new, resolved, unchanged).
///
/// The trees: the synthetic list screens (300, 1k, 10k and 100k elements), the demo screens, and
/// edited copies of small list screens with awkward labels (whitespace around them, NFD and NFC
/// spellings, all caps, duplicates, emoji), moved frames, traits and removed elements.
enum RulesDigest {
    static let flag = "--rules-digest"

    static func run() -> String {
        let engine = try! RuleEngine()
        var digest = FNV()
        var trees = [300, 1_000, 10_000, 100_000].map { SyntheticTree.listScreen(elementCount: $0) }
        trees += DemoScreens.pairs.flatMap { [$0.before, $0.after] }
        for tree in trees { add(engine.check(tree), to: &digest) }
        var random = SplitMix64(seed: 13)
        for round in 0..<400 {
            let reference = SyntheticTree.listScreen(elementCount: 20 + round % 60)
            var current = reference
            for _ in 0..<(1 + Int(random.next() % 6)) { edit(&current, &random) }
            add(engine.check(current), to: &digest)
            let comparison = ViolationComparison(reference: reference, current: current, engine: engine)
            for list in [comparison.new, comparison.resolved, comparison.unchanged] {
                digest.add(list.count)
                for violation in list { add(violation, to: &digest) }
            }
        }
        return String(digest.value, radix: 16)
    }

    private static let labels = ["", "  More ", "more", "MORE", "More", "Cafe\u{301}", "Caf\u{E9}", " \u{301}x", "e\u{301} ",
                                 "\u{2003}Item\u{A0}", "Tab\tseparated", "Emoji 🎉", "日本語", "\u{FF2D}ore", "\u{212A}elvin",
                                 "don't", "HTMLParser", "playIcon", "a_b_c", "x", "Settings.", "Click here", "Button", "ok"]

    private static func edit(_ tree: inout AccessibilitySnapshot, _ random: inout SplitMix64) {
        guard !tree.elements.isEmpty else { return }
        let top = Int(random.next() % UInt64(tree.elements.count))
        let pick = random.next()
        let label = labels[Int(random.next() % UInt64(labels.count))]
        func change(_ element: inout AccessibilityElement) {
            switch pick % 7 {
            case 0, 1: element.label = label
            case 2: element.frame = Frame(element.frame.x + Double(pick % 9), element.frame.y - Double(pick % 13), element.frame.width - 10,
                                          element.frame.height)
            case 3: element.isEnabled.toggle()
            case 4: element.traits = element.traits.contains(.button) ? [.staticText] : [.button, .image]
            case 5: element.hint = label
            default: element.identifier = label
            }
        }
        if !tree.elements[top].children.isEmpty, pick % 3 == 0 {
            if pick % 5 == 0 {
                tree.elements[top].children.removeLast()
            } else {
                change(&tree.elements[top].children[0])
            }
        } else if pick % 17 == 0 {
            tree.elements.remove(at: top)
        } else {
            change(&tree.elements[top])
        }
    }

    private static func add(_ report: RuleReport, to digest: inout FNV) {
        digest.add(report.violations.count)
        for violation in report.violations { add(violation, to: &digest) }
        for (rule, count) in report.notRun.sorted(by: { $0.key < $1.key }) {
            digest.add(rule)
            digest.add(count)
        }
        digest.add(report.notStated.keys.sorted().joined(separator: ","))
        digest.add(report.elementCount)
    }

    private static func add(_ violation: Violation, to digest: inout FNV) {
        digest.add(violation.ruleID)
        digest.add(violation.severity.rawValue)
        digest.add(violation.message)
        digest.add(violation.element.label)
        digest.add(violation.element.identifier ?? "\u{0}")
        digest.add(violation.element.type?.rawValue ?? "\u{0}")
        digest.add(violation.element.path)
        digest.add(violation.element.spoken)
        digest.add(violation.wcag.joined(separator: ","))
    }

    /// FNV-1a over UTF-8 bytes, each string followed by a separator.
    private struct FNV {
        private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

        mutating func add(_ text: String) {
            for byte in text.utf8 { mix(byte) }
            mix(0xFF)
        }

        mutating func add(_ number: Int) { add(String(number)) }

        private mutating func mix(_ byte: UInt8) {
            value = (value ^ UInt64(byte)) &* 0x100_0000_01b3
        }
    }
}
