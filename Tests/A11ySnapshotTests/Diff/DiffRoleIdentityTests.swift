import A11ySnapshot
import Testing

/// An element's type weighs in its identity: on real screens a title reads like a tab, and a tab
/// that a new tab bar wraps changes its traits in the same capture. The fixtures are shaped like
/// public dumps in `../shared/real-trees` (see its SOURCES.md); none is copied:
/// - `appium-ios-xml/shirates-settings-keyboard-390x844.xml`: the navigation bar holds a static
///   text that is the screen's title ("Keyboards") and the screen has another element of that label
///   (the "Keyboards" cell); every element sits flat under the window once the import drops the
///   layout wrappers;
/// - `uiautomator-xml/tron-ai-x-twitter-timeline-appium-uia2.xml`: tabs ("For you", "Following")
///   of which the selected one carries the selected trait;
/// - `appium-ios-xml/instagram-fetchbites-v2-d6c1d3f.xml` → `…-v7-1e09330.xml`: one screen captured
///   on two devices (428 × 926, then 414 × 896), so every frame differs and frames tell nothing.
@Suite("Diff: the type weighs in identity")
struct DiffRoleIdentityTests {
    /// A feed screen with its title, content and tabs, one of them selected, all flat as imported;
    /// `offset` moves every frame, as another device does.
    private func tabScreen(title: String, content: String, selected: String, offset: Double = 0,
                           tabBar: Bool = false) -> [AccessibilityElement] {
        let tabs = ["Home", "Search", "Reels", "Profile"].enumerated().map { index, label in
            AccessibilityElement.tab(label, isSelected: label == selected,
                                     frame: Frame(Double(index) * 95 + offset, 800 + offset, 90, 44))
        }
        let rows = (0..<3).map { AccessibilityElement.cell("\(content) \($0)", traits: .button,
                                                           frame: Frame(offset, 100 + Double($0) * 60 + offset, 390, 60)) }
        let header = AccessibilityElement.header(title, frame: Frame(150 + offset, 58 + offset, 90, 21))
        return [header] + rows + (tabBar ? [.container(.tabBar, frame: Frame(0, 790, 390, 54), tabs)] : tabs)
    }

    @Test func titleThatEqualsATabLabelStaysWithTheTitleWhenTheTabChanges() {
        // Before the type weighed, the "Home" title was matched to the "Home" tab and the "Search"
        // tab to the "Search" title: two false moves, a wrong "Home" → "Search" relabel of a tab.
        // Titled differently, the two screens share only their tabs.
        let reference = screen(tabScreen(title: "Home", content: "Post", selected: "Home"))
        let current = screen(tabScreen(title: "Search", content: "Result", selected: "Search", offset: 3),
                             viewport: Frame(0, 0, 414, 896))
        let diff = SnapshotDiff(reference: reference, current: current, options: DiffOptions(ignoredAttributes: [.frame]))
        #expect(diff.reported == [
            .removed("0", "Home"), .removed("1", "Post 0"), .removed("2", "Post 1"), .removed("3", "Post 2"),
            .added("0", "Search"), .added("1", "Result 0"), .added("2", "Result 1"), .added("3", "Result 2"),
            .changed("4", "Home", .traits, .traits([.button, .selected]), .traits(.button)),
            .changed("5", "Search", .traits, .traits(.button), .traits([.button, .selected])),
        ])
    }

    @Test func tabThatGainsATabBarAndChangesTraitsIsTheSameTab() {
        // Before, the "Home" and "Search" tabs, wrapped and reselected at once, were each reported
        // removed and added.
        let reference = screen(tabScreen(title: "Home", content: "Post", selected: "Home"))
        let current = screen(tabScreen(title: "Home", content: "Post", selected: "Search", tabBar: true))
        let diff = SnapshotDiff(reference: reference, current: current)
        #expect(diff.reported == [
            .added("4", ""),
            .changed("4.0", "Home", .traits, .traits([.button, .selected]), .traits(.button)),
            .changed("4.1", "Search", .traits, .traits(.button), .traits([.button, .selected])),
        ])
    }

    @Test func elementThatLeavesAWrapperAndChangesTraitsIsTheSameElement() {
        let reference = screen(tabScreen(title: "Home", content: "Post", selected: "Search", tabBar: true))
        let current = screen(tabScreen(title: "Home", content: "Post", selected: "Home"))
        let diff = SnapshotDiff(reference: reference, current: current)
        #expect(diff.reported == [
            .removed("4", ""),
            .changed("4", "Home", .traits, .traits(.button), .traits([.button, .selected])),
            .changed("5", "Search", .traits, .traits([.button, .selected]), .traits(.button)),
        ])
    }

    @Test func elementThatChangesWrapperPlaceAndTraitsIsOneMoveWithItsTraits() {
        let done = AccessibilityElement.button("Done"), help = AccessibilityElement.link("Help")
        var selectedDone = done
        selectedDone.traits.insert(.selected)
        let diff = SnapshotDiff(reference: screen([.header("Title"), done, help]),
                                current: screen([.header("Title"), help, .container(.semanticGroup, [selectedDone])]))
        #expect(diff.reported == [
            .added("2", ""),
            .moved("2.0", "Done", from: 1, to: 3),
            .changed("2.0", "Done", .traits, .traits(.button), .traits([.button, .selected])),
        ])
    }

    @Test func selectionIsStateNotIdentityEvenWhenTheContainerChanged() {
        // The "Home" tab is selected in a container that replaced another: the one "Home" tab of
        // each tree is the same tab whatever its selection, as it would be unselected, and the
        // containers are matched through it.
        let reference = screen([.button("Done"), .container(.landmark, label: "Old", [.tab("Home")])])
        let current = screen([.button("Done"), .container(.list, label: "New", [.tab("Home", isSelected: true)])])
        let diff = SnapshotDiff(reference: reference, current: current)
        #expect(diff.reported.map(\.description) == [
            #"changed 1 "New" label: "Old" → "New""#,
            #"changed 1 "New" type: "other" → "table""#,
            #"changed 1 "New" container: "landmark" → "list""#,
            #"changed 1.0 "Home" traits: [button] → [button, selected]"#,
        ])
    }

    /// Hermes' chat (React Native, raw dumps): the send button, unlabelled, is a focusable view
    /// that is not clickable while the message is empty and a clickable one once it is not.
    private func composer(send: AccessibilityElement, extra: [AccessibilityElement] = []) -> AccessibilitySnapshot {
        screen([
            .button("Attach", frame: Frame(10, 700, 44, 44)),
            .textField("Message", value: nil, frame: Frame(60, 700, 260, 44)),
        ] + extra + [send, .button("Voice", frame: Frame(370, 700, 20, 44))])
    }

    @Test func unlabelledControlThatBecomesAButtonInItsPlaceIsOneElement() {
        let disabled = AccessibilityElement(frame: Frame(326, 700, 40, 44), isEnabled: false, type: .other)
        let enabled = AccessibilityElement(traits: .button, frame: Frame(326, 700, 40, 44), type: .other)
        let diff = SnapshotDiff(reference: composer(send: disabled), current: composer(send: enabled))
        #expect(diff.reported == [
            .changed("2", "", .traits, .traits([]), .traits(.button)),
            .changed("2", "", .enabled, .bool(false), .bool(true)),
        ])
    }

    @Test func unlabelledControlsThatAreNotAloneInTheirPlaceAreNotPairedByPlace() {
        let disabled = AccessibilityElement(frame: Frame(326, 700, 40, 44), isEnabled: false, type: .other)
        let enabled = AccessibilityElement(traits: .button, frame: Frame(326, 700, 40, 44), type: .other)
        let spinner = AccessibilityElement(frame: Frame(326, 650, 40, 44), type: .image)
        let diff = SnapshotDiff(reference: composer(send: disabled, extra: [spinner]), current: composer(send: enabled))
        #expect(diff.reported.map(\.kind) == [.removed, .removed, .added])
    }

    /// A calendar's new-event form (Compose, raw dumps of two devices: 1080 × 2400, then 720 ×
    /// 1280): the title field is named only by the text its placeholder slot shows, which gives
    /// way to what the user types; a date button appears beside it.
    private func eventForm(typed fields: [AccessibilityElement]) -> (AccessibilitySnapshot, AccessibilitySnapshot) {
        let before = screen([
            .button("Cancel", frame: Frame(12, 85, 126, 126)), .button("Save", frame: Frame(917, 85, 152, 126)),
            .textField("Title", frame: Frame(42, 273, 891, 153)), .button("Map", frame: Frame(844, 479, 152, 126)),
        ], viewport: Frame(0, 0, 1080, 2400))
        let after = screen([.button("Cancel", frame: Frame(8, 64, 96, 96)), .button("Save", frame: Frame(556, 64, 140, 96))]
                           + fields + [.button("Pick a date", frame: Frame(504, 216, 80, 96)), .button("Map", frame: Frame(540, 352, 116, 96))],
                           viewport: Frame(0, 0, 720, 1280))
        return (before, after)
    }

    @Test func fieldTypedIntoLosesItsPlaceholderNameAndStaysOneElement() {
        let (before, after) = eventForm(typed: [.textField("", value: "Dinner", frame: Frame(32, 208, 472, 112))])
        let diff = SnapshotDiff(reference: before, current: after)
        #expect(diff.reported.filter { $0.kind != .changed || $0.attribute != .frame } == [
            .changed("2", "", .label, .text("Title"), .text("")),
            .changed("2", "", .value, .absent, .text("Dinner")),
            .added("3", "Pick a date"),
        ])
    }

    @Test func twoFieldsInOnePlaceAreNotPairedAsTypedInto() {
        let (before, after) = eventForm(typed: [.textField("", value: "Dinner", frame: Frame(32, 208, 472, 112)),
                                                .textField("", value: "Room 4", frame: Frame(32, 330, 472, 112))])
        let diff = SnapshotDiff(reference: before, current: after)
        #expect(diff.reported.filter { $0.kind != .changed }.map(\.kind) == [.removed, .added, .added, .added])
    }

    /// A warehouse app (Compose, raw dumps): the home page's "Stock search" tile, tapped, opens a
    /// page titled "Stock search" where the home page's title stood.
    @Test func tileTappedIsNotTheNextPagesTitleOfItsName() {
        let home = screen([
            .staticText("Warehouse PDA", frame: Frame(28, 73, 274, 49)),
            .button("Receiving", frame: Frame(28, 182, 322, 126)), .button("Stock search", frame: Frame(371, 476, 321, 196)),
        ])
        let search = screen([
            .button("Back", frame: Frame(7, 56, 84, 84)), .staticText("Stock search", frame: Frame(98, 73, 220, 49)),
            .textField("", placeholder: "Part number", frame: Frame(28, 182, 664, 112)),
        ])
        let diff = SnapshotDiff(reference: home, current: search)
        #expect(!diff.reported.contains { $0.kind == .changed || $0.kind == .moved })
        #expect(diff.reported.filter { $0.kind == .removed }.map(\.label) == ["Warehouse PDA", "Receiving", "Stock search"])
    }

    @Test func controlThatBecameATextInAnotherPlaceIsStillOneElement() {
        let before = screen([.staticText("Orders", frame: Frame(28, 73, 274, 49)), .button("Refresh", frame: Frame(371, 476, 321, 196))])
        let after = screen([.staticText("Orders", frame: Frame(28, 73, 274, 49)), .staticText("Refresh", frame: Frame(371, 700, 321, 60))])
        let diff = SnapshotDiff(reference: before, current: after)
        #expect(diff.reported.map(\.kind).allSatisfy { $0 == .changed })
    }

    /// A Flutter scanner's page review, then the system photo picker it opened (raw dumps): nothing
    /// is in both but a "Done", the scanner's at its top bar's right, the picker's a plain view at
    /// the bottom.
    @Test func controlOfOneNameOnAnotherScreenThatSharesNothingIsAnother() {
        let review = screen([.button("Back", frame: Frame(0, 88, 132, 132)), .button("Done", frame: Frame(904, 88, 176, 132)),
                             .button("Rotate", frame: Frame(300, 1900, 200, 150))])
        let picker = screen([.button("Drag handle", frame: Frame(480, 40, 120, 40)),
                             AccessibilityElement(label: "Done", traits: .button, frame: Frame(771, 2126, 237, 82), type: .other)])
        let diff = SnapshotDiff(reference: review, current: picker)
        #expect(!diff.reported.contains { $0.kind == .changed || $0.kind == .moved })
    }

    /// An NFC tool's tabs (classic views, raw dumps): the READ tab's "CLEAR" clears the log, the
    /// DATABASE tab's clears the stored cards; each is the only one of its name, in another
    /// container, with a view id of its own.
    @Test func buttonsOfOneNameWithTheirOwnViewIdsAreTwoElements() {
        let read = screen([
            .staticText("NFC card reading", frame: Frame(42, 330, 996, 58)),
            .container(.semanticGroup, frame: Frame(42, 1280, 996, 140), [
                .staticText("Live log", frame: Frame(42, 1320, 793, 52)),
                .button("CLEAR", identifier: "app:id/btnClearLogs", frame: Frame(835, 1295, 203, 106)),
            ]),
            .tab("Read", isSelected: true, frame: Frame(216, 2086, 216, 210)), .tab("Database", frame: Frame(432, 2086, 216, 210)),
        ])
        let database = screen([
            .staticText("Card database", frame: Frame(42, 330, 996, 58)),
            .container(.semanticGroup, frame: Frame(42, 600, 996, 160), [
                .button("EXPORT", identifier: "app:id/btnExport", frame: Frame(42, 636, 318, 126)),
                .button("CLEAR", identifier: "app:id/btnClearDatabase", frame: Frame(720, 636, 318, 126)),
            ]),
            .tab("Read", frame: Frame(216, 2086, 216, 210)), .tab("Database", isSelected: true, frame: Frame(432, 2086, 216, 210)),
        ])
        let diff = SnapshotDiff(reference: read, current: database)
        #expect(diff.reported.filter { $0.label == "CLEAR" }.map(\.kind) == [.removed, .added])
    }

    /// A transit app (a raw dump, then the popup menu's window): the "Best combined time" button,
    /// with its view id, opened a menu whose first option, without one, reads the same.
    @Test func buttonAndTheMenuOptionOfItsNameAreTwoElements() {
        let page = screen([
            .staticText("Decision filters", frame: Frame(40, 600, 600, 60)),
            .button("Best combined time", identifier: "hk.example:id/inputEmergencySort", frame: Frame(40, 700, 1000, 120)),
        ])
        let menu = screen([
            AccessibilityElement(label: "Best combined time", value: "1", traits: .button, frame: Frame(79, 754, 583, 126), type: .checkBox),
            AccessibilityElement(label: "Shortest wait", value: "0", traits: .button, frame: Frame(79, 880, 583, 126), type: .checkBox),
        ])
        let diff = SnapshotDiff(reference: page, current: menu)
        #expect(diff.reported.map(\.kind).filter { $0 == .changed }.isEmpty)
        #expect(diff.reported.filter { $0.kind == .added }.map(\.label) == ["Best combined time", "Shortest wait"])
    }

    /// A Flutter social app's home (raw dumps): its one unlabelled 141-point button moved from the
    /// top bar's right end to the profile card's left, and later in reading order.
    @Test func onlyUnlabelledElementOfItsKindThatMovedIsOneElement() {
        let unlabelled = { (frame: Frame) in AccessibilityElement(traits: .button, frame: frame, type: .other) }
        let before = screen([
            .staticText("Home", frame: Frame(40, 100, 300, 60)), unlabelled(Frame(866, 230, 141, 141)),
            .button("Profile", frame: Frame(40, 500, 300, 100)), unlabelled(Frame(40, 700, 60, 60)),
        ])
        let after = screen([
            .staticText("Home", frame: Frame(40, 100, 300, 60)), .button("Profile", frame: Frame(40, 500, 300, 100)),
            unlabelled(Frame(45, 361, 141, 141)), unlabelled(Frame(40, 700, 60, 60)),
        ])
        let diff = SnapshotDiff(reference: before, current: after)
        #expect(!diff.reported.contains { $0.kind == .removed || $0.kind == .added })
    }

    /// The same home, its feed pushed down: the 141-point button landed among the feed's
    /// unlabelled buttons, before the 192-point post button. Of look-alikes that all moved, the one
    /// of the same size is the same element; the first in reading order had been taken, and the
    /// moved button read as removed and added.
    @Test func lookAlikeOfTheSameSizeIsPreferredAmongMovedOnes() {
        let unlabelled = { (frame: Frame) in AccessibilityElement(traits: .button, frame: frame, type: .other) }
        let before = screen([
            .staticText("Home", frame: Frame(40, 100, 300, 60)), unlabelled(Frame(866, 230, 141, 141)),
            .button("Refresh feed", frame: Frame(900, 910, 135, 135)), unlabelled(Frame(444, 1913, 192, 191)),
            .button("MH", frame: Frame(906, 2018, 93, 118)),
        ])
        let after = screen([
            .staticText("Home", frame: Frame(40, 100, 300, 60)), .button("Refresh feed", frame: Frame(900, 910, 135, 135)),
            unlabelled(Frame(45, 361, 141, 141)), unlabelled(Frame(444, 2048, 192, 191)),
            .button("MH", frame: Frame(906, 2153, 93, 118)),
        ])
        let diff = SnapshotDiff(reference: before, current: after)
        #expect(!diff.reported.contains { $0.kind == .removed || $0.kind == .added })
    }

    /// A classifieds app's results (raw uiautomator dumps), scrolled back up: a listing came in at
    /// the top and the last one went out at the bottom. Every listing holds the same unlabelled
    /// favourite button, and the two left over, one in each, are look-alikes of removed and added
    /// listings, not one button: pairing them had paired their listings, read as one moved and
    /// relabelled, and the removal was never told.
    @Test func lookAlikeChildrenOfARemovedAndAnAddedListingStayApart() {
        let listing = { (label: String, y: Double) in
            AccessibilityElement(label: label, frame: Frame(480, y, 552, 283), type: .other, children: [
                AccessibilityElement(traits: .button, frame: Frame(942, y, 90, 90), identifier: "app:id/favourite_button", type: .other),
            ])
        }
        let before = screen([
            listing("Pet shop cat standing, 10 ₽", 660), listing("Pet shop, 10 ₽, 1 hour ago", 1134),
            listing("Pet shop maine coon cat standing, 1 075 ₽", 1608),
        ], viewport: Frame(0, 0, 1080, 2400))
        let after = screen([
            listing("White Angora cat, 10 ₽, delivery from 1 day", 660), listing("Pet shop cat standing, 10 ₽", 1134),
            listing("Pet shop, 10 ₽, 1 hour ago", 1608),
        ], viewport: Frame(0, 0, 1080, 2400))
        let diff = SnapshotDiff(reference: before, current: after)
        #expect(diff.reported.filter { $0.kind == .removed }.map(\.label) == ["Pet shop maine coon cat standing, 1 075 ₽", ""])
        #expect(diff.reported.filter { $0.kind == .added }.map(\.label) == ["White Angora cat, 10 ₽, delivery from 1 day", ""])
        #expect(!diff.reported.contains { $0.attribute == .label })
    }

    /// A live-streaming app's Discover tab (an old WDA source), its language and content changed:
    /// the same three unlabelled avatar buttons in place, the names under them others, and one
    /// user name shown in both captures, first under an avatar, then as a post's author.
    @Test func unlabelledElementInTheSamePlaceIsOneElementWhateverMovedAroundIt() {
        let avatar = { (x: Double) in AccessibilityElement(traits: .button, frame: Frame(x, 228, 52, 52), type: .button) }
        let before = screen([
            .staticText("Suggested", frame: Frame(7, 195, 295, 18)),
            avatar(14), .staticText("mike123", frame: Frame(15, 292, 50, 17)),
            avatar(102), .staticText("fly high", frame: Frame(106, 292, 44, 17)),
            avatar(190), .staticText("SioeyeMedia", frame: Frame(190, 292, 68, 17)),
            .staticText("Zero", frame: Frame(65, 352, 143, 17)),
        ])
        let after = screen([
            .staticText("Suggested", frame: Frame(7, 195, 295, 18)),
            avatar(14), .staticText("Sunny", frame: Frame(6, 292, 68, 17)),
            avatar(102), .staticText("Qi", frame: Frame(116, 292, 24, 17)),
            avatar(190), .staticText("Test phone", frame: Frame(186, 292, 60, 17)),
            .staticText("mike123", frame: Frame(65, 352, 168, 17)),
        ])
        let diff = SnapshotDiff(reference: before, current: after)
        #expect(!diff.reported.contains { $0.label.isEmpty && ($0.kind == .removed || $0.kind == .added) })
    }
}
