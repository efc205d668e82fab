import A11ySnapshot
import ExampleScreens

/// Generates arbitrary snapshots from a seed, for property tests: every attribute, awkward strings
/// (quotes, control characters, NFD sequences, astral-plane scalars), unnamed trait bits, frames of
/// any magnitude, and nesting.
struct RandomTrees {
    private var random: SplitMix64

    init(seed: UInt64) { random = SplitMix64(seed: seed) }

    mutating func snapshot() -> AccessibilitySnapshot {
        let count = int(0...6)
        return AccessibilitySnapshot(name: string(), viewport: frame(), elements: (0..<count).map { _ in element(depth: 0) })
    }

    mutating func element(depth: Int) -> AccessibilityElement {
        var element = AccessibilityElement(
            label: string(),
            value: maybe { $0.string() },
            traits: traits(),
            frame: frame(),
            isEnabled: bool()
        )
        element.hint = maybe { $0.string() }
        element.identifier = maybe { $0.string() }
        element.type = maybe { $0.pick(ElementType.allCases) }
        element.placeholder = maybe { $0.string() }
        element.customActions = bool() ? [] : (0..<int(1...3)).map { _ in string() }
        element.language = maybe { $0.pick(["en", "fr-CA", "ja", "zh-Hant"]) }
        element.textContentType = maybe { $0.pick(["username", "password", "oneTimeCode"]) }
        element.keyboardType = maybe { $0.pick(KeyboardType.allCases) }
        element.textStyle = maybe {
            TextStyle(size: $0.double(), isBold: $0.bool(), isItalic: $0.bool(), dynamicType: $0.maybe { $0.pick(DynamicTypeStyle.allCases) },
                      lineHeight: $0.maybe { $0.double() }, letterSpacing: $0.maybe { $0.double() },
                      paragraphSpacing: $0.maybe { $0.double() }, numberOfLines: $0.maybe { $0.int(0...5) })
        }
        element.colors = maybe {
            ElementColors(foreground: $0.maybe { $0.color() }, background: $0.maybe { $0.color() })
        }
        if element.colors?.foreground == nil && element.colors?.background == nil { element.colors = nil }
        element.container = maybe { $0.pick(ContainerKind.allCases) }
        if depth < 4 && int(0...3) == 0 {
            element.children = (0..<int(1...4)).map { _ in self.element(depth: depth + 1) }
        }
        return element
    }

    // MARK: Pieces

    private static let fragments = [
        "", "Log in", "Sign\u{00A0}in", "Café", "Cafe\u{301}", "\u{212B}ngström", "\"quoted\"", "back\\slash",
        "line\nbreak", "tab\there", "\u{0}nul", "\u{1F}unit", "\u{7F}del", "emoji 🎉👩‍👩‍👧", "𝔘𝔫𝔦𝔠𝔬𝔡𝔢", "日本語",
        "عربى", "\u{2028}sep", "/slash/", "  spaces  ", "\u{FEFF}bom", "ﬁ ligature",
    ]

    mutating func string() -> String {
        (0..<int(1...3)).map { _ in pick(Self.fragments) }.joined()
    }

    mutating func traits() -> AccessibilityTraits {
        var traits: AccessibilityTraits = []
        for (_, trait) in AccessibilityTraits.named where int(0...5) == 0 { traits.insert(trait) }
        if int(0...7) == 0 { traits.insert(AccessibilityTraits(rawValue: 1 << UInt64(pick([18, 21, 24, 27, 47, 63])))) }
        return traits
    }

    mutating func frame() -> Frame {
        Frame(x: double(), y: double(), width: double(), height: double())
    }

    mutating func double() -> Double {
        switch int(0...5) {
        case 0: Double(int(-1000...1000))
        case 1: Double(int(-100_000...100_000)) / 100
        case 2: Double(random.next() % 1_000_000_000_000) / 1000 * (bool() ? 1 : -1)
        case 3: pick([0, -0.0, 0.004, -0.004, 0.005, 16.333333, 1e-9, 999_999_999.99, -1_000_000_000])
        default: Double(int(0...400))
        }
    }

    mutating func color() -> RGBAColor {
        RGBAColor(red: UInt8(int(0...255)), green: UInt8(int(0...255)), blue: UInt8(int(0...255)), alpha: pick([255, 128, 0]))
    }

    mutating func bool() -> Bool { random.next() & 1 == 0 }

    mutating func int(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(random.next() % UInt64(range.count))
    }

    mutating func pick<T>(_ options: [T]) -> T { options[int(0...(options.count - 1))] }

    mutating func maybe<T>(_ make: (inout Self) -> T) -> T? {
        bool() ? nil : make(&self)
    }
}
