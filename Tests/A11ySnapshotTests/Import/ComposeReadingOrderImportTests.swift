import A11ySnapshot
import Testing

/// TalkBack reads a Jetpack Compose screen in the order Compose's accessibility delegate sorts
/// its semantics nodes by position, not in the order a uiautomator dump lists them (docs/IMPORT.md,
/// *Compose reading order*). Shaped after UiAutomator2 sources of Android's App info screen (a
/// Compose `Scaffold`: the scrolling content comes before the top app bar in the dump) and a
/// Compose LLM-agent app's model picker (its top bar last among its siblings).
@Suite("TalkBack focus: Compose reading order")
struct ComposeReadingOrderImportTests {
    private func labels(host: String, _ content: String) throws -> [String] {
        let dump = #"<hierarchy rotation="0"><node class="android.widget.FrameLayout" package="com.android.settings" bounds="[0,0][1080,2400]">"#
            + #"<node class="\#(host)" package="com.android.settings" bounds="[0,0][1080,2400]">"#
            + content + "</node></node></hierarchy>"
        return try DumpImport.snapshot(fromDump: Array(dump.utf8)).elements.flatMap { [$0] + $0.children }.map(\.label)
    }

    private static func button(_ label: String, _ bounds: String) -> String {
        #"<node class="android.view.View" package="com.android.settings" content-desc="\#(label)" clickable="true" bounds="\#(bounds)"/>"#
    }

    /// A Scaffold: the list (placed first) fills the screen, the top bar is drawn over its top.
    /// Compose names its semantics nodes `android.view.View`; `group` names the two groups.
    private static func scaffold(group: String = "android.view.View") -> String {
        """
        <node class="\(group)" package="com.android.settings" bounds="[0,0][1080,2400]">\
        <node class="android.widget.ScrollView" package="com.android.settings" scrollable="true" bounds="[0,0][1080,2400]">\
        <node class="android.widget.TextView" package="com.android.settings" text="Calculator" bounds="[419,813][662,875]"/>\
        \(button("Uninstall", "[375,954][705,1177]"))\
        \(button("Notifications", "[0,1209][1080,1408]"))\
        </node>\
        <node class="\(group)" package="com.android.settings" bounds="[0,0][1080,598]">\
        \(button("Navigate up", "[12,147][138,273]"))\
        \(button("Open", "[944,147][1070,273]"))\
        <node class="android.widget.TextView" package="com.android.settings" text="App info" heading="true" bounds="[64,434][416,550]"/>\
        </node></node>
        """
    }

    @Test("a Compose screen's top app bar, listed after its content, is read first")
    func topAppBarIsReadFirst() throws {
        #expect(try labels(host: "androidx.compose.ui.platform.ComposeView", Self.scaffold())
            == ["Navigate up", "Open", "App info", "Calculator", "Uninstall", "Notifications"])
    }

    /// Shaped after a Compose chat app's raw dumps (an activity's `setContent`): the window's
    /// `FrameLayout` holds `android.view.View` nodes directly, the top bar last among them.
    @Test("a plain View holding nodes is Compose's semantics root, also when the dump shows no ComposeView")
    func plainViewHoldingNodesIsCompose() throws {
        #expect(try labels(host: "android.view.View", Self.scaffold())
            == ["Navigate up", "Open", "App info", "Calculator", "Uninstall", "Notifications"])
    }

    @Test("a view-based screen keeps the dump's order: only Compose sorts by position")
    func viewsKeepTheDumpOrder() throws {
        #expect(try labels(host: "android.widget.FrameLayout", Self.scaffold(group: "android.widget.LinearLayout"))
            == ["Calculator", "Uninstall", "Notifications", "Navigate up", "Open", "App info"])
    }

    @Test("a web page's nodes keep the page's order: Chromium gives TalkBack the document's")
    func webContentKeepsThePageOrder() throws {
        #expect(try labels(host: "android.webkit.WebView", Self.scaffold())
            == ["Calculator", "Uninstall", "Notifications", "Navigate up", "Open", "App info"])
    }

    /// A Flutter campus app's schedule (a raw dump): the `FlutterView` is named only `FrameLayout`,
    /// its semantics nodes `android.view.View`, each text a content-desc; a row lists the time,
    /// "AM" below it, then the course beside them.
    @Test("plain Views that carry texts as descriptions, with no TextView, are Flutter's nodes: they keep the dump's order")
    func flutterNodesKeepTheDumpOrder() throws {
        let row = Self.button("08:00", "[95,1538][216,1598]") + Self.button("AM", "[160,1598][216,1646]")
            + Self.button("Statistics ML", "[291,1541][598,1613]") + Self.button("Room 305", "[291,1619][501,1679]")
        #expect(try labels(host: "android.view.View", row) == ["08:00", "AM", "Statistics ML", "Room 305"])
    }

    /// A Flutter chat's thread (a raw dump): the host `FrameLayout` is focusable around the whole
    /// screen; Flutter's bridge reports it not important, and TalkBack reads the nodes inside.
    @Test("the view hosting Flutter's nodes is no element, though the dump shows it focusable")
    func flutterHostIsNoElement() throws {
        let nodes = Self.button("Back", "[0,72][168,204]")
            + #"<node class="android.view.View" package="com.android.settings" content-desc="Hold to talk" bounds="[24,1770][144,1878]"/>"#
        let dump = #"<hierarchy rotation="0"><node class="android.widget.FrameLayout" package="com.android.settings" focusable="true" bounds="[0,0][1080,1920]">"#
            + #"<node class="android.view.View" package="com.android.settings" bounds="[0,0][1080,1920]">"# + nodes + "</node></node></hierarchy>"
        let elements = try DumpImport.snapshot(fromDump: Array(dump.utf8)).elements
        #expect(elements.map(\.label) == ["Back", "Hold to talk"])
    }

    @Test("the same nodes beside a TextView holding a text are Compose's: read by rows")
    func composeNodesBesideATextViewAreSorted() throws {
        let row = Self.button("08:00", "[95,1538][216,1598]") + Self.button("AM", "[160,1598][216,1646]")
            + Self.button("Statistics ML", "[291,1541][598,1613]")
            + #"<node class="android.widget.TextView" package="com.android.settings" text="Room 305" bounds="[291,1619][501,1679]"/>"#
        #expect(try labels(host: "android.view.View", row) == ["08:00", "Statistics ML", "AM", "Room 305"])
    }

    @Test("nodes side by side are one row read left to right, whatever their order in the dump")
    func rowReadsLeftToRight() throws {
        let content = Self.button("Rescan", "[944,85][1070,211]")
            + #"<node class="android.widget.TextView" package="com.android.settings" text="Local Agent" bounds="[138,110][444,184]"/>"#
            + #"<node class="android.widget.TextView" package="com.android.settings" text="Select a model to load" bounds="[53,263][473,312]"/>"#
        #expect(try labels(host: "androidx.compose.ui.platform.ComposeView", content) == ["Local Agent", "Rescan", "Select a model to load"])
    }

    /// An Arabic Compose app's bottom bar (a raw dump): the tabs read from the right, as the
    /// dump lists them.
    @Test("a screen whose text is written right to left reads each row from the right")
    func rightToLeftRowsReadFromTheRight() throws {
        let tabs = [("الإعدادات", "[0,2424][225,2664]"), ("الأداء", "[249,2424][474,2664]"),
                    ("النماذج", "[747,2424][972,2664]"), ("الدردشة", "[996,2424][1220,2664]")]
        let content = tabs.reversed().map { Self.button($0.0, $0.1) }.joined()
        #expect(try labels(host: "androidx.compose.ui.platform.ComposeView", content) == ["الدردشة", "النماذج", "الأداء", "الإعدادات"])
        let english = ["Settings", "Performance", "Models", "Chat"].enumerated().map { Self.button($1, tabs[$0].1) }
        #expect(try labels(host: "androidx.compose.ui.platform.ComposeView", english.reversed().joined())
            == ["Settings", "Performance", "Models", "Chat"])
    }

    @Test("a row narrows to what its nodes share: a node below the first line starts a row of its own")
    func rowNarrowsToItsSharedPart() throws {
        // "Selected" overlaps the first line only; the second line is read after both.
        let content = #"<node class="android.widget.TextView" package="com.android.settings" text="model" bounds="[95,386][213,435]"/>"#
            + #"<node class="android.widget.TextView" package="com.android.settings" text="492.3 MB" bounds="[95,435][614,472]"/>"#
            + Self.button("Selected", "[922,415][985,478]")
        #expect(try labels(host: "androidx.compose.ui.platform.ComposeView", content) == ["model", "Selected", "492.3 MB"])
    }

    @Test("more siblings than the sort takes keep the dump's order, so a huge dump cannot make the import slow")
    func hugeSiblingListKeepsTheDumpOrder() throws {
        // 2,001 texts listed bottom to top: sorted, the last would come first.
        let texts = (0...2_000).map { index in
            #"<node class="android.widget.TextView" package="com.android.settings" text="t\#(index)" bounds="[0,\#(20_000 - index * 10)][100,\#(20_009 - index * 10)]"/>"#
        }
        let labels = try labels(host: "androidx.compose.ui.platform.ComposeView", texts.joined())
        #expect(labels.first == "t0")
        #expect(labels.count == 2_001)
    }

    /// A CRM app's inbox row (Compose, a raw dump): the name and the number on two lines at the
    /// left, the status centred at the right, higher than the number.
    @Test("a merged Compose row reads its texts in the dump's order, not by position")
    func mergedRowReadsTextsInTreeOrder() throws {
        let row = #"<node class="android.view.View" package="com.android.settings" clickable="true" focusable="true" bounds="[0,192][720,336]">"#
            + #"<node class="android.view.View" package="com.android.settings" bounds="[32,208][688,320]">"#
            + #"<node class="android.widget.TextView" package="com.android.settings" text="Ada Lovelace" bounds="[144,224][383,267]"/>"#
            + #"<node class="android.widget.TextView" package="com.android.settings" text="40700000000" bounds="[144,267][326,305]"/>"#
            + #"<node class="android.widget.TextView" package="com.android.settings" text="open" bounds="[614,249][672,279]"/>"#
            + "</node></node>"
        #expect(try labels(host: "androidx.compose.ui.platform.ComposeView", row) == ["Ada Lovelace, 40700000000, open"])
    }
}
