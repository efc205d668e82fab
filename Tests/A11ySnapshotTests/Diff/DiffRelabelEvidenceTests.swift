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

    /// Pocket Casts' Discover, then its search over Discover (iOS 26 WDA sources): the list's
    /// "Machine Gods" is gone, and the mini player's "Welcome to Machine Gods" appeared 300 pt below
    /// in a smaller font. Sharing words is not enough when nothing of the frame stayed.
    @Test func aLabelSharingWordsWhoseFrameKeptNothingIsARemovalAndAnAddition() {
        let reference = [AccessibilityElement.header("Discover"), .staticText("Machine Gods", frame: Frame(72, 503, 254, 20)), .button("Play")]
        var current = reference
        current[1] = .staticText("Welcome to Machine Gods", frame: Frame(73, 802, 165, 16))
        let diff = SnapshotDiff(reference: screen(reference), current: screen(current))
        #expect(diff.reported == [.removed("1", "Machine Gods"), .added("1", "Welcome to Machine Gods")])
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

    /// A note app's subject list, then its editor (two steps of one Compose capture history,
    /// CaAlO22/LingBook-Android): nothing of the list stays, and the list's Settings button and
    /// the editor's Save button, both 232 × 192 px, are two buttons.
    @Test func aNameOfTheSameSizeOnAScreenThatSharesNothingIsARemovalAndAnAddition() {
        let reference: [AccessibilityElement] = [.staticText("Notes", frame: Frame(64, 150, 300, 120)),
                                                 .button("Settings", frame: Frame(972, 128, 232, 192))]
        let current: [AccessibilityElement] = [.button("Back", frame: Frame(40, 140, 160, 160)),
                                               .button("Save", frame: Frame(64, 344, 232, 192))]
        let diff = SnapshotDiff(reference: screen(reference), current: screen(current))
        #expect(!diff.reported.contains { $0.attribute == .label })
        #expect(diff.reported.filter { $0.kind == .added }.count == 2)
    }

    @Test func aNameOfTheSameSizeBetweenSharedElementsIsOneLabelChangeWhereverItMoved() {
        let reference = [AccessibilityElement.header("Account"), .button("Sign in", frame: Frame(150, 400, 93, 44)), .link("Help")]
        let diff = relabelling(reference, as: "Log in", at: Frame(150, 520, 93, 44))
        #expect(diff.reported.filter { $0.attribute == .label } == [.changed("1", "Log in", .label, .text("Sign in"), .text("Log in"))])
    }

    /// A music app's home (DeepEye, two Compose captures a moment apart): the page re-laid out
    /// in a smaller font, and the price ticker, a number alone, changed its price where it was.
    @Test func aNumberThatChangedWhereItStillCoversMostOfItsAreaIsOneLabelChange() {
        let reference = [AccessibilityElement.staticText("Moods", frame: Frame(45, 40, 406, 54)),
                         .staticText("₿ $65,399.99", frame: Frame(221, 168, 639, 137)), .button("Home", frame: Frame(87, 2076, 128, 212))]
        let diff = relabelling(reference, as: "₿ $65,349.33", at: Frame(265, 168, 550, 117))
        #expect(diff.reported.filter { $0.attribute == .label } == [
            .changed("1", "₿ $65,349.33", .label, .text("₿ $65,399.99"), .text("₿ $65,349.33")),
        ])
    }

    @Test func aLabelGivenToAnUnlabelledButtonIsOneLabelChange() {
        let reference = [AccessibilityElement.header("Player"), .button("", frame: Frame(16, 700, 30, 30)), .button("Next")]
        let diff = relabelling(reference, as: "Play", at: Frame(16, 700, 44, 44))
        #expect(diff.reported.filter { $0.attribute == .label } == [.changed("1", "Play", .label, .text(""), .text("Play"))])
    }

    /// A salon app's home tab, then its profile tab (Flutter, uiautomator dumps): the top bar's
    /// unlabelled button at the right end went, and a "Back" button of its size came at the left.
    @Test func anUnlabelledButtonAtOneEndOfItsRowAndALabelledOneAtTheOtherAreARemovalAndAnAddition() {
        let reference = [AccessibilityElement.header("Noor Beauty"), .button("", frame: Frame(930, 143, 126, 126)), .button("Home")]
        let diff = relabelling(reference, as: "Back", at: Frame(11, 143, 126, 126))
        #expect(diff.reported == [.removed("1", ""), .added("1", "Back")])
    }

    /// A trading app's repo list (uiautomator dumps on two accounts): each row keeps its product
    /// and code while its rate, yield and days ("1天", "3天": one day, three) change.
    @Test func aRowWhoseFiguresAndCountsChangedIsOneLabelChange() {
        let reference = [AccessibilityElement.header("Repo"),
                         .button("1天期, 131810, 1.295%, 0.355, 1天, 2025-08-06", frame: Frame(0, 600, 720, 96)), .button("Buy")]
        let diff = relabelling(reference, as: "1天期, 131810, 0.865%, 0.711, 3天, 2025-08-08", at: Frame(0, 600, 720, 96))
        #expect(diff.reported.map(\.attribute) == [.label])
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

    /// A form scrolled by 1,828 px (an Android vitals form, uiautomator dumps before and after):
    /// a field whose label text scrolled out of view lost its label, and the clipped field at the
    /// bottom, unlabelled, got its label once scrolled in. Both kept their width.
    @Test func fieldsWhoseLabelsScrolledOutOfOrIntoViewAreLabelChanges() {
        func field(_ label: String, y: Double, height: Double = 256) -> AccessibilityElement {
            .textField(label, frame: Frame(128, y, 1184, height))
        }
        let reference = [AccessibilityElement.staticText("Daily tracking", frame: Frame(128, 256, 985, 132)),
                         field("Systolic", y: 660), field("Heart rate", y: 1644), field("Glucose", y: 2332),
                         field("", y: 3020, height: 68)]
        let current = [field("", y: 0, height: 72), field("Glucose", y: 504), field("Temperature", y: 1192), field("Weight", y: 1880)]
        let diff = SnapshotDiff(reference: screen(reference, viewport: Frame(0, 0, 1440, 3088)),
                                current: screen(current, viewport: Frame(0, 0, 1440, 3088)))
        #expect(diff.reported.filter { $0.attribute == .label } == [
            .changed("0", "", .label, .text("Heart rate"), .text("")),
            .changed("2", "Temperature", .label, .text(""), .text("Temperature")),
        ])
        #expect(diff.reported.filter { $0.attribute == nil } == [
            .removed("0", "Daily tracking"), .removed("1", "Systolic"), .added("3", "Weight"),
        ])
    }

    /// A treasure-hunt app's tabs (React Native, uiautomator): the map's stat "38m" and the
    /// wallet's timestamp "5m ago", 700 px below in a smaller font, share only the unit "m".
    @Test func aTextThatKeptOnlyItsWidthFarAwayIsARemovalAndAnAddition() {
        let reference = [AccessibilityElement.header("Treasure"), .staticText("38m", frame: Frame(511, 1319, 98, 65)), .button("Map")]
        let diff = relabelling(reference, as: "5m ago", at: Frame(186, 2013, 97, 39))
        #expect(diff.reported == [.removed("1", "38m"), .added("1", "5m ago")])
    }

    @Test func aTextThatKeptItsHeightIsRelabelled() {
        let reference = [AccessibilityElement.header("Treasure"), .staticText("38m away", frame: Frame(511, 1319, 98, 65)), .button("Map")]
        let diff = relabelling(reference, as: "5m away", at: Frame(511, 1400, 90, 65))
        #expect(diff.reported.map(\.attribute) == [.label, .frame])
    }

    @Test func anUnlabelledElementThatKeptNeitherSizeNorPlaceIsARemovalAndAnAddition() {
        let reference = [AccessibilityElement.header("Sign in"), .button("", frame: Frame(48, 512, 306, 28)), .button("Help")]
        let diff = relabelling(reference, as: "Close", at: Frame(177, 599, 47, 20))
        #expect(diff.reported == [.removed("1", ""), .added("1", "Close")])
    }

    /// A WeChat safe-mode wizard's next step (old WDA sources): the first text changed in place,
    /// and a button and another text were added before the shared "Next".
    @Test func aTextChangedInPlaceIsOneLabelChangeWhenAnotherTextLiesNearerTheNextSharedElement() {
        let reference = [AccessibilityElement.staticText("Startup failed; try these fixes:", frame: Frame(18, 262, 378, 39)),
                         .button("Next", frame: Frame(18, 319, 378, 47))]
        let current = [AccessibilityElement.staticText("Restart your phone", frame: Frame(18, 262, 378, 15)),
                       .button("Restart", frame: Frame(18, 285, 378, 47)),
                       .staticText("Go on without restarting", frame: Frame(18, 356, 378, 15)),
                       .button("Next", frame: Frame(18, 379, 378, 47))]
        let diff = SnapshotDiff(reference: screen(reference), current: screen(current))
        #expect(diff.reported.filter { $0.attribute != .frame } == [
            .changed("0", "Restart your phone", .label, .text("Startup failed; try these fixes:"), .text("Restart your phone")),
            .added("1", "Restart"), .added("2", "Go on without restarting"),
        ])
    }

    /// Safari's share sheet dragged to full height (iOS 26 WDA sources): its cells, 82.67 pt wide,
    /// read 83 before and 82 after, and "View More" became "View Less".
    @Test func aNameRelabelledOnAButtonWhoseSizeChangedByRoundingIsOneLabelChange() {
        let reference = [AccessibilityElement.button("Add to Reading List", frame: Frame(195, 249, 82, 139)),
                         .button("View More", frame: Frame(283, 249, 83, 139))]
        let current = [AccessibilityElement.button("Add to Reading List", frame: Frame(206, 253, 82, 139)),
                       .button("View Less", frame: Frame(298, 253, 82, 139)),
                       .button("Print", frame: Frame(16, 673, 370, 51))]
        let diff = SnapshotDiff(reference: screen(reference), current: screen(current))
        #expect(diff.reported.filter { $0.attribute != .frame } == [
            .changed("1", "View Less", .label, .text("View More"), .text("View Less")), .added("2", "Print"),
        ])
    }

    /// Philo's Android TV details page showing a series where it showed a film (uiautomator
    /// dumps): the page's merged label and all its buttons changed; only the tabs "Related" and
    /// "Details" kept their labels.
    @Test func aPageWhoseContentAllChangedButTwoTabsKeepsItsButtonsAsLabelChanges() {
        func page(_ title: String, about: String, play: String, save: String) -> AccessibilityElement {
            .container(.semanticGroup, label: title, frame: Frame(0, 0, 1920, 1080), [
                .staticText(about, frame: Frame(116, 606, 896, 120)),
                .button(play, frame: Frame(116, 750, 145, 96)), .button(save, frame: Frame(277, 750, 166, 96)),
                .button("Related", frame: Frame(116, 935, 112, 96)), .button("Details", frame: Frame(552, 935, 100, 96)),
            ])
        }
        let film = "Two slackers find new jobs at a fast-food empire after a disaster at their store."
        let series = "Two rivals learn that their husbands have fallen in love with each other and want to marry."
        let diff = SnapshotDiff(reference: screen([page("Clerks II, Clerks II, 1h 56m, 2006, TV-14", about: film, play: "Play", save: "Save Clerks II")]),
                                current: screen([page("Grace and Frankie, Grace and Frankie, 2016, 7 Seasons, TV-14", about: series, play: "Play S4, E1",
                                                      save: "Save Grace and Frankie")]))
        #expect(diff.reported == [
            .changed("0", "Grace and Frankie, Grace and Frankie, 2016, 7 Seasons, TV-14", .label, .text("Clerks II, Clerks II, 1h 56m, 2006, TV-14"), .text("Grace and Frankie, Grace and Frankie, 2016, 7 Seasons, TV-14")),
            .removed("0.0", film), .added("0.0", series),
            .changed("0.1", "Play S4, E1", .label, .text("Play"), .text("Play S4, E1")),
            .changed("0.2", "Save Grace and Frankie", .label, .text("Save Clerks II"), .text("Save Grace and Frankie")),
        ])
    }

    /// An Arabic TV app's home, then the search dialog it opened, over it in a window of its own
    /// (raw dumps): the two screens share nothing, and the home's unlabelled top-left button and
    /// the dialog's "Search" button, far off, are of one height only.
    @Test func anUnlabelledButtonAndAFarOffButtonOfAScreenThatSharesNothingAreTwo() {
        let home = screen([.button("", frame: Frame(76, 53, 96, 96)), .button("Reciters", frame: Frame(300, 300, 400, 96))],
                          viewport: Frame(0, 0, 1920, 1080))
        let dialog = screen([.textField("", placeholder: "Reciter's name", frame: Frame(568, 140, 800, 96)),
                             .button("بحث", frame: Frame(568, 262, 131, 96))], viewport: Frame(500, 100, 920, 400))
        let diff = SnapshotDiff(reference: home, current: dialog)
        #expect(!diff.reported.contains { $0.kind == .changed || $0.kind == .moved })
    }

    /// A Flutter workout form (uiautomator), typed into and scrolled: the field's counter, its
    /// only child, changed its count and moved with the field.
    @Test func theOnlyChildOfAnElementThatMovedIsOneLabelChange() {
        func form(counter: String, y: Double) -> AccessibilitySnapshot {
            screen([.header("New workout"),
                    AccessibilityElement(label: "Notes", frame: Frame(42, y, 996, 180), type: .textField, children: [
                        .staticText(counter, frame: Frame(907, y + 130, 131, 42)),
                    ])], viewport: Frame(0, 0, 1080, 2400))
        }
        let diff = SnapshotDiff(reference: form(counter: "2000 characters remaining", y: 1000), current: form(counter: "1961 characters remaining", y: 50))
        #expect(diff.reported.filter { $0.attribute == .label } == [
            .changed("1.0", "1961 characters remaining", .label, .text("2000 characters remaining"), .text("1961 characters remaining")),
        ])
        #expect(!diff.reported.contains { $0.kind == .removed || $0.kind == .added })
    }

    /// A Compose music app (uiautomator): its overflow menu, then the dialog its "主题色彩" (theme
    /// colours) item opened, titled with the item's words, in a window of its own.
    @Test func aMenuItemAndTheTitleOfTheDialogItOpenedAreTwo() {
        let menu = screen([.button("刷新扫描", frame: Frame(903, 365, 522, 180)), .button("排序", frame: Frame(903, 545, 522, 180)),
                           .button("主题色彩", frame: Frame(903, 905, 522, 180)), .button("关于 DDmusic", frame: Frame(903, 1445, 522, 180))],
                          viewport: Frame(903, 335, 522, 1320))
        let dialog = screen([.staticText("主题色彩", frame: Frame(210, 855, 840, 116)), .button("关闭并恢复原样", frame: Frame(1050, 823, 180, 180)),
                             .staticText("模式", frame: Frame(210, 1063, 84, 68)), .button("确定", frame: Frame(1000, 2300, 200, 120))],
                            viewport: Frame(120, 733, 1200, 1746))
        let diff = SnapshotDiff(reference: menu, current: dialog)
        #expect(!diff.reported.contains { $0.kind == .changed })
        #expect(diff.reported.contains(.removed("2", "主题色彩")) && diff.reported.contains(.added("0", "主题色彩")))
    }

    /// A Flutter workout app (uiautomator): a chip filtered its exercise list, and every row in
    /// place was replaced. "Full Body" and "body only" are the list's category, shared by most rows.
    @Test func rowsAFilterReplacedThatShareOnlyTheListsCommonWordsAreRemovedAndAdded() {
        func list(_ rows: [String], selected: Bool) -> AccessibilitySnapshot {
            let chip = AccessibilityElement(label: "Triceps", traits: selected ? [.button, .selected] : .button, frame: Frame(16, 600, 200, 120), type: .other)
            return screen([chip] + rows.enumerated().map { index, row in
                AccessibilityElement(label: row, traits: .button, frame: Frame(0, 786 + 189 * Double(index), 1080, 189), type: .other)
            }, viewport: Frame(0, 0, 1080, 2400))
        }
        let before = ["3/4 Sit-Up\nabdominals • body only", "90-90 Hip Stretch\nFull Body • None", "90/90 Hamstring\nhamstrings • body only",
                      "Ab Wheel Rollout\nFull Body • None", "Across-body shoulder stretch\nFull Body • None"]
        let after = ["Band Skull Crusher\ntriceps • bands", "Bench Dips\ntriceps • body only", "Bench Press\ntriceps • barbell",
                     "Body Tricep Press\ntriceps • body only", "Board Press\ntriceps • barbell"]
        let diff = SnapshotDiff(reference: list(before, selected: false), current: list(after, selected: true))
        #expect(!diff.reported.contains { $0.attribute == .label })
        #expect(diff.reported.filter { $0.kind == .removed }.count == 5 && diff.reported.filter { $0.kind == .added }.count == 5)
    }

    /// A Compose sign-up form (uiautomator): choosing "School" as the institute type changed the
    /// read-only dropdown's value and the supporting text under it, read into its label.
    private func instituteForm(type: String, supporting: String) -> AccessibilitySnapshot {
        screen([.staticText("Create your institute", frame: Frame(242, 217, 578, 72)),
                AccessibilityElement(label: "Institute type *, " + supporting, value: type, frame: Frame(121, 660, 838, 231), type: .textField),
                AccessibilityElement(label: "Your Name *", frame: Frame(121, 924, 838, 176), type: .textField)],
               viewport: Frame(0, 0, 1080, 2400))
    }

    @Test func aFieldThatKeptItsFrameAndCaptionIsOneFieldWhoseSupportingTextChanged() {
        let diff = SnapshotDiff(reference: instituteForm(type: "Coaching Centre", supporting: "Coaching, tuition and courses"),
                                current: instituteForm(type: "School", supporting: "Primary and secondary education"))
        #expect(diff.reported.map(\.kind) == [.changed, .changed])
        #expect(diff.reported.map(\.attribute) == [.label, .value])
    }

    @Test func aTextThatKeptItsFrameAndFirstPartIsStillARemovalAndAnAddition() {
        func row(_ label: String) -> AccessibilitySnapshot {
            screen([.header("Inbox"), .staticText(label, frame: Frame(16, 120, 361, 60)), .button("Compose")])
        }
        let diff = SnapshotDiff(reference: row("Today, Lunch with Ana at the harbour restaurant"),
                                current: row("Today, Quarterly planning review with the whole team"))
        #expect(diff.reported.map(\.kind) == [.removed, .added])
    }

    @Test func aFieldThatMovedWithAnotherSupportingTextIsARemovalAndAnAddition() {
        var current = instituteForm(type: "School", supporting: "Primary and secondary education")
        current.elements[1].frame = Frame(121, 900, 838, 231)
        let diff = SnapshotDiff(reference: instituteForm(type: "Coaching Centre", supporting: "Coaching, tuition and courses"), current: current)
        #expect(!diff.reported.contains { $0.attribute == .label })
    }

    /// A Flutter app (uiautomator): a success dialog's full-screen barrier "Cerrar" holding its
    /// picture, closed onto the sign-in page, whose full-screen "Iniciar sesión" holds the form.
    @Test func aContainerRelabelledWhoseContentWasAllReplacedIsARemovalAndAnAddition() {
        func page(_ label: String, _ children: [AccessibilityElement]) -> AccessibilitySnapshot {
            var holder = AccessibilityElement(label: label, traits: .button, frame: Frame(0, 0, 1080, 2400), type: .other)
            holder.children = children
            return screen([holder], viewport: Frame(0, 0, 1080, 2400))
        }
        let dialog = page("Cerrar", [.image("Contraseña restablecida con éxito", frame: Frame(200, 930, 680, 551))])
        let signIn = page("Iniciar sesión", [.staticText("Inicia sesión", frame: Frame(53, 402, 293, 71)),
                                             .button("Crear cuenta", frame: Frame(633, 2224, 289, 79))])
        let diff = SnapshotDiff(reference: dialog, current: signIn)
        #expect(!diff.reported.contains { $0.attribute == .label })
        #expect(diff.reported.contains(.removed("0", "Cerrar")) && diff.reported.contains(.added("0", "Iniciar sesión")))
        var renamed = dialog
        renamed.elements[0].label = "Listo"
        #expect(SnapshotDiff(reference: dialog, current: renamed).reported.map(\.attribute) == [.label])
    }
}
