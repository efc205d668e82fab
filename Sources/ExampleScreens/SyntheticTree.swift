import A11ySnapshot

/// Deterministic generated trees for property tests and the benchmark.
public enum SyntheticTree {
    /// A list screen of `count` elements: rows (cells with a label, a value and a button child)
    /// in sections, with every attribute kind appearing regularly. Same count, same tree.
    public static func listScreen(elementCount count: Int) -> AccessibilitySnapshot {
        var generator = SplitMix64(seed: UInt64(count))
        var elements: [AccessibilityElement] = []
        var produced = 0
        var row = 0
        while produced < count {
            let y = Double(row) * 44.5
            if row % 20 == 0 {
                elements.append(.header("Section \(row / 20 + 1)", frame: Frame(16, y, 361, 28)))
                produced += 1
                row += 1
                continue
            }
            var cell = AccessibilityElement.cell("Item \(row): \(words(&generator))", traits: .button,
                                                 identifier: "row.\(row)", frame: Frame(0, y, 393, 44.5))
            cell.value = row % 3 == 0 ? "\(generator.next() % 100)%" : nil
            cell.hint = row % 7 == 0 ? "Opens item \(row)." : nil
            produced += 1
            if produced < count {
                var child = AccessibilityElement.button("More", identifier: "row.\(row).more",
                                                        frame: Frame(340.333333, y + 6, 37, 32), isEnabled: row % 11 != 0)
                if row % 5 == 0 { child.customActions = ["Delete", "Share"] }
                if row % 9 == 0 { child.textStyle = TextStyle(size: 15, isBold: true, dynamicType: .body) }
                if row % 13 == 0 { child.colors = ElementColors(foreground: RGBAColor(red: 0, green: 122, blue: 255), background: .init(red: 255, green: 255, blue: 255)) }
                cell.children = [child]
                produced += 1
            }
            elements.append(cell)
            row += 1
        }
        return AccessibilitySnapshot(name: "Synthetic/list\(count)", viewport: Frame(0, 0, 393, Double(row) * 44.5), elements: elements)
    }

    private static let vocabulary = ["Inbox", "Photos", "Café", "Weekly report", "Settings", "Résumé",
                                     "Groceries", "\"Quoted\"", "Back\\slash", "Tab\tseparated", "日本語", "Emoji 🎉"]

    private static func words(_ generator: inout SplitMix64) -> String {
        vocabulary[Int(generator.next() % UInt64(vocabulary.count))]
    }
}

/// A small, fast, seedable random number generator (SplitMix64), so generated data is the same on
/// every platform.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
