import A11ySnapshot
import Testing

/// How the differ matches elements between the trees: by identity, not by index, so that
/// insertions, deletions, reordering and wrappers are told as what they are.
@Suite("Diff: matching")
struct DiffMatchingTests {
    @Test func identicalTreesHaveNoChanges() {
        let tree = screen([.header("Settings", frame: Frame(16, 60, 361, 41))] + rows(20))
        let diff = SnapshotDiff(reference: tree, current: tree)
        #expect(diff.isEmpty)
        #expect(diff.reported == [])
    }

    @Test func rowInsertedAtTheTopOfFiftyRowsIsOneAddition() {
        let reference = rows(50)
        let current = ([row(label: "Row 0", at: 0)] + reference).relaidOut()
        let diff = SnapshotDiff(reference: screen(reference), current: screen(current))
        #expect(diff.reported == [.added("0", "Row 0")])
    }

    @Test func rowDeletedFromTheMiddleIsOneRemovalToldWhereItStood() {
        let reference = rows(10)
        var current = reference
        current.remove(at: 4)
        let diff = SnapshotDiff(reference: screen(reference), current: screen(current.relaidOut()))
        #expect(diff.reported == [.removed("4", "Row 5")])
    }

    @Test func swappedButtonsAreOneMoveNotTwoRelabels() {
        let save = AccessibilityElement.button("Save", frame: Frame(16, 700, 170, 50))
        let cancel = AccessibilityElement.button("Cancel", frame: Frame(207, 700, 170, 50))
        var swappedCancel = cancel, swappedSave = save
        swappedCancel.frame = save.frame
        swappedSave.frame = cancel.frame
        let diff = SnapshotDiff(reference: screen([save, cancel]), current: screen([swappedCancel, swappedSave]))
        #expect(diff.reported == [.moved("0", "Cancel", from: 1, to: 0)])
    }

    @Test func rowMovedDownTheListIsTheOnlyMove() {
        let reference = rows(8)
        var current = reference
        current.insert(current.remove(at: 1), at: 6)
        let diff = SnapshotDiff(reference: screen(reference), current: screen(current.relaidOut()))
        #expect(diff.reported == [.moved("6", "Row 2", from: 1, to: 6)])
    }

    @Test func relabelledElementWithTheSameIdentifierIsOneLabelChange() {
        let reference = [AccessibilityElement.header("Sign in"),
                         .button("Log in", identifier: "login", frame: Frame(16, 200, 361, 50)),
                         .link("Help")]
        var current = reference
        current[1].label = "Sign in"
        let diff = SnapshotDiff(reference: screen(reference), current: screen(current))
        #expect(diff.reported == [.changed("1", "Sign in", .label, .text("Log in"), .text("Sign in"))])
    }

    /// A settings page (classic views, a raw dump) at its top and scrolled to its end: no row is in
    /// both, and section titles and rows stand where others stood, of one size.
    private static func settingsPage(_ sections: [(title: String, row: String)], extraRow: Bool) -> [AccessibilityElement] {
        [.button("Navigate up", frame: Frame(0, 60, 150, 150))] + sections.enumerated().flatMap { index, section in
            [AccessibilityElement.staticText(section.title, frame: Frame(60, 300 + Double(index) * 400, 300, 60)),
             .button(section.row, frame: Frame(0, 380 + Double(index) * 400, 1080, 180))]
        } + (extraRow ? [.button("Restart the backend", frame: Frame(0, 1900, 1080, 180))] : [])
    }

    @Test func contentReplacedInPlaceIsRemovalsAndAdditionsNotRelabels() {
        let reference = screen(Self.settingsPage([("Interface", "Full width"), ("Storage", "Default folder")], extraRow: true))
        let current = screen(Self.settingsPage([("Shortcuts", "Add to home screen"), ("Background", "Keep tasks running")], extraRow: false))
        let diff = SnapshotDiff(reference: reference, current: current)
        #expect(!diff.reported.contains { $0.kind == .changed || $0.kind == .moved })
        #expect(diff.reported.filter { $0.kind == .removed }.count == 5)
        #expect(diff.reported.filter { $0.kind == .added }.count == 4)
    }

    /// OPPO ColorOS Settings (zytzjx/anthenacmc): "Back Up and Reset", then the sub-page it opened.
    @Test func aRowWhereAnotherPageStandsIsNotRelabelledAmongReplacedRows() {
        let reference = screen([.button("Navigate up", frame: Frame(0, 60, 114, 88)),
                                .button("Back Up & Restore", frame: Frame(0, 300, 1080, 150)),
                                .button("Back Up My Data", frame: Frame(0, 450, 1080, 150)),
                                .button("Automatic Restore", frame: Frame(0, 600, 1080, 150))])
        let current = screen([.button("Navigate up", frame: Frame(0, 60, 114, 88)),
                              .button("Reset System Settings Only", frame: Frame(0, 300, 1080, 150)),
                              .staticText("Erase Downloaded Apps", frame: Frame(0, 450, 1080, 150)),
                              .staticText("Erase All Data", frame: Frame(0, 600, 1080, 150))])
        let diff = SnapshotDiff(reference: reference, current: current)
        #expect(diff.reported.map(\.kind).filter { $0 == .changed }.isEmpty)
    }

    @Test func oneRowRenamedBesideOneAddedIsARelabel() {
        let reference = screen([.button("Navigate up", frame: Frame(0, 60, 114, 88)),
                                .button("Wi-Fi", frame: Frame(0, 300, 1080, 150))])
        let current = screen([.button("Navigate up", frame: Frame(0, 60, 114, 88)),
                              .button("WLAN", frame: Frame(0, 300, 1080, 150)),
                              .button("Bluetooth", frame: Frame(0, 450, 1080, 150))])
        let diff = SnapshotDiff(reference: reference, current: current)
        #expect(diff.reported == [.changed("1", "WLAN", .label, .text("Wi-Fi"), .text("WLAN")), .added("2", "Bluetooth")])
    }

    @Test func aScreenThatChangedLanguageIsRelabelled() {
        let reference = screen(Self.settingsPage([("Interface", "Full screen"), ("Storage", "Default folder")], extraRow: false))
        let current = screen(Self.settingsPage([("Oberfläche", "Vollbild"), ("Speicher", "Standardordner")], extraRow: false))
        let diff = SnapshotDiff(reference: reference, current: current)
        #expect(diff.reported.map(\.kind) == [.changed, .changed, .changed, .changed])
    }

    /// A farming app's dashboard (Compose, raw dumps) switched from English to Kannada: the title
    /// re-flowed (475 × 74 px, then 435 × 86, 6 px higher) beside its bar's buttons, which kept
    /// their frames. The title had stayed open, and the buttons' relabels were taken back as
    /// content replaced beside it: "Settings button removed".
    @Test func aTitleThatReflowedInAnotherLanguageIsRelabelledWithItsBar() {
        let reference = screen([.staticText("RaithaBharosaHub", frame: Frame(43, 173, 475, 74)),
                                .button("Settings", frame: Frame(817, 147, 126, 126)), .button("Refresh", frame: Frame(943, 147, 126, 126)),
                                .staticText("0%", frame: Frame(443, 553, 196, 176))])
        let current = screen([.staticText("ರೈತ ಭರೋಸಾ ಹಬ್", frame: Frame(43, 167, 435, 86)),
                              .button("ಸೆಟ್ಟಿಂಗ್‌ಗಳು", frame: Frame(817, 147, 126, 126)), .button("ನವೀಕರಿಸಿ", frame: Frame(943, 147, 126, 126)),
                              .staticText("0%", frame: Frame(443, 553, 196, 176))])
        let diff = SnapshotDiff(reference: reference, current: current)
        #expect(!diff.reported.isEmpty && diff.reported.allSatisfy { $0.kind == .changed })
    }

    @Test func relabelledElementWithoutIdentifierIsMatchedByItsPlaceAndRole() {
        let reference = [AccessibilityElement.header("Account"), .button("Log in"), .button("Help")]
        var current = reference
        current[1].label = "Sign in"
        let diff = SnapshotDiff(reference: screen(reference), current: screen(current))
        #expect(diff.reported == [.changed("1", "Sign in", .label, .text("Log in"), .text("Sign in"))])
    }

    @Test func duplicateLabelsAreToldApartByTheirNeighbours() {
        let reference: [AccessibilityElement] = [.header("Profile"), .button("Edit"), .header("Address"), .button("Edit")]
        let current: [AccessibilityElement] = [.header("Profile"), .header("Address"), .button("Edit", hint: "Edits the address.")]
        let diff = SnapshotDiff(reference: screen(reference), current: screen(current))
        #expect(diff.reported == [
            .removed("1", "Edit"),
            .changed("2", "Edit", .hint, .absent, .text("Edits the address.")),
        ])
    }

    @Test func childrenOfLookalikeRowsMatchWithinTheirRows() {
        let reference = (1...3).map { AccessibilityElement.cell("Row \($0)", children: [.button("More")]) }
        var current = reference
        current.insert(.cell("Row 0", children: [.button("More")]), at: 0)
        current[2].children[0].isEnabled = false
        let diff = SnapshotDiff(reference: screen(reference), current: screen(current))
        #expect(diff.reported == [
            .added("0", "Row 0"),
            .added("0.0", "More"),
            .changed("2.0", "More", .enabled, .bool(true), .bool(false)),
        ])
    }

    @Test func wrapperAddedAroundElementsIsTheOnlyAddition() {
        let wifi = AccessibilityElement.toggle("Wi-Fi", isOn: true), bluetooth = AccessibilityElement.toggle("Bluetooth", isOn: false)
        let reference: [AccessibilityElement] = [.header("Settings"), wifi, bluetooth, .button("Done")]
        let current: [AccessibilityElement] = [.header("Settings"), .container(.semanticGroup, [wifi, bluetooth]), .button("Done")]
        let diff = SnapshotDiff(reference: screen(reference), current: screen(current))
        #expect(diff.reported == [.added("1", "")])
    }

    @Test func wrapperRemovedAroundElementsIsTheOnlyRemoval() {
        let wifi = AccessibilityElement.toggle("Wi-Fi", isOn: true), bluetooth = AccessibilityElement.toggle("Bluetooth", isOn: false)
        let reference: [AccessibilityElement] = [.header("Settings"), .container(.semanticGroup, [wifi, bluetooth]), .button("Done")]
        let current: [AccessibilityElement] = [.header("Settings"), wifi, bluetooth, .button("Done")]
        let diff = SnapshotDiff(reference: screen(reference), current: screen(current))
        #expect(diff.reported == [.removed("1", "")])
    }

    @Test func wrappedLookalikesAreNotReportedAsRemovedAndAdded() {
        let cell = { (index: Int) in AccessibilityElement.cell(children: [.button("More"), .staticText("Item \(index)")]) }
        let reference = [cell(1), cell(2)]
        let current = [cell(1), AccessibilityElement.container(.landmark, [.button("More"), .staticText("Item 2")])]
        let diff = SnapshotDiff(reference: screen(reference), current: screen(current))
        #expect(diff.reported == [
            .changed("1", "", .type, .text("cell"), .text("other")),
            .changed("1", "", .container, .absent, .text("landmark")),
        ])
    }

    @Test func wrapperAddedAroundElementsThatAlsoMovedReportsTheMove() {
        let first = AccessibilityElement.button("First"), second = AccessibilityElement.button("Second")
        let third = AccessibilityElement.button("Third")
        let diff = SnapshotDiff(reference: screen([first, second, third]),
                                current: screen([.container(.list, [third, first]), second]))
        #expect(diff.reported == [
            .added("0", ""),
            .moved("0.0", "Third", from: 2, to: 1),
        ])
    }

    @Test func elementMovedToAnotherContainerIsOneMove() {
        let reference: [AccessibilityElement] = [
            .container(.list, label: "Favourites", [.button("Alice"), .button("Bob")]),
            .container(.list, label: "Others", [.button("Carol")]),
        ]
        let current: [AccessibilityElement] = [
            .container(.list, label: "Favourites", [.button("Alice")]),
            .container(.list, label: "Others", [.button("Carol"), .button("Bob")]),
        ]
        let diff = SnapshotDiff(reference: screen(reference), current: screen(current))
        #expect(diff.reported == [.moved("1.1", "Bob", from: 2, to: 4)])
    }

    @Test func elementMovedIntoTheNextContainerAtTheSamePlaceInReadingOrderIsTheOneMoved() {
        let reference: [AccessibilityElement] = [
            .container(.list, label: "Favourites", [.button("Alice"), .button("Bob")]),
            .container(.list, label: "Others", [.button("Carol")]),
        ]
        let current: [AccessibilityElement] = [
            .container(.list, label: "Favourites", [.button("Alice")]),
            .container(.list, label: "Others", [.button("Bob"), .button("Carol")]),
        ]
        let diff = SnapshotDiff(reference: screen(reference), current: screen(current))
        #expect(diff.reported == [.moved("1.0", "Bob", from: 2, to: 3)])
    }

    @Test func movedContainerIsReportedWithoutTheChildrenThatTravelledWithIt() {
        let reference: [AccessibilityElement] = [
            .container(.list, label: "A", [.button("A1"), .button("A2")]),
            .container(.list, label: "B", [.button("B1")]),
        ]
        let current = [reference[1], reference[0]]
        let diff = SnapshotDiff(reference: screen(reference), current: screen(current))
        #expect(diff.reported == [.moved("0", "B", from: 3, to: 0)])
    }

    @Test func replacedElementIsARemovalAndAnAddition() {
        let reference: [AccessibilityElement] = [.header("Title"), .image("Logo"), .button("Done")]
        let current: [AccessibilityElement] = [.header("Title"), .link("Learn more"), .button("Done")]
        let diff = SnapshotDiff(reference: screen(reference), current: screen(current))
        #expect(diff.reported == [.removed("1", "Logo"), .added("1", "Learn more")])
    }

    @Test func removedSubtreeReportsEveryElementInReadingOrder() {
        let reference: [AccessibilityElement] = [
            .header("Title"),
            .cell("Promo", children: [.staticText("Try it"), .button("Dismiss")]),
            .button("Done"),
        ]
        let current: [AccessibilityElement] = [.header("Title"), .button("Done")]
        let diff = SnapshotDiff(reference: screen(reference), current: screen(current))
        #expect(diff.reported == [.removed("1", "Promo"), .removed("1.0", "Try it"), .removed("1.1", "Dismiss")])
    }

    @Test func identifierWinsOverLabel() {
        let reference: [AccessibilityElement] = [.button("Save", identifier: "primary"), .button("Cancel", identifier: "secondary")]
        let current: [AccessibilityElement] = [.button("Cancel", identifier: "primary"), .button("Save", identifier: "secondary")]
        let diff = SnapshotDiff(reference: screen(reference), current: screen(current))
        #expect(diff.reported == [
            .changed("0", "Cancel", .label, .text("Save"), .text("Cancel")),
            .changed("1", "Save", .label, .text("Cancel"), .text("Save")),
        ])
    }

    @Test func changedIdentifierIsReportedWhenRoleAndLabelMatch() {
        let diff = SnapshotDiff(reference: screen([.button("Save", identifier: "save")]),
                                current: screen([.button("Save", identifier: "saveButton")]))
        #expect(diff.reported == [.changed("0", "Save", .identifier, .text("save"), .text("saveButton"))])
    }

    @Test func changedTypeIsReportedWhenLabelAndPlaceMatch() {
        var link = AccessibilityElement.button("Terms")
        link.type = .link
        link.traits = .link
        let diff = SnapshotDiff(reference: screen([.header("About"), .button("Terms")]), current: screen([.header("About"), link]))
        #expect(diff.reported == [
            .changed("1", "Terms", .traits, .traits(.button), .traits(.link)),
            .changed("1", "Terms", .type, .text("button"), .text("link")),
        ])
    }

    /// YouTube's Shorts editor opening its Volume panel (raw uiautomator dumps): the toolbar's
    /// Volume button went, the panel's title Volume came.
    @Test func aButtonAndATextOfOneNameWithOtherIdentifiersAreARemovalAndAnAddition() {
        let reference = [AccessibilityElement.header("Editor"),
                         .button("Volume", identifier: "com.google.android.youtube:id/shorts_edit_volume_button", frame: Frame(592, 60, 128, 116))]
        let current = [AccessibilityElement.header("Editor"),
                       .staticText("Volume", frame: Frame(24, 752, 600, 96), identifier: "com.google.android.youtube:id/text_volume_title")]
        #expect(SnapshotDiff(reference: screen(reference), current: screen(current)).reported == [
            .removed("1", "Volume"), .added("1", "Volume"),
        ])
    }

    /// Ice Cubes' Settings, then its Display Settings (iOS 26 WDA sources): the rows and section
    /// headings of the next screen stand where the first screen's stood, and its back button bears
    /// the first screen's title.
    @Test func anotherScreenInTheSamePlacesIsRemovalsAndAdditionsNotRelabels() {
        let reference = [AccessibilityElement.header("Settings", frame: Frame(167, 73, 68, 22)),
                         .header("App", frame: Frame(20, 150, 100, 20)),
                         .button("App Icon", frame: Frame(20, 180, 362, 52)),
                         .header("Accounts", frame: Frame(20, 260, 100, 20))]
        let current = [AccessibilityElement.button("Settings", identifier: "BackButton", frame: Frame(16, 62, 44, 44)),
                       .header("Display Settings", frame: Frame(136, 73, 130, 22)),
                       .header("Theme", frame: Frame(20, 150, 100, 20)),
                       .button("Theme, Ice Cube - Light", frame: Frame(20, 180, 362, 52)),
                       .header("Font", frame: Frame(20, 260, 100, 20))]
        #expect(SnapshotDiff(reference: screen(reference), current: screen(current)).reported.filter { $0.attribute != .frame } == [
            .added("0", "Settings"),
            .changed("1", "Display Settings", .label, .text("Settings"), .text("Display Settings")),
            .removed("1", "App"), .removed("2", "App Icon"), .removed("3", "Accounts"),
            .added("2", "Theme"), .added("3", "Theme, Ice Cube - Light"), .added("4", "Font"),
        ])
    }

    /// The iOS Settings app's first screen (a Shirates WDA source) with its title alone renamed:
    /// every row still pairs, so the screen is the same and its title relabelled (titles that
    /// differ had made it two screens, the title removed and added).
    @Test func screenWhoseTitleAloneWasRenamedKeepsItsTitleRelabelled() {
        let rows = [AccessibilityElement.cell("General", frame: Frame(0, 248, 390, 45)), .cell("Accessibility", frame: Frame(0, 292, 390, 45))]
        let reference = [AccessibilityElement.header("Settings", frame: Frame(15, 94, 135, 42))] + rows
        let current = [AccessibilityElement.header("Réglages", frame: Frame(15, 94, 135, 42))] + rows
        #expect(SnapshotDiff(reference: screen(reference), current: screen(current)).reported == [
            .changed("0", "Réglages", .label, .text("Settings"), .text("Réglages")),
        ])
        // With a row of the next screen where a row was, the screens are two.
        let next = [AccessibilityElement.header("Réglages", frame: Frame(15, 94, 135, 42)),
                    .cell("Général", frame: Frame(0, 248, 390, 45)), rows[1]]
        #expect(SnapshotDiff(reference: screen(reference), current: screen(next)).reported == [
            .removed("0", "Settings"), .removed("1", "General"), .added("0", "Réglages"), .added("1", "Général"),
        ])
    }

    @Test func lookalikeChildrenOfADeletedRowAndAnInsertedRowStayApart() {
        let row = { (index: Int, name: String) in
            AccessibilityElement.cell(name, identifier: "row.\(index)", children: [.button("More")])
        }
        let reference = [row(1, "Inbox"), row(2, "Drafts"), row(3, "Sent")]
        let current = [row(1, "Inbox"), row(3, "Sent"), row(4, "Archive")]
        let diff = SnapshotDiff(reference: screen(reference), current: screen(current))
        #expect(diff.reported == [
            .removed("1", "Drafts"),
            .removed("1.0", "More"),
            .added("2", "Archive"),
            .added("2.0", "More"),
        ])
    }

    /// A Compose feed of tool cards (a raw dump, then one after a scroll): the first card and its
    /// "Try this" button scrolled away; the next card, cut off before its button, now shows it.
    @Test func buttonOfACardThatWentIsNotTheButtonTheNextCardNowShows() {
        let card = { (name: String, button: Bool) in
            AccessibilityElement(label: name, traits: .button, children: button ? [.button("Try this")] : [])
        }
        let reference = [card("Interior design", true), card("Exterior design", false)]
        let current = [card("Exterior design", true), card("Garden design", true)]
        let diff = SnapshotDiff(reference: screen(reference), current: screen(current))
        #expect(diff.reported == [
            .removed("0", "Interior design"),
            .removed("0.0", "Try this"),
            .added("0.0", "Try this"),
            .added("1", "Garden design"),
            .added("1.0", "Try this"),
        ])
    }

    /// A Compose settings screen (two captures of one app): the floating-window row lost its
    /// subtitle and its click, so it became a plain text, and its unlabelled switch, drawn in the
    /// row, was left on its own 13 px higher. The switch is the same control: no new unlabelled
    /// element, no fixed one.
    @Test func anUnlabelledSwitchLeftOnItsOwnWhenItsRowWentIsTheSameElement() {
        let toggle = { (y: Double) in AccessibilityElement.button("", frame: Frame(944, y, 84, 72)) }
        let reference = [AccessibilityElement.staticText("Settings", frame: Frame(26, 62, 115, 84)),
                         AccessibilityElement.button("Floating window, needs permission", frame: Frame(26, 483, 1028, 99))
                            .with(\.children, [toggle(497)])]
        let current = [AccessibilityElement.staticText("Settings", frame: Frame(26, 62, 115, 84)),
                       .staticText("Floating window", frame: Frame(114, 502, 145, 36)), toggle(484)]
        let diff = SnapshotDiff(reference: screen(reference), current: screen(current))
        #expect(diff.reported.filter { $0.label == "" }.allSatisfy { $0.kind == .changed })
        #expect(diff.changes.filter { $0.kind == .removed }.map(\.element.label) == ["Floating window, needs permission"])
        #expect(diff.changes.filter { $0.kind == .added }.map(\.element.label) == ["Floating window"])
    }

    @Test func anUnlabelledRowAndTheSwitchInItAreNotOneElementRelabelled() {
        let reference = [AccessibilityElement.staticText("Settings", frame: Frame(26, 62, 115, 84)),
                         .button("Floating window", frame: Frame(26, 483, 1028, 99)), .link("Help", frame: Frame(26, 900, 100, 40))]
        let current = [AccessibilityElement.staticText("Settings", frame: Frame(26, 62, 115, 84)),
                       .button("", frame: Frame(944, 497, 84, 72)), .link("Help", frame: Frame(26, 900, 100, 40))]
        let diff = SnapshotDiff(reference: screen(reference), current: screen(current))
        #expect(!diff.reported.contains { $0.attribute == .label })
    }

    @Test func insertionAmongIdenticalRowsIsOneAddition() {
        let reference = [AccessibilityElement](repeating: .button("Item"), count: 6)
        let current = [AccessibilityElement](repeating: .button("Item"), count: 7)
        let diff = SnapshotDiff(reference: screen(reference), current: screen(current))
        #expect(diff.reported == [.added("6", "Item")])
    }

    @Test func containerThatChangedKindIsMatchedByItsChildren() {
        let reference: [AccessibilityElement] = [.container(.list, [.button("Alpha"), .button("Beta")])]
        let current: [AccessibilityElement] = [.container(.semanticGroup, [.button("Alpha"), .button("Beta")])]
        let diff = SnapshotDiff(reference: screen(reference), current: screen(current))
        #expect(diff.reported == [
            .changed("0", "", .type, .text("table"), .text("other")),
            .changed("0", "", .container, .text("list"), .text("semanticGroup")),
        ])
    }

    @Test func everyElementOfAnAddedSubtreeIsReportedWithItsPath() {
        let reference: [AccessibilityElement] = [.header("Title")]
        let current: [AccessibilityElement] = [.header("Title"), .container(.list, label: "Results", [.link("First"), .link("Second")])]
        let diff = SnapshotDiff(reference: screen(reference), current: screen(current))
        #expect(diff.reported == [.added("1", "Results"), .added("1.0", "First"), .added("1.1", "Second")])
    }

    /// A remote-agent app (Flutter, uiautomator): its prompt field, disabled while the connection
    /// was lost, is exported as a plain view; reconnected, it is an edit box again.
    @Test func aDisabledFieldExportedAsAPlainViewIsTheFieldOnceEnabled() {
        func prompt(_ field: AccessibilityElement) -> AccessibilitySnapshot {
            screen([.staticText("antigravity-add-model-main", frame: Frame(330, 832, 430, 50)), field,
                                      .button("Send", frame: Frame(870, 1155, 105, 105))], viewport: Frame(0, 0, 1080, 2400))
        }
        let disabled = AccessibilityElement(label: "", frame: Frame(105, 987, 870, 126), isEnabled: false, type: .other)
        let enabled = AccessibilityElement(label: "", frame: Frame(105, 987, 870, 126), type: .textField)
        let diff = SnapshotDiff(reference: prompt(disabled), current: prompt(enabled))
        #expect(!diff.reported.contains { $0.kind == .removed || $0.kind == .added })
        #expect(Set(diff.reported.compactMap(\.attribute)) == [.enabled, .type])
        var button = enabled
        button.traits = .button
        button.type = .button
        let other = SnapshotDiff(reference: prompt(disabled), current: prompt(button))
        #expect(other.reported.contains { $0.kind == .added })
    }
}
