@testable import A11ySnapshot
import Testing

/// Issue 30's VoiceOver classes (V1–V4, docs/IMPORT.md *What a screen reader focuses*), one
/// behaviour each, on fixtures shaped like public WebDriverAgent page sources
/// (``ScreenReaderFixtures`` names the dump each follows).
@Suite("VoiceOver focus: web content and React Native containers")
struct VoiceOverFocusImportTests {
    static let web = "appium-xml/web-secure-area.xml"
    static let reactNative = "appium-xml/react-native-login.xml"

    /// The snapshot of a page source whose application root holds `body`.
    static func importing(_ body: String) throws -> AccessibilitySnapshot {
        try ImportExpectations.snapshot(Array("""
            <XCUIElementTypeApplication type="XCUIElementTypeApplication" x="0" y="0" width="390" height="844">
            \(body)
            </XCUIElementTypeApplication>
            """.utf8), with: AppiumXMLReader.self)
    }

    @Test("each issue-30 fixture imports to its expected snapshot", arguments: ScreenReaderFixtures.all)
    func golden(fixture: ScreenReaderFixtures.Fixture) throws {
        try ImportFixture.checkGolden(fixture.path, reader: fixture.reader)
    }

    /// V2: WebKit gives the text inside a link the Link trait; WDA states the link as an
    /// `accessible="false"` wrapper around the accessible text.
    @Test("text inside an accessible=\"false\" web link is one element with the Link trait")
    func textInsideLinkIsALink() throws {
        let elements = try ScreenReaderFixtures.snapshot(Self.web).allElements
        let logout = try #require(elements.first { $0.label == "Logout" })
        #expect(logout.traits == [.link, .staticText])
        #expect(logout.type == .staticText)
        #expect(elements.filter { $0.label == "Logout" }.count == 1)
    }

    @Test("WDA's JSON source states the same link with isAccessible, and imports the same way")
    func jsonSourceLink() throws {
        let snapshot = try ImportExpectations.snapshot(Array("""
            {"type": "XCUIElementTypeApplication", "isEnabled": true, "rect": {"x": 0, "y": 0, "width": 390, "height": 844}, "children": [
              {"type": "XCUIElementTypeLink", "name": "Logout", "label": "Logout", "isEnabled": true, "isAccessible": false,
               "rect": {"x": 20, "y": 328, "width": 104, "height": 40}, "children": [
                {"type": "XCUIElementTypeStaticText", "name": "Logout", "label": "Logout", "value": "Logout", "isEnabled": true,
                 "isAccessible": true, "rect": {"x": 55, "y": 339, "width": 54, "height": 18}}]}]}
            """.utf8), with: WDAJSONReader.self)
        #expect(snapshot.elements.map(\.label) == ["Logout"])
        #expect(snapshot.elements.first?.traits == [.link, .staticText])
    }

    @Test("an XCUI description, which has no accessible flag, gives a web link's and heading's text their traits")
    func debugDescriptionLinkAndHeading() throws {
        let snapshot = try ImportExpectations.snapshot(Array("""
               Window (Main), 0x600001a4c000, {{0.0, 0.0}, {390.0, 844.0}}
                 WebView, 0x600001a4c0e0, {{0.0, 47.0}, {390.0, 702.0}}
                   Other, 0x600001a4c1c0, {{20.0, 212.0}, {350.0, 40.0}}, label: 'Secure Area', value: 2
                     StaticText, 0x600001a4c2a0, {{52.0, 216.0}, {139.0, 33.0}}, label: 'Secure Area', value: 2
                   Link, 0x600001a4c380, {{20.0, 328.0}, {104.0, 40.0}}, label: 'Logout'
                     StaticText, 0x600001a4c460, {{55.0, 339.0}, {54.0, 18.0}}, label: 'Logout'
            """.utf8), with: XCUIDebugDescriptionReader.self)
        #expect(snapshot.elements.map(\.label) == ["Secure Area", "Logout"])
        #expect(snapshot.elements.map(\.traits) == [[.header, .staticText], [.link, .staticText]])
        #expect(snapshot.elements.map(\.value) == [nil, nil])
    }

    @Test("an image inside a web link gets the Link trait and keeps the Image trait")
    func imageInsideLinkIsALink() throws {
        let elements = try ScreenReaderFixtures.snapshot(Self.web).allElements
        let fork = try #require(elements.first { $0.label == "Fork me on GitHub" })
        #expect(fork.traits == [.link, .image])
    }

    /// V2: a heading is an `Other` whose value is its level and whose label repeats its text.
    @Test("text inside a web heading gets the Header trait, and its level is not a value")
    func textInsideHeadingIsAHeader() throws {
        let elements = try ScreenReaderFixtures.snapshot(Self.web).allElements
        let title = try #require(elements.first { $0.label == "Secure Area" })
        #expect(title.traits == [.header, .staticText])
        #expect(title.value == nil)
        #expect(elements.filter { $0.label == "Secure Area" }.count == 1, "the heading wrapper is not an element")
    }

    /// ebay.com in Safari (debugger89/appium-ui-spy): `<a><h3>Under $10</h3></a>`, the heading
    /// stated as a link valued with its level. VoiceOver says "Under $10, link, heading level 3".
    @Test("a heading inside a web link is a link and a heading, and its level is not a value")
    func headingInsideLinkIsBoth() throws {
        let snapshot = try Self.importing("""
            <XCUIElementTypeWebView type="XCUIElementTypeWebView" x="0" y="47" width="390" height="702">
              <XCUIElementTypeLink type="XCUIElementTypeLink" name="Under $10" label="Under $10" x="26" y="411" width="76" height="19">
                <XCUIElementTypeLink type="XCUIElementTypeLink" value="3" name="Under $10" label="Under $10" x="26" y="411" width="76" height="19">
                  <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="3" name="Under $10" label="Under $10" x="26" y="411" width="76" height="19"/>
                </XCUIElementTypeLink>
              </XCUIElementTypeLink>
            </XCUIElementTypeWebView>
            """)
        #expect(snapshot.allElements.map(\.label) == ["Under $10"])
        #expect(snapshot.allElements.first?.traits == [.link, .header, .staticText])
        #expect(snapshot.allElements.first?.value == nil)
    }

    @Test("a heading WDA marks accessible inside a web view is the element, with the Header trait")
    func accessibleHeadingIsTheElement() throws {
        // WebKit makes a heading labelled with aria-label an element (WebKit/WebKit#47473).
        let snapshot = try Self.importing("""
            <XCUIElementTypeWebView type="XCUIElementTypeWebView" accessible="false" x="0" y="47" width="390" height="702">
              <XCUIElementTypeOther type="XCUIElementTypeOther" name="Account" label="Account" value="1" accessible="true" x="20" y="100" width="350" height="40">
                <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" name="My account" label="My account" accessible="false" x="20" y="104" width="200" height="32"/>
              </XCUIElementTypeOther>
            </XCUIElementTypeWebView>
            """)
        #expect(snapshot.elements.map(\.label) == ["Account"])
        #expect(snapshot.elements[0].traits == .header)
        #expect(snapshot.elements[0].value == nil)
        #expect(snapshot.elements[0].children.isEmpty)
    }

    @Test("outside a web view, an accessible view whose value is a digit is no heading")
    func digitValueOutsideWebIsNoHeading() throws {
        let snapshot = try Self.importing("""
            <XCUIElementTypeOther type="XCUIElementTypeOther" name="Rating" label="Rating" value="3" accessible="true" x="20" y="160" width="350" height="40"/>
            """)
        #expect(snapshot.elements.first?.traits == [])
        #expect(snapshot.elements.first?.value == "3")
    }

    @Test("text beside links and headings keeps its own traits")
    func plainTextStaysText() throws {
        let elements = try ScreenReaderFixtures.snapshot(Self.web).allElements
        #expect(try #require(elements.first { $0.label == "Powered by" }).traits == .staticText)
    }

    @Test("a small web link is a target the size rules judge")
    func smallLinksAreTargets() throws {
        let report = try RuleEngine().check(try ScreenReaderFixtures.snapshot(Self.web))
        #expect(report.violations.contains { $0.ruleID == "target-size-recommended" && $0.element.label == "Logout" })
    }

    @Test("a diff sees a web link turn into plain text")
    func linkToTextIsAChange() throws {
        let before = try ScreenReaderFixtures.snapshot(Self.web)
        let text = String(decoding: try ImportFixture.bytes(Self.web), as: UTF8.self)
            .replacingOccurrences(of: #"XCUIElementTypeLink type="XCUIElementTypeLink" name="Logout""#,
                                  with: #"XCUIElementTypeOther type="XCUIElementTypeOther" name="Logout""#)
            .replacingOccurrences(of: "</XCUIElementTypeLink>\n          <XCUIElementTypeStaticText type=\"XCUIElementTypeStaticText\" name=\"Powered by\"",
                                  with: "</XCUIElementTypeOther>\n          <XCUIElementTypeStaticText type=\"XCUIElementTypeStaticText\" name=\"Powered by\"")
        let after = try ImportExpectations.snapshot(Array(text.utf8), with: AppiumXMLReader.self)
        let diff = SnapshotDiff(reference: before, current: after)
        let change = try #require(diff.changes.first { $0.element.label == "Logout" })
        #expect(change.kind == .changed)
        #expect(change.attributeChange?.removedTraits == .link)
    }

    @Test("a link the dump does not mark, around a text view, is left alone")
    func nativeLinkAroundTextViewIsKept() throws {
        // shirates-settings-keyboard-390x844.xml: iOS Settings' "About Dictation and Privacy…" footer.
        let snapshot = try Self.importing("""
            <XCUIElementTypeLink type="XCUIElementTypeLink" name="About" label="About" x="20" y="524" width="350" height="33">
              <XCUIElementTypeTextView type="XCUIElementTypeTextView" name="About" label="About" x="20" y="532" width="178" height="17"/>
            </XCUIElementTypeLink>
            """)
        #expect(snapshot.elements.map(\.type) == [.link])
        #expect(snapshot.elements[0].children.map(\.traits) == [[]])
    }

    /// V4: React Native's iOS views that are not accessibility elements repeat their
    /// descendants' labels, with text the dump does not show ("Toolbar Toolbar").
    @Test("a React Native container whose label runs its children's labels together, plus hidden text, is not an element")
    func runTogetherLabelWithHiddenTextFlattens() throws {
        let elements = try ScreenReaderFixtures.snapshot(Self.reactNative).allElements
        #expect(!elements.contains { $0.label.hasSuffix("Toolbar Toolbar") })
        #expect(elements.first?.label == "Welcome to SAIB")
    }

    @Test("a React Native container that repeats a field's name twice is not an element, even with a testID")
    func repeatedFieldNameContainerFlattens() throws {
        let elements = try ScreenReaderFixtures.snapshot(Self.reactNative).allElements
        #expect(!elements.contains { $0.identifier == "username-container" || $0.label == "Username Username" })
        #expect(elements.contains { $0.identifier == "username-input" && $0.type == .textField })
    }

    @Test("the React Native login screen holds as many elements as VoiceOver focuses")
    func reactNativeLoginElementCount() throws {
        let elements = try ScreenReaderFixtures.snapshot(Self.reactNative).allElements
        #expect(elements.map(\.label) == [
            "Welcome to SAIB", "Username", "Password", "Ok, proceed", "Already a client?", "Create your user!",
            "Not a client?", "Open your first account",
        ])
    }

    @Test("a plain view with only a testID is not an element (Maestro's flat React Native boxes)")
    func identifierOnlyViewIsNotAnElement() throws {
        let snapshot = try ImportExpectations.snapshot(Array("""
            {"attributes": {}, "children": [{"attributes": {"bounds": "[0,0][393,852]"}, "children": [
              {"attributes": {"resource-id": "box", "bounds": "[0,50][393,124]"}, "children": []},
              {"attributes": {"accessibilityText": "BOX 1", "bounds": "[20,70][373,87]"}, "children": []}]}]}
            """.utf8), with: MaestroJSONReader.self)
        #expect(snapshot.allElements.map(\.label) == ["BOX 1"])
    }

    @Test("a view with a testID that WDA marks accessible=\"true\" stays an element")
    func accessibleIdentifiedViewStays() throws {
        let snapshot = try Self.importing("""
            <XCUIElementTypeOther type="XCUIElementTypeOther" name="card" accessible="true" x="0" y="0" width="390" height="80"/>
            """)
        #expect(snapshot.elements.map(\.identifier) == ["card"])
    }

    /// Class 8: XCUI reports an empty field's placeholder as its value.
    @Test("a secure field whose value is its placeholder is empty")
    func secureFieldShowingPlaceholderIsEmpty() throws {
        let elements = try ScreenReaderFixtures.snapshot(Self.reactNative).allElements
        let password = try #require(elements.first { $0.type == .secureTextField })
        #expect(password.value == nil)
        #expect(password.placeholder == "Password")
    }

    @Test("a field whose typed value differs from its placeholder keeps it")
    func typedValueStays() throws {
        let snapshot = try Self.importing("""
            <XCUIElementTypeTextField type="XCUIElementTypeTextField" value="ada@example.com" placeholderValue="Email" x="0" y="0" width="390" height="44"/>
            """)
        #expect(snapshot.elements.first?.value == "ada@example.com")
    }

    /// An accessibility benchmark's SwiftUI About screen (XCUI debugDescription, iOS 26): XCUI
    /// names the navigation bar by its title and states no traits; UIKit gives the title the
    /// Header trait, as the iOS 26 WDA sources that state traits show.
    @Test("a navigation bar's title, in a source without traits, is a heading")
    func navigationTitleIsAHeading() throws {
        let snapshot = try ImportExpectations.snapshot(Array("""
               Window (Main), 0x600001a4c000, {{0.0, 0.0}, {375.0, 667.0}}
                 NavigationBar, 0x10fb1cdb0, {{0.0, 20.0}, {375.0, 106.0}}, identifier: 'About'
                   StaticText, 0x10fb1ced0, {{16.0, 77.5}, {97.0, 41.0}}, label: 'About'
                 StaticText, 0x10fb1cff0, {{16.0, 140.0}, {343.0, 20.0}}, label: 'Version 2'
            """.utf8), with: XCUIDebugDescriptionReader.self)
        #expect(snapshot.elements.map(\.label) == ["About", "Version 2"])
        #expect(snapshot.elements.map { $0.traits.contains(.header) } == [true, false])
    }

    /// An accessibility benchmark's UIKit screen (XCUI debugDescription, iOS 26): a button drawn
    /// as a shape, with an identifier and no label, over a title text of 0 × 0 pt.
    @Test("an empty text of no size inside an unlabelled button is no element; the button stays")
    func emptyTextOfNoSizeIsNoElement() throws {
        let snapshot = try ImportExpectations.snapshot(Array("""
               Window (Main), 0x600001a4c000, {{0.0, 0.0}, {375.0, 667.0}}
                 Button, 0x10604bcc0, {{16.0, 482.5}, {36.0, 36.0}}, identifier: 'idlabel.case5.noLabelButton'
                   StaticText, 0x10604bde0, {{16.0, 482.5}, {0.0, 0.0}}
            """.utf8), with: XCUIDebugDescriptionReader.self)
        #expect(snapshot.allElements.map(\.type) == [.button])
        #expect(snapshot.allElements.first?.children.isEmpty == true)
    }
}
