import A11ySnapshot
import Testing

/// A list scrolled between the two captures is one change: the rows that left at one edge are
/// marked scrolled out, those that came in at the other scrolled in, and the rows both trees hold
/// moved with the content instead of each reporting a frame change. Shaped after a Flutter
/// profile's two captures, scrolled by 1,786 px (docs/DIFF.md, *Scrolling*).
@Suite("Diff: scrolled content")
struct DiffScrollTests {
    static let viewport = Frame(0, 0, 400, 1000)
    static let bar = AccessibilityElement.header("Inbox", frame: Frame(0, 0, 400, 100))

    /// Rows of 80 pt under a fixed bar, the list's area from y 100 to 900, the content moved up
    /// by `offset` and clipped at the area's edges; rows wholly outside it are not in the tree.
    static func list(scrolledBy offset: Double, rows count: Int = 13) -> AccessibilitySnapshot {
        let rows = (0..<count).compactMap { index -> AccessibilityElement? in
            let top = 100 + 80 * Double(index) - offset
            let visibleTop = max(top, 100), visibleBottom = min(top + 80, 900)
            guard visibleBottom > visibleTop else { return nil }
            return .cell("Row \(index + 1)", traits: .button, frame: Frame(0, visibleTop, 400, visibleBottom - visibleTop))
        }
        return screen([bar] + rows, viewport: viewport)
    }

    @Test("rows that left and came in are marked, and the rows both captures hold report no frame change")
    func scrolledListIsOneScroll() throws {
        let diff = SnapshotDiff(reference: Self.list(scrolledBy: 0), current: Self.list(scrolledBy: 240))
        #expect(diff.scroll == ContentScroll(x: 0, y: -240, movedAlong: 7, scrolledOut: 3, scrolledIn: 3))
        #expect(diff.changes.allSatisfy { $0.kind != .changed })
        #expect(diff.changes.filter { $0.kind == .removed }.map(\.element.label) == ["Row 1", "Row 2", "Row 3"])
        #expect(diff.changes.filter { $0.kind == .added }.map(\.element.label) == ["Row 11", "Row 12", "Row 13"])
        #expect(diff.changes.allSatisfy { $0.byScroll })
    }

    @Test("a row clipped by the list's edge moves with the content: its edge away from the clip moved by the scroll")
    func clippedRowMovesWithTheContent() throws {
        let diff = SnapshotDiff(reference: Self.list(scrolledBy: 0), current: Self.list(scrolledBy: 200))
        #expect(diff.scroll == ContentScroll(x: 0, y: -200, movedAlong: 8, scrolledOut: 2, scrolledIn: 3))
        #expect(diff.changes.allSatisfy { $0.kind != .changed })
    }

    @Test("an element that would have stayed in view is removed, not scrolled out")
    func elementThatWouldStayInViewIsRemoved() throws {
        var reference = Self.list(scrolledBy: 0)
        reference.elements.append(.button("Undo", frame: Frame(100, 500, 200, 50)))
        let diff = SnapshotDiff(reference: reference, current: Self.list(scrolledBy: 240))
        let undo = try #require(diff.changes.first { $0.element.label == "Undo" })
        #expect(undo.kind == .removed && !undo.byScroll)
        #expect(diff.scroll?.scrolledOut == 3)
    }

    /// A robot's map page (a WebView): starting a clean moved a warning down by 135 px, and the
    /// Pause and End buttons at the bottom were replaced by Start. One element's move is no scroll.
    @Test("one element moving while another leaves and a third comes is not a scroll")
    func oneMovedElementIsNoScroll() {
        let reference = screen([
            .staticText("Wash Mop", frame: Frame(40, 600, 300, 40)),
            .button("Pause", frame: Frame(40, 900, 150, 60)), .button("End", frame: Frame(210, 900, 150, 60)),
        ], viewport: Self.viewport)
        let current = screen([
            .staticText("Clean water tank low", frame: Frame(40, 560, 300, 40)),
            .staticText("Wash Mop", frame: Frame(40, 735, 300, 40)),
            .button("Start", frame: Frame(40, 900, 320, 60)),
        ], viewport: Self.viewport)
        let diff = SnapshotDiff(reference: reference, current: current)
        #expect(diff.scroll == nil)
        #expect(!diff.changes.contains { $0.byScroll })
    }

    /// A local-search app's recent searches (raw uiautomator dumps): a new search refilled the
    /// list in place, so the row of the oldest search left the bottom and one row, with its
    /// unlabelled remove button, went from the top to the bottom while the rows between stood still.
    @Test("a row and its button moving together while the rows around them stand still is not a scroll")
    func rowWithItsButtonIsOneElementsMove() {
        func searches(_ places: [String]) -> AccessibilitySnapshot {
            let rows = places.enumerated().map { index, place in
                AccessibilityElement(label: "Fast Food in \(place)", frame: Frame(107, 100 + 105 * Double(index), 673, 53), type: .staticText, children: [
                    AccessibilityElement(traits: .button, frame: Frame(800, 100 + 105 * Double(index), 53, 53), type: .other),
                ])
            }
            return screen(rows, viewport: Frame(0, 0, 900, 1600))
        }
        let reference = searches(["695104", "695316", "695602", "695306", "695304", "695102"])
        let current = searches(["695310", "695008", "695101", "695311", "695028", "695104"])
        let diff = SnapshotDiff(reference: reference, current: current)
        #expect(diff.scroll == nil)
        #expect(!diff.changes.contains { $0.byScroll })
    }

    /// A Compose dashboard (uiautomator) scrolled by 903 px: a setting's title left at the list's
    /// top, and its description and switch, both cut to the list's edge, came to share one line,
    /// which the source reads left to right: the description before the switch it had followed.
    @Test("content a scroll carried keeps its order, though cutting by the list's edge put two of its elements on one line")
    func scrollKeepsTheOrderOfTheContentItCarries() throws {
        func dashboard(scrolledBy offset: Double) -> AccessibilitySnapshot {
            let content: [AccessibilityElement] = [
                .staticText("Message Shield", frame: Frame(16, 480, 250, 40)),
                AccessibilityElement(traits: .button, frame: Frame(330, 500, 60, 50), type: .switch),
                .staticText("Scans messages for scams", frame: Frame(16, 520, 250, 60)),
            ] + (0..<8).map { .cell("Tile \($0 + 1)", traits: .button, frame: Frame(0, 600 + 100 * Double($0), 400, 100)) }
            var visible: [AccessibilityElement] = []
            for var element in content {
                let top = max(element.frame.minY - offset, 100), bottom = min(element.frame.maxY - offset, 900)
                guard bottom > top else { continue }
                element.frame = Frame(element.frame.x, top, element.frame.width, bottom - top)
                visible.append(element)
            }
            // Elements cut to one line read left to right.
            visible.sort { ($0.frame.minY, $0.frame.minX) < ($1.frame.minY, $1.frame.minX) }
            return screen([Self.bar] + visible, viewport: Self.viewport)
        }
        let current = dashboard(scrolledBy: 440)
        #expect(current.elements.map(\.label).prefix(3) == ["Inbox", "Scans messages for scams", ""])
        let diff = SnapshotDiff(reference: dashboard(scrolledBy: 0), current: current)
        #expect(diff.scroll?.y == -440)
        #expect(!diff.changes.contains { $0.kind == .moved })
    }

    /// A handyman app's requests (raw uiautomator dumps, the second named "scrolled"): one button
    /// is on screen in both, carried 1,544 px up, with the summary above it gone and the list's
    /// cards come in below it.
    @Test("one element carried by a scroll, with nothing standing still in its path, is a scroll")
    func oneElementCarriedPastNothingIsAScroll() {
        let viewport = Frame(0, 0, 1080, 2400)
        let reference = screen([
            .staticText("My requests", frame: Frame(40, 300, 1000, 200)), .staticText("Active requests 14", frame: Frame(40, 600, 1000, 300)),
            .button("Active requests • 14", frame: Frame(40, 1000, 1000, 150)), .button("Awaiting decision • 0", frame: Frame(40, 1200, 1000, 150)),
            .button("Open agreements", frame: Frame(92, 2002, 432, 132)),
        ], viewport: viewport)
        let current = screen([
            .button("Open agreements", frame: Frame(92, 459, 432, 131)),
            .staticText("List", frame: Frame(40, 700, 1000, 200)), .button("75, Painter, step 3 of 4", frame: Frame(40, 1000, 1000, 600)),
            .button("100, Painter, done", frame: Frame(40, 1700, 1000, 600)),
        ], viewport: viewport)
        let diff = SnapshotDiff(reference: reference, current: current)
        #expect(diff.scroll?.y == -1544)
        #expect(diff.changes.filter { $0.kind == .removed }.allSatisfy { $0.byScroll })
    }

    /// A Flutter CRM's company sheet (uiautomator): dragged up by 240 px while its form scrolled by
    /// 1,269 inside it. The sheet's header moved by one displacement, the form's rows by another.
    static func sheet(raisedBy lift: Double, scrolledBy offset: Double) -> AccessibilitySnapshot {
        let header: [AccessibilityElement] = [
            .button("Scrim", frame: Frame(0, 0, 1080, 360 - lift)), .staticText("Check company details", frame: Frame(48, 471 - lift, 840, 90)),
            .button("Close", frame: Frame(888, 444 - lift, 144, 144)), .staticText("Only basic details are imported", frame: Frame(171, 651 - lift, 822, 120)),
        ]
        let areaTop = 837 - lift, areaBottom = 2184.0
        let rows = (0..<14).compactMap { index -> AccessibilityElement? in
            let top = 885 + 189 * Double(index) - offset
            let visibleTop = max(top, areaTop), visibleBottom = min(top + 189, areaBottom)
            guard visibleBottom > visibleTop else { return nil }
            return .staticText("Detail \(index + 1)", frame: Frame(48, visibleTop, 984, visibleBottom - visibleTop))
        }
        return screen(header + rows + [.button("Import", frame: Frame(48, 2220, 984, 144))], viewport: Frame(0, 0, 1080, 2400))
    }

    /// A fitness log (React Native, uiautomator): the weekly total "5,400 kg" scrolled out at the
    /// top, a workout card's "5,400 kg" came in at the bottom, each the only one of its tree.
    @Test("two rows of one text, one scrolled out and one scrolled in, are not one row that moved against the scroll")
    func oneTextScrolledOutAndAnotherInAreTwo() throws {
        func list(scrolledBy offset: Double) -> AccessibilitySnapshot {
            var snapshot = Self.list(scrolledBy: offset)
            for index in snapshot.elements.indices where ["Row 1", "Row 12"].contains(snapshot.elements[index].label) {
                snapshot.elements[index].label = "5,400 kg"
            }
            return snapshot
        }
        let diff = SnapshotDiff(reference: list(scrolledBy: 0), current: list(scrolledBy: 240))
        #expect(diff.scroll?.y == -240)
        #expect(!diff.changes.contains { $0.kind == .moved || $0.kind == .changed })
        let texts = diff.changes.filter { $0.element.label == "5,400 kg" }
        #expect(texts.map(\.kind) == [.removed, .added] && texts.allSatisfy { $0.byScroll })
    }

    /// An Islamic app's Explore list (Compose, uiautomator): the card at the list's edge reads its
    /// title alone while its subtitle is covered, and both once scrolled into full view.
    @Test("a row that gained its subtitle as it scrolled into full view is one row relabelled")
    func rowThatGainedItsSubtitleIsRelabelled() throws {
        let titles = ["Prayer Times", "Qibla", "Azkar", "Tasbih", "Quran", "Hadith", "Duas", "Calendar", "Mosques", "Indo-Pak Quran",
                      "Bookmarks", "Learning", "Tutor"]
        func list(scrolledBy offset: Double) -> AccessibilitySnapshot {
            var snapshot = Self.list(scrolledBy: offset)
            for index in snapshot.elements.indices.dropFirst() {
                let number = Int(snapshot.elements[index].label.dropFirst(4))!
                snapshot.elements[index].label = titles[number - 1]
            }
            return snapshot
        }
        var current = list(scrolledBy: 240)
        // No other row where this one was: the list ends (a row in its place would be a relabel of its own).
        current.elements.removeAll { $0.label == "Tutor" }
        let row = try #require(current.elements.firstIndex { $0.label == "Indo-Pak Quran" })
        current.elements[row].label = "Indo-Pak Quran, Read with Indo-Pak script styling"
        let diff = SnapshotDiff(reference: list(scrolledBy: 0), current: current)
        #expect(diff.scroll?.y == -240)
        #expect(diff.changes.filter { $0.element.label.hasPrefix("Indo-Pak Quran") }.map(\.kind) == [.changed])
    }

    @Test("a sheet raised while its list scrolled inside it: the list's displacement is the scroll")
    func sheetRaisedAsItsListScrolledIsOneScroll() throws {
        let diff = SnapshotDiff(reference: Self.sheet(raisedBy: 0, scrolledBy: 0), current: Self.sheet(raisedBy: 240, scrolledBy: 1269))
        let scroll = try #require(diff.scroll)
        #expect((scroll.y, scroll.scrolledOut, scroll.scrolledIn) == (-1269, 5, 7))
        #expect(diff.changes.filter { $0.kind == .removed || $0.kind == .added }.allSatisfy { $0.byScroll })
    }

    @Test("a sheet raised with no row leaving or coming is no scroll")
    func sheetRaisedAloneIsNoScroll() {
        #expect(SnapshotDiff(reference: Self.sheet(raisedBy: 0, scrolledBy: 0), current: Self.sheet(raisedBy: 240, scrolledBy: 0)).scroll == nil)
    }

    @Test("rows moved by one offset with nothing leaving or coming are a layout shift, not a scroll")
    func moveWithoutRowsLeavingIsNoScroll() {
        let reference = Self.list(scrolledBy: 0, rows: 4)
        var current = reference
        for index in current.elements.indices.dropFirst() {
            let frame = current.elements[index].frame
            current.elements[index].frame = Frame(frame.x, frame.y + 40, frame.width, frame.height)
        }
        #expect(SnapshotDiff(reference: reference, current: current).scroll == nil)
    }

    @Test("a viewport of another size lays the screen out anew: no scroll is told")
    func otherViewportSizeIsNoScroll() {
        var current = Self.list(scrolledBy: 240)
        current.viewport = Frame(0, 0, 430, 1000)
        #expect(SnapshotDiff(reference: Self.list(scrolledBy: 0), current: current).scroll == nil)
    }

    @Test("with frames ignored, no scroll is told")
    func ignoredFramesTellNoScroll() {
        let options = DiffOptions(ignoredAttributes: [.frame])
        #expect(SnapshotDiff(reference: Self.list(scrolledBy: 0), current: Self.list(scrolledBy: 240), options: options).scroll == nil)
    }

    /// A family hub's member list (a React Native raw dump, scrolled by 481 px): every row holds a
    /// "Re-enroll" button, each row's name is its own.
    static func members(_ names: [String], top: Double) -> AccessibilitySnapshot {
        let rows = names.enumerated().flatMap { index, name -> [AccessibilityElement] in
            let y = top + 107 * Double(index)
            return [.button(name, frame: Frame(56, y, 300, 60)), .button("Re-enroll", frame: Frame(300, y + 5, 90, 50))]
        }
        return screen([bar] + rows.filter { $0.frame.minY >= 100 && $0.frame.maxY <= 900 }, viewport: viewport)
    }

    @Test("buttons of one label in each row pair by the scroll, not by their order: the first row's scrolled out")
    func sameLabelledButtonsPairByTheScroll() throws {
        let names = ["Mom", "Dad", "River", "Clay", "Ash", "Lee", "Kim", "Sam", "Joe"]
        let diff = SnapshotDiff(reference: Self.members(Array(names[..<7]), top: 110),
                                current: Self.members(Array(names[1...]), top: 110))
        #expect(diff.scroll?.y == -107)
        #expect(diff.changes.allSatisfy { $0.kind == .removed || $0.kind == .added })
        #expect(diff.changes.filter { $0.kind == .removed }.map(\.element.label) == ["Mom", "Re-enroll"])
        #expect(diff.changes.filter { $0.kind == .added }.map(\.element.label) == ["Sam", "Re-enroll"])
        #expect(diff.changes.allSatisfy { $0.byScroll })
    }

    /// A learning app's profile (Compose, `verticalScroll`) scrolled back to its top by 349 px:
    /// the card at the top had been half hidden under the bar, so nothing came in, and "Edit
    /// Profile" left at the bottom.
    static func profile(scrolledBy offset: Double, withEditButton: Bool) -> AccessibilitySnapshot {
        let content: [AccessibilityElement] = [
            .staticText("Forest Learner", frame: Frame(0, 83 + offset, 400, 160)),
            .staticText("7, Streak", frame: Frame(20, 300 + offset, 100, 60)),
            .staticText("1340, Total XP", frame: Frame(150, 300 + offset, 100, 60)),
            .staticText("Level 5", frame: Frame(30, 420 + offset, 340, 50)),
        ]
        let edit: [AccessibilityElement] = withEditButton ? [.button("Edit Profile", frame: Frame(20, 520, 360, 50))] : []
        return screen([bar] + content + edit, viewport: viewport)
    }

    @Test("scrolled to the top with nothing coming in: the element that left at the bottom scrolled out")
    func scrollToTheEdgeWithNothingComingIn() throws {
        let diff = SnapshotDiff(reference: Self.profile(scrolledBy: 0, withEditButton: true),
                                current: Self.profile(scrolledBy: 349, withEditButton: false))
        #expect(diff.scroll == ContentScroll(x: 0, y: 349, movedAlong: 4, scrolledOut: 1, scrolledIn: 0))
        #expect(diff.changes.map(\.kind) == [.removed])
        #expect(diff.changes.allSatisfy { $0.byScroll })
    }

    @Test("scrolled to the end with nothing leaving: the element that came in at the bottom scrolled in")
    func scrollToTheEdgeWithNothingLeaving() throws {
        let diff = SnapshotDiff(reference: Self.profile(scrolledBy: 349, withEditButton: false),
                                current: Self.profile(scrolledBy: 0, withEditButton: true))
        #expect(diff.scroll == ContentScroll(x: 0, y: -349, movedAlong: 4, scrolledOut: 0, scrolledIn: 1))
        #expect(diff.changes.map(\.kind) == [.added] && diff.changes.allSatisfy { $0.byScroll })
    }

    @Test("a row deleted at a short list's top moves the rows below by its height: a removal, not a scroll")
    func rowDeletedAtTheTopIsNoScroll() {
        let reference = Self.list(scrolledBy: 0, rows: 5)
        var current = reference
        current.elements.remove(at: 1)
        for index in current.elements.indices.dropFirst() {
            let frame = current.elements[index].frame
            current.elements[index].frame = Frame(frame.x, frame.y - 80, frame.width, frame.height)
        }
        let diff = SnapshotDiff(reference: reference, current: current)
        #expect(diff.scroll == nil)
        #expect(diff.changes.filter { $0.kind == .removed }.map(\.element.label) == ["Row 1"])
        #expect(!diff.changes.contains { $0.byScroll })
    }

    @Test("rows inserted at a list's top push the rows below by their height: an addition, not a scroll")
    func rowsInsertedAtTheTopAreNoScroll() {
        let current = Self.list(scrolledBy: 0, rows: 5)
        var reference = current
        reference.elements.removeSubrange(1...2)
        for index in reference.elements.indices.dropFirst() {
            let frame = reference.elements[index].frame
            reference.elements[index].frame = Frame(frame.x, frame.y - 160, frame.width, frame.height)
        }
        let diff = SnapshotDiff(reference: reference, current: current)
        #expect(diff.scroll == nil)
        #expect(diff.changes.filter { $0.kind == .added }.map(\.element.label) == ["Row 1", "Row 2"])
    }

    /// A chat's messages scrolled down by 357 px as an emoji panel opened below them and the list
    /// shrank; the panel's last row, moved back by the scroll, would have been below the list.
    @Test("a panel opening below a list that scrolled and shrank is added whole: its last row did not scroll in")
    func panelOpeningBelowAShrinkingListIsNotScrolledIn() {
        let reference = Self.list(scrolledBy: 0)
        var current = Self.list(scrolledBy: 240)
        current.elements.removeAll { $0.frame.maxY > 500 }
        for (row, top) in [520.0, 640, 760].enumerated() {
            for column in 0..<4 {
                current.elements.append(.button("Key \(row * 4 + column + 1)", frame: Frame(Double(column) * 100, top, 100, 120)))
            }
        }
        let diff = SnapshotDiff(reference: reference, current: current)
        #expect(diff.changes.filter { $0.kind == .added }.count == 12)
        #expect(!diff.changes.contains { $0.byScroll && $0.kind == .added })
    }

    /// A settings page (Compose, raw dumps): "Connection Successful!" appeared under a card's
    /// title and text, which kept their places, and pushed the buttons and rows below it down by
    /// 81 px, the last row below the screen's edge.
    @Test("an element inserted under content that kept its place pushed the rest: no scroll, and nothing came into view")
    func insertionUnderUnmovedContentIsNoScroll() {
        func page(inserted: Bool) -> AccessibilitySnapshot {
            let push: Double = inserted ? 50 : 0
            let rows = (0..<8).compactMap { index -> AccessibilityElement? in
                let top = 360 + 80 * Double(index) + push
                return top + 60 <= 1000 ? .button("Row \(index + 1)", frame: Frame(0, top, 400, 60)) : nil
            }
            let notice: [AccessibilityElement] = inserted ? [.staticText("Connection Successful!", frame: Frame(20, 310, 300, 40))] : []
            return screen([Self.bar, .staticText("Diagnostics", frame: Frame(20, 150, 300, 30)),
                           .staticText("Verify the connection to the server.", frame: Frame(20, 200, 360, 90))] + notice + rows,
                          viewport: Self.viewport)
        }
        let diff = SnapshotDiff(reference: page(inserted: false), current: page(inserted: true))
        #expect(diff.scroll == nil)
        #expect(diff.changes.filter { $0.kind == .added }.map(\.element.label) == ["Connection Successful!"])
        #expect(!diff.changes.contains { $0.byScroll })
    }

    /// A React Native sign-in form (uiautomator, an unseen pair): the keyboard closed and an error
    /// appeared above the fields; the form, centred in its scroll view, moved its title and logo
    /// by 286 px and the fields below the error by 436.
    @Test("an error inserted while the content above it moved by another displacement: no scroll, and the title stays paired")
    func insertionUnderContentMovedOtherwiseIsNoScroll() {
        func form(error: Bool) -> AccessibilitySnapshot {
            let (top, below): (Double, Double) = error ? (286, 436) : (0, 0)
            let notice: [AccessibilityElement] = error ? [.staticText("Invalid email or password.", frame: Frame(156, 818, 839, 47))] : []
            return screen([
                .staticText("Jobnest", frame: Frame(53, 200 + top, 280, 106)),
                .staticText("Welcome back", frame: Frame(53, 316 + top, 427, 71)),
            ] + notice + [
                .staticText("Email Address", frame: Frame(53, 497 + below, 975, 47)),
                .textField("Email", frame: Frame(162, 558 + below, 832, 124)),
                .staticText("Password", frame: Frame(53, 749 + below, 975, 47)),
                .button("Sign In", frame: Frame(53, 1022 + below, 975, 141)),
                .button("Register", frame: Frame(246, 1579 + below, 589, 62)),
            ], viewport: Frame(0, 0, 1080, 2400))
        }
        let diff = SnapshotDiff(reference: form(error: false), current: form(error: true))
        #expect(diff.scroll == nil)
        #expect(diff.changes.filter { $0.kind == .added }.map(\.element.label) == ["Invalid email or password."])
        #expect(!diff.changes.contains { $0.kind == .removed })
    }

    @Test("an element of its own name that moved by its own amount while the list scrolled is the same element, moved")
    func ownNameMovedOtherwiseDuringScrollStaysPaired() throws {
        // A summary line in the bar that slid 40 pt up as the list under it scrolled by 240.
        let summary = { (y: Double) in AccessibilityElement.staticText("3 unread", frame: Frame(20, y, 200, 20)) }
        var reference = Self.list(scrolledBy: 0), current = Self.list(scrolledBy: 240)
        reference.elements.insert(summary(60), at: 1)
        current.elements.insert(summary(20), at: 1)
        let diff = SnapshotDiff(reference: reference, current: current)
        #expect(diff.scroll?.y == -240)
        #expect(!diff.changes.contains { $0.element.label == "3 unread" && $0.kind != .changed })
    }

    @Test("scrolled to the edge while an element elsewhere was added: the removal and the addition are told as they are")
    func oneSidedScrollWithAnAdditionIsNoScroll() {
        var current = Self.profile(scrolledBy: 349, withEditButton: false)
        current.elements.insert(.button("Share", frame: Frame(300, 600, 80, 80)), at: 1)
        let diff = SnapshotDiff(reference: Self.profile(scrolledBy: 0, withEditButton: true), current: current)
        #expect(diff.scroll == nil)
    }

    /// The list with an unlabelled switch over row 5, then scrolled by 360 with the switch at
    /// `cutTo` under the bar: what shows of it at the list's top.
    private static func switchScrolledUnderTheBar(cutTo cut: Frame) -> SnapshotDiff {
        let toggle = { (frame: Frame) in AccessibilityElement(value: "1", traits: [.button, .toggleButton], frame: frame, type: .other) }
        let reference = screen(list(scrolledBy: 0).elements + [toggle(Frame(320, 420, 60, 50))], viewport: viewport)
        let current = screen([bar, toggle(cut)] + list(scrolledBy: 360).elements.dropFirst(), viewport: viewport)
        return SnapshotDiff(reference: reference, current: current)
    }

    /// A security app's home, scrolled down by 903 px: a row's unlabelled switch ended under the
    /// list's top, 51 of its 126 px showing; nothing but the scroll and its column tells it.
    @Test("an unlabelled element the scroll moved and the list's edge cut is the same element")
    func unlabelledElementCutByTheEdgeIsTheSameElement() throws {
        let diff = Self.switchScrolledUnderTheBar(cutTo: Frame(320, 100, 60, 10))
        #expect(diff.scroll?.y == -360)
        #expect(!diff.changes.contains { $0.element.label.isEmpty && ($0.kind == .added || $0.kind == .removed) })
    }

    @Test("an unlabelled element cut to a frame the scroll does not explain stays removed and added")
    func unlabelledElementElsewhereIsAnother() throws {
        let diff = Self.switchScrolledUnderTheBar(cutTo: Frame(320, 100, 60, 30))
        #expect(diff.changes.filter { $0.element.label.isEmpty }.map(\.kind).sorted { "\($0)" < "\($1)" } == [.added, .removed])
    }
}
