import A11ySnapshot
import Testing

/// The diff options: frame tolerance, ignored attributes, ignored identifiers, value masks.
@Suite("Diff: options")
struct DiffOptionsTests {
    private static let button = AccessibilityElement.button("Log in", identifier: "login", frame: Frame(16, 200, 361, 50))

    private func moved(by offset: Double, options: DiffOptions = .default) -> [ReportedChange] {
        var moved = Self.button
        moved.frame = Frame(16 + offset, 200, 361, 50)
        return SnapshotDiff(reference: screen([Self.button]), current: screen([moved]), options: options).reported
    }

    // MARK: Frame tolerance

    @Test func defaultToleranceIsHalfAPoint() {
        #expect(DiffOptions.default.frameTolerance == 0.5)
    }

    @Test func frameOffByExactlyTheToleranceIsEqual() {
        #expect(moved(by: 0.5) == [])
    }

    @Test func frameOffByAHundredthMoreThanTheToleranceIsAChange() {
        #expect(moved(by: 0.51) == [
            .changed("0", "Log in", .frame, .frame(Frame(16, 200, 361, 50)), .frame(Frame(16.51, 200, 361, 50))),
        ])
    }

    @Test func toleranceIsSymmetric() {
        #expect(moved(by: -0.5) == [])
        #expect(moved(by: -0.51).map(\.attribute) == [.frame])
    }

    @Test func toleranceAppliesToEveryFrameValue() {
        var resized = Self.button
        resized.frame = Frame(16.5, 199.5, 361.5, 49.5)
        #expect(SnapshotDiff(reference: screen([Self.button]), current: screen([resized])).reported == [])
        resized.frame = Frame(16, 200, 361, 50.51)
        #expect(SnapshotDiff(reference: screen([Self.button]), current: screen([resized])).reported.map(\.attribute) == [.frame])
    }

    @Test func zeroToleranceReportsAHundredth() {
        #expect(moved(by: 0.01, options: DiffOptions(frameTolerance: 0)).map(\.attribute) == [.frame])
    }

    @Test func viewportUsesTheFrameTolerance() {
        let reference = screen([Self.button], viewport: Frame(0, 0, 393, 852))
        #expect(SnapshotDiff(reference: reference, current: screen([Self.button], viewport: Frame(0, 0, 393.5, 852))).viewportChange == nil)
        #expect(SnapshotDiff(reference: reference, current: screen([Self.button], viewport: Frame(0, 0, 393.51, 852))).viewportChange != nil)
    }

    // MARK: Ignored attributes

    @Test func ignoredAttributesProduceNoChanges() {
        var changed = Self.button
        changed.frame = Frame(0, 0, 100, 100)
        changed.hint = "Signs you in."
        changed.value = "1"
        let options = DiffOptions(ignoredAttributes: [.frame, .hint])
        #expect(SnapshotDiff(reference: screen([Self.button]), current: screen([changed]), options: options).reported == [
            .changed("0", "Log in", .value, .absent, .text("1")),
        ])
    }

    @Test func ignoredFramesHideTheViewportChange() {
        let diff = SnapshotDiff(reference: screen([Self.button]), current: screen([Self.button], viewport: Frame(0, 0, 430, 932)),
                                options: DiffOptions(ignoredAttributes: [.frame]))
        #expect(diff.isEmpty)
    }

    @Test func ignoredLabelsStillLetInsertionsBeMatched() {
        let reference = rows(5)
        var current = reference.map { element in
            var element = element
            element.label += " (new)"
            return element
        }
        current.insert(.link("Privacy"), at: 2)
        let diff = SnapshotDiff(reference: screen(reference), current: screen(current),
                                options: DiffOptions(ignoredAttributes: [.label, .frame]))
        #expect(diff.reported == [.added("2", "Privacy")])
    }

    @Test func ignoredIdentifiersStillLetRelabelledElementsBeMatched() {
        let reference: [AccessibilityElement] = [.button("Save", identifier: "a1"), .button("Cancel", identifier: "b2")]
        let current: [AccessibilityElement] = [.button("Save", identifier: "x9"), .button("Close", identifier: "y8")]
        let diff = SnapshotDiff(reference: screen(reference), current: screen(current),
                                options: DiffOptions(ignoredAttributes: [.identifier]))
        #expect(diff.reported == [.changed("1", "Close", .label, .text("Cancel"), .text("Close"))])
    }

    @Test func ignoredTraitsStillLetElementsBeMatched() {
        let reference: [AccessibilityElement] = [.tab("Home", isSelected: true), .tab("Search")]
        let current: [AccessibilityElement] = [.tab("Home"), .tab("Search", isSelected: true)]
        let diff = SnapshotDiff(reference: screen(reference), current: screen(current),
                                options: DiffOptions(ignoredAttributes: [.traits]))
        #expect(diff.isEmpty)
    }

    // MARK: Ignored identifiers

    @Test func ignoredIdentifierLeavesTheElementAndItsSubtreeOutOfBothTrees() {
        let reference: [AccessibilityElement] = [
            .header("Inbox"),
            .container(.list, identifier: "ads", [.button("Buy now"), .image("Banner")]),
            .button("Compose"),
        ]
        let current: [AccessibilityElement] = [
            .header("Inbox"),
            .container(.list, identifier: "ads", [.link("Sale"), .staticText("50 % off")]),
            .button("Compose"),
        ]
        let diff = SnapshotDiff(reference: screen(reference), current: screen(current),
                                options: DiffOptions(ignoredIdentifiers: ["ads"]))
        #expect(diff.isEmpty)
    }

    @Test func ignoredIdentifierPresentInOneTreeOnlyIsNotAnAddition() {
        let reference: [AccessibilityElement] = [.header("Inbox"), .button("Compose")]
        let current: [AccessibilityElement] = [.staticText("Debug build", identifier: "debug.banner"), .header("Inbox"), .button("Compose")]
        let diff = SnapshotDiff(reference: screen(reference), current: screen(current),
                                options: DiffOptions(ignoredIdentifiers: ["debug.banner"]))
        #expect(diff.isEmpty)
    }

    @Test func elementsAroundAnIgnoredOneKeepTheirPathsInTheSnapshot() {
        let reference: [AccessibilityElement] = [.staticText("Debug", identifier: "debug"), .button("Compose")]
        let current: [AccessibilityElement] = [.staticText("Debug", identifier: "debug"), .button("Compose", hint: "Writes a message.")]
        let diff = SnapshotDiff(reference: screen(reference), current: screen(current),
                                options: DiffOptions(ignoredIdentifiers: ["debug"]))
        #expect(diff.reported == [.changed("1", "Compose", .hint, .absent, .text("Writes a message."))])
    }

    // MARK: Value masks

    @Test func maskedClockIsNotAChange() throws {
        let clock = try ValueMask(#"\d{1,2}:\d{2}"#)
        let reference: [AccessibilityElement] = [.staticText("9:41"), .staticText("Updated at 9:41 today")]
        let current: [AccessibilityElement] = [.staticText("10:02"), .staticText("Updated at 10:02 today")]
        let diff = SnapshotDiff(reference: screen(reference), current: screen(current), options: DiffOptions(masks: [clock]))
        #expect(diff.isEmpty)
    }

    @Test func maskedValueIsNotAChange() throws {
        let percent = try ValueMask(#"\d+ ?%"#)
        let reference: [AccessibilityElement] = [.adjustable("Battery", value: "87 %")]
        let current: [AccessibilityElement] = [.adjustable("Battery", value: "12 %")]
        let diff = SnapshotDiff(reference: screen(reference), current: screen(current), options: DiffOptions(masks: [percent]))
        #expect(diff.isEmpty)
    }

    @Test func maskedMatchesStillReportUnmaskedTextWhenTheRestDiffers() throws {
        let clock = try ValueMask(#"\d{1,2}:\d{2}"#)
        let reference: [AccessibilityElement] = [.staticText("Sent 9:41")]
        let current: [AccessibilityElement] = [.staticText("Received 10:02")]
        let diff = SnapshotDiff(reference: screen(reference), current: screen(current), options: DiffOptions(masks: [clock]))
        #expect(diff.reported == [.changed("0", "Received 10:02", .label, .text("Sent 9:41"), .text("Received 10:02"))])
    }

    @Test func maskedLabelsMatchElementsAcrossAMove() throws {
        let clock = try ValueMask(#"\d{1,2}:\d{2}"#)
        let reference: [AccessibilityElement] = [.button("Alarm 7:00"), .button("Alarm 8:30"), .button("Edit")]
        let current: [AccessibilityElement] = [.button("Edit"), .button("Alarm 7:15"), .button("Alarm 8:45")]
        let diff = SnapshotDiff(reference: screen(reference), current: screen(current), options: DiffOptions(masks: [clock]))
        #expect(diff.reported == [.moved("0", "Edit", from: 2, to: 0)])
    }

    @Test func masksApplyInOrder() throws {
        let masks = [try ValueMask(#"\d+"#, replacement: "N"), try ValueMask("N unread", replacement: "some unread")]
        let reference: [AccessibilityElement] = [.staticText("3 unread")]
        let current: [AccessibilityElement] = [.staticText("12 unread")]
        #expect(SnapshotDiff(reference: screen(reference), current: screen(current), options: DiffOptions(masks: masks)).isEmpty)
    }
}
