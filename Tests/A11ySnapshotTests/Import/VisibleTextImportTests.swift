@testable import A11ySnapshot
import Testing

/// What importers record as an element's visible text (docs/FORMAT.md, *Visible text*): the one
/// caption a control shows where its label says other words, and nothing where the label already
/// says it. The small trees are shaped like public dumps named per test; those files are not
/// copied into the project.
@Suite("Visible text import")
struct VisibleTextImportTests {
    /// Every element of a uiautomator dump whose root holds `body`, depth first.
    private static func android(_ body: String) throws -> [AccessibilityElement] {
        let dump = #"<hierarchy rotation="0"><node class="android.widget.FrameLayout" text="" content-desc="" bounds="[0,0][1080,2400]">\#(body)</node></hierarchy>"#
        return flattened(try DumpImport.snapshot(fromDump: Array(dump.utf8)).elements)
    }

    private static func view(_ className: String, text: String = "", description: String = "", bounds: String,
                             clickable: Bool = false, children: String = "") -> String {
        #"<node class="\#(className)" text="\#(text)" content-desc="\#(description)" clickable="\#(clickable)" focusable="\#(clickable)" bounds="\#(bounds)">\#(children)</node>"#
    }

    /// Every element of a WebDriverAgent page source whose application root holds `body`.
    private static func xcui(_ body: String) throws -> [AccessibilityElement] {
        flattened(try XCUIFocusImportTests.importing(body).elements)
    }

    private static func flattened(_ elements: [AccessibilityElement]) -> [AccessibilityElement] {
        elements.flatMap { [$0] + flattened($0.children) }
    }

    private static func element(_ label: String, in elements: [AccessibilityElement]) throws -> AccessibilityElement {
        try #require(elements.first { $0.label == label })
    }

    // A React Native sign-in (a raw uiautomator dump): the clickable view is described "Send OTP"
    // and holds one centred TextView, "Get OTP".
    @Test("a described Android control's one centred text is its visible text")
    func describedControlCaption() throws {
        let button = Self.view("android.view.ViewGroup", description: "Send OTP", bounds: "[278,1545][803,1705]", clickable: true,
                               children: Self.view("android.widget.TextView", text: "Get OTP", bounds: "[450,1592][630,1657]"))
        let elements = try Self.android(button)
        #expect(try Self.element("Send OTP", in: elements).visibleText == "Get OTP")
        #expect(elements.count == 1, "the text is read as part of the button, not as an element of its own")
    }

    // A fantasy-sports app's bottom tabs (React Native, raw uiautomator dump): each clickable tab
    // has no description; its icon and its text carry test IDs as descriptions, which TalkBack
    // reads instead of the text "Play".
    @Test("a row read as its parts' descriptions shows the one text they hide")
    func rowNamedByItsPartsDescriptions() throws {
        let tab = Self.view("android.view.ViewGroup", bounds: "[0,2200][270,2340]", clickable: true,
                            children: Self.view("android.widget.ImageView", description: "icon", bounds: "[100,2210][170,2280]")
                                + Self.view("android.widget.TextView", text: "Play", description: "footerTabText", bounds: "[95,2285][175,2330]"))
        let element = try Self.element("icon, footerTabText", in: try Self.android(tab))
        #expect(element.visibleText == "Play")
    }

    // Sauce Labs' demo shop (UiAutomator2): a Button whose text is "Add to cart" and whose
    // content-desc is "Tap to add product to cart".
    @Test("an Android view's own text under a description of other words is its visible text")
    func ownTextUnderDescription() throws {
        let elements = try Self.android(Self.view("android.widget.Button", text: "Add to cart", description: "Tap to add product to cart",
                                                  bounds: "[40,1900][1040,2030]", clickable: true))
        #expect(try Self.element("Tap to add product to cart", in: elements).visibleText == "Add to cart")
    }

    @Test("a text the description already says, in any case, is not recorded")
    func textTheDescriptionSays() throws {
        let elements = try Self.android(
            Self.view("android.widget.Button", text: "SEND", description: "Send", bounds: "[40,100][400,230]", clickable: true)
                + Self.view("android.view.ViewGroup", description: "Reply to this comment", bounds: "[40,300][400,430]", clickable: true,
                            children: Self.view("android.widget.TextView", text: "Reply", bounds: "[60,320][380,410]")))
        #expect(elements.map(\.visibleText) == [nil, nil])
    }

    @Test("a described control showing two texts has no single visible label")
    func twoTextsAreNoCaption() throws {
        let row = Self.view("android.view.ViewGroup", description: "Order 1234, shipped", bounds: "[0,300][1080,500]", clickable: true,
                            children: Self.view("android.widget.TextView", text: "Order #1234", bounds: "[40,320][1040,390]")
                                + Self.view("android.widget.TextView", text: "Arrives Monday", bounds: "[40,400][1040,470]"))
        #expect(try Self.element("Order 1234, shipped", in: try Self.android(row)).visibleText == nil)
    }

    // OpenWeather's search bar (uiautomator-xml/openweather-window_dump.xml): described "Search",
    // it shows the city "London" beside its magnifying glass, at its left, a fifth of its width.
    @Test("a text at one side of a wide control is content it shows, not its caption")
    func sideTextIsNoCaption() throws {
        let bar = Self.view("android.view.ViewGroup", description: "Search", bounds: "[21,201][954,272]", clickable: true,
                            children: Self.view("android.widget.TextView", text: "London", bounds: "[116,201][295,272]"))
        #expect(try Self.element("Search", in: try Self.android(bar)).visibleText == nil)
    }

    // Chrome's page in a photo app's browser (a raw uiautomator dump): a link described "Google"
    // holds an undescribed web image whose text is Chrome's own prompt, which the page does not show.
    @Test("an image draws no text: its text is neither its own visible text nor its parent's caption")
    func imageTextIsNotShown() throws {
        let prompt = "This image isn't labeled. Open the More Options menu at the top right to get image descriptions."
        let link = Self.view("android.view.View", description: "Google", bounds: "[420,252][664,349]", clickable: true,
                             children: Self.view("android.widget.Image", text: prompt, bounds: "[420,252][664,349]"))
        let image = Self.view("android.widget.ImageView", text: "photo_1.jpg", description: "Your photo", bounds: "[0,400][540,900]")
        let elements = try Self.android(link + image)
        #expect(try Self.element("Google", in: elements).visibleText == nil)
        #expect(try Self.element("Your photo", in: elements).visibleText == nil)
    }

    // Facebook's notes row (UiAutomator2): the button described "Publicar una nota" holds the note
    // bubble, a clickable view saying "Publicar una nota", above the caption "Tu nota".
    @Test("a described view holding a control that shows text shows two things: no single caption")
    func controlWithTextInsideIsNoCaption() throws {
        let button = Self.view("android.widget.Button", description: "Publicar una nota", bounds: "[44,771][264,1129]", clickable: true,
                               children: Self.view("android.view.ViewGroup", bounds: "[44,771][264,942]", clickable: true,
                                                   children: Self.view("android.widget.TextView", text: "Publicar una nota", bounds: "[66,805][242,876]"))
                                   + Self.view("android.widget.TextView", text: "Tu nota", bounds: "[71,1026][236,1129]"))
        #expect(try Self.element("Publicar una nota", in: try Self.android(button)).visibleText == nil)
    }

    // Instagram's comment sheet (appium-ios-xml/instagram-fetchbites-v2-d6c1d3f.xml): the button
    // labelled "Toggle the translation for this comment" lists one text, "See translation".
    @Test("an XCUI control's one inner text of other words is its visible text")
    func xcuiButtonCaption() throws {
        let elements = try Self.xcui("""
            <XCUIElementTypeButton type="XCUIElementTypeButton" label="Toggle the translation for this comment" enabled="true" visible="true" x="89" y="621" width="106" height="19">
              <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="See translation" label="See translation" enabled="true" visible="true" x="89" y="621" width="106" height="19"/>
            </XCUIElementTypeButton>
            """)
        #expect(elements.map(\.label) == ["Toggle the translation for this comment"])
        #expect(elements.first?.visibleText == "See translation")
    }

    @Test("an XCUI control whose inner text its label says, or that lists two texts, records none")
    func xcuiNoCaption() throws {
        let elements = try Self.xcui("""
            <XCUIElementTypeButton type="XCUIElementTypeButton" label="Reply to this comment" enabled="true" visible="true" x="45" y="387" width="45" height="17">
              <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="Reply" label="Reply" enabled="true" visible="true" x="45" y="387" width="45" height="17"/>
            </XCUIElementTypeButton>
            <XCUIElementTypeButton type="XCUIElementTypeButton" label="Plan" enabled="true" visible="true" x="16" y="500" width="370" height="60">
              <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="Weekly" label="Weekly" enabled="true" visible="true" x="16" y="500" width="370" height="30"/>
              <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="Billed every week" label="Billed every week" enabled="true" visible="true" x="16" y="530" width="370" height="30"/>
            </XCUIElementTypeButton>
            """)
        #expect(elements.map(\.label) == ["Reply to this comment", "Plan"])
        #expect(elements.map(\.visibleText) == [nil, nil])
    }

    @Test("a Maestro Android node's text under its accessibility text is its visible text")
    func maestroAndroid() throws {
        let hierarchy = #"""
            {"attributes": {"bounds": "[0,0][1080,2400]"}, "children": [
              {"attributes": {"class": "android.widget.Button", "accessibilityText": "Tap to add product to cart", "text": "Add to cart",
                              "clickable": "true", "bounds": "[40,1900][1040,2030]"}, "children": []}
            ]}
            """#
        let snapshot = try ImportExpectations.snapshot(Array(hierarchy.utf8), with: MaestroJSONReader.self)
        #expect(Self.flattened(snapshot.elements).compactMap(\.visibleText) == ["Add to cart"])
    }
}
