import A11ySnapshot
import Testing

/// Two of TalkBack's focus rules the earlier model missed (docs/IMPORT.md, T1), on rows shaped like
/// raw `uiautomator dump`s found for issue 37: MIUI's Phone > preferred network type screen
/// (MrMenezes/free4g, window_dump.xml), the Aena app's onboarding (DaniellTecPuhawan/AppiumTest,
/// window_dump.xml) and a developer-service test app (qbalsdon/talos, python/tests/testdata.py).
/// - TalkBack does not count a checkable view as actionable (`isActionableForAccessibility`:
///   clickable, long-clickable or focusable), so a radio button or switch drawn inside a clickable
///   row is read as part of the row, which speaks its state.
/// - A child of a list, scroll view or pager that speaks through content not focused on its own
///   is one focus stop (`isTopLevelScrollItem` and `isSpeakingNode`), when it is in TalkBack's
///   tree: a scroll view's plain content layout, in a raw dump, is not.
@Suite("TalkBack focus: checkable views inside rows, and scroll items")
struct TalkBackRowStateAndScrollItemImportTests {
    private func elements(_ rows: String) throws -> [AccessibilityElement] {
        let dump = #"<hierarchy rotation="0"><node class="android.widget.FrameLayout" package="com.android.phone" bounds="[0,0][1080,2340]">"#
            + rows + "</node></hierarchy>"
        return try DumpImport.snapshot(fromDump: Array(dump.utf8)).elements
    }

    private static func row(y: Int, _ children: String) -> String {
        #"<node class="android.widget.LinearLayout" package="com.android.phone" clickable="true" focusable="true" bounds="[0,\#(y)][1080,\#(y + 150)]">\#(children)</node>"#
    }

    /// A clickable row at y 300 holding the text `label` and a checked view of `className`, neither
    /// clickable nor focusable.
    private static func row(labelled label: String, holdingChecked className: String) -> String {
        row(y: 300, #"<node class="android.widget.TextView" package="com.android.phone" text="\#(label)" bounds="[40,340][700,410]"/>"#
            + #"<node class="\#(className)" package="com.android.phone" checkable="true" checked="true" clickable="false" focusable="false" bounds="[900,340][1040,410]"/>"#)
    }

    @Test("a radio button that is neither clickable nor focusable gives its row its checked state and role")
    func radioButtonIsPartOfItsRow() throws {
        let elements = try elements(Self.row(y: 300, """
            <node class="android.widget.RadioButton" package="com.android.phone" checkable="true" checked="true" clickable="false" focusable="false" bounds="[40,340][110,410]"/>\
            <node class="android.widget.CheckedTextView" package="com.android.phone" text="5G preferred" checkable="true" checked="true" clickable="false" focusable="false" bounds="[140,340][900,410]"/>
            """) + Self.row(y: 450, """
            <node class="android.widget.RadioButton" package="com.android.phone" checkable="true" checked="false" clickable="false" focusable="false" bounds="[40,490][110,560]"/>\
            <node class="android.widget.CheckedTextView" package="com.android.phone" text="4G preferred" checkable="true" checked="false" clickable="false" focusable="false" bounds="[140,490][900,560]"/>
            """))
        #expect(elements.map(\.label) == ["5G preferred", "4G preferred"])
        #expect(elements.map(\.value) == ["1", "0"])
        #expect(elements.map(\.type) == [.radioButton, .radioButton])
        #expect(elements.map(TalkBackSpokenForm.describe).map(\.description)
            == ["checked, 5G preferred, Radio button", "not checked, 4G preferred, Radio button"])
        #expect(elements.allSatisfy { $0.children.isEmpty })
    }

    @Test("a switch that is neither clickable nor focusable gives its row its on/off value and role")
    func switchGivesItsRowItsState() throws {
        let elements = try elements(Self.row(labelled: "Wi-Fi calling", holdingChecked: "android.widget.Switch"))
        #expect(elements.map(\.label) == ["Wi-Fi calling"])
        #expect(elements.first?.value == "1")
        #expect(elements.first?.traits.contains(.toggleButton) == true)
    }

    /// A Hong Kong transit app's sort menu (a raw dump): each option a row with `android:id/checkbox`.
    @Test("a check box that is neither clickable nor focusable gives its row its on/off value and role")
    func checkBoxGivesItsRowItsState() throws {
        let elements = try elements(Self.row(labelled: "Best combined time", holdingChecked: "android.widget.CheckBox"))
        #expect(elements.map(\.label) == ["Best combined time"])
        #expect(elements.first?.value == "1")
        #expect(elements.first?.type == .checkBox)
    }

    /// The Aena app's onboarding page (a raw dump): a `ScrollView` around a plain `ViewGroup` (a
    /// `ConstraintLayout`) of texts. No listener makes that layout important, so TalkBack's tree
    /// holds the texts in its place, each a top-level scroll item of its own.
    @Test("in a raw dump, a scroll view's plain content layout is not in TalkBack's tree: its texts are stops of their own")
    func scrollViewContentLayoutIsNotAStop() throws {
        let elements = try elements("""
            <node class="android.widget.ScrollView" package="com.android.phone" focusable="true" bounds="[0,200][1080,2000]">\
            <node class="android.view.ViewGroup" package="com.android.phone" bounds="[0,200][1080,1800]">\
            <node class="android.widget.TextView" package="com.android.phone" text="Welcome to Aena!" bounds="[40,220][1040,300]"/>\
            <node class="android.widget.TextView" package="com.android.phone" text="Book and pay for parking from the app." bounds="[40,320][1040,400]"/>\
            <node class="android.widget.Button" package="com.android.phone" text="Open portal" clickable="true" focusable="true" bounds="[40,420][1040,520]"/>\
            </node></node>
            """)
        #expect(elements.map(\.label) == ["Welcome to Aena!", "Book and pay for parking from the app.", "Open portal"])
    }

    @Test("a scroll view's content layout a dump states important is one stop reading its texts; a button in it stays one of its own")
    func importantScrollItemOfTextsIsOneStop() throws {
        let elements = try elements("""
            <node class="android.widget.ScrollView" package="com.android.phone" scrollable="true" a11y-important="true" bounds="[0,200][1080,2000]">\
            <node class="android.widget.LinearLayout" package="com.android.phone" a11y-important="true" bounds="[0,200][1080,1800]">\
            <node class="android.widget.TextView" package="com.android.phone" text="Welcome to Aena!" a11y-important="true" bounds="[40,220][1040,300]"/>\
            <node class="android.widget.TextView" package="com.android.phone" text="Book and pay for parking from the app." a11y-important="true" bounds="[40,320][1040,400]"/>\
            <node class="android.widget.Button" package="com.android.phone" text="Open portal" clickable="true" focusable="true" a11y-important="true" bounds="[40,420][1040,520]"/>\
            </node></node>
            """)
        #expect(elements.map(\.label) == ["Welcome to Aena!, Book and pay for parking from the app."])
        #expect(elements.first?.children.map(\.label) == ["Open portal"])
    }

    @Test("a list's plain item is one stop reading its texts, also in a raw dump: lists make their items important")
    func listItemOfTextsIsOneStop() throws {
        let elements = try elements("""
            <node class="androidx.recyclerview.widget.RecyclerView" package="com.android.phone" scrollable="true" bounds="[0,200][1080,2000]">\
            <node class="android.widget.LinearLayout" package="com.android.phone" bounds="[0,200][1080,400]">\
            <node class="android.widget.TextView" package="com.android.phone" text="Tue Apr 01" bounds="[40,220][500,300]"/>\
            <node class="android.widget.TextView" package="com.android.phone" text="58 / 40 °F" bounds="[600,220][1040,300]"/>\
            </node></node>
            """)
        #expect(elements.map(\.label) == ["Tue Apr 01, 58 / 40 °F"])
    }

    @Test("a scroll item holding only focusable views is not a focus stop itself")
    func scrollItemOfButtonsIsNoStop() throws {
        let elements = try elements("""
            <node class="android.widget.ScrollView" package="com.android.phone" scrollable="true" bounds="[0,200][1080,2000]">\
            <node class="android.widget.LinearLayout" package="com.android.phone" bounds="[0,200][1080,1800]">\
            <node class="android.widget.Button" package="com.android.phone" text="PREV" clickable="true" focusable="true" bounds="[40,220][500,320]"/>\
            <node class="android.widget.Button" package="com.android.phone" text="NEXT" clickable="true" focusable="true" bounds="[580,220][1040,320]"/>\
            </node></node>
            """)
        #expect(elements.map(\.label) == ["PREV", "NEXT"])
    }

    @Test("a checkable view that is clickable is focused on its own")
    func clickableCheckableStaysAnElement() throws {
        let elements = try elements("""
            <node class="android.widget.CheckBox" package="com.android.phone" text="Roaming" checkable="true" checked="false" clickable="true" focusable="true" bounds="[40,300][1040,400]"/>
            """)
        #expect(elements.map(\.label) == ["Roaming"])
        #expect(elements.first?.type == .checkBox && elements.first?.value == "0")
    }

    /// Futu NiuNiu's rebalance history (raw uiautomator dumps of one bot's captures): clickable,
    /// focusable containers with the window's bounds hold a list whose date headers are loose texts.
    @Test("a list's speaking item is its own stop, not part of a clickable container around the list")
    func listItemsLeaveTheRowAroundTheList() throws {
        let elements = try elements("""
            <node class="android.widget.FrameLayout" package="com.android.phone" clickable="true" focusable="true" bounds="[0,0][1080,2340]">\
            <node class="androidx.recyclerview.widget.RecyclerView" package="com.android.phone" scrollable="true" focusable="true" bounds="[0,240][1080,2340]">\
            <node class="android.widget.TextView" package="com.android.phone" text="2025/11/01 03:47:19" bounds="[0,240][1080,317]"/>\
            <node class="android.widget.LinearLayout" package="com.android.phone" clickable="true" focusable="true" bounds="[0,317][1080,492]">\
            <node class="android.widget.TextView" package="com.android.phone" text="SanDisk Corp" bounds="[40,340][600,400]"/></node>\
            <node class="android.widget.TextView" package="com.android.phone" text="2025/11/01 00:13:52" bounds="[0,492][1080,569]"/>\
            </node></node>
            """)
        #expect(elements.flatMap { [$0] + $0.children }.map(\.label) == ["2025/11/01 03:47:19", "SanDisk Corp", "2025/11/01 00:13:52"])
    }

    /// TalkBack's hasNonActionableSpeakingChildren skips a focusable or clickable child: a row
    /// reads nothing of a list inside it, clickable or not (a trading app's holdings rows, each with
    /// a focusable horizontal scroll view of figures, had read the figures into the row).
    @Test("a clickable list inside a clickable row is not read into the row: its item is a stop of its own")
    func clickableListIsNotReadIntoTheRow() throws {
        let elements = try elements("""
            <node class="android.widget.FrameLayout" package="com.android.phone" clickable="true" focusable="true" bounds="[0,200][1080,1000]">\
            <node class="android.widget.ListView" package="com.android.phone" scrollable="true" clickable="true" bounds="[0,240][1080,1000]">\
            <node class="android.widget.TextView" package="com.android.phone" text="Today" bounds="[0,240][1080,317]"/>\
            </node></node>
            """)
        #expect(elements.map(\.label) == ["Today"])
        #expect(elements.first?.frame == Frame(0, 240, 1080, 77))
    }

    /// A React Native route form (a raw dump): each `Spinner` is clickable, focusable and
    /// scrollable, and shows its chosen city in a `TextView`.
    @Test("a drop-down the dump marks scrollable is a control focused with its chosen item, not a list")
    func dropDownIsAControl() throws {
        let elements = try elements("""
            <node class="android.widget.TextView" package="com.android.phone" text="FROM" bounds="[110,500][400,560]"/>\
            <node class="android.widget.Spinner" package="com.android.phone" clickable="true" focusable="true" scrollable="true" bounds="[110,573][970,714]">\
            <node class="android.widget.TextView" package="com.android.phone" text="Barrie" bounds="[110,573][844,714]"/></node>
            """)
        #expect(elements.map(\.label) == ["FROM", "Barrie"])
        #expect(elements.last?.type == .popUpButton)
    }

    /// A reading app's popup menu (a raw dump): rows with a check mark are checkable layouts.
    @Test("a checkable clickable row states checked and not checked as a toggle's value")
    func checkableRowStatesItsCheck() throws {
        let elements = try elements(["false", "true"].enumerated().map { index, checked in
            #"<node class="android.widget.LinearLayout" package="com.android.phone" checkable="true" checked="\#(checked)" clickable="true" focusable="true" bounds="[386,\#(170 + 96 * index)][710,\#(266 + 96 * index)]">"#
                + #"<node class="android.widget.TextView" package="com.android.phone" text="Row \#(index)" bounds="[420,\#(190 + 96 * index)][700,\#(250 + 96 * index)]"/></node>"#
        }.joined())
        #expect(elements.map(\.value) == ["0", "1"])
        #expect(elements.allSatisfy { $0.traits.contains(.toggleButton) && !$0.traits.contains(.selected) })
    }

    /// A language dialog (AlertDialog's single-choice list, a raw dump): each option is a checkable
    /// `CheckedTextView`, not clickable; TalkBack says "checked" or "not checked" and no role.
    @Test("a checkable CheckedTextView states its on/off value, as TalkBack speaks checked or not checked")
    func checkedTextViewStatesItsCheck() throws {
        let elements = try elements(["false", "true"].enumerated().map { index, checked in
            #"<node class="android.widget.CheckedTextView" package="com.android.phone" text="Option \#(index)" checkable="true" checked="\#(checked)" clickable="false" bounds="[70,\#(1038 + 126 * index)][1010,\#(1164 + 126 * index)]"/>"#
        }.joined())
        #expect(elements.map(\.value) == ["0", "1"])
        #expect(elements.allSatisfy { $0.traits == .toggleButton })
        #expect(elements.map { TalkBackSpokenForm.describe($0).description } == ["not checked, Option 0", "checked, Option 1"])
    }

    /// Android 16 Settings scrolled by 700 px: 2 px of the "Connected devices" row show under the
    /// app bar, its title and summary clipped away (reversed bounds). A raw dump holds only views
    /// visible to the user, which TalkBack focuses, scrolling them into view.
    @Test("a row whose every text is clipped away is read by its texts, which TalkBack scrolls to")
    func rowWithOnlyClippedTextsIsReadByThem() throws {
        let elements = try elements(Self.row(y: 315, """
            <node class="android.widget.TextView" package="com.android.phone" text="Connected devices" bounds="[210,317][600,69]"/>
            """).replacingOccurrences(of: "[0,315][1080,465]", with: "[0,315][1080,317]") + Self.row(y: 317, """
            <node class="android.widget.TextView" package="com.android.phone" text="Apps" bounds="[210,350][600,420]"/>
            """))
        #expect(elements.map(\.label) == ["Connected devices", "Apps"])
    }

    /// ADHD Buddy (React Native, a raw dump): a settings scroll view from 280 to 2004 px, its
    /// section title scrolled out above it and a row and a quote below it, each with reversed
    /// corners: the view's own edge nearest the scroll view, then the scroll view's edge.
    @Test("views wholly clipped out of a scroll view stay, each beyond the edge it shares with it")
    func viewsClippedOutOfAScrollViewStayBeyondItsEdges() throws {
        let elements = try elements("""
            <node class="android.widget.ScrollView" package="com.android.phone" scrollable="true" focusable="true" bounds="[0,280][1080,2004]">\
            <node class="android.view.ViewGroup" package="com.android.phone" bounds="[0,280][1080,2004]">\
            <node class="android.widget.TextView" package="com.android.phone" text="Notification Preferences" bounds="[136,280][701,236]"/>\
            <node class="android.widget.TextView" package="com.android.phone" text="Sound" bounds="[136,400][701,460]"/>\
            <node class="android.widget.TextView" package="com.android.phone" text="Focus is the art of knowing what to ignore." bounds="[135,2312][945,2004]"/>\
            </node></node>
            """)
        #expect(elements.map(\.label) == ["Notification Preferences", "Sound", "Focus is the art of knowing what to ignore."])
        #expect(elements.map(\.frame) == [Frame(x: 136, y: 192, width: 565, height: 44), Frame(x: 136, y: 400, width: 565, height: 60),
                                       Frame(x: 135, y: 2312, width: 810, height: 308)])
    }

    /// Android's share sheet (a raw dump): of its second row of targets, 16 px show at the bottom of
    /// the screen, each target's icon without its name, which lies off the screen.
    @Test("a thin strip of a row at the window's edge, its texts off the screen, is no unlabelled control")
    func sliverAtTheWindowEdgeIsNotVisible() throws {
        let elements = try elements("""
            <node class="android.widget.LinearLayout" package="com.android.phone" clickable="true" focusable="true" bounds="[0,2061][216,2337]">\
            <node class="android.widget.ImageView" package="com.android.phone" bounds="[50,2100][166,2216]"/>\
            <node class="android.widget.TextView" package="com.android.phone" text="Drive" bounds="[20,2230][196,2290]"/></node>\
            <node class="android.widget.LinearLayout" package="com.android.phone" clickable="true" focusable="true" bounds="[0,2324][216,2340]">\
            <node class="android.widget.ImageView" package="com.android.phone" bounds="[50,2324][166,2340]"/></node>
            """)
        #expect(elements.map(\.label) == ["Drive"])
    }

    /// A Compose photo editor (raw dump): its brush-size slider, 63 px high and 1006 px wide, at
    /// its scroll view's bottom edge, its thumb reaching past it.
    @Test("a slider in a thin strip at a scroll view's edge stays: it speaks its role and position without text")
    func sliderAtTheScrollViewEdgeStays() throws {
        let elements = try elements("""
            <node class="android.view.View" package="com.android.phone" scrollable="true" bounds="[0,316][1080,2142]">\
            <node class="android.widget.TextView" package="com.android.phone" text="Brush size" bounds="[63,2005][341,2058]"/>\
            <node class="android.widget.SeekBar" package="com.android.phone" focusable="true" bounds="[37,2079][1043,2142]">\
            <node class="android.view.View" package="com.android.phone" bounds="[301,2079][427,2195]"/></node></node>
            """)
        #expect(elements.map(\.type) == [.staticText, .slider])
    }

    @Test("an unlabelled control at the window's edge that is no thin strip stays, for label-missing to report")
    func unlabelledControlAtTheWindowEdgeStays() throws {
        let elements = try elements("""
            <node class="android.widget.ImageButton" package="com.android.phone" clickable="true" focusable="true" bounds="[0,2190][216,2340]"/>
            """)
        #expect(elements.map(\.label) == [""])
    }

    /// A Thai bank's home (a raw dump): its footer button, 105 px high and unnamed, sits on the
    /// window's bottom edge, whole; a sliver of a row is far thinner.
    @Test("a wide unlabelled button on the window's edge, as thick as a control, stays for label-missing to report")
    func wideButtonOnTheWindowEdgeStays() throws {
        let elements = try elements("""
            <node class="android.widget.LinearLayout" package="com.android.phone" clickable="true" focusable="true" bounds="[36,2235][1044,2340]"/>
            """)
        #expect(elements.map(\.label) == [""])
    }

    /// A car's side-mirror dialog (Compose, UiAutomator2): the surface is clickable and
    /// screen-reader-focusable, and its title and buttons are focused on their own. TalkBack's
    /// shouldFocusNode: a focusable node with visible children and nothing to speak is not focused.
    @Test("a screen-reader-focusable surface with nothing to speak, whose content is focused on its own, is not focused")
    func silentFocusableSurfaceIsNotFocused() throws {
        let snapshot = try ImportExpectations.snapshot(Array("""
            <hierarchy rotation="0" width="1920" height="957"><android.view.View index="0" class="android.view.View" text="" clickable="true" focusable="true" screen-reader-focusable="true" bounds="[986,114][1551,922]">\
            <android.widget.TextView index="0" class="android.widget.TextView" text="Side mirror" focusable="true" screen-reader-focusable="true" bounds="[1010,130][1300,170]"/>\
            <android.view.View index="1" class="android.view.View" text="" content-desc="Close" clickable="true" focusable="true" bounds="[1495,114][1551,170]"/>\
            <android.view.View index="2" class="android.view.View" text="" clickable="true" focusable="true" screen-reader-focusable="true" bounds="[986,834][1258,922]">\
            <android.widget.TextView index="0" class="android.widget.TextView" text="Reset" bounds="[1060,860][1180,900]"/></android.view.View>\
            </android.view.View></hierarchy>
            """.utf8), with: UIAutomatorXMLReader.self)
        #expect(snapshot.allElements.map(\.label) == ["Side mirror", "Close", "Reset"])
    }

    /// A TV app's home (a raw dump): each list item holds its row's title and a focusable grid of
    /// films that the same title describes. TalkBack skips a focusable child in the item's speech.
    @Test("a described focusable grid inside a list item is not read into the item, which says only its title")
    func describedGridIsNotReadIntoItsRow() throws {
        let elements = try elements("""
            <node class="androidx.recyclerview.widget.RecyclerView" package="com.android.phone" scrollable="true" focusable="true" bounds="[0,0][1920,1080]">\
            <node class="android.view.ViewGroup" package="com.android.phone" bounds="[0,0][1920,1080]">\
            <node class="android.widget.TextView" package="com.android.phone" text="Top Free Movies" bounds="[824,151][1116,202]"/>\
            <node class="android.widget.GridView" package="com.android.phone" content-desc="Top Free Movies" scrollable="true" focusable="true" bounds="[180,232][1740,1080]">\
            <node class="android.view.ViewGroup" package="com.android.phone" content-desc="Kill Bill: Vol. 1" clickable="true" focusable="true" bounds="[196,232][678,500]"/>\
            </node></node></node>
            """)
        let labels = elements.flatMap { [$0] + $0.children + $0.children.flatMap(\.children) }.map(\.label)
        #expect(labels.first == "Top Free Movies")
        #expect(!labels.contains("Top Free Movies, Top Free Movies"))
        #expect(labels.contains("Kill Bill: Vol. 1"))
    }

    /// A classifieds app's favourite heart (a raw dump): a clickable frame around a checkable image
    /// button that is neither clickable nor focusable; TalkBack says "not checked" for the frame.
    @Test("a row around a checkable image button states its on or off value, as a toggle")
    func rowAroundCheckableImageButtonIsAToggle() throws {
        let elements = try elements("""
            <node class="android.widget.FrameLayout" package="com.android.phone" resource-id="p:id/favourite" clickable="true" focusable="true" bounds="[942,660][1032,750]">\
            <node class="android.widget.ImageButton" package="com.android.phone" checkable="true" checked="false" bounds="[978,672][1014,720]"/>\
            </node>
            """)
        #expect(elements.map(\.value) == ["0"])
        #expect(elements.first?.traits.contains(.toggleButton) == true)
    }

    /// A TV app's browse grid (a raw dump): the next row of posters shows 24 px above the scroll
    /// view's bottom edge; their titles lie below it and are not in the dump.
    @Test("a thin strip of a row cut by its scroll view's edge, not the window's, is not an unlabelled element")
    func sliverAtScrollViewEdgeIsNoElement() throws {
        let elements = try elements("""
            <node class="android.widget.ScrollView" package="com.android.phone" scrollable="true" focusable="true" bounds="[40,390][1160,1040]">\
            <node class="android.widget.LinearLayout" package="com.android.phone" clickable="true" focusable="true" bounds="[50,700][403,1000]">\
            <node class="android.widget.TextView" package="com.android.phone" text="Blue Planet" bounds="[60,940][390,990]"/></node>\
            <node class="android.widget.LinearLayout" package="com.android.phone" clickable="true" focusable="true" bounds="[50,1016][403,1040]"/>\
            </node>
            """)
        #expect(elements.flatMap { [$0] + $0.children }.map(\.label) == ["Blue Planet"])
    }

    /// A Flutter reminders app's category picker (a raw dump): each category is a `Button` node,
    /// neither clickable nor focusable, around a clickable image described by the category's name.
    @Test("a button by its class that neither acts nor speaks, around one that acts, is no stop")
    func buttonThatDoesNotActAroundOneThatDoesIsNoStop() throws {
        let elements = try elements("""
            <node class="android.widget.Button" package="com.android.phone" bounds="[63,752][1017,883]">\
            <node class="android.widget.ImageView" package="com.android.phone" content-desc="Car &amp; Transportation" \
            clickable="true" focusable="true" bounds="[63,752][1017,883]"/></node>
            """)
        #expect(elements.flatMap { [$0] + $0.children }.map(\.label) == ["Car & Transportation"])
    }

    /// An NFC tool's card database (a raw dump): a focusable `SearchView` around its text field
    /// with a hint. TalkBack focuses the field and reads its hint; the search view, with nothing
    /// of its own to say, is no stop (and no unlabelled search field).
    @Test("a search view around its text field is no stop: the field is")
    func searchViewAroundItsFieldIsNoStop() throws {
        let elements = try elements("""
            <node class="android.widget.SearchView" package="com.android.phone" focusable="true" bounds="[42,430][1038,556]">\
            <node class="android.widget.LinearLayout" package="com.android.phone" bounds="[42,430][1038,556]">\
            <node class="android.widget.AutoCompleteTextView" package="com.android.phone" text="Search cards" hint="Search cards" \
            clickable="true" focusable="true" bounds="[150,440][900,546]"/></node></node>
            """)
        #expect(elements.map(\.type) == [.textField])
        #expect(elements.first?.placeholder == "Search cards")
    }

    /// A Flutter ride app's home (a raw dump): an unlabelled image button shows 14 px above its
    /// scroll view's bottom edge. An image is named by its own description, which the dump would
    /// hold however little of it shows: it is an unlabelled control.
    @Test("a thin strip of an unlabelled image at its scroll view's edge stays, for label-missing to report")
    func sliverOfAnImageAtScrollViewEdgeStays() throws {
        let elements = try elements("""
            <node class="android.widget.ScrollView" package="com.android.phone" scrollable="true" bounds="[0,373][1080,2361]">            <node class="android.widget.ImageView" package="com.android.phone" content-desc="Cash Payment" clickable="true" focusable="true" bounds="[84,1969][996,2131]"/>            <node class="android.widget.ImageView" package="com.android.phone" clickable="true" focusable="true" bounds="[817,2347][996,2361]"/>            </node>
            """)
        #expect(elements.flatMap { [$0] + $0.children }.map(\.label) == ["Cash Payment", ""])
    }

    /// A Flutter sign-up form (a raw dump): its last field, unlabelled and empty, shows 97 of its
    /// 144 px above its scroll view's bottom edge. A view's text field says its own text and hint,
    /// which the dump would hold however little of it shows: TalkBack focuses it, an unlabelled field.
    @Test("a thin strip of a text field at its scroll view's edge stays, for label-missing to report")
    func sliverOfATextFieldAtScrollViewEdgeStays() throws {
        let elements = try elements("""
            <node class="android.widget.ScrollView" package="com.android.phone" scrollable="true" bounds="[45,306][1035,1549]">            <node class="android.view.View" package="com.android.phone" content-desc="Referral Code" focusable="true" bounds="[45,1377][307,1437]"/>            <node class="android.widget.EditText" package="com.android.phone" clickable="true" focusable="true" bounds="[45,1452][1035,1549]"/>            </node>
            """)
        #expect(elements.flatMap { [$0] + $0.children }.map(\.type) == [.other, .textField])
    }

    /// An Arabic Compose app's category chips (a raw dump): the row scrolled, and 15 px of its last
    /// chip show at the row's left edge, the chip's text beyond it and not in the dump.
    @Test("a thin strip of a chip cut by a horizontal scroll view's edge is not an unlabelled element")
    func sliverAtHorizontalScrollEdgeIsNoElement() throws {
        let elements = try elements("""
            <node class="android.view.View" package="com.example.mol" scrollable="true" bounds="[0,625][1080,801]">            <node class="android.view.View" package="com.example.mol" checkable="true" clickable="true" focusable="true" bounds="[340,647][567,779]">            <node class="android.widget.TextView" package="com.example.mol" text="Evening" bounds="[379,681][464,746]"/></node>            <node class="android.view.View" package="com.example.mol" checkable="true" clickable="true" focusable="true" bounds="[0,647][15,779]">            <node class="android.widget.RadioButton" package="com.example.mol" bounds="[0,647][15,779]"/></node>            </node>
            """)
        #expect(elements.flatMap { [$0] + $0.children }.map(\.label) == ["Evening"])
    }

    /// WeChat's contacts page (a raw dump, round 104): its alphabet index, a focusable view 61 px
    /// wide and drawn by itself, stands at the right edge of the page inside the tabs' pager.
    @Test("a whole control along a pager's side edge, wider than a sliver, stays for label-missing to report")
    func sideIndexAtPagerEdgeStays() throws {
        let elements = try elements("""
            <node class="com.tencent.mm.ui.mogic.WxViewPager" package="com.tencent.mm" focusable="true" scrollable="true" bounds="[0,0][1080,2340]">\
            <node class="android.widget.FrameLayout" package="com.tencent.mm" bounds="[0,225][1080,2189]">\
            <node class="android.widget.ListView" package="com.tencent.mm" focusable="true" scrollable="true" bounds="[0,225][1080,2189]">\
            <node class="android.widget.TextView" package="com.tencent.mm" text="新的朋友" clickable="true" focusable="true" bounds="[0,225][1080,376]"/></node>\
            <node class="android.widget.RelativeLayout" package="com.tencent.mm" bounds="[0,225][1080,2189]">\
            <node resource-id="com.tencent.mm:id/nq" class="android.view.View" package="com.tencent.mm" focusable="true" bounds="[1019,511][1080,1903]"/></node>\
            </node></node>
            """)
        #expect(elements.flatMap { [$0] + $0.children }.map(\.frame).contains(Frame(1019, 511, 61, 1392)))
    }

    /// A phone maker's lock screen (a raw dump): the clock, described "17:00", draws its time as
    /// four texts. TalkBack focuses the described view and reads its description.
    @Test("a view described by what its texts spell is one stop reading its description")
    func viewDescribedByItsTextsIsOneStop() throws {
        let elements = try elements("""
            <node class="android.widget.LinearLayout" package="com.android.phone" content-desc="17:00" bounds="[72,336][738,656]">\
            <node class="android.widget.TextView" package="com.android.phone" text="1" bounds="[72,336][183,656]"/>\
            <node class="android.widget.TextView" package="com.android.phone" text="7" bounds="[183,336][332,656]"/>\
            <node class="android.widget.TextView" package="com.android.phone" text=":" bounds="[332,336][400,656]"/>\
            <node class="android.widget.TextView" package="com.android.phone" text="00" bounds="[400,336][738,656]"/>\
            </node>
            """)
        #expect(elements.flatMap { [$0] + $0.children }.map(\.label) == ["17:00"])
    }

    /// An Arabic Compose app's empty search result (a raw dump): a view described as its title and
    /// its sentence, joined by ". ", over the two texts.
    @Test("a view described by its texts joined with punctuation is one stop reading its description")
    func viewDescribedByItsTextsWithPunctuationIsOneStop() throws {
        let elements = try elements("""
            <node class="android.view.View" package="com.example.mol" content-desc="No results. Nothing matches «xyz»." bounds="[88,889][992,2312]">            <node class="android.widget.TextView" package="com.example.mol" text="No results" bounds="[431,1626][649,1704]"/>            <node class="android.widget.TextView" package="com.example.mol" text="Nothing matches «xyz»." bounds="[349,1726][732,1796]"/>            </node>
            """)
        #expect(elements.flatMap { [$0] + $0.children }.map(\.label) == ["No results. Nothing matches «xyz»."])
    }
}
