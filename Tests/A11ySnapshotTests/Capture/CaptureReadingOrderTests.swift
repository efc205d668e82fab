import A11ySnapshot
import Testing

/// The reading order: rows top to bottom, leading to trailing within a row, independent of the
/// order subviews were added.
@Suite("Capture: reading order")
struct CaptureReadingOrderTests {
    private let phone = AccessibilityHierarchyWalker(sameRowThreshold: AccessibilityHierarchyWalker.phoneSameRowThreshold)
    private let pad = AccessibilityHierarchyWalker(sameRowThreshold: AccessibilityHierarchyWalker.padSameRowThreshold)

    private func grid() -> [TestNode] {
        [.element("A", 0, 0, 10, 10), .element("B", 10, 0, 10, 10), .element("C", 0, 10, 10, 10), .element("D", 10, 10, 10, 10)]
    }

    /// The reference implementation's vertical-separation case: tops `offset`, 0, -`offset`,
    /// -`offset` from left to right.
    private func staircase(offset: Double) -> TestNode {
        TestNode.view(0, 0, 100, 20, [
            .element("A", 0, offset, 10, 10), .element("B", 10, 0, 0, 10),
            .element("C", 20, -offset, 10, 10), .element("D", 30, -offset, 10, 10),
        ])
    }

    @Test("a 2×2 grid reads left to right, then top to bottom")
    func gridLeftToRight() {
        #expect(capturedLabels(TestNode.view(0, 0, 20, 20, grid())) == ["A", "B", "C", "D"])
    }

    @Test("a 2×2 grid reads right to left in a right-to-left layout")
    func gridRightToLeft() {
        let walker = AccessibilityHierarchyWalker(layoutDirection: .rightToLeft)
        #expect(capturedLabels(TestNode.view(0, 0, 20, 20, grid()), walker) == ["B", "A", "D", "C"])
    }

    @Test("tops 8 points apart are different rows on a phone")
    func phoneSeparatesEightPoints() {
        #expect(capturedLabels(staircase(offset: 8), phone) == ["C", "D", "B", "A"])
    }

    @Test("tops 8 points apart are one row on a pad")
    func padJoinsEightPoints() {
        #expect(capturedLabels(staircase(offset: 8), pad) == ["A", "B", "C", "D"])
    }

    @Test("tops 25 points apart are different rows on a pad")
    func padSeparatesTwentyFivePoints() {
        #expect(capturedLabels(staircase(offset: 25), pad) == ["C", "D", "B", "A"])
    }

    @Test("a chain of tops each closer than the threshold is one row, whatever the subview order")
    func closeChainIsOneRow() {
        let elements: [TestNode] = [.element("Right", 200, 0, 50, 30), .element("Middle", 100, 7, 50, 30), .element("Left", 0, 14, 50, 30)]
        for seed in 0..<24 as Range<UInt64> {
            let root = TestNode.view(0, 0, 390, 844, shuffled(elements, seed: seed))
            #expect(capturedLabels(root, phone) == ["Left", "Middle", "Right"], "seed \(seed)")
        }
    }

    @Test("the default threshold is the phone's on a phone-sized root")
    func defaultThresholdOnPhone() {
        let root = TestNode.view(0, 0, 390, 844, [.element("Lower left", 0, 10, 10, 10), .element("Upper right", 100, 0, 10, 10)])
        #expect(capturedLabels(root) == ["Upper right", "Lower left"])
    }

    @Test("the default threshold is the pad's on a pad-sized root")
    func defaultThresholdOnPad() {
        let root = TestNode.view(0, 0, 1024, 768, [.element("Lower left", 0, 10, 10, 10), .element("Upper right", 100, 0, 10, 10)])
        #expect(capturedLabels(root) == ["Lower left", "Upper right"])
    }

    @Test("a landscape phone keeps the phone's threshold")
    func defaultThresholdOnLandscapePhone() {
        let root = TestNode.view(0, 0, 956, 440, [.element("Lower left", 0, 10, 10, 10), .element("Upper right", 100, 0, 10, 10)])
        #expect(capturedLabels(root) == ["Upper right", "Lower left"])
    }

    @Test("an explicit threshold overrides the default")
    func explicitThreshold() {
        let root = TestNode.view(0, 0, 390, 844, [.element("Lower left", 0, 30, 10, 10), .element("Upper right", 100, 0, 10, 10)])
        #expect(capturedLabels(root, AccessibilityHierarchyWalker(sameRowThreshold: 40)) == ["Lower left", "Upper right"])
    }

    @Test("scattered elements read row by row")
    func scatter() {
        let root = TestNode.view(0, 0, 390, 844, [
            .element("6", 300, 500, 40, 40), .element("1", 200, 20, 40, 40), .element("4", 10, 300, 40, 40),
            .element("2", 20, 120, 40, 40), .element("5", 250, 303, 40, 40), .element("3", 330, 118, 40, 40),
        ])
        #expect(capturedLabels(root) == ["1", "2", "3", "4", "5", "6"])
    }

    @Test("a 3×3 grid added in shuffled order reads in grid order")
    func shuffledThreeByThree() {
        let cells = (0..<9).map { TestNode.element("\($0 + 1)", Double($0 % 3) * 100, Double($0 / 3) * 100, 90, 90) }
        for seed in 0..<50 as Range<UInt64> {
            let root = TestNode.view(0, 0, 390, 844, shuffled(cells, seed: seed))
            #expect(capturedLabels(root) == (1...9).map(String.init), "seed \(seed)")
        }
    }

    @Test("groups are placed by their first element, not by their own frame")
    func groupsSortByFirstChild() {
        let groupA = TestNode.view(0, 0, 100, 200, [.element("A1", 0, 50, 100, 40), .element("A2", 0, 100, 100, 40)]).grouping()
        let groupB = TestNode.view(0, 20, 100, 40, [.element("B1", 0, 20, 100, 20)]).grouping()
        #expect(capturedLabels(TestNode.view(0, 0, 390, 844, [groupA, groupB])) == ["B1", "A1", "A2"])
    }

    @Test("an explicitly ordered group is placed by the element read first by position")
    func explicitGroupPlacedByPosition() {
        let group = TestNode.view(0, 0, 390, 200).listing([.nonView("Listed first", 0, 100, 100, 40), .nonView("Topmost", 0, 0, 100, 40)])
        let root = TestNode.view(0, 0, 390, 844, [.element("Sibling", 0, 50, 100, 40), group])
        #expect(capturedLabels(root) == ["Listed first", "Topmost", "Sibling"])
    }

    @Test("elements at the same position are read by label")
    func samePositionByLabel() {
        let root = TestNode.view(0, 0, 390, 844, [.element("Beta", 0, 0, 10, 10), .element("Alpha", 0, 0, 50, 50)])
        #expect(capturedLabels(root) == ["Alpha", "Beta"])
    }

    @Test("within a row, equal leading edges read top first")
    func equalLeadingEdgeReadsTopFirst() {
        let root = TestNode.view(0, 0, 390, 844, [.element("Lower", 0, 5, 10, 10), .element("Upper", 0, 0, 10, 10)])
        #expect(capturedLabels(root) == ["Upper", "Lower"])
    }

    @Test("right to left compares frame origins, as the reference implementation does")
    func rightToLeftComparesOrigins() {
        let root = TestNode.view(0, 0, 300, 100, [.element("Wide", 10, 10, 200, 30), .element("Narrow", 100, 10, 20, 30)])
        #expect(capturedLabels(root, AccessibilityHierarchyWalker(layoutDirection: .rightToLeft)) == ["Narrow", "Wide"])
    }

    @Test("right to left reads rows top to bottom")
    func rightToLeftRowsTopToBottom() {
        let root = TestNode.view(0, 0, 390, 844, [.element("Bottom", 300, 200, 40, 40), .element("Top", 0, 0, 40, 40)])
        #expect(capturedLabels(root, AccessibilityHierarchyWalker(layoutDirection: .rightToLeft)) == ["Top", "Bottom"])
    }

    @Test("elements split across wrapper views are ordered together")
    func wrappersDoNotAffectOrder() {
        let root = TestNode.view(0, 0, 390, 844, [
            .view(0, 0, 390, 844, [.element("Second", 0, 100, 40, 40)]),
            .view(0, 0, 390, 844, [.element("First", 0, 0, 40, 40), .element("Third", 0, 200, 40, 40)]),
        ])
        #expect(capturedLabels(root) == ["First", "Second", "Third"])
    }

    @Test("a negative or non-finite threshold falls back to the default", arguments: [-1.0, .nan, .infinity])
    func invalidThresholdFallsBack(threshold: Double) {
        let root = TestNode.view(0, 0, 390, 844, [.element("Lower left", 0, 10, 10, 10), .element("Upper right", 100, 0, 10, 10)])
        #expect(capturedLabels(root, AccessibilityHierarchyWalker(sameRowThreshold: threshold)) == ["Upper right", "Lower left"])
    }

    @Test("a mirrored layout of equal-width elements reads in the same order right to left")
    func mirroredLayoutReadsTheSame() {
        let positions: [(String, Double, Double)] = [("1", 0, 0), ("2", 120, 3), ("3", 240, 0), ("4", 60, 100), ("5", 200, 96)]
        let ltr = TestNode.view(0, 0, 390, 844, positions.map { .element($0.0, $0.1, $0.2, 50, 30) })
        let rtl = TestNode.view(0, 0, 390, 844, positions.map { .element($0.0, 390 - 50 - $0.1, $0.2, 50, 30) })
        #expect(capturedLabels(ltr) == ["1", "2", "3", "4", "5"])
        #expect(capturedLabels(rtl, AccessibilityHierarchyWalker(layoutDirection: .rightToLeft)) == ["1", "2", "3", "4", "5"])
    }
}
