import A11ySnapshot
import Testing

/// What a large-text or right-to-left user loses, on hand-built screens: a default screen, its
/// accessibility size 5 variant (a row dropped, a label cut, two buttons overlapping, a field
/// pushed off screen) and its right-to-left variant (each row read from the right).
@Suite("Variant comparison")
struct VariantComparisonTests {
    static let base = AccessibilitySnapshot(name: "Checkout", viewport: Frame(0, 0, 393, 852), elements: [
        .header("Checkout", frame: Frame(16, 60, 361, 40)),
        .staticText("Free delivery on orders over $50", frame: Frame(16, 110, 361, 20)),
        .button("Cancel", identifier: "cancel", frame: Frame(16, 700, 170, 50)),
        .button("Pay now", identifier: "pay", frame: Frame(207, 700, 170, 50)),
        .link("Terms", identifier: "terms", frame: Frame(16, 780, 60, 20)),
        .textField("Coupon", identifier: "coupon", frame: Frame(16, 150, 361, 44)),
    ])

    /// At accessibility size 5: the terms link is dropped, the delivery note is cut, the two
    /// buttons grow into each other, the coupon field runs past the right edge.
    static let ax5: AccessibilitySnapshot = {
        var screen = base
        screen.elements[1].label = "Free delivery on…"
        screen.elements[1].frame = Frame(16, 130, 361, 60)
        screen.elements[2].frame = Frame(16, 900, 240, 80)
        screen.elements[3].frame = Frame(150, 900, 240, 80)
        screen.elements[5].frame = Frame(16, 200, 420, 80)
        screen.elements.remove(at: 4)
        return screen
    }()

    /// Right-to-left: frames mirrored, the buttons' row read from the right.
    static let rtl: AccessibilitySnapshot = {
        var screen = base
        for index in screen.elements.indices {
            let frame = screen.elements[index].frame
            screen.elements[index].frame = Frame(393 - frame.maxX, frame.y, frame.width, frame.height)
        }
        screen.elements.swapAt(2, 3)
        return screen
    }()

    @Test("at accessibility size 5: the dropped link, the cut label, the overlapping buttons and the field off screen")
    func largeTextLosses() {
        let comparison = VariantComparison(base: Self.base, variant: .contentSize(.accessibilityExtraExtraExtraLarge), screen: Self.ax5)
        let found = comparison.findings.map { "\($0.kind.rawValue) \($0.element.label)" }
        #expect(found == [
            "missing Terms",
            "truncated Free delivery on…",
            "offScreen Coupon",
            "overlap Cancel",
        ])
        #expect(comparison.findings[0].message == "present on the default screen, gone at accessibility size 5")
        #expect(comparison.findings[1].message == "label cut at accessibility size 5: \"Free delivery on…\" (was \"Free delivery on orders over $50\")")
        #expect(comparison.findings[3].message == "overlaps [3] \"Pay now\"")
    }

    @Test("right-to-left reading each row from the right is not a finding")
    func mirroredOrderIsExplained() {
        #expect(VariantComparison(base: Self.base, variant: .rightToLeft, screen: Self.rtl).findings.isEmpty)
    }

    @Test("the same order change at a text size is a finding")
    func reorderWithoutMirrorIsReported() {
        var swapped = Self.base
        swapped.elements.swapAt(2, 3)
        let findings = VariantComparison(base: Self.base, variant: .boldText, screen: swapped).findings
        #expect(findings.map(\.kind) == [.reordered, .reordered])
        #expect(findings[0].message == "read after \"Free delivery on orders over $50\" at Bold Text")
    }

    @Test("a right-to-left order that is not the mirror of the rows is a finding")
    func wrongRightToLeftOrderIsReported() {
        var wrong = Self.rtl
        wrong.elements.swapAt(0, 1)
        let findings = VariantComparison(base: Self.base, variant: .rightToLeft, screen: wrong).findings
        #expect(findings.map(\.kind) == [.reordered, .reordered])
        #expect(findings[0].message.hasSuffix("which mirroring the rows does not explain"))
    }

    @Test("larger frames alone are not findings")
    func growingFramesAreExpected() {
        var grown = Self.base
        for index in grown.elements.indices where index != 2 && index != 3 {
            let frame = grown.elements[index].frame
            grown.elements[index].frame = Frame(frame.x, frame.y, frame.width, frame.height * 2)
        }
        #expect(VariantComparison(base: Self.base, variant: .contentSize(.accessibilityMedium), screen: grown).findings.isEmpty)
    }

    @Test("clipped text in the variant only is a finding")
    func clippedTextIsReported() {
        var clipped = Self.base
        clipped.elements[1].textStyle = TextStyle(size: 40, isClipped: true)
        let findings = VariantComparison(base: Self.base, variant: .contentSize(.extraExtraExtraLarge), screen: clipped).findings
        #expect(findings.map(\.kind) == [.truncated])
        #expect(findings[0].message == "text is cut off at text size XXXL")
    }

    @Test("variant file suffixes name every variant once, and read back", arguments: AccessibilityVariant.all)
    func suffixesRoundTrip(variant: AccessibilityVariant) {
        #expect(AccessibilityVariant(fileSuffix: variant.fileSuffix) == variant)
        #expect(AccessibilityVariant.all.filter { $0.fileSuffix == variant.fileSuffix }.count == 1)
    }

    @Test("documented names: ax5, rtl, bold")
    func documentedNames() {
        #expect(AccessibilityVariant.contentSize(.accessibilityExtraExtraExtraLarge).fileSuffix == "ax5")
        #expect(AccessibilityVariant.rightToLeft.fileSuffix == "rtl")
        #expect(AccessibilityVariant.boldText.fileSuffix == "bold")
        #expect(AccessibilityVariant(fileSuffix: "l") == nil, "the default size is not a variant")
    }
}
