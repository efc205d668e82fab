import A11ySnapshot
import Testing

/// When two elements of one role in the same place are one element relabelled, and when they are
/// one removed and another added; and which identifiers are identity. Shaped after two pairs of
/// Instagram WDA page sources (public test resources, captured days apart and on two devices):
/// the comment sheet of one reel, whose comments were re-ranked, and its "More" sheet, whose
/// numeric identifiers shifted by one between captures.
@Suite("Diff: relabel or replacement")
struct DiffRelabelEvidenceTests {
    /// The diff of `reference` against itself with its second element relabelled `label` and
    /// moved to `frame`.
    private func relabelling(_ reference: [AccessibilityElement], as label: String, at frame: Frame) -> SnapshotDiff {
        var current = reference
        current[1].label = label
        current[1].frame = frame
        return SnapshotDiff(reference: screen(reference), current: screen(current))
    }

    private func comment(_ text: String, y: Double, height: Double) -> AccessibilityElement {
        .cell(text, frame: Frame(0, y, 414, height))
    }

    @Test func commentsOfOtherPeopleInTheSameRowAreARemovalAndAnAddition() {
        let reference = [AccessibilityElement.header("Comments"),
                         comment("divine_one_jewellers said Are you married? Commented 14 weeks ago., 31 likes", y: 381, height: 86),
                         .button("Add a comment", frame: Frame(0, 830, 414, 44))]
        var current = reference
        current[1] = comment("cheri_wulff_lucas said What are you using to clean your board please? Commented 15 weeks ago., 125 likes", y: 381, height: 103)
        let diff = SnapshotDiff(reference: screen(reference), current: screen(current))
        #expect(diff.reported == [
            .removed("1", "divine_one_jewellers said Are you married? Commented 14 weeks ago., 31 likes"),
            .added("1", "cheri_wulff_lucas said What are you using to clean your board please? Commented 15 weeks ago., 125 likes"),
        ])
    }

    @Test func aCountThatChangedInAMovedButtonIsOneLabelChange() {
        let reference = [AccessibilityElement.header("Comments"), .button("View 3 more replies", frame: Frame(85, 468, 116, 16)), .button("Send")]
        let diff = relabelling(reference, as: "View 22 more replies", at: Frame(85, 485, 124, 16))
        #expect(diff.reported.filter { $0.attribute == .label } == [
            .changed("1", "View 22 more replies", .label, .text("View 3 more replies"), .text("View 22 more replies")),
        ])
        #expect(diff.reported.count == 2)  // and its frame
    }

    /// Pocket Casts (iOS 26 WDA sources of one run): an episode sheet opened over the podcast
    /// page puts its "Close" button where the page's back button "Discover" was.
    @Test func aNameInTheSamePlaceWithAnotherIdentifierIsARemovalAndAnAddition() {
        let back = AccessibilityElement(label: "Discover", traits: .button, frame: Frame(16, 62, 44, 44), identifier: "BackButton", type: .button)
        let reference = [AccessibilityElement.header("Machine Gods"), back, .button("Share")]
        var current = reference
        current[1] = .button("Close", frame: Frame(6, 72, 44, 44))
        let diff = SnapshotDiff(reference: screen(reference), current: screen(current))
        #expect(diff.reported == [.removed("1", "Discover"), .added("1", "Close")])
    }

    @Test func aNameRelabelledOnAButtonThatKeptItsCentreIsOneLabelChange() {
        let reference = [AccessibilityElement.header("Account"), .button("Sign in", frame: Frame(150, 400, 93, 44)), .link("Help")]
        let diff = relabelling(reference, as: "Log in", at: Frame(155, 400, 83, 44))
        #expect(diff.reported.filter { $0.attribute == .label } == [.changed("1", "Log in", .label, .text("Sign in"), .text("Log in"))])
    }

    @Test func aNameThatChangedWithItsPlaceIsARemovalAndAnAddition() {
        // The comment sheet replaced by the "More" sheet: a comment's row became the Save tile.
        let reference = [AccessibilityElement.header("Sheet"), .cell("Comments", frame: Frame(0, 381, 414, 103)), .button("Dismiss")]
        var current = reference
        current[1] = .cell("Save", frame: Frame(16, 412, 120, 74))
        let diff = SnapshotDiff(reference: screen(reference), current: screen(current))
        #expect(diff.reported == [.removed("1", "Comments"), .added("1", "Save")])
    }

    @Test func aLabelGivenToAnUnlabelledButtonIsOneLabelChange() {
        let reference = [AccessibilityElement.header("Player"), .button("", frame: Frame(16, 700, 30, 30)), .button("Next")]
        let diff = relabelling(reference, as: "Play", at: Frame(16, 700, 44, 44))
        #expect(diff.reported.filter { $0.attribute == .label } == [.changed("1", "Play", .label, .text(""), .text("Play"))])
    }

    @Test func anIdentifierOfDigitsOnlyIsNoIdentity() {
        // The same menu in two captures: its tiles numbered 60, 61 in one and 59, 60 in the other.
        let reference = [AccessibilityElement.button("Save", identifier: "save-action"),
                         .button("Remix", identifier: "60"), .button("Remix sequence", identifier: "61")]
        let current = [AccessibilityElement.button("Save", identifier: "save-action"),
                       .button("Remix", identifier: "59"), .button("Remix sequence", identifier: "60")]
        let diff = SnapshotDiff(reference: screen(reference), current: screen(current))
        #expect(diff.reported == [
            .changed("1", "Remix", .identifier, .text("60"), .text("59")),
            .changed("2", "Remix sequence", .identifier, .text("61"), .text("60")),
        ])
    }
}
