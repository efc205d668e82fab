import A11ySnapshot
import Testing

/// Frame changes that only follow from other changes (rows pushed down by an insertion, children
/// moving with their container) are not reported; a frame change with no other cause is, once per
/// run of elements that moved together.
@Suite("Diff: layout shifts")
struct DiffLayoutShiftTests {
    private func shifted(_ elements: [AccessibilityElement], by offset: Double) -> [AccessibilityElement] {
        elements.map { element in
            var element = element
            element.frame = Frame(element.frame.x, element.frame.y + offset, element.frame.width, element.frame.height)
            element.children = shifted(element.children, by: offset)
            return element
        }
    }

    @Test func rowsPushedDownByARemovalAboveAreNotFrameChanges() {
        let reference = [AccessibilityElement.header("Inbox", frame: Frame(16, 0, 361, 44))] + rows(4).map {
            var row = $0
            row.frame = Frame(0, row.frame.y + 44, 393, 44)
            return row
        }
        let current = [reference[0]] + shifted(Array(reference[2...]), by: -44)
        #expect(SnapshotDiff(reference: screen(reference), current: screen(current)).reported == [.removed("1", "Row 1")])
    }

    @Test func runOfRowsShiftedWithoutCauseIsOneFrameChange() {
        let reference = rows(5)
        let current = Array(reference[..<2]) + shifted(Array(reference[2...]), by: 8)
        #expect(SnapshotDiff(reference: screen(reference), current: screen(current)).reported == [
            .changed("2", "Row 3", .frame, .frame(Frame(0, 88, 393, 44)), .frame(Frame(0, 96, 393, 44))),
        ])
    }

    /// A uniform scroll of pixel frames: each row moved by 268 or 269 px, as rounding each frame to
    /// whole pixels gives, is one move.
    @Test func uniformScrollWithPixelRoundingIsOneFrameChange() {
        let reference = rows(5)
        let current = reference.enumerated().map { index, row in shifted([row], by: index.isMultiple(of: 2) ? -268 : -269)[0] }
        #expect(SnapshotDiff(reference: screen(reference), current: screen(current)).reported == [
            .changed("0", "Row 1", .frame, .frame(Frame(0, 0, 393, 44)), .frame(Frame(0, -268, 393, 44))),
        ])
    }

    @Test func rowMovedTwoPointsMoreThanItsNeighbourIsAFrameChange() {
        let reference = rows(3)
        let current = [shifted([reference[0]], by: 10)[0], shifted([reference[1]], by: 12)[0], shifted([reference[2]], by: 12)[0]]
        #expect(SnapshotDiff(reference: screen(reference), current: screen(current)).reported == [
            .changed("0", "Row 1", .frame, .frame(Frame(0, 0, 393, 44)), .frame(Frame(0, 10, 393, 44))),
            .changed("1", "Row 2", .frame, .frame(Frame(0, 44, 393, 44)), .frame(Frame(0, 56, 393, 44))),
        ])
    }

    @Test func resizedRowIsAFrameChangeAndTheRowsItPushesAreNot() {
        let reference = rows(4)
        var current = reference
        current[1].frame = Frame(0, 44, 393, 60)
        current = Array(current[..<2]) + shifted(Array(current[2...]), by: 16)
        let diff = SnapshotDiff(reference: screen(reference), current: screen(current))
        #expect(diff.reported == [
            .changed("1", "Row 2", .frame, .frame(Frame(0, 44, 393, 44)), .frame(Frame(0, 44, 393, 60))),
        ])
        // The rows it pushed are counted with it: an ECOVACS room list read "5 elements changed"
        // with no word of the two rooms a resized one pushed.
        #expect(diff.changes.map(\.movedAlong) == [2])
    }

    /// A finance app's home (raw dumps): "See All" 19 px shorter, and the transactions below it
    /// 100 px higher, moved by a row taken out above them, not pushed by it.
    @Test func rowsMovedFartherThanAResizedRowPushesAreNotCountedWithIt() {
        let reference = rows(4)
        var current = reference
        current[1].frame = Frame(0, 44, 393, 25)
        current = Array(current[..<2]) + shifted(Array(current[2...]), by: -100)
        let diff = SnapshotDiff(reference: screen(reference), current: screen(current))
        #expect(diff.reported == [
            .changed("1", "Row 2", .frame, .frame(Frame(0, 44, 393, 44)), .frame(Frame(0, 44, 393, 25))),
            .changed("2", "Row 3", .frame, .frame(Frame(0, 88, 393, 44)), .frame(Frame(0, -12, 393, 44))),
        ])
        #expect(diff.changes.map(\.movedAlong) == [0, 1])
    }

    @Test func childrenMovingWithTheirContainerAreNotFrameChanges() {
        let card = AccessibilityElement.container(.semanticGroup, label: "Card", frame: Frame(16, 100, 361, 120), [
            .staticText("Title", frame: Frame(32, 110, 200, 20)),
            .button("Open", frame: Frame(32, 170, 100, 44)),
        ])
        let reference = [card]
        let current = shifted(reference, by: 30)
        #expect(SnapshotDiff(reference: screen(reference), current: screen(current)).reported == [
            .changed("0", "Card", .frame, .frame(Frame(16, 100, 361, 120)), .frame(Frame(16, 130, 361, 120))),
        ])
    }

    @Test func childMovingWithinItsContainerIsAFrameChange() {
        let card = AccessibilityElement.container(.semanticGroup, label: "Card", frame: Frame(16, 100, 361, 120), [
            .staticText("Title", frame: Frame(32, 110, 200, 20)),
            .button("Open", frame: Frame(32, 170, 100, 44)),
        ])
        var moved = card
        moved.children[1].frame = Frame(245, 170, 100, 44)
        #expect(SnapshotDiff(reference: screen([card]), current: screen([moved])).reported == [
            .changed("0.1", "Open", .frame, .frame(Frame(32, 170, 100, 44)), .frame(Frame(245, 170, 100, 44))),
        ])
    }

    /// An Android dialog's window raised over the keyboard (a uiautomator dump's viewport is the
    /// dialog's window): the viewport change says it, its elements' frames add nothing.
    @Test func elementsMovingWithTheirViewportAreNotFrameChanges() {
        let dialog = [AccessibilityElement.staticText("Add item", frame: Frame(132, 648, 617, 96)),
                      .button("Add", frame: Frame(774, 1056, 174, 144))]
        let diff = SnapshotDiff(reference: screen(dialog, viewport: Frame(60, 576, 960, 696)),
                                current: screen(shifted(dialog, by: -395), viewport: Frame(60, 181, 960, 696)))
        #expect(diff.viewportChange != nil)
        #expect(diff.reported == [])
    }

    /// Kiwix's library on a 402 × 874 pt phone, then on a 430 × 932 pt one (iOS 26 WDA sources):
    /// every element is laid out anew, and the viewport's change says so once.
    @Test func framesOfAViewportThatChangedSizeAreCountedOnTheViewport() {
        let reference = [AccessibilityElement.button("Categories", frame: Frame(16, 78, 44, 44)),
                         .header("Wikipedia", frame: Frame(161, 89, 79, 22)),
                         .button("Astronomy by Wikipedia", frame: Frame(20, 132, 362, 137))]
        let current = [AccessibilityElement.button("Categories", frame: Frame(20, 79, 44, 44)),
                       .header("Wikipedia", frame: Frame(175, 90, 79, 22)),
                       .button("Astronomy by Wikipedia", frame: Frame(20, 133, 390, 137))]
        let diff = SnapshotDiff(reference: screen(reference, viewport: Frame(0, 0, 402, 874)),
                                current: screen(current, viewport: Frame(0, 0, 430, 932)))
        #expect(diff.viewportChange != nil)
        #expect(diff.reported == [])
        #expect(diff.framesChangedWithViewport == 3)
    }

    @Test func otherChangesOfAViewportThatChangedSizeAreStillReported() {
        let reference = [AccessibilityElement.button("Log in", frame: Frame(16, 400, 361, 44))]
        let current = [AccessibilityElement.button("Sign in", frame: Frame(16, 400, 398, 44))]
        let diff = SnapshotDiff(reference: screen(reference, viewport: Frame(0, 0, 393, 852)),
                                current: screen(current, viewport: Frame(0, 0, 430, 932)))
        #expect(diff.reported == [.changed("0", "Sign in", .label, .text("Log in"), .text("Sign in"))])
        #expect(diff.framesChangedWithViewport == 1)
    }

    /// An Ice Cubes context menu opened by a long press instead of its button (iOS 26 WDA
    /// sources): the menu moved as a whole, and rounding to pixels made one row 1 pt wider.
    @Test func aRunOfRowsMovedTogetherIsOneFrameChangeThoughRoundingResizedOneByAPoint() {
        let reference = rows(4)
        var current = shifted(reference, by: 379)
        current[2].frame = Frame(0, 88 + 379, 394, 44)
        #expect(SnapshotDiff(reference: screen(reference), current: screen(current)).reported == [
            .changed("0", "Row 1", .frame, .frame(Frame(0, 0, 393, 44)), .frame(Frame(0, 379, 393, 44))),
        ])
    }

    // MARK: What moved with a reported frame change

    private func frameChanges(_ diff: SnapshotDiff) -> [(path: String, movedAlong: Int)] {
        diff.changes.filter { $0.attributeChange?.attribute == .frame }.map { ($0.element.path, $0.movedAlong) }
    }

    /// Ice Cubes' context menu opened from another place (iOS 26 WDA sources): all ten items moved
    /// by (−116, −27). One line tells it, and says that the other nine moved with the first.
    @Test func aMenuMovedAsAWholeCountsTheItemsThatMovedWithItsFirst() {
        let reference = rows(10).map { row in
            var row = row
            row.frame = Frame(140, 108 + row.frame.y, 250, 43)
            return row
        }
        let current = reference.map { row in
            var row = row
            row.frame = Frame(24, row.frame.y - 27, 250, 43)
            return row
        }
        let changes = frameChanges(SnapshotDiff(reference: screen(reference), current: screen(current)))
        #expect(changes.map(\.path) == ["0"])
        #expect(changes.map(\.movedAlong) == [9])
    }

    @Test func aContainerThatMovedCountsTheChildrenThatMovedWithIt() {
        let card = AccessibilityElement.container(.semanticGroup, label: "Card", frame: Frame(16, 100, 361, 120), [
            .staticText("Title", frame: Frame(32, 110, 200, 20)),
            .button("Open", frame: Frame(32, 170, 100, 44)),
        ])
        let changes = frameChanges(SnapshotDiff(reference: screen([card]), current: screen(shifted([card], by: 30))))
        #expect(changes.map(\.path) == ["0"])
        #expect(changes.map(\.movedAlong) == [2])
    }

    /// Rows pushed down by an insertion are the insertion's consequence, not a move anyone made.
    @Test func rowsPushedByAnInsertionAreCountedUnderNoFrameChange() {
        let reference = rows(4)
        let current = [reference[0], .button("New", frame: Frame(0, 44, 393, 44))] + shifted(Array(reference[1...]), by: 44)
        #expect(frameChanges(SnapshotDiff(reference: screen(reference), current: screen(current))).isEmpty)
    }

    /// A run broken by a row that moved differently: each run's first row carries only its own run.
    @Test func eachRunOfRowsCountsOnlyTheRowsOfItsRun() {
        let reference = rows(6)
        let current = shifted(Array(reference[..<3]), by: 10) + shifted(Array(reference[3...]), by: 30)
        let changes = frameChanges(SnapshotDiff(reference: screen(reference), current: screen(current)))
        #expect(changes.map(\.path) == ["0", "3"])
        #expect(changes.map(\.movedAlong) == [2, 2])
    }

    /// A music app's bottom bar (DeepEye, Compose): the content above grew over its top edge, and
    /// each of its seven tabs lost the same 34 px at the top. One line tells it.
    @Test func aRunOfTabsResizedAlikeIsOneFrameChange() {
        let tabs = (0..<7).map { AccessibilityElement.button("Tab \($0)", frame: Frame(87 + Double($0) * 128, 2076, 128, 212)) }
        let current = tabs.map { tab in
            var tab = tab
            tab.frame = Frame(tab.frame.x, 2110, 128, 178)
            return tab
        }
        let changes = frameChanges(SnapshotDiff(reference: screen(tabs), current: screen(current)))
        #expect(changes.map(\.path) == ["0"])
        #expect(changes.map(\.movedAlong) == [6])
    }

    @Test func aContainerResizedWithItsChildAlikeCountsIt() {
        let card = AccessibilityElement.container(.semanticGroup, label: "Card", frame: Frame(16, 100, 361, 120), [
            .button("Open", frame: Frame(16, 100, 361, 120)),
        ])
        var current = card
        current.frame = Frame(16, 130, 361, 90)
        current.children[0].frame = Frame(16, 130, 361, 90)
        let changes = frameChanges(SnapshotDiff(reference: screen([card]), current: screen([current])))
        #expect(changes.map(\.path) == ["0"])
        #expect(changes.map(\.movedAlong) == [1])
    }

    @Test func siblingsResizedDifferentlyAreEachAFrameChange() {
        let reference = rows(2)
        var current = reference
        current[0].frame = Frame(0, 0, 393, 54)
        current[1].frame = Frame(0, 54, 393, 60)
        #expect(frameChanges(SnapshotDiff(reference: screen(reference), current: screen(current))).map(\.path) == ["0", "1"])
    }

    @Test func aFrameChangeNothingMovedWithCountsNone() {
        let reference = rows(3)
        var current = reference
        current[2].frame = Frame(0, 100, 393, 44)
        #expect(frameChanges(SnapshotDiff(reference: screen(reference), current: screen(current))).map(\.movedAlong) == [0])
    }
}
