@testable import A11ySnapshot
import Testing

/// Issue 37's focus model (docs/IMPORT.md, *What VoiceOver focuses in an XCUI tree*), one
/// behaviour each, on fixtures shaped like public dumps of iOS 26 Settings and a SwiftUI form
/// (`Fixtures/SOURCES.md` names the dump each follows).
@Suite("VoiceOver focus in XCUI trees")
struct XCUIFocusImportTests {
    static let traits = "appium-xml/settings-general-traits.xml"
    static let accessible = "appium-xml/settings-general-accessible.xml"
    static let form = "xcui-text/settings-form.txt"

    static func snapshot(_ path: String) throws -> AccessibilitySnapshot {
        let reader: any DumpReader.Type = path.hasPrefix("xcui-text") ? XCUIDebugDescriptionReader.self : AppiumXMLReader.self
        return try ImportExpectations.snapshot(try ImportFixture.bytes(path), with: reader)
    }

    /// Every element in document order, as `type:label`.
    static func outline(_ elements: [AccessibilityElement]) -> [String] {
        elements.flatMap { ["\($0.type.map { "\($0)" } ?? "-"):\($0.label)"] + outline($0.children) }
    }

    /// The snapshot of a page source whose application root holds `body`.
    static func importing(_ body: String) throws -> AccessibilitySnapshot {
        try ImportExpectations.snapshot(Array("""
            <XCUIElementTypeApplication type="XCUIElementTypeApplication" x="0" y="0" width="402" height="874">
            \(body)
            </XCUIElementTypeApplication>
            """.utf8), with: AppiumXMLReader.self)
    }

    @Test("each issue-37 fixture imports to its expected snapshot", arguments: [traits, accessible, form])
    func golden(path: String) throws {
        let reader: any DumpReader.Type = path.hasPrefix("xcui-text") ? XCUIDebugDescriptionReader.self : AppiumXMLReader.self
        try ImportFixture.checkGolden(path, reader: reader)
    }

    @Test("a Settings row stating the Button trait is one focus stop: its inner button, text, icon and chevron are not")
    func settingsRowWithTraitsIsOneStop() throws {
        let rows = try Self.snapshot(Self.traits).elements.filter { $0.type == .cell }
        #expect(rows.map(\.label) == ["About", "Fonts"])
        #expect(rows.map(\.traits) == [.button, .button])
        #expect(rows.allSatisfy { $0.children.isEmpty })
    }

    @Test("a row WDA marks accessible is one focus stop, whatever its content says")
    func accessibleRowEnclosesItsContent() throws {
        let rows = try Self.snapshot(Self.accessible).elements.filter { $0.type == .cell }
        #expect(rows.map(\.label) == ["About", "Fonts"])
        #expect(rows.allSatisfy { $0.children.isEmpty }, "the chevron WDA marks accessible inside the row is not reached")
    }

    @Test("without accessible or traits, a button's same-label text is part of the button")
    func sameLabelTextIsPartOfTheButton() throws {
        let elements = try Self.snapshot(Self.form).allElements
        let alerts = try #require(elements.first { $0.label == "Station alerts" })
        #expect(alerts.type == .button)
        #expect(alerts.children.isEmpty)
        #expect(elements.filter { $0.label == "Station alerts" }.count == 1)
    }

    @Test("a toggle's inner unlabelled switch is part of the toggle")
    func toggleInnerSwitchIsPartOfTheToggle() throws {
        let elements = try Self.snapshot(Self.form).allElements
        let reminders = elements.filter { $0.type == .switch }
        #expect(reminders.map(\.label) == ["Ride reminders"])
        #expect(reminders.first?.value == "1")
        #expect(reminders.first?.children.isEmpty == true)
    }

    @Test("a disabled chevron button inside a labelled cell is decoration, not a focus stop")
    func disabledChevronInCellIsDecoration() throws {
        // Shaped after iOS Settings rows in WDA sources without traits (shirates-core's dumps).
        let snapshot = try Self.importing("""
            <XCUIElementTypeCell type="XCUIElementTypeCell" enabled="true" visible="true" x="0" y="248" width="390" height="45" name="General" label="General">
              <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" enabled="true" visible="true" x="64" y="260" width="60" height="21" name="General" label="General" value="General"/>
              <XCUIElementTypeButton type="XCUIElementTypeButton" enabled="false" visible="true" x="358" y="263" width="12" height="15" name="chevron" label="chevron"/>
            </XCUIElementTypeCell>
            """)
        #expect(Self.outline(snapshot.elements) == ["cell:General"])
    }

    @Test("an enabled button with its own label inside a row stays an element of its own")
    func distinctButtonInRowStays() throws {
        let snapshot = try Self.importing("""
            <XCUIElementTypeCell type="XCUIElementTypeCell" enabled="true" visible="true" x="0" y="248" width="390" height="60" name="Dock Street" label="Dock Street">
              <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" enabled="true" visible="true" x="20" y="260" width="120" height="21" name="Dock Street" label="Dock Street"/>
              <XCUIElementTypeButton type="XCUIElementTypeButton" enabled="true" visible="true" x="330" y="256" width="44" height="44" name="Favourite" label="Favourite"/>
            </XCUIElementTypeCell>
            """)
        #expect(Self.outline(snapshot.elements) == ["cell:Dock Street", "button:Favourite"])
    }

    @Test("a button without a label reads its texts, which are then part of it")
    func unlabelledButtonReadsItsTexts() throws {
        let snapshot = try Self.importing("""
            <XCUIElementTypeButton type="XCUIElementTypeButton" enabled="true" visible="true" x="16" y="700" width="370" height="50">
              <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" enabled="true" visible="true" x="150" y="714" width="60" height="22" name="Next" label="Next"/>
            </XCUIElementTypeButton>
            """)
        #expect(Self.outline(snapshot.elements) == ["button:Next"])
    }

    @Test("the traits attribute is read as the element's traits, and a stated trait keeps a cell")
    func traitsAttributeIsEvidence() throws {
        let elements = try Self.snapshot(Self.traits).allElements
        #expect(elements.first { $0.label == "General" }?.traits == .header)
        #expect(elements.first { $0.label == "About" }?.type == .cell)
    }

    @Test("an unlabelled navigation bar is structure; its back button and title are elements")
    func unlabelledNavigationBarIsStructure() throws {
        for path in [Self.traits, Self.accessible, Self.form] {
            let elements = try Self.snapshot(path).allElements
            #expect(!elements.contains { $0.type == .navigationBar }, "\(path)")
        }
        #expect(Self.outline(try Self.snapshot(Self.traits).elements).prefix(2) == ["button:Settings", "staticText:General"])
    }

    @Test("a labelled navigation bar stays, and a tab bar keeps its container")
    func labelledBarAndTabBarStay() throws {
        let snapshot = try Self.importing("""
            <XCUIElementTypeNavigationBar type="XCUIElementTypeNavigationBar" name="Rides" label="Rides" x="0" y="62" width="402" height="54">
              <XCUIElementTypeButton type="XCUIElementTypeButton" name="Add" label="Add" x="350" y="62" width="44" height="44"/>
            </XCUIElementTypeNavigationBar>
            <XCUIElementTypeTabBar type="XCUIElementTypeTabBar" x="0" y="791" width="402" height="83">
              <XCUIElementTypeButton type="XCUIElementTypeButton" name="Map" label="Map" x="0" y="791" width="201" height="49"/>
            </XCUIElementTypeTabBar>
            """)
        #expect(Self.outline(snapshot.elements) == ["navigationBar:Rides", "button:Add", "tabBar:", "button:Map"])
        #expect(snapshot.elements.last?.container == .tabBar)
    }

    @Test("a toolbar labelled \"Toolbar\", as XCUI labels every UIToolbar, is structure: its items are elements")
    func genericallyLabelledToolbarIsStructure() throws {
        // Firefox's library toolbar (iOS 18.2 debugDescription, mozilla-mobile/firefox-ios #29114),
        // and an app's empty full-screen SwiftUI toolbar host beside it.
        let snapshot = try DumpImport.snapshot(fromDump: Array("""
            →Application, 0x105a23480, pid: 1, label: 'Firefox'
              Window (Main), 0x105a235c0, {{0.0, 0.0}, {393.0, 852.0}}
                Toolbar, 0x1057200a0, {{0.0, 125.0}, {393.0, 44.0}}, identifier: 'Toolbar', label: 'Toolbar'
                  SegmentedControl, 0x105720400, {{16.0, 131.0}, {361.0, 33.0}}, identifier: 'librarySegmentControl'
                    Button, 0x105720520, {{16.0, 131.0}, {89.0, 33.0}}, label: 'Bookmarks'
                    Button, 0x105720760, {{106.0, 131.0}, {90.0, 33.0}}, label: 'History', Selected
                Toolbar, 0x1112497c0, {{0.0, 0.0}, {393.0, 852.0}}, identifier: 'Toolbar', label: 'Toolbar'
                  Other, 0x111249900, {{0.0, 0.0}, {393.0, 852.0}}
            """.utf8))
        #expect(!snapshot.allElements.contains { $0.type == .toolbar })
        #expect(snapshot.allElements.map(\.label).suffix(2) == ["Bookmarks", "History"])
    }

    @Test("a tab bar WDA marks accessible=\"false\" keeps its container: VoiceOver announces it and numbers its tabs")
    func inaccessibleTabBarKeepsItsContainer() throws {
        // Ice Cubes' iOS 26 tab bar: the bar and the views between it and its tabs are marked
        // accessible="false", the tabs accessible="true".
        let snapshot = try Self.importing("""
            <XCUIElementTypeTabBar type="XCUIElementTypeTabBar" name="Tab Bar" label="Tab Bar" enabled="true" visible="true" accessible="false" x="0" y="791" width="402" height="83" traits="">
              <XCUIElementTypeOther type="XCUIElementTypeOther" enabled="true" visible="true" accessible="false" x="107" y="791" width="188" height="62" traits="">
                <XCUIElementTypeButton type="XCUIElementTypeButton" value="1" name="rectangle.stack" label="Timeline" enabled="true" visible="true" accessible="true" x="111" y="795" width="94" height="54" traits="Selected, Button"/>
                <XCUIElementTypeButton type="XCUIElementTypeButton" name="gear" label="Settings" enabled="true" visible="true" accessible="true" x="197" y="795" width="94" height="54" traits="Button"/>
              </XCUIElementTypeOther>
            </XCUIElementTypeTabBar>
            <XCUIElementTypeOther type="XCUIElementTypeOther" enabled="true" visible="false" accessible="false" x="0" y="0" width="402" height="83" traits="">
              <XCUIElementTypeButton type="XCUIElementTypeButton" name="Hidden" label="Hidden" enabled="true" visible="false" accessible="true" x="0" y="0" width="94" height="54" traits="Button"/>
            </XCUIElementTypeOther>
            """)
        #expect(Self.outline(snapshot.elements) == ["tabBar:Tab Bar", "button:Timeline", "button:Settings"])
        #expect(snapshot.elements.first?.container == .tabBar)
    }

    @Test("an element without a label reads its content: a button or text inside speaks its own label, not what draws it")
    func unlabelledElementReadsItsContentsLabels() throws {
        // An Ice Cubes post (iOS 26 WDA source): an accessible Button with no label over the
        // author's button, whose texts draw "Author One" and " ⸱ 2h", the post's text, and Reply
        // with its count.
        let snapshot = try Self.importing("""
            <XCUIElementTypeButton type="XCUIElementTypeButton" enabled="true" visible="true" accessible="true" x="0" y="136" width="402" height="200" traits="Button">
              <XCUIElementTypeButton type="XCUIElementTypeButton" name="Author One, 2h" label="Author One, 2h" enabled="true" visible="true" accessible="true" x="16" y="150" width="200" height="20" traits="Button">
                <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="Author One" name="Author One" label="Author One" enabled="true" visible="true" accessible="false" x="16" y="150" width="90" height="20" traits="StaticText"/>
                <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value=" ⸱ 2h" name=" ⸱ 2h" label=" ⸱ 2h" enabled="true" visible="true" accessible="false" x="110" y="150" width="40" height="20" traits="StaticText"/>
              </XCUIElementTypeButton>
              <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="A post about books." name="A post about books." label="A post about books." enabled="true" visible="true" accessible="false" x="16" y="180" width="300" height="20" traits="StaticText"/>
              <XCUIElementTypeButton type="XCUIElementTypeButton" name="Reply" label="Reply" enabled="true" visible="true" accessible="true" x="16" y="300" width="60" height="30" traits="Button">
                <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="3" name="3" label="3" enabled="true" visible="true" accessible="false" x="40" y="300" width="10" height="30" traits="StaticText"/>
              </XCUIElementTypeButton>
            </XCUIElementTypeButton>
            """)
        #expect(Self.outline(snapshot.elements) == ["button:Author One, 2h, A post about books., Reply"])
    }

    @Test("an unlabelled cell holding texts is a container of its texts")
    func unlabelledCellHoldingTextsIsAContainer() throws {
        let elements = try Self.snapshot(Self.form).allElements
        #expect(!elements.contains { $0.type == .cell && $0.label.isEmpty })
        #expect(elements.contains { $0.type == .staticText && $0.label == "Notifications" })
        // The same with WDA's accessible attribute: a cell marked accessible without a label.
        let accessible = try Self.snapshot(Self.accessible).allElements
        #expect(Self.outline(accessible).suffix(2) == ["staticText:Search ·", "staticText:Legal & Regulatory"])
    }

    @Test("an unlabelled cell stating the Button trait is a control that reads its texts, not a container")
    func unlabelledButtonCellReadsItsTexts() throws {
        let snapshot = try Self.importing("""
            <XCUIElementTypeCell type="XCUIElementTypeCell" enabled="true" visible="true" x="20" y="391" width="362" height="54" traits="Button">
              <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="Wi-Fi" name="Wi-Fi" label="Wi-Fi" enabled="true" visible="true" x="34" y="404" width="60" height="28" traits="StaticText"/>
              <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="Home" name="Home" label="Home" enabled="true" visible="true" x="300" y="404" width="50" height="28" traits="StaticText"/>
            </XCUIElementTypeCell>
            """)
        #expect(Self.outline(snapshot.elements) == ["cell:Wi-Fi, Home"])
        #expect(snapshot.elements.first?.traits == .button)
    }

    @Test("scroll indicators are not focused, however many times a source lists them")
    func scrollIndicatorsAreNotFocused() throws {
        for path in [Self.traits, Self.form] {
            #expect(!(try Self.snapshot(path).allElements.contains { $0.label.contains("scroll bar") }), "\(path)")
        }
    }

    @Test("a scroll view labelled only by its scroll indicators is structure: its content stays")
    func scrollViewLabelledByIndicatorsIsStructure() throws {
        let snapshot = try Self.importing("""
            <XCUIElementTypeScrollView type="XCUIElementTypeScrollView" label="Vertical scroll bar, 5 pages" x="0" y="110" width="402" height="764">
              <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" label="First post" x="16" y="180" width="370" height="22"/>
            </XCUIElementTypeScrollView>
            """)
        #expect(Self.outline(snapshot.elements) == ["staticText:First post"])
    }

    @Test("a view whose label only resembles a scroll indicator stays")
    func scrollIndicatorLookalikeStays() throws {
        #expect(!VoiceOverFocus.isScrollIndicatorLabel("Vertical scroll bar settings"))
        #expect(VoiceOverFocus.isScrollIndicatorLabel("Vertical scroll bar, 2 pages Horizontal scroll bar, 1 page"))
    }

    @Test("an unlabelled image no source marks an element is not focused; a labelled one is")
    func unlabelledImageIsNotFocused() throws {
        let elements = try Self.snapshot(Self.form).allElements
        #expect(!elements.contains { $0.type == .image })
        let snapshot = try Self.importing("""
            <XCUIElementTypeImage type="XCUIElementTypeImage" name="AdditionalDimmingOverlay" x="-120" y="738" width="642" height="272" traits="Image"/>
            <XCUIElementTypeImage type="XCUIElementTypeImage" name="Map of Dock Street" label="Map of Dock Street" x="16" y="200" width="370" height="200"/>
            """)
        #expect(Self.outline(snapshot.elements) == ["image:Map of Dock Street"])
    }

    @Test("Android dumps keep their own focus shaping: the XCUI model does not apply")
    func androidIsUntouched() throws {
        let document = ImportedDocument(roots: [ImportedNode(type: .image, frame: Frame(0, 0, 40, 40))])
        let snapshot = try ImportPolicy.snapshot(from: document, name: "android", file: nil, options: .canonical)
        #expect(snapshot.elements.map(\.type) == [.image])
    }

    /// iOS 26's Face ID alert over SpringBoard (a WDA source): WDA marks the alert
    /// `accessible="false"`, as every container, and joins its texts as its value.
    @Test("an alert is kept as the container VoiceOver announces, without XCUI's joined value or the title its text says")
    func alertIsKeptAsItsContainer() throws {
        let snapshot = try Self.importing("""
            <XCUIElementTypeAlert type="XCUIElementTypeAlert" value="Face Not Recognized#Try Again" name="com.apple.localauthentication.ax.authentication.alert" label="Face Not Recognized" enabled="true" visible="true" accessible="false" x="41" y="347" width="320" height="208" traits="">
              <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="Face Not Recognized" name="Face Not Recognized" label="Face Not Recognized" enabled="true" visible="true" accessible="true" x="57" y="367" width="288" height="21" traits="StaticText"/>
              <XCUIElementTypeButton type="XCUIElementTypeButton" name="Try Again" label="Try Again" enabled="true" visible="true" accessible="true" x="41" y="455" width="320" height="50" traits="Button"/>
            </XCUIElementTypeAlert>
            """)
        let alert = try #require(snapshot.elements.first)
        #expect(alert.type == .alert && alert.label.isEmpty && alert.value == nil)
        #expect(alert.children.map(\.label) == ["Face Not Recognized", "Try Again"])
    }

    /// Pocket Casts' player over its podcast page (an iOS 26 WDA source): the page's web views
    /// are `visible="false"`, the description text inside them `visible="true"`.
    @Test("a web view that is not visible hides its page, whatever its texts say")
    func hiddenWebViewHidesItsPage() throws {
        let snapshot = try Self.importing("""
            <XCUIElementTypeWebView type="XCUIElementTypeWebView" enabled="true" visible="false" accessible="false" x="16" y="286" width="370" height="70" traits="">
              <XCUIElementTypeOther type="XCUIElementTypeOther" enabled="true" visible="true" accessible="false" x="16" y="286" width="370" height="70" traits="">
                <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="The official podcast" name="The official podcast" label="The official podcast" enabled="true" visible="true" accessible="true" x="16" y="286" width="370" height="70" traits="StaticText"/>
              </XCUIElementTypeOther>
            </XCUIElementTypeWebView>
            <XCUIElementTypeButton type="XCUIElementTypeButton" name="Close player" label="Close player" enabled="true" visible="true" accessible="true" x="16" y="60" width="44" height="44" traits="Button"/>
            """)
        #expect(Self.outline(snapshot.elements) == ["button:Close player"])
    }

    /// m.ebay.com in Safari (a WDA source of an iPhone SE, 320 × 568): the skip link and the logo
    /// are `visible="false"` on the screen, beside account links marked visible; a carousel's
    /// next slide lies beside the screen.
    @Test("in a shown web view, elements WDA calls not visible on the screen or above or below it are read; beside it they are not")
    func webContentMarkedNotVisibleIsRead() throws {
        let snapshot = try ImportExpectations.snapshot(Array("""
            <XCUIElementTypeApplication type="XCUIElementTypeApplication" name="Safari" x="0" y="0" width="320" height="568">
              <XCUIElementTypeWebView type="XCUIElementTypeWebView" enabled="true" visible="true" x="0" y="0" width="320" height="568">
                <XCUIElementTypeLink type="XCUIElementTypeLink" name="Skip to main content" label="Skip to main content" enabled="true" visible="false" x="0" y="149" width="127" height="16"/>
                <XCUIElementTypeLink type="XCUIElementTypeLink" name="eBay" label="eBay" enabled="true" visible="false" x="0" y="142" width="77" height="36"/>
                <XCUIElementTypeLink type="XCUIElementTypeLink" name="Go to My eBay page" label="Go to My eBay page" enabled="true" visible="true" x="239" y="148" width="40" height="37"/>
                <XCUIElementTypeLink type="XCUIElementTypeLink" name="Motors" label="Motors" enabled="true" visible="false" x="330" y="300" width="90" height="44"/>
                <XCUIElementTypeLink type="XCUIElementTypeLink" name="Help" label="Help" enabled="true" visible="false" x="20" y="700" width="60" height="20"/>
              </XCUIElementTypeWebView>
            </XCUIElementTypeApplication>
            """.utf8), with: AppiumXMLReader.self)
        #expect(Self.outline(snapshot.elements) == ["link:Skip to main content", "link:eBay", "link:Go to My eBay page", "link:Help"])
    }

    @Test("outside web content, an element WDA calls not visible on the screen is still left out")
    func nativeElementMarkedNotVisibleOnScreenIsDropped() throws {
        let snapshot = try Self.importing("""
            <XCUIElementTypeButton type="XCUIElementTypeButton" name="Behind the sheet" label="Behind the sheet" enabled="true" visible="false" x="16" y="200" width="200" height="44"/>
            <XCUIElementTypeButton type="XCUIElementTypeButton" name="Done" label="Done" enabled="true" visible="true" x="16" y="60" width="80" height="44"/>
            """)
        #expect(Self.outline(snapshot.elements) == ["button:Done"])
    }
}
