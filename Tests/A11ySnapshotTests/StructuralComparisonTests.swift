import A11ySnapshot
import Testing

/// The plain structural comparison behind mismatch messages: trees paired by index path, changes
/// told per attribute with before and after values.
@Suite("Structural comparison")
struct StructuralComparisonTests {
    private let viewport = Frame(0, 0, 393, 852)

    private func snapshot(_ elements: [AccessibilityElement], name: String = "Tests/screen") -> AccessibilitySnapshot {
        AccessibilitySnapshot(name: name, viewport: viewport, elements: elements)
    }

    private func lines(_ reference: [AccessibilityElement], _ current: [AccessibilityElement]) -> [String] {
        StructuralComparison(reference: snapshot(reference), current: snapshot(current)).lines()
    }

    private let button = AccessibilityElement.button("Log in", identifier: "login.submit", frame: Frame(16, 324, 361, 50))

    @Test func identicalSnapshotsHaveNoDifferences() {
        let comparison = StructuralComparison(reference: snapshot([button]), current: snapshot([button]))
        #expect(comparison.isEmpty)
        #expect(comparison.lines().isEmpty)
        #expect(comparison.summary == "no differences")
    }

    @Test func changedAttributeIsToldWithBeforeAndAfter() {
        var relabelled = button
        relabelled.label = "Sign in"
        #expect(lines([button], [relabelled]) == [#"[0] button "Sign in": label "Log in" → "Sign in""#])
    }

    @Test func eachChangedAttributeGetsItsOwnLineInSnapshotKeyOrder() {
        var changed = button
        changed.isEnabled = false
        changed.traits = [.button, .selected]
        changed.frame = Frame(16, 330, 361, 50)
        #expect(lines([button], [changed]) == [
            #"[0] button "Log in": traits ["button"] → ["button", "selected"]"#,
            #"[0] button "Log in": frame [16, 324, 361, 50] → [16, 330, 361, 50]"#,
            #"[0] button "Log in": enabled true → false"#,
        ])
    }

    @Test func optionalAttributesAppearingOrDisappearingShowAsNone() {
        var hinted = button
        hinted.hint = "Signs you in."
        hinted.identifier = nil
        #expect(lines([button], [hinted]) == [
            #"[0] button "Log in": identifier "login.submit" → (none)"#,
            #"[0] button "Log in": hint (none) → "Signs you in.""#,
        ])
    }

    @Test func valueNullIsWrittenAsInTheSnapshot() {
        var valued = button
        valued.value = "3"
        #expect(lines([button], [valued]) == [#"[0] button "Log in": value null → "3""#])
    }

    @Test func structuredAttributesAreWrittenOnOneLine() {
        var styled = button
        styled.textStyle = TextStyle(size: 17, isBold: true, dynamicType: .body)
        styled.colors = ElementColors(foreground: RGBAColor(red: 0, green: 0, blue: 0), background: nil)
        styled.customActions = ["Delete", "Share"]
        #expect(lines([button], [styled]) == [
            #"[0] button "Log in": customActions (none) → ["Delete", "Share"]"#,
            #"[0] button "Log in": textStyle (none) → {"size": 17, "bold": true, "dynamicType": "body"}"#,
            ##"[0] button "Log in": colors (none) → {"foreground": "#000000"}"##,
        ])
    }

    @Test func addedAndRemovedElementsAreToldAtTheirPath() {
        let link = AccessibilityElement.link("Help", frame: Frame(16, 400, 50, 22))
        #expect(lines([button], [button, link]) == [#"[1] link "Help": added"#])
        #expect(lines([button, link], [button]) == [#"[1] link "Help": removed"#])
    }

    @Test func removedSubtreeIsOneLineWithItsSize() {
        let list = AccessibilityElement.container(.list, identifier: "feed", frame: Frame(0, 100, 393, 400), [
            .cell("One"), .cell("Two"),
        ])
        #expect(lines([button, list], [button]) == [#"[1] table (identifier "feed"): removed, with 2 elements inside"#])
    }

    @Test func childrenArePairedByIndexPath() {
        let reference = AccessibilityElement.container(.list, identifier: "feed", [.cell("One"), .cell("Two")])
        let current = AccessibilityElement.container(.list, identifier: "feed", [.cell("One"), .cell("Zwei"), .cell("Three")])
        #expect(lines([button, reference], [button, current]) == [
            #"[1.1] cell "Zwei": label "Two" → "Zwei""#,
            #"[1.2] cell "Three": added"#,
        ])
    }

    @Test func nameAndViewportChangesComeFirst() {
        let comparison = StructuralComparison(
            reference: AccessibilitySnapshot(name: "A/old", viewport: viewport, elements: [button]),
            current: AccessibilitySnapshot(name: "A/new", viewport: Frame(0, 0, 390, 844), elements: []))
        #expect(comparison.lines() == [
            #"name: "A/old" → "A/new""#,
            "viewport: [0, 0, 393, 852] → [0, 0, 390, 844]",
            #"[0] button "Log in": removed"#,
        ])
    }

    @Test func elementWithoutLabelIsNamedByIdentifierOrAsUnlabelled() {
        let icon = AccessibilityElement(traits: .image, identifier: "icon", type: .image)
        let blank = AccessibilityElement()
        #expect(lines([], [icon, blank]) == [
            #"[0] image (identifier "icon"): added"#,
            "[1] element (no label): added",
        ])
    }

    @Test func listingStopsAtTheLimitAndCountsTheRest() {
        let reference = (0..<25).map { AccessibilityElement.button("B\($0)") }
        let comparison = StructuralComparison(reference: snapshot(reference), current: snapshot([]))
        let listed = comparison.lines(limit: 20)
        #expect(listed.count == 21)
        #expect(listed[19] == #"[19] button "B19": removed"#)
        #expect(listed[20] == "… and 5 more")
        #expect(comparison.lines(limit: 25).count == 25)
    }

    @Test func summaryCountsElementsNotAttributes() {
        var changed = button
        changed.label = "Sign in"
        changed.isEnabled = false
        let list = AccessibilityElement.container(.list, [.cell("One"), .cell("Two")])
        let comparison = StructuralComparison(
            reference: AccessibilitySnapshot(name: "A", viewport: viewport, elements: [button]),
            current: AccessibilitySnapshot(name: "B", viewport: viewport, elements: [changed, list]))
        #expect(comparison.summary == "1 element changed, 3 elements added; name changed")
    }

    @Test func longValuesAreShortenedAroundTheFirstDifference() {
        let prefix = String(repeating: "All work and no play makes Jack a dull boy. ", count: 3)
        var before = button, after = button
        before.label = prefix + "Before"
        after.label = prefix + "After"
        let line = lines([before], [after])[0]
        #expect(line.count < 200)
        #expect(line.contains("Before"))
        #expect(line.contains("After"))
        #expect(line.contains("→ …"))
    }

    @Test func controlCharactersAndQuotesAreEscapedSoALineStaysOneLine() {
        var before = button, after = button
        before.label = "Line\nbreak"
        after.label = "Say \"hi\"\t\u{1}"
        #expect(lines([before], [after]) == [#"[0] button "Say \"hi\"\t\u0001": label "Line\nbreak" → "Say \"hi\"\t\u0001""#])
    }

    @Test func differencesAreListedDepthFirstInDocumentOrder() {
        let reference = [AccessibilityElement.container(.list, [.cell("A")]), .button("X")]
        let current = [AccessibilityElement.container(.list, [.cell("B")]), .button("Y")]
        #expect(lines(reference, current) == [
            #"[0.0] cell "B": label "A" → "B""#,
            #"[1] button "Y": label "X" → "Y""#,
        ])
    }
}
