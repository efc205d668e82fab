@testable import A11ySnapshot
import Testing

/// Issue 30's TalkBack classes (T1–T5, docs/IMPORT.md *What a screen reader focuses*), one
/// behaviour each, on fixtures shaped like public uiautomator dumps (``ScreenReaderFixtures``
/// names the dump each follows).
@Suite("TalkBack focus: importance, focusability, rows, fields and sliders")
struct TalkBackFocusImportTests {
    static func elements(_ path: String) throws -> [AccessibilityElement] {
        try ScreenReaderFixtures.snapshot(path).allElements
    }

    // MARK: T4 — a11y-important

    @Test("a clickable container marked a11y-important=\"false\" is not an element and reads nothing")
    func notImportantContainerIsNoRow() throws {
        let elements = try Self.elements("uiautomator-xml/not-important-form.xml")
        #expect(!elements.contains { $0.identifier == "com.example.bank:id/form_container" })
        #expect(!elements.contains { $0.label.contains("Sign in to continue,") })
    }

    @Test("the important views inside a container that is not important are still elements, the heading too")
    func importantDescendantsStay() throws {
        let snapshot = try ScreenReaderFixtures.snapshot("uiautomator-xml/not-important-form.xml")
        #expect(snapshot.allElements.map(\.label) == ["Acme Bank", "Sign in to continue", "", "", "Sign in"])
        let logo = try #require(snapshot.allElements.first)
        #expect(logo.traits.contains(.header))
        #expect(!(try RuleEngine().check(snapshot)).violations.contains { $0.ruleID == "header-missing" })
    }

    @Test("a text view marked a11y-important=\"false\" is not an element")
    func notImportantTextIsDropped() throws {
        #expect(!(try Self.elements("uiautomator-xml/not-important-form.xml")).contains { $0.label == "v2.4.1" })
    }

    @Test("a virtual node (android.view.View, no view id) reported not important is still reached when described and actionable")
    func virtualNodesStay() throws {
        // Compose and ExploreByTouchHelper nodes report importantForAccessibility false by default.
        let snapshot = try ImportExpectations.snapshot(Array("""
            <hierarchy index="0" class="hierarchy" rotation="0" width="1080" height="2400">
              <android.widget.FrameLayout index="0" class="android.widget.FrameLayout" text="" clickable="false" focusable="false" bounds="[0,0][1080,2400]" displayed="true" a11y-important="true">
                <androidx.compose.ui.platform.ComposeView index="0" class="androidx.compose.ui.platform.ComposeView" text="" clickable="false" focusable="false" bounds="[0,0][1080,2400]" displayed="true" a11y-important="true">
                  <android.widget.Button index="0" class="android.widget.Button" text="" content-desc="Play" clickable="true" focusable="true" bounds="[40,200][240,320]" displayed="true" a11y-important="false"/>
                </androidx.compose.ui.platform.ComposeView>
                <android.view.View index="1" class="android.view.View" text="Terms" clickable="true" focusable="true" bounds="[40,400][240,460]" displayed="true" a11y-important="false"/>
              </android.widget.FrameLayout>
            </hierarchy>
            """.utf8), with: UIAutomatorXMLReader.self)
        #expect(snapshot.allElements.map(\.label) == ["Play", "Terms"])
    }

    /// A Zomato bill sheet (UiAutomator2): Material's bottom sheet dialog lays a clickable
    /// `touch_outside` view over the screen, declared `importantForAccessibility="no"` in its layout.
    @Test("a bottom sheet's touch_outside view, which Material's layout marks not important, is not an element")
    func bottomSheetTouchOutsideIsNoElement() throws {
        let snapshot = try ImportExpectations.snapshot(Array("""
            <hierarchy index="0" class="hierarchy" rotation="0" width="1344" height="2992">
              <android.widget.FrameLayout index="0" class="android.widget.FrameLayout" text="" clickable="false" focusable="false" bounds="[0,0][1344,2992]" displayed="true">
                <android.view.View index="0" class="android.view.View" text="" resource-id="com.application.zomato:id/touch_outside" clickable="true" focusable="false" bounds="[0,151][1344,2920]" displayed="true"/>
                <android.widget.Button index="1" class="android.widget.Button" text="Pay" clickable="true" focusable="true" bounds="[40,2700][1304,2850]" displayed="true"/>
              </android.widget.FrameLayout>
            </hierarchy>
            """.utf8), with: UIAutomatorXMLReader.self)
        #expect(snapshot.allElements.map(\.label) == ["Pay"])
    }

    /// A message repeater's form (a raw dump): Material's text field makes an icon without a
    /// listener neither clickable nor focusable and not important (`IconHelper.setIconClickable`);
    /// one with a listener (a password field's "Show password") is a control.
    @Test("a Material text field's icon that does nothing is not an element; one that acts is")
    func materialTextFieldIconWithoutListenerIsNoElement() throws {
        let snapshot = try ImportExpectations.snapshot(Array("""
            <hierarchy rotation="0">
              <node index="0" text="" class="android.widget.FrameLayout" package="com.example" clickable="false" focusable="false" bounds="[0,0][1080,2400]">
                <node index="0" text="" resource-id="com.example:id/text_input_start_icon" class="android.widget.ImageButton" package="com.example" content-desc="" checkable="true" checked="false" clickable="false" focusable="false" bounds="[40,300][160,420]" />
                <node index="1" text="Message" class="android.widget.EditText" package="com.example" clickable="true" focusable="true" bounds="[160,300][1040,420]" />
                <node index="2" text="" resource-id="com.example:id/text_input_error_icon" class="android.widget.ImageButton" package="com.example" content-desc="Error" checkable="true" checked="false" clickable="false" focusable="false" bounds="[960,300][1040,420]" />
                <node index="3" text="" resource-id="com.example:id/text_input_end_icon" class="android.widget.ImageButton" package="com.example" content-desc="Show password" checkable="true" checked="false" clickable="true" focusable="true" bounds="[960,500][1040,620]" />
              </node>
            </hierarchy>
            """.utf8), with: UIAutomatorXMLReader.self)
        #expect(snapshot.allElements.map(\.type) == [.textField, .button])
        #expect(snapshot.allElements.map(\.identifier) == [nil, "com.example:id/text_input_end_icon"])
    }

    /// Android's Quick Settings shade (a raw dump): SystemUI lays its full-screen scrims, focusable,
    /// under the tiles; `super_status_bar.xml` declares them `importantForAccessibility="no"`.
    @Test("the notification shade's scrims, which SystemUI's layout marks not important, are not elements")
    func notificationShadeScrimsAreNoElements() throws {
        let snapshot = try ImportExpectations.snapshot(Array("""
            <hierarchy rotation="0">
              <node index="0" text="" class="android.widget.FrameLayout" package="com.android.systemui" clickable="false" focusable="false" bounds="[0,0][1080,2400]">
                <node index="0" text="" resource-id="com.android.systemui:id/scrim_behind" class="android.view.View" package="com.android.systemui" clickable="true" focusable="true" bounds="[0,0][1080,2400]" />
                <node index="1" text="" class="android.widget.Switch" package="com.android.systemui" content-desc="Bluetooth" checkable="true" checked="true" clickable="true" focusable="true" bounds="[40,300][520,460]" />
                <node index="2" text="" resource-id="com.android.systemui:id/scrim_in_front" class="android.view.View" package="com.android.systemui" clickable="false" focusable="true" bounds="[0,0][1080,2400]" />
              </node>
            </hierarchy>
            """.utf8), with: UIAutomatorXMLReader.self)
        #expect(snapshot.allElements.map(\.label) == ["Bluetooth"])
    }

    /// An ECOVACS robot's map page (a raw uiautomator dump of its hybrid app): the page's root
    /// `WebView`, focusable and named by the page's title, over the page's texts and buttons.
    @Test("a focusable web view holding its page is not one element: TalkBack reads the page's texts one by one")
    func webViewHoldingItsPageIsNoRow() throws {
        let snapshot = try ImportExpectations.snapshot(Array("""
            <hierarchy rotation="0">
              <node index="0" text="" class="android.widget.FrameLayout" package="com.eco.global.app" clickable="false" focusable="false" bounds="[0,0][1080,2340]">
                <node index="0" text="ecovacs" class="android.webkit.WebView" package="com.eco.global.app" clickable="false" focusable="true" focused="true" bounds="[0,0][1080,2340]">
                  <node index="0" text="Back" class="android.widget.Button" package="com.eco.global.app" clickable="true" focusable="false" bounds="[27,111][96,180]" />
                  <node index="1" text="Wischi" class="android.widget.TextView" package="com.eco.global.app" clickable="false" focusable="false" bounds="[102,120][237,174]" />
                  <node index="2" text="Start" class="android.widget.TextView" package="com.eco.global.app" clickable="false" focusable="false" bounds="[522,2091][624,2145]" />
                </node>
              </node>
            </hierarchy>
            """.utf8), with: UIAutomatorXMLReader.self)
        #expect(snapshot.allElements.map(\.label) == ["Back", "Wischi", "Start"])
    }

    @Test("views that host virtual nodes are known by their class")
    func virtualHosts() {
        for host in ["androidx.compose.ui.platform.ComposeView", "android.webkit.WebView", "io.flutter.embedding.android.FlutterView"] {
            #expect(AndroidFocusShaping.Origin(className: host, resourceID: nil) == .virtualHost)
        }
        #expect(AndroidFocusShaping.Origin(className: "android.view.View", resourceID: nil) == .generic)
        #expect(AndroidFocusShaping.Origin(className: "android.view.View", resourceID: "com.example:id/row") == .identifiedView)
        #expect(AndroidFocusShaping.Origin(className: "android.widget.TextView", resourceID: "login_button") == .viewClass)
    }

    @Test("the rows behind Gmail's open search view, which hides them from TalkBack, are not elements")
    func gmailRowsBehindModalSearchAreHidden() throws {
        guard let snapshot = try RealTrees.snapshot("uiautomator-xml/tron-ai-gmail-search-appium-uia2.xml", reader: UIAutomatorXMLReader.self) else { return }
        #expect(!snapshot.allElements.contains { $0.label.contains("Groq") })
        #expect(snapshot.allElements.contains { $0.label == "Suggestion: emails from xai" })
    }

    // MARK: T4 — screen-reader-focusable

    @Test("a described image marked screen-reader-focusable inside a clickable row is focused on its own")
    func screenReaderFocusableImageInRowStays() throws {
        let elements = try Self.elements("uiautomator-xml/described-badge-in-row.xml")
        let row = try #require(elements.first { $0.identifier == "com.example.contacts:id/row" })
        #expect(row.label == "Ada Lovelace, Mathematician")
        #expect(row.children.map(\.label) == ["Verified account"])
        #expect(row.children.first?.traits == .image)
    }

    // MARK: T3/T4 — rows around fields

    @Test("a clickable row around a field, whose caption TalkBack cannot see, is not an element")
    func rowAroundFieldIsNotFocused() throws {
        let elements = try Self.elements("uiautomator-xml/row-around-field.xml")
        #expect(!elements.contains { $0.identifier == "com.example.shop:id/email_row" })
        #expect(elements.filter { $0.label == "Email address" || $0.placeholder == "Email address" }.count == 1)
        #expect(elements.map(\.type) == [.staticText, .textField, .textField])
    }

    @Test("a row does not read a child that is not displayed")
    func rowSkipsHiddenText() throws {
        // TalkBack's hasNonActionableSpeakingChildren ignores children that are not visible.
        let snapshot = try ImportExpectations.snapshot(Array("""
            <hierarchy index="0" class="hierarchy" rotation="0" width="1080" height="2400">
              <android.widget.LinearLayout index="0" class="android.widget.LinearLayout" text="" clickable="true" focusable="true" bounds="[0,0][1080,200]" displayed="true" a11y-important="true">
                <android.widget.TextView index="0" class="android.widget.TextView" text="Card ending 4242" clickable="false" focusable="false" bounds="[40,40][800,100]" displayed="true" a11y-important="true"/>
                <android.widget.TextView index="1" class="android.widget.TextView" text="Expired" clickable="false" focusable="false" bounds="[40,100][800,160]" displayed="false" a11y-important="true"/>
              </android.widget.LinearLayout>
            </hierarchy>
            """.utf8), with: UIAutomatorXMLReader.self)
        #expect(snapshot.allElements.map(\.label) == ["Card ending 4242"])
    }

    // MARK: T1/T2 — silent views

    @Test("a text view with no text and no action is not an element")
    func emptyTextViewIsDropped() throws {
        let elements = try Self.elements("uiautomator-xml/empty-message-slots.xml")
        #expect(!elements.contains { $0.identifier?.hasSuffix("_error") == true })
        #expect(elements.map(\.label) == ["Create account", "Name", "Email", "Create"])
    }

    @Test("a described container that is not actionable and fills the window is not focused; its content is")
    func windowSizedContainerIsNotFocused() throws {
        // TalkBack's shouldFocusNode rejects non-actionable, non-leaf nodes with the window's bounds.
        let snapshot = try ImportExpectations.snapshot(Array("""
            <hierarchy rotation="0"><node class="android.widget.FrameLayout" text="" bounds="[0,0][1080,2400]">\
            <node class="android.widget.FrameLayout" text="" content-desc="Home screen" bounds="[0,0][1080,2400]">\
            <node class="android.widget.TextView" text="Good morning" bounds="[40,200][1040,300]"/></node>\
            <node class="android.widget.FrameLayout" text="" content-desc="Weather" bounds="[0,300][1080,600]">\
            <node class="android.widget.TextView" text="12°" bounds="[40,400][1040,500]"/></node></node></hierarchy>
            """.utf8), with: UIAutomatorXMLReader.self)
        #expect(snapshot.elements.map(\.label) == ["Good morning", "Weather"])
        #expect(snapshot.elements[1].children.map(\.label) == ["12°"])
    }

    @Test("a clickable text view with no text is still an element, so label-missing can flag it")
    func emptyClickableTextStays() throws {
        // wework-chat-window_dump.xml: clickable TextViews with no text TalkBack focuses.
        let snapshot = try ImportExpectations.snapshot(Array("""
            <hierarchy rotation="0"><node class="android.widget.TextView" text="" resource-id="com.tencent.wework:id/ni8" clickable="true" focusable="true" bounds="[0,48][96,144]"/></hierarchy>
            """.utf8), with: UIAutomatorXMLReader.self)
        #expect(snapshot.allElements.map(\.type) == [.staticText])
    }

    /// OPPO ColorOS Settings (zytzjx/anthenacmc): a 2-px `ImageButton`, neither clickable nor
    /// focusable, between the toolbar's "Navigate up" and its title.
    @Test("a button that is neither clickable nor focusable and holds and says nothing is not an element; one that acts is")
    func inertButtonIsDropped() throws {
        let snapshot = try ImportExpectations.snapshot(Array("""
            <hierarchy rotation="0"><node class="android.widget.LinearLayout" bounds="[0,59][1080,147]">\
            <node class="android.widget.ImageButton" content-desc="Navigate up" clickable="true" focusable="true" bounds="[0,59][114,147]"/>\
            <node class="android.widget.ImageButton" content-desc="" clickable="false" focusable="false" bounds="[114,59][116,147]"/>\
            <node class="android.widget.TextView" text="Back Up and Reset" bounds="[116,59][700,147]"/>\
            <node class="android.widget.ImageButton" content-desc="" clickable="true" focusable="true" bounds="[960,59][1080,147]"/>\
            </node></hierarchy>
            """.utf8), with: UIAutomatorXMLReader.self)
        #expect(snapshot.allElements.map(\.label) == ["Navigate up", "Back Up and Reset", ""])
    }

    // MARK: T1 — scrolling containers

    @Test("a focusable pager is never one element with its pages; a page that speaks is one element")
    func focusablePagerIsNotMerged() throws {
        let elements = try Self.elements("uiautomator-xml/focusable-pager-and-list.xml")
        #expect(!elements.contains { $0.identifier == "com.example.store:id/banners" })
        // The page is a top-level scroll item that speaks through its image (TalkBack's
        // isTopLevelScrollItem and isSpeakingNode), so TalkBack focuses the page and reads the image.
        let banner = try #require(elements.first { $0.label == "Summer sale: 30% off sandals" })
        #expect(banner.type == .other && banner.children.isEmpty)
    }

    @Test("a focusable list is never one element with its items, which stay rows of their own")
    func focusableListIsNotMerged() throws {
        let labels = try Self.elements("uiautomator-xml/focusable-pager-and-list.xml").map(\.label)
        #expect(labels == ["Summer sale: 30% off sandals", "Top picks", "Canvas sneakers, £45", "Linen shirt, £30"])
    }

    @Test("an app class named like a pager is a scroll view")
    func pagerClassNamesScroll() {
        #expect(AndroidWidgetClass.elementType(forClass: "com.example.store.widget.LoopViewPager") == .scrollView)
        #expect(AndroidWidgetClass.elementType(forClass: "com.example.BannerPager") == .scrollView)
    }

    // MARK: T3 — fields labelled by a child text

    @Test("a text field whose label is a child text reads it as its name, and the child is no element")
    func fieldLabelledByChildText() throws {
        let elements = try Self.elements("uiautomator-xml/compose-fields-and-slider.xml")
        let fields = elements.filter { $0.type == .textField }
        #expect(fields.map(\.label) == ["Title", "Content"])
        #expect(fields.map(\.value) == [nil, "Buy milk"])
        #expect(!elements.contains { $0.type == .staticText && ($0.label == "Title" || $0.label == "Content") })
    }

    @Test("a field's child that shows its hint stays the placeholder, not the name")
    func childShowingHintIsPlaceholder() throws {
        let snapshot = try ImportExpectations.snapshot(Array("""
            <hierarchy index="0" class="hierarchy" rotation="0" width="1080" height="2400">
              <android.widget.EditText index="0" class="android.widget.EditText" text="" clickable="true" focusable="true" bounds="[0,0][1080,160]" displayed="true" hint="Search" showing-hint="true" a11y-important="true">
                <android.widget.TextView index="0" class="android.widget.TextView" text="Search" clickable="false" focusable="false" bounds="[40,40][400,120]" displayed="true" a11y-important="true"/>
              </android.widget.EditText>
            </hierarchy>
            """.utf8), with: UIAutomatorXMLReader.self)
        let field = try #require(snapshot.elements.first)
        #expect(field.label == "")
        #expect(field.placeholder == "Search")
        #expect(field.children.isEmpty)
    }

    // MARK: T3 — what a row reads

    /// WebdriverIO's React Native demo app (a raw uiautomator dump): the login form's header holds
    /// two icon-font glyphs between its texts.
    @Test("a row reads its texts without those of icon-font glyphs only, which are drawn, not spoken")
    func rowSkipsIconFontGlyphs() throws {
        let snapshot = try ImportExpectations.snapshot(Array("""
            <hierarchy rotation="0">
              <node index="0" text="" class="android.widget.FrameLayout" clickable="false" focusable="false" bounds="[0,0][1080,2400]">
                <node index="0" text="" class="android.view.ViewGroup" clickable="false" focusable="true" bounds="[0,200][1080,700]">
                  <node index="0" text="Login / Sign up Form" class="android.widget.TextView" clickable="false" focusable="false" bounds="[40,220][800,300]"/>
                  <node index="1" text="\u{F01F0}" class="android.widget.TextView" clickable="false" focusable="false" bounds="[40,320][120,400]"/>
                  <node index="2" text="\u{F0341}" class="android.widget.TextView" clickable="false" focusable="false" bounds="[140,320][220,400]"/>
                  <node index="3" text="A biometrics button is shown when the device has Face ID." class="android.widget.TextView" clickable="false" focusable="false" bounds="[40,420][1040,600]"/>
                </node>
              </node>
            </hierarchy>
            """.utf8), with: UIAutomatorXMLReader.self)
        #expect(snapshot.allElements.map(\.label) == ["Login / Sign up Form, A biometrics button is shown when the device has Face ID."])
    }

    // MARK: Roles a dump does not state

    /// An Android Studio sample app's bottom navigation (raw uiautomator dumps of a test bot):
    /// Material's NavigationBarItemView says its role is "Tab", which TalkBack speaks.
    @Test("a Material navigation bar item, known by its icon and label views' ids, is a tab")
    func materialNavigationItemIsATab() throws {
        let snapshot = try ImportExpectations.snapshot(Array("""
            <hierarchy rotation="0">
              <node index="0" text="" class="android.widget.FrameLayout" clickable="false" focusable="false" bounds="[0,0][1080,2400]">
                <node index="0" text="" resource-id="p:id/navigation_home" class="android.widget.FrameLayout" content-desc="Home" clickable="true" focusable="true" bounds="[0,2190][360,2337]">
                  <node index="0" text="" resource-id="p:id/navigation_bar_item_icon_container" class="android.widget.FrameLayout" clickable="false" focusable="false" bounds="[148,2211][211,2274]"/>
                  <node index="1" text="" resource-id="p:id/navigation_bar_item_labels_group" class="android.view.ViewGroup" clickable="false" focusable="false" bounds="[100,2280][260,2330]">
                    <node index="0" text="Home" class="android.widget.TextView" clickable="false" focusable="false" bounds="[100,2280][260,2330]"/>
                  </node>
                </node>
                <node index="1" text="" resource-id="p:id/fab" class="android.widget.FrameLayout" content-desc="Compose" clickable="true" focusable="true" bounds="[900,2000][1040,2140]">
                  <node index="0" text="" resource-id="p:id/icon_container" class="android.widget.FrameLayout" clickable="false" focusable="false" bounds="[930,2030][1010,2110]"/>
                </node>
              </node>
            </hierarchy>
            """.utf8), with: UIAutomatorXMLReader.self)
        #expect(snapshot.allElements.map(\.label) == ["Home", "Compose"])
        #expect(snapshot.allElements.map(\.type) == [.tab, .other])
    }

    /// A live-TV app's bottom bar (a raw dump): newer Material wraps the icon and labels in a
    /// content container; the selected item is not clickable.
    @Test("a Material navigation bar item whose views sit in a content container is a tab")
    func wrappedMaterialNavigationItemIsATab() throws {
        let snapshot = try ImportExpectations.snapshot(Array("""
            <hierarchy rotation="0">
              <node index="0" text="" resource-id="p:id/nav_home" class="android.widget.FrameLayout" content-desc="Live TV" clickable="false" focusable="true" selected="true" bounds="[0,2123][216,2337]">
                <node index="0" text="" resource-id="p:id/navigation_bar_item_content_container" class="android.widget.LinearLayout" clickable="false" focusable="false" selected="true" bounds="[24,2155][192,2337]">
                  <node index="0" text="" resource-id="p:id/navigation_bar_item_icon_container" class="android.widget.FrameLayout" clickable="false" focusable="false" selected="true" bounds="[24,2155][192,2239]"/>
                  <node index="1" text="" resource-id="p:id/navigation_bar_item_labels_group" class="android.view.ViewGroup" clickable="false" focusable="false" selected="true" bounds="[49,2250][166,2337]">
                    <node index="0" text="Live TV" resource-id="p:id/navigation_bar_item_large_label_view" class="android.widget.TextView" clickable="false" focusable="false" selected="true" bounds="[49,2250][166,2295]"/>
                  </node>
                </node>
              </node>
            </hierarchy>
            """.utf8), with: UIAutomatorXMLReader.self)
        #expect(snapshot.allElements.map(\.label) == ["Live TV"])
        #expect(snapshot.allElements.first?.type == .tab)
        #expect(snapshot.allElements.first?.traits.contains(.selected) == true)
    }

    /// A wallet test app's tabs (a raw dump): Material's `TabLayout`, a HorizontalScrollView over
    /// its tab strip; the selected tab drops its click action.
    @Test("a Material TabLayout's tabs, plain layouts in a horizontal scroll view's strip, one selected, are tabs")
    func materialTabLayoutTabsAreTabs() throws {
        func tab(_ label: String, x: Int, selected: Bool) -> String {
            #"<node class="android.widget.LinearLayout" content-desc="\#(label)" clickable="\#(!selected)" focusable="true" selected="\#(selected)" bounds="[\#(x),264][\#(x + 270),408]">"#
                + #"<node class="android.widget.TextView" text="\#(label)" selected="\#(selected)" bounds="[\#(x + 60),307][\#(x + 200),364]"/></node>"#
        }
        let strip = #"<node class="android.widget.HorizontalScrollView" resource-id="p:id/tabLayout" focusable="true" bounds="[0,264][1080,408]">"#
            + #"<node class="android.widget.LinearLayout" bounds="[0,264][1080,408]">"#
            + tab("List", x: 0, selected: false) + tab("Switches", x: 270, selected: true) + tab("Input", x: 540, selected: false)
            + "</node></node>"
        let snapshot = try ImportExpectations.snapshot(Array(#"<hierarchy rotation="0">\#(strip)</hierarchy>"#.utf8), with: UIAutomatorXMLReader.self)
        #expect(snapshot.allElements.map(\.label) == ["List", "Switches", "Input"])
        #expect(snapshot.allElements.allSatisfy { $0.type == .tab })
        #expect(snapshot.allElements.map { $0.traits.contains(.selected) } == [false, true, false])
    }

    @Test("buttons in a horizontal scroll view's strip with no selection are not tabs")
    func stripWithoutSelectionIsNoTabs() throws {
        let strip = #"<node class="android.widget.HorizontalScrollView" bounds="[0,264][1080,408]"><node class="android.widget.LinearLayout" bounds="[0,264][1080,408]">"#
            + #"<node class="android.widget.LinearLayout" content-desc="Music" clickable="true" bounds="[0,264][270,408]"/>"#
            + #"<node class="android.widget.LinearLayout" content-desc="Podcasts" clickable="true" bounds="[270,264][540,408]"/></node></node>"#
        let snapshot = try ImportExpectations.snapshot(Array(#"<hierarchy rotation="0">\#(strip)</hierarchy>"#.utf8), with: UIAutomatorXMLReader.self)
        #expect(!snapshot.allElements.contains { $0.type == .tab })
    }

    /// A Compose music app's bottom bar (raw uiautomator dumps): Material 3's `NavigationBarItem`s
    /// are `selectable` with `Role.Tab`; the selected one is not clickable.
    @Test("a row of Compose items of one height, one selected and not clickable, the others clickable, is tabs")
    func composeNavigationItemsAreTabs() throws {
        func item(_ label: String, x: Int, selected: Bool) -> String {
            #"<node class="android.view.View" clickable="\#(!selected)" focusable="true" selected="\#(selected)" bounds="[\#(x),1647][\#(x + 346),1857]"><node class="android.widget.TextView" text="\#(label)" bounds="[\#(x + 40),1750][\#(x + 300),1800]"/></node>"#
        }
        let bar = item("Search", x: 0, selected: false) + item("Library", x: 367, selected: true) + item("Settings", x: 734, selected: false)
        let snapshot = try ImportExpectations.snapshot(Array("""
            <hierarchy rotation="0"><node class="androidx.compose.ui.platform.ComposeView" bounds="[0,0][1080,1920]">\
            <node class="android.view.View" bounds="[0,1647][1080,1857]">\(bar)</node></node></hierarchy>
            """.utf8), with: UIAutomatorXMLReader.self)
        #expect(snapshot.allElements.map(\.type) == [.tab, .tab, .tab])
        #expect(snapshot.allElements.map { $0.traits.contains(.selected) } == [false, true, false])
    }

    @Test("Compose items of one height with no selection are not tabs")
    func composeRowWithoutSelectionIsNoTabs() throws {
        let snapshot = try ImportExpectations.snapshot(Array("""
            <hierarchy rotation="0"><node class="androidx.compose.ui.platform.ComposeView" bounds="[0,0][1080,1920]">\
            <node class="android.view.View" clickable="true" bounds="[0,1647][540,1857]"><node class="android.widget.TextView" text="Cancel" bounds="[40,1700][500,1800]"/></node>\
            <node class="android.view.View" clickable="true" bounds="[540,1647][1080,1857]"><node class="android.widget.TextView" text="Save" bounds="[580,1700][1040,1800]"/></node>\
            </node></hierarchy>
            """.utf8), with: UIAutomatorXMLReader.self)
        #expect(!snapshot.allElements.contains { $0.type == .tab })
    }

    /// An ECOVACS robot's hybrid map page (raw uiautomator dumps): Chrome's WebView names a page's
    /// images `android.widget.Image`.
    @Test("a web page's image, of class android.widget.Image, is an image")
    func webImageIsAnImage() throws {
        let snapshot = try ImportExpectations.snapshot(Array("""
            <hierarchy rotation="0">
              <node index="0" text="" class="android.webkit.WebView" focusable="true" bounds="[0,0][1080,2400]">
                <node index="0" text="Map of the living room" class="android.widget.Image" clickable="false" focusable="false" bounds="[0,200][1080,1800]"/>
                <node index="1" text="Start" class="android.widget.Button" clickable="true" focusable="true" bounds="[40,1900][1040,2000]"/>
              </node>
            </hierarchy>
            """.utf8), with: UIAutomatorXMLReader.self)
        #expect(snapshot.allElements.map(\.type) == [.image, .button])
    }

    // MARK: Class 10 — values a dump cannot state

    @Test("a uiautomator dump states no slider value, so adjustable-missing-value does not run")
    func sliderValuesAreNotStated() throws {
        let snapshot = try ScreenReaderFixtures.snapshot("uiautomator-xml/compose-fields-and-slider.xml")
        #expect(snapshot.statedData?.contains(.values) == true)
        #expect(snapshot.statedData?.contains(.adjustableValues) == false)
        let report = try RuleEngine().check(snapshot)
        #expect(!report.violations.contains { $0.ruleID == "adjustable-missing-value" })
        #expect(report.notStatedReason(of: "adjustable-missing-value") == "not run: the source cannot state values of adjustable elements")
    }

    @Test("a Maestro Android hierarchy states no slider value; a Maestro iOS one does")
    func maestroSliderValues() throws {
        let android = try ImportExpectations.snapshot(Array(#"{"attributes": {}, "children": [{"attributes": {"class": "android.widget.SeekBar", "bounds": "[0,0][100,20]"}, "children": []}]}"#.utf8), with: MaestroJSONReader.self)
        let iOS = try ImportExpectations.snapshot(Array(#"{"attributes": {}, "children": [{"attributes": {"value": "50%", "bounds": "[0,0][100,20]"}, "children": []}]}"#.utf8), with: MaestroJSONReader.self)
        #expect(android.statedData?.contains(.adjustableValues) == false)
        #expect(iOS.statedData?.contains(.adjustableValues) == true)
    }

    @Test("statedData's adjustableValues is written and read back under its name")
    func adjustableValuesRoundTrips() throws {
        var snapshot = AccessibilitySnapshot(name: "s", elements: [])
        snapshot.statedData = [.values, .adjustableValues]
        let json = String(decoding: snapshot.canonicalJSON(), as: UTF8.self)
        #expect(json.contains(#""statedData": ["values", "adjustableValues"]"#))
        #expect(try AccessibilitySnapshot(json: snapshot.canonicalJSON()).statedData == [.values, .adjustableValues])
    }
}
