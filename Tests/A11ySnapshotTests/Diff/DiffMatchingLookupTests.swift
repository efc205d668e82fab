import A11ySnapshot
import Testing

/// The matching the differ exposes to the rules engine: lookups both ways, by path and by
/// reading-order index.
@Suite("Diff: matching lookups")
struct DiffMatchingLookupTests {
    /// Reference: Title, List[A, B], Done. Current: New, Title, List[B, A(moved)], Done, with
    /// "Done" left out by its identifier.
    private let diff: SnapshotDiff = {
        let reference: [AccessibilityElement] = [
            .header("Title"),
            .container(.list, label: "List", [.button("A"), .button("B")]),
            .button("Done", identifier: "done"),
        ]
        let current: [AccessibilityElement] = [
            .staticText("New"),
            .header("Title"),
            .container(.list, label: "List", [.button("B"), .button("A")]),
            .button("Done", identifier: "done"),
        ]
        return SnapshotDiff(reference: screen(reference), current: screen(current),
                            options: DiffOptions(ignoredIdentifiers: ["done"]))
    }()

    @Test func matchedPairsAreTheMatchedElementsInReferenceOrder() {
        #expect(diff.matchedPairs.map { [$0.referencePath, $0.currentPath] } == [
            [[0], [1]],
            [[1], [2]],
            [[1, 0], [2, 1]],
            [[1, 1], [2, 0]],
        ])
    }

    @Test func pathsLookUpBothWays() {
        #expect(diff.matching.currentPath(forReferencePath: [1, 0]) == [2, 1])
        #expect(diff.matching.referencePath(forCurrentPath: [2, 1]) == [1, 0])
    }

    @Test func readingOrderIndexesLookUpBothWays() {
        #expect(diff.matching.currentIndex(forReferenceIndex: 2) == 4)
        #expect(diff.matching.referenceIndex(forCurrentIndex: 4) == 2)
    }

    @Test func unmatchedAndIgnoredElementsHaveNoPartner() {
        #expect(diff.matching.referencePath(forCurrentPath: [0]) == nil)
        #expect(diff.matching.currentPath(forReferencePath: [2]) == nil)
        #expect(diff.matching.referencePath(forCurrentPath: [3]) == nil)
        #expect(diff.matching.currentIndex(forReferenceIndex: 4) == nil)
    }

    @Test func pathsAndIndexesOutsideTheTreeHaveNoPartner() {
        #expect(diff.matching.currentPath(forReferencePath: [7]) == nil)
        #expect(diff.matching.currentPath(forReferencePath: [1, 0, 0]) == nil)
        #expect(diff.matching.currentPath(forReferencePath: []) == nil)
        #expect(diff.matching.currentIndex(forReferenceIndex: -1) == nil)
        #expect(diff.matching.referenceIndex(forCurrentIndex: 99) == nil)
    }

    @Test func countsIncludeIgnoredElements() {
        #expect(diff.matching.referenceCount == 5)
        #expect(diff.matching.currentCount == 6)
        #expect(diff.matching.count == 4)
    }

    @Test func theMatchingAgreesWithTheChanges() {
        #expect(diff.reported == [.added("0", "New"), .moved("2.0", "B", from: 3, to: 3)])
    }

    @Test func aDiffMadeFromGivenChangesMatchesNothing() {
        let tree = screen([.button("A")])
        let made = SnapshotDiff(reference: tree, current: tree, changes: [])
        #expect(made.matchedPairs.isEmpty)
        #expect(made.matching.referenceCount == 1)
    }
}
