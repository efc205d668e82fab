import A11ySnapshot
import Testing

@Suite("Traits")
struct AccessibilityTraitsTests {
    @Test("Trait bits are UIKit's, so UIAccessibilityTraits raw values convert without loss", arguments: [
        (AccessibilityTraits.button, 0), (.link, 1), (.image, 2), (.selected, 3), (.playsSound, 4), (.keyboardKey, 5),
        (.staticText, 6), (.summaryElement, 7), (.updatesFrequently, 9), (.searchField, 10), (.startsMediaSession, 11),
        (.adjustable, 12), (.allowsDirectInteraction, 13), (.causesPageTurn, 14), (.tabBar, 15), (.header, 16),
        (.supportsZoom, 46), (.toggleButton, 53),
    ] as [(AccessibilityTraits, UInt64)])
    func uikitBitPositions(trait: AccessibilityTraits, bit: UInt64) {
        #expect(trait.rawValue == 1 << bit)
    }

    @Test("The vocabulary has every UIAccessibilityTraits name once, in the documented order")
    func vocabulary() {
        let names = AccessibilityTraits.named.map(\.name)
        #expect(names == ["button", "link", "header", "searchField", "image", "selected", "playsSound", "keyboardKey",
                          "staticText", "summaryElement", "updatesFrequently", "startsMediaSession", "adjustable",
                          "allowsDirectInteraction", "causesPageTurn", "tabBar", "toggleButton", "supportsZoom"])
        #expect(Set(AccessibilityTraits.named.map(\.trait.rawValue)).count == names.count)
    }

    @Test("Names list named traits in vocabulary order, then unnamed bits ascending")
    func names() {
        let traits: AccessibilityTraits = [.selected, .button, .header, AccessibilityTraits(rawValue: 1 << 47 | 1 << 18)]
        #expect(traits.names == ["button", "header", "selected", "bit18", "bit47"])
    }

    @Test("Unnamed bits are kept rather than dropped")
    func unnamedBitsKept() {
        let raw: UInt64 = 1 << 0 | 1 << 24 | 1 << 63
        let traits = AccessibilityTraits(rawValue: raw)
        #expect(traits.rawValue == raw)
        #expect(traits.unnamedBits == (1 << 24 | 1 << 63) as UInt64)
    }

    @Test("Every name maps back to its trait", arguments: AccessibilityTraits.named.map(\.name) + ["bit18", "bit63"])
    func nameRoundTrip(name: String) throws {
        let trait = try #require(AccessibilityTraits(name: name))
        #expect(trait.names == [name])
    }

    @Test("Names that are not traits are refused", arguments: ["", "Button", "notEnabled", "bit8", "bit0", "bit64", "bit-1", "bit01", "bit", "bitx"])
    func invalidNames(name: String) {
        #expect(AccessibilityTraits(name: name) == nil)
    }

    @Test("UIKit's not-enabled bit is folded into isEnabled, at creation and on assignment")
    func notEnabledFolding() {
        let notEnabled = AccessibilityTraits(rawValue: 1 << 8)
        let created = AccessibilityElement(label: "Send", traits: [.button, notEnabled])
        #expect(created.isEnabled == false)
        #expect(created.traits == .button)

        var assigned = AccessibilityElement(label: "Send", traits: .button)
        assigned.traits = [.button, notEnabled]
        #expect(assigned.isEnabled == false)
        #expect(assigned.traits == .button)
    }
}
