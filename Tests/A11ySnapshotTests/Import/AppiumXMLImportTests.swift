import A11ySnapshot
import Testing

/// Appium / WebDriverAgent iOS page source XML.
@Suite("Appium XML import")
struct AppiumXMLImportTests {
    static let fixtures = [
        "appium-xml/wrapped-sign-in.xml",
        "appium-xml/bare-root-old-attributes.xml",
        "appium-xml/traits-attribute.xml",
        "appium-xml/odd-input.xml",
    ]

    private func read(_ text: String) throws(DumpImportError) -> ImportedDocument {
        try Array(text.utf8).withTypedUnsafeBufferPointer { buffer throws(DumpImportError) in
            try AppiumXMLReader.read(buffer, file: "test.xml")
        }
    }

    private func readError(_ text: String) -> DumpImportError? {
        importError(Array(text.utf8)) { buffer throws(DumpImportError) in _ = try AppiumXMLReader.read(buffer, file: "test.xml") }
    }

    /// The single element under a bare application root.
    private func onlyElement(_ attributes: String, type: String = "Button") throws -> ImportedNode {
        let document = try read(#"<XCUIElementTypeApplication x="0" y="0" width="100" height="100"><XCUIElementType\#(type) \#(attributes)/></XCUIElementTypeApplication>"#)
        return try #require(document.roots.first?.children.first)
    }

    @Test("each fixture imports to its expected snapshot", arguments: fixtures)
    func golden(fixture: String) throws {
        try ImportFixture.checkGolden(fixture, reader: AppiumXMLReader.self)
    }

    // MARK: Mapping

    @Test("name becomes the identifier when it differs from the label")
    func nameDifferentFromLabelIsIdentifier() throws {
        let node = try onlyElement(#"name="login-button" label="Log in""#)
        #expect(node.label == "Log in")
        #expect(node.identifier == "login-button")
    }

    @Test("name equal to the label is not an identifier (WDA writes the label as name when there is none)")
    func nameEqualToLabelIsNotIdentifier() throws {
        let node = try onlyElement(#"name="Log in" label="Log in""#)
        #expect(node.label == "Log in")
        #expect(node.identifier == nil)
    }

    @Test("a name without a label is the identifier, and the label stays empty")
    func nameWithoutLabelIsIdentifier() throws {
        let node = try onlyElement(#"name="close-icon""#, type: "Image")
        #expect(node.label == nil)
        #expect(node.identifier == "close-icon")
    }

    @Test("a static text's value that repeats its label is dropped; a different value is kept")
    func staticTextValue() throws {
        #expect(try onlyElement(#"label="Total" value="Total""#, type: "StaticText").value == nil)
        #expect(try onlyElement(#"label="Total" value="£3""#, type: "StaticText").value == "£3")
        #expect(try onlyElement(#"label="Volume" value="Volume""#, type: "Slider").value == "Volume")
    }

    @Test("an unknown element type is kept as other")
    func unknownTypeIsOther() throws {
        let node = try onlyElement(#"label="Gizmo""#, type: "HolographicDial")
        #expect(node.type == .other)
        #expect(node.label == "Gizmo")
    }

    @Test("application and window elements get their roles")
    func roles() throws {
        let document = try read(#"<AppiumAUT><XCUIElementTypeApplication><XCUIElementTypeWindow/></XCUIElementTypeApplication></AppiumAUT>"#)
        let application = try #require(document.roots.first)
        #expect(application.role == .application)
        #expect(application.children.first?.role == .window)
    }

    @Test("without a traits attribute the traits are left to the policy; with one they are exact")
    func traitsAttribute() throws {
        #expect(try onlyElement(#"label="A""#).traits == nil)
        #expect(try onlyElement(#"label="A" traits="""#).traits == [])
        #expect(try onlyElement(#"label="A" traits="Link, Header""#).traits == [.link, .header])
    }

    @Test("NotEnabled in the traits disables the element")
    func notEnabledTrait() throws {
        let node = try onlyElement(#"label="Pay" enabled="true" traits="Button, NotEnabled""#)
        #expect(node.isEnabled == false)
        #expect(node.traits == .button)
    }

    @Test("visible, accessible and selected are read as booleans")
    func booleans() throws {
        let node = try onlyElement(#"label="Tab" visible="false" accessible="true" selected="true" enabled="false""#)
        #expect(node.isVisible == false)
        #expect(node.isAccessibilityElement == true)
        #expect(node.isSelected)
        #expect(node.isEnabled == false)
    }

    @Test("a negative size is standardized like CGRect")
    func negativeSize() throws {
        let node = try onlyElement(#"x="50" y="60" width="-20" height="-10""#)
        #expect(node.frame == Frame(x: 30, y: 50, width: 20, height: 10))
    }

    @Test("coordinates may be surrounded by whitespace and use decimals")
    func coordinatesWithWhitespace() throws {
        let node = try onlyElement(#"x=" 1.5" y="2 " width=" 30 " height="40""#)
        #expect(node.frame == Frame(x: 1.5, y: 2, width: 30, height: 40))
    }

    @Test("an element without coordinates has no frame")
    func noCoordinates() throws {
        #expect(try onlyElement(#"label="A""#).frame == nil)
    }

    @Test("WDA's inf and nan coordinates, as it writes CGRectNull's origin, count as 0")
    func nonFiniteCoordinates() throws {
        #expect(try onlyElement(#"x="inf" y="-inf" width="0" height="nan""#).frame == Frame(x: 0, y: 0, width: 0, height: 0))
    }

    // MARK: Errors

    @Test("a non-numeric size is an error at the value", arguments: ["wide", "nan", "1e", "0x10", ""])
    func nonNumericSize(value: String) throws {
        let text = #"<XCUIElementTypeApplication><XCUIElementTypeButton x="0" y="0" width="\#(value)w" height="1"/></XCUIElementTypeApplication>"#
        try expectError(readError(text), .invalidValue, in: text, at: "\(value)w\"", mentioning: ["expected a number for 'width'", "<XCUIElementTypeButton>", "\"\(value)w\""])
    }

    @Test("a boolean that is not true or false is an error at the value")
    func badBoolean() throws {
        let text = #"<XCUIElementTypeApplication enabled="yes"/>"#
        try expectError(readError(text), .invalidValue, in: text, at: "yes", mentioning: ["expected true or false for 'enabled'", "\"yes\""])
    }

    @Test("a root that is not AppiumAUT or an XCUIElementType element is refused")
    func wrongRoot() throws {
        let text = "<?xml version=\"1.0\"?>\n<hierarchy rotation=\"0\"/>"
        try expectError(readError(text), .invalidValue, in: text, at: "<hierarchy", mentioning: ["expected <AppiumAUT>", "found <hierarchy>"])
    }

    @Test("a page source cut off mid-tree is truncated, naming the open element")
    func truncatedPageSource() throws {
        let text = "<AppiumAUT>\n  <XCUIElementTypeApplication name=\"A\">\n    <XCUIElementTypeButton name=\"B\"/>\n"
        try expectErrorAtEnd(readError(text), .truncated, in: text, mentioning: ["expected '</XCUIElementTypeApplication>'", "found end of input"])
    }

    /// macaca app-inspector's iOS page source (XCTestWD), shaped after a live-streaming app's
    /// Discover tab (tyokyo/SioeyeIOSAppium, `inspector/001.xml`): WDA's tree with `<node>` tags.
    @Test("a hierarchy of nodes typed XCUIElementType… reads as the same page source with tags")
    func macacaHierarchyOfTypedNodesReadsAsTaggedPageSource() throws {
        let tagged = #"""
            <AppiumAUT><XCUIElementTypeApplication name="Sioeye" label="Sioeye" x="0" y="0" width="320" height="568">\#
            <XCUIElementTypeNavigationBar name="Sioeye" x="0" y="20" width="320" height="44">\#
            <XCUIElementTypeStaticText value="Sioeye" name="Sioeye" label="Sioeye" x="135" y="29" width="50" height="27"/>\#
            <XCUIElementTypeButton enabled="true" x="279" y="26" width="52" height="30"/></XCUIElementTypeNavigationBar>\#
            </XCUIElementTypeApplication></AppiumAUT>
            """#
        let nodes = #"""
            <?xml version="1.0" encoding="UTF-8"?>
            <hierarchy><node type="XCUIElementTypeApplication" name="Sioeye" label="Sioeye" x="0" y="0" width="320" height="568">
              <node type="XCUIElementTypeNavigationBar" name="Sioeye" x="0" y="20" width="320" height="44">
                <node type="XCUIElementTypeStaticText" value="Sioeye" name="Sioeye" label="Sioeye" x="135" y="29" width="50" height="27"/>
                <node type="XCUIElementTypeButton" enabled="true" x="279" y="26" width="52" height="30"/>
              </node></node></hierarchy>
            """#
        #expect(DumpImport.detectFormat(of: Array(nodes.utf8)) == .appiumXML)
        #expect(try DumpImport.snapshot(fromDump: Array(nodes.utf8)) == DumpImport.snapshot(fromDump: Array(tagged.utf8)))
        #expect(try DumpImport.snapshot(fromDump: Array(nodes.utf8)).elements.map(\.label) == ["Sioeye", ""])
    }

    // MARK: Detection

    @Test("recognizes each fixture", arguments: fixtures)
    func recognizesFixture(fixture: String) throws {
        let bytes = try ImportFixture.bytes(fixture)
        #expect(bytes.withUnsafeBufferPointer { AppiumXMLReader.recognizes(DumpHead($0)) })
    }

    @Test("recognizes every real Appium iOS page source")
    func recognizesRealFiles() throws {
        guard let files = RealTrees.files(in: "appium-ios-xml", for: "Appium XML detection") else { return }
        #expect(!files.isEmpty)
        for file in files {
            let bytes = try #require(RealTrees.bytes(file, for: "Appium XML detection"))
            #expect(bytes.withUnsafeBufferPointer { AppiumXMLReader.recognizes(DumpHead($0)) }, "\(file)")
        }
    }

    @Test("does not claim any other format's real dump")
    func rejectsOtherFormats() throws {
        guard let files = RealTrees.files(excluding: "appium-ios-xml", for: "Appium XML detection") else { return }
        #expect(!files.isEmpty)
        for file in files {
            let bytes = try #require(RealTrees.bytes(file, for: "Appium XML detection"))
            #expect(!bytes.withUnsafeBufferPointer { AppiumXMLReader.recognizes(DumpHead($0)) }, "\(file)")
        }
    }
}

/// The real Appium page sources in `../shared/real-trees/appium-ios-xml/`.
@Suite("Appium XML real trees")
struct AppiumXMLRealTreeTests {
    @Test("every real page source imports through the canonical policy")
    func importsEveryFile() throws {
        guard let files = RealTrees.files(in: "appium-ios-xml", for: "Appium XML real trees") else { return }
        #expect(files.count >= 13)
        for file in files {
            let snapshot = try #require(try RealTrees.snapshot(file, reader: AppiumXMLReader.self), "\(file)")
            #expect(snapshot.viewport.width > 0, "\(file)")
        }
    }

    @Test("the Instagram comments sheet imports with its labels, values, identifiers and frames")
    func instagramCommentsSheet() throws {
        guard let snapshot = try RealTrees.snapshot("appium-ios-xml/instagram-fetchbites-v8-6f52ea6.xml", reader: AppiumXMLReader.self) else { return }
        #expect(snapshot.viewport == Frame(x: 0, y: 0, width: 414, height: 896))
        let elements = snapshot.allElements
        // 20 elements: the nodes WDA marks accessible="false" (the like buttons and profile
        // pictures inside comment cells that are accessibility elements themselves, containers
        // with synthesized labels) are nothing VoiceOver focuses (issue 16, class 1). The last
        // comment, under the composer and marked visible="false", is kept: VoiceOver scrolls to it.
        #expect(elements.count == 20)
        #expect(elements.contains { $0.type == .cell && $0.label.hasPrefix("lofty_bee.cooks said") })

        let dismiss = try #require(elements.first { $0.label == "Dismiss" })
        #expect(dismiss.identifier == "Button")
        #expect(dismiss.type == .button)
        #expect(dismiss.traits == .button)
        #expect(dismiss.frame == Frame(x: 190, y: 283, width: 34, height: 3))

        // accessible="false" inside the comment cell, which VoiceOver reads as one element.
        #expect(!elements.contains { $0.identifier == "comment-like-button" })
        #expect(!elements.contains { $0.label == "kals.cooking.pot. Profile picture" })
        let cell = try #require(elements.first { $0.type == .cell && $0.label.hasPrefix("kals.cooking.pot said") })
        #expect(cell.children.isEmpty)

        let composer = try #require(elements.first { $0.type == .textView })
        #expect(composer.label == "Add a comment")
        #expect(composer.identifier == "text-view")

        // Hidden (visible="false") profile pictures of the reel underneath are dropped.
        #expect(!elements.contains { $0.label == "kals.cooking.pot's profile picture" })
    }

    @Test("the old-attribute Settings dump keeps name-only identifiers and drops repeated static text values")
    func settingsTop() throws {
        guard let snapshot = try RealTrees.snapshot("appium-ios-xml/shirates-settings-top-390x844.xml", reader: AppiumXMLReader.self) else { return }
        #expect(snapshot.viewport == Frame(x: 0, y: 0, width: 390, height: 844))
        let elements = snapshot.allElements
        // The navigation bar, named "Settings" by an identifier only, is structure: its title leads.
        #expect(!elements.contains { $0.type == .navigationBar })
        let title = try #require(elements.first)
        #expect(title.label == "Settings")
        #expect(title.value == nil)
        #expect(title.frame == Frame(x: 15, y: 94, width: 135, height: 42))
    }
}

/// Deep page sources stay bounded from XML to snapshot.
@Suite("Appium XML depth")
struct AppiumXMLDepthTests {
    @Test("a page source as deep as the XML limit imports, its wrappers flattened")
    func deepWrappersFlatten() throws {
        let depth = XMLReader.maximumDepth - 2
        let text = "<AppiumAUT><XCUIElementTypeApplication x=\"0\" y=\"0\" width=\"10\" height=\"10\">"
            + String(repeating: "<XCUIElementTypeOther>", count: depth)
            + "<XCUIElementTypeButton label=\"Deep\"/>"
            + String(repeating: "</XCUIElementTypeOther>", count: depth)
            + "</XCUIElementTypeApplication></AppiumAUT>"
        let snapshot = try Array(text.utf8).withUnsafeBufferPointer { buffer throws(DumpImportError) in
            try ImportPolicy.snapshot(from: AppiumXMLReader.read(buffer, file: nil), name: "deep", file: nil, options: .canonical)
        }
        #expect(snapshot.elements.map(\.label) == ["Deep"])
    }

    @Test("a page source deeper than the XML limit is refused")
    func tooDeep() throws {
        let text = "<AppiumAUT>" + String(repeating: "<XCUIElementTypeOther>", count: 100_000)
        let error = try #require(importError(Array(text.utf8)) { buffer throws(DumpImportError) in _ = try AppiumXMLReader.read(buffer, file: nil) })
        #expect(error.reason == .nestingTooDeep)
    }
}
