import A11ySnapshot
import Testing

/// What TalkBack's tree holds of a scroll view's content in a raw `uiautomator dump`, which states
/// no importance (docs/IMPORT.md, T1, T2 and T4), on shapes of raw dumps found for issue 37: a
/// tablet's milk-vending app (a .NET MAUI page as the one item of a `RecyclerView` covering the
/// window) and Huawei Calendar's new-event form (a focusable container around the form's
/// `ScrollView`, its captions several plain layouts down).
@Suite("TalkBack focus: a scroll view's content")
struct TalkBackScrollContentImportTests {
    /// The labels of the stops, each with its children's labels after it in brackets.
    private func labels(_ content: String, window: String = "[0,0][800,1232]") throws -> [String] {
        let dump = #"<hierarchy rotation="0"><node class="android.widget.FrameLayout" package="ro.example" bounds="\#(window)">"#
            + content + "</node></hierarchy>"
        return try DumpImport.snapshot(fromDump: Array(dump.utf8)).elements.map { element in
            element.children.isEmpty ? element.label : element.label + " [" + element.children.map(\.label).joined(separator: ", ") + "]"
        }
    }

    /// A clickable, focusable Compose view of `bounds` holding `content`.
    private func control(_ bounds: String, holding content: String = "") -> String {
        #"<node class="android.view.View" package="ro.example" clickable="true" focusable="true" bounds="\#(bounds)">"#
            + content + "</node>"
    }

    /// The labels of `rows` in a Compose scrolling list from y 630 to 1938 on a 1080 × 2340 screen.
    private func labels(inComposeList rows: String) throws -> [String] {
        try labels(#"<node class="androidx.compose.ui.platform.ComposeView" package="ro.example" bounds="[0,0][1080,2340]">"#
            + #"<node class="android.view.View" package="ro.example" scrollable="true" bounds="[0,630][1080,1938]">"#
            + rows + "</node></node>", window: "[0,0][1080,2340]")
    }

    /// TalkBack's `shouldFocusNode` rejects a view with the window's bounds that holds others and
    /// does not act, though as a list's item it would speak its texts.
    @Test("a list's only item covering the window is no stop: its texts are read one by one")
    func listItemCoveringTheWindowIsNoStop() throws {
        let labels = try labels("""
            <node class="androidx.recyclerview.widget.RecyclerView" package="ro.example" focusable="true" scrollable="false" bounds="[0,0][800,1232]">\
            <node class="android.widget.FrameLayout" package="ro.example" bounds="[0,0][800,1232]">\
            <node class="android.widget.TextView" package="ro.example" text="Milk vending" bounds="[36,36][696,74]"/>\
            <node class="android.widget.TextView" package="ro.example" text="Current stock" bounds="[50,744][380,761]"/>\
            <node class="android.widget.TextView" package="ro.example" text="120 L" bounds="[50,767][380,797]"/>\
            </node></node>
            """)
        #expect(labels == ["Milk vending", "Current stock", "120 L"])
    }

    @Test("a list's item smaller than the window still speaks its texts as one stop")
    func listItemSmallerThanTheWindowIsOneStop() throws {
        let labels = try labels("""
            <node class="androidx.recyclerview.widget.RecyclerView" package="ro.example" scrollable="true" bounds="[0,0][800,1232]">\
            <node class="android.widget.FrameLayout" package="ro.example" bounds="[0,0][800,200]">\
            <node class="android.widget.TextView" package="ro.example" text="Milk vending" bounds="[36,36][696,74]"/>\
            <node class="android.widget.TextView" package="ro.example" text="120 L" bounds="[50,100][380,130]"/>\
            </node></node>
            """)
        #expect(labels == ["Milk vending, 120 L"])
    }

    /// The plain layouts between the scroll view and the caption are not in TalkBack's tree, so
    /// the caption is a top-level scroll item, which no row around the list reads.
    @Test("a caption several plain layouts down a scroll view is a stop of its own, not the label of a focusable container around it")
    func captionBelowPlainLayoutsIsItsOwnStop() throws {
        let labels = try labels("""
            <node class="android.widget.RelativeLayout" package="ro.example" focusable="true" bounds="[824,848][1496,2064]">\
            <node class="android.widget.ScrollView" package="ro.example" scrollable="true" bounds="[824,848][1496,2064]">\
            <node class="android.widget.LinearLayout" package="ro.example" bounds="[824,848][1496,2064]">\
            <node class="android.widget.RelativeLayout" package="ro.example" bounds="[824,1082][1495,1194]">\
            <node class="android.widget.TextView" package="ro.example" text="All day" bounds="[927,1116][1359,1159]"/>\
            <node class="android.widget.Switch" package="ro.example" content-desc="All-day event" checkable="true" clickable="true" focusable="true" bounds="[1375,1090][1471,1186]"/>\
            </node></node></node></node>
            """, window: "[0,0][2200,2480]")
        #expect(labels == ["All day", "All-day event"])
    }

    /// A Chinese radio app's station list (Compose, a raw dump): the last row shows half, and its
    /// favourite button lies wholly below the list, its described icon written `[0,0][0,0]`.
    @Test("a Compose control wholly past its list's edge, whose views are all unseen, is no unlabelled control")
    func controlPastTheListsEdgeIsNoElement() throws {
        let labels = try labels(inComposeList:
            control("[881,1729][1007,1855]", holding: #"<node class="android.widget.Button" package="ro.example" content-desc="Favourite" bounds="[905,1753][983,1831]"/>"#)
            + control("[881,1940][1007,2001]", holding: #"<node class="android.widget.Button" package="ro.example" bounds="[0,0][0,0]"/>"#))
        #expect(labels == ["Favourite"])
    }

    @Test("an unlabelled control inside its list stays, for label-missing to report")
    func unlabelledControlInsideTheListStays() throws {
        let labels = try labels(inComposeList:
            control("[881,1729][1007,1855]", holding: #"<node class="android.widget.Button" package="ro.example" bounds="[0,0][0,0]"/>"#))
        #expect(labels == [""])
    }

    /// A Compose home's grid of tiles (a raw dump): the last row's tiles show their top 106 px at
    /// the list's bottom, their icon and name below it and out of the dump; a scrolled log's tiles
    /// show their bottom 88 px above the list's top, reported past it.
    @Test("a strip of a Compose tile cut by its list's top or bottom edge is no unlabelled control")
    func stripOfATileCutByTheListsEdgeIsNoElement() throws {
        let labels = try labels(inComposeList: control("[53,560][529,648]")
            + control("[53,1400][377,1803]", holding: #"<node class="android.widget.TextView" package="ro.example" text="Scan Video" bounds="[106,1700][324,1750]"/>"#)
            + control("[53,1832][364,1938]"))
        #expect(labels == ["Scan Video"])
    }

    /// The unnamed buttons of a Flutter composer, cut by 8 px at their list's bottom, are icons with
    /// no text anywhere: only a strip of a tile or row is taken for one whose name lies beyond.
    @Test("an unlabelled square control at its list's edge stays, for label-missing to report")
    func unlabelledSquareControlAtTheListsEdgeStays() throws {
        let labels = try labels(inComposeList: control("[82,1881][174,1938]"))
        #expect(labels == [""])
    }

    /// A video grid (a raw dump): the last card shows 63 px of its thumbnail at the list's
    /// bottom; its title and counts lie below, left out of the dump as not visible.
    @Test("a strip of a view's tile whose content runs to its list's edge is no unlabelled control")
    func stripOfAViewTileCutByTheListsEdgeIsNoElement() throws {
        let labels = try labels("""
            <node class="androidx.recyclerview.widget.RecyclerView" package="ro.example" scrollable="true" bounds="[0,340][1045,2265]">\
            <node class="android.view.ViewGroup" package="ro.example" clickable="true" focusable="true" bounds="[557,1589][1044,2179]">\
            <node class="android.widget.ImageView" package="ro.example" bounds="[557,1589][1044,2021]"/>\
            <node class="android.widget.TextView" package="ro.example" text="Morning walk" bounds="[580,2033][1044,2084]"/></node>\
            <node class="android.view.ViewGroup" package="ro.example" clickable="true" focusable="true" bounds="[557,2202][1044,2265]">\
            <node class="android.widget.ImageView" package="ro.example" bounds="[557,2202][1044,2265]"/></node></node>
            """, window: "[0,0][1080,2265]")
        #expect(labels == ["Morning walk"])
    }

    /// A video editor (a raw dump): a clickable tool row, unlabelled, fills its short scroll view
    /// to the bottom, its content ending 24 px above it: a whole control, not a cut tile.
    @Test("an unlabelled row at its list's edge whose content ends above the edge stays, for label-missing to report")
    func wholeRowAtTheListsEdgeStays() throws {
        let labels = try labels("""
            <node class="android.widget.HorizontalScrollView" package="ro.example" scrollable="true" bounds="[0,435][720,562]">\
            <node class="android.view.ViewGroup" package="ro.example" clickable="true" focusable="true" bounds="[0,451][720,562]">\
            <node class="android.widget.ImageView" package="ro.example" bounds="[0,451][720,538]"/></node></node>
            """, window: "[0,0][720,1280]")
        #expect(labels == [""])
    }

    /// A view's strip at the edge holding no view (a line chart no one named, 297 px of it)
    /// names itself, if at all, in the dump: it stays.
    @Test("an unlabelled strip at the edge of a list of views stays, for label-missing to report")
    func unlabelledStripAtTheEdgeOfAListOfViewsStays() throws {
        let labels = try labels("""
            <node class="android.widget.ScrollView" package="ro.example" scrollable="true" bounds="[0,253][1080,1816]">\
            <node class="android.view.ViewGroup" package="ro.example" clickable="true" focusable="true" bounds="[45,1519][1035,1816]"/></node>
            """, window: "[0,0][1080,2050]")
        #expect(labels == [""])
    }

    /// A reading app's home, a web page (uni-app) in a focusable, scrolling web view (a raw dump
    /// from a bot's run log): Chromium makes each text of the page a node of its own and its
    /// containers none, in a list too, however the page scrolls.
    @Test("a scrolling web view's page reads its texts one by one, in a list too")
    func scrollingWebPageReadsItsTextsOneByOne() throws {
        let labels = try labels("""
            <node class="android.webkit.WebView" package="ro.example" text="Home" focusable="true" scrollable="true" bounds="[0,0][800,1200]">\
            <node class="android.view.View" package="ro.example" bounds="[0,0][800,1200]">\
            <node class="android.widget.TextView" package="ro.example" text="Today's reading" bounds="[20,100][300,150]"/>\
            <node class="android.widget.TextView" package="ro.example" text="13" bounds="[20,150][100,200]"/>\
            <node class="android.widget.ListView" package="ro.example" bounds="[20,300][800,700]">\
            <node class="android.view.View" package="ro.example" bounds="[20,300][220,700]">\
            <node class="android.widget.TextView" package="ro.example" text="Library" bounds="[20,300][120,340]"/>\
            <node class="android.widget.TextView" package="ro.example" text="Progress 68%" bounds="[20,640][220,700]"/>\
            </node></node></node></node>
            """, window: "[0,0][800,1200]")
        #expect(labels == ["Today's reading", "13", "Library", "Progress 68%"])
    }

    /// A trading app's web page (a raw dump): Chrome marks a hidden button and a 2 px rule on the
    /// screen not visible to the user, and TalkBack passes them by.
    @Test("web content marked not visible to the user stays out, on the screen too")
    func webContentNotVisibleToTheUserStaysOut() throws {
        let labels = try labels("""
            <node class="android.webkit.WebView" package="ro.example" text="Account" bounds="[0,0][800,1200]">\
            <node class="android.view.View" package="ro.example" bounds="[0,0][800,1200]">\
            <node class="android.widget.TextView" package="ro.example" text="Balance" bounds="[20,100][300,150]"/>\
            <node class="android.widget.Button" package="ro.example" clickable="true" visible-to-user="false" bounds="[20,200][300,260]"/>\
            </node></node>
            """, window: "[0,0][800,1200]")
        #expect(labels == ["Balance"])
    }
}
