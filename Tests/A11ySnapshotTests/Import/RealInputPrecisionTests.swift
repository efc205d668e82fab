@testable import A11ySnapshot
import Testing

/// Issue 16's classes of real input, one test each, on small dumps written for these tests after
/// the public dumps in `../shared/real-trees` (the file each mimics is quoted; SOURCES.md there
/// gives its repository, commit and licence). The whole dumps are checked by
/// `PrecisionCorpusTests`.
@Suite("Real input: what a screen reader focuses, and what a source can state")
struct RealInputPrecisionTests {
    static func snapshot(_ text: String, _ reader: any DumpReader.Type) throws -> AccessibilitySnapshot {
        try ImportExpectations.snapshot(Array(text.utf8), with: reader)
    }

    /// appium-ios-xml/instagram-fetchbites-v8-6f52ea6.xml, line 205: the like button inside a
    /// comment cell that is itself the accessibility element.
    @Test("WDA nodes marked accessible=\"false\" are dropped and their children take their place")
    func wdaInaccessibleNodesAreDropped() throws {
        let snapshot = try Self.snapshot("""
            <XCUIElementTypeApplication type="XCUIElementTypeApplication" name="Instagram" label="Instagram" accessible="false" x="0" y="0" width="414" height="896">
              <XCUIElementTypeCell type="XCUIElementTypeCell" name="kals.cooking.pot said omg thats amazing!" label="kals.cooking.pot said omg thats amazing!" accessible="true" x="0" y="440" width="414" height="100">
                <XCUIElementTypeOther type="XCUIElementTypeOther" name="kals.cooking.pot said omg thats amazing!" label="kals.cooking.pot said omg thats amazing!" accessible="false" x="0" y="440" width="414" height="100">
                  <XCUIElementTypeButton type="XCUIElementTypeButton" name="comment-like-button" label="Like comment" accessible="false" x="378" y="457" width="16" height="23"/>
                </XCUIElementTypeOther>
              </XCUIElementTypeCell>
              <XCUIElementTypeImage type="XCUIElementTypeImage" accessible="false" x="0" y="0" width="414" height="44"/>
            </XCUIElementTypeApplication>
            """, AppiumXMLReader.self)
        #expect(snapshot.elements.map(\.type) == [.cell])
        #expect(snapshot.elements[0].children.isEmpty)
    }

    /// uiautomator-xml/tron-ai-gmail-search-appium-uia2.xml: a clickable suggestion row whose
    /// text is in a child TextView, beside an undescribed, unfocusable search icon.
    @Test("a clickable Android row is one element labelled by its children's text; undescribed unfocusable images are dropped")
    func androidRowsReadTheirChildren() throws {
        let snapshot = try Self.snapshot("""
            <hierarchy rotation="0"><node class="android.widget.LinearLayout" text="" content-desc="" clickable="true" focusable="true" bounds="[0,600][1440,768]">\
            <node class="android.widget.ImageView" text="" content-desc="" clickable="false" focusable="false" resource-id="com.google.android.gm:id/search_overlay_item_icon" bounds="[56,640][140,724]"/>\
            <node class="android.widget.TextView" text="emails from xai interview" content-desc="" clickable="false" focusable="false" bounds="[196,650][1200,718]"/>\
            </node></hierarchy>
            """, UIAutomatorXMLReader.self)
        #expect(snapshot.elements.count == 1)
        #expect(snapshot.elements[0].label == "emails from xai interview")
        #expect(snapshot.elements[0].children.isEmpty)
    }

    /// uiautomator-xml/youtube-window_dump.xml: a raw dump has no heading attribute and no density.
    @Test("rules whose data a raw Android dump cannot state report not run, with the reason")
    func unstatedDataIsNotRun() throws {
        let snapshot = try Self.snapshot("""
            <hierarchy rotation="0"><node class="android.widget.Button" text="Subscriptions" clickable="true" focusable="true" bounds="[540,2200][700,2232]"/></hierarchy>
            """, UIAutomatorXMLReader.self)
        #expect(snapshot.statedData == [.values, .identifiers])
        let report = try RuleEngine().check(snapshot)
        #expect(report.violations.isEmpty, "a 160 × 32 px button is not judged against the 44 pt threshold")
        #expect(report.notStatedReason(of: "header-missing") == "not run: the source cannot state headers")
        #expect(report.notStatedReason(of: "target-size-recommended") == "not run: the source cannot state frames in points")
        #expect(report.notStatedReason(of: "label-missing") == nil)
        let again = try AccessibilitySnapshot(json: snapshot.canonicalJSON())
        #expect(again.statedData == snapshot.statedData)
    }

    /// appium-ios-xml/headspin-theapp-home.xml without its accessible attributes (as shirates
    /// re-serializes dumps): React Native's container repeats its descendants' labels.
    @Test("a container whose label is its descendants' labels run together loses it and flattens")
    func synthesizedContainerLabelsFlatten() throws {
        let snapshot = try Self.snapshot("""
            <XCUIElementTypeApplication type="XCUIElementTypeApplication" name="TheApp" label="TheApp" x="0" y="0" width="375" height="812">
              <XCUIElementTypeOther type="XCUIElementTypeOther" name="Echo Box Login Screen" label="Echo Box Login Screen" x="0" y="88" width="375" height="724">
                <XCUIElementTypeOther type="XCUIElementTypeOther" name="Echo Box Login Screen" label="Echo Box Login Screen" x="0" y="88" width="375" height="724">
                  <XCUIElementTypeOther type="XCUIElementTypeOther" name="Echo Box" label="Echo Box" x="0" y="88" width="375" height="61"/>
                  <XCUIElementTypeOther type="XCUIElementTypeOther" name="Login Screen" label="Login Screen" x="0" y="149" width="375" height="61"/>
                </XCUIElementTypeOther>
              </XCUIElementTypeOther>
            </XCUIElementTypeApplication>
            """, AppiumXMLReader.self)
        #expect(snapshot.elements.map(\.label) == ["Echo Box", "Login Screen"])
    }

    /// A hotel app's room card (React Native, a UiAutomator2 source): the card is described by
    /// its analytics id, a button inside it by a longer one; one token is no run of labels.
    @Test("a view described by one token its descendants' words contain keeps its description")
    func oneTokenDescriptionIsNoRunOfLabels() throws {
        let snapshot = try Self.snapshot("""
            <hierarchy rotation="0"><node class="android.widget.FrameLayout" bounds="[0,0][1080,2400]">\
            <node class="android.view.ViewGroup" content-desc="room_card_exposure" resource-id="room_card_exposure" \
            bounds="[23,0][1057,409]"><node class="android.view.ViewGroup" content-desc="room_card_promotion_exposure" \
            bounds="[40,200][600,260]"><node class="android.widget.TextView" text="Tonight's deal" bounds="[40,200][600,260]"/></node></node></node></hierarchy>
            """, UIAutomatorXMLReader.self)
        #expect(snapshot.elements.first?.label == "room_card_exposure")
    }

    /// uiautomator-xml/openweather-window_dump.xml's search field: a raw dump shows the hint as
    /// the empty field's text, with no showing-hint attribute.
    @Test("an Android field whose text equals its hint is empty: the text is its placeholder")
    func androidFieldShowingItsHintIsEmpty() throws {
        let snapshot = try Self.snapshot("""
            <hierarchy rotation="0"><node class="android.widget.EditText" text="Search city" hint="Search city" clickable="true" focusable="true" bounds="[40,200][1040,320]"/></hierarchy>
            """, UIAutomatorXMLReader.self)
        #expect(snapshot.elements[0].value == nil)
        #expect(snapshot.elements[0].placeholder == "Search city")
    }

    /// uiautomator-xml/wework-chat-window_dump.xml's bottom tabs: the selected tab's icon and
    /// title say selected="true" too.
    @Test("Android selected is owned by the outermost selected view, not the descendants that inherit it")
    func androidSelectionIsNotInherited() throws {
        let snapshot = try Self.snapshot("""
            <hierarchy rotation="0"><node class="android.widget.RelativeLayout" content-desc="消息" clickable="true" focusable="true" selected="true" bounds="[0,1460][144,1600]">\
            <node class="android.widget.ImageView" content-desc="未读" clickable="true" focusable="true" selected="true" bounds="[40,1470][104,1534]"/>\
            </node></hierarchy>
            """, UIAutomatorXMLReader.self)
        #expect(snapshot.elements[0].traits.contains(.selected))
        #expect(!snapshot.elements[0].children[0].traits.contains(.selected))
    }

    /// maestro-json/testing-maestro-rn81-ios-boxes.json's key set; Maestro's iOS driver fills
    /// hintText from placeholderValue.
    @Test("Maestro iOS hintText is the placeholder, not a hint")
    func maestroIOSHintTextIsThePlaceholder() throws {
        let snapshot = try Self.snapshot("""
            {"attributes": {}, "children": [{"attributes": {"bounds": "[0,0][393,852]"}, "children": [\
            {"attributes": {"accessibilityText": "", "title": "", "value": "", "text": "", "hintText": "", "resource-id": "", "bounds": "[0,0][393,852]", "enabled": "true"}, "children": [\
            {"attributes": {"accessibilityText": "", "title": "", "value": "", "text": "", "hintText": "Email", "resource-id": "email", "bounds": "[20,100][373,144]", "enabled": "true"}, "children": []}]}]}]}
            """, MaestroJSONReader.self)
        let field = try #require(snapshot.elements.first)
        #expect(field.placeholder == "Email" && field.hint == nil)
    }

    /// idb from 2019 (facebook/idb's describe-all before the key renames).
    @Test("idb's numeric AXUniqueId is no identifier and AXHint is the hint")
    func oldIDBKeys() throws {
        let snapshot = try Self.snapshot("""
            [{"AXLabel": "Wallet", "AXUniqueId": 0, "AXHint": "Opens the app.", "type": "Button", "frame": {"x": 20, "y": 200, "width": 60, "height": 60}}]
            """, IDBJSONReader.self)
        #expect(snapshot.elements[0].identifier == nil)
        #expect(snapshot.elements[0].hint == "Opens the app.")
    }

    /// uiautomator-xml/tron-ai-gmail-search-appium-uia2.xml: height="3120" on a window that
    /// covers 1440 × 3120, and other UiAutomator2 sources where `height` leaves out the
    /// navigation bar the window covers.
    @Test("UiAutomator2's viewport includes the window below the stated height; frames stay pixels")
    func uiautomator2ViewportIsTheWindow() throws {
        let snapshot = try Self.snapshot("""
            <hierarchy index="0" class="hierarchy" rotation="0" width="1080" height="2029">\
            <android.widget.FrameLayout class="android.widget.FrameLayout" text="" bounds="[0,0][1080,2160]">\
            <android.widget.TextView class="android.widget.TextView" text="Settings" heading="true" bounds="[40,100][600,180]"/>\
            </android.widget.FrameLayout></hierarchy>
            """, UIAutomatorXMLReader.self)
        #expect(snapshot.viewport == Frame(0, 0, 1080, 2160))
        #expect(snapshot.statedData?.contains(.headers) == true)
        #expect(snapshot.statedData?.contains(.pointFrames) == false)
    }

    /// appium-ios-xml/shirates-ios1-appdev-375x667.xml's texts: the value repeats the label with
    /// the text's trailing newline.
    @Test("a static text whose value is its label plus trailing whitespace has no value")
    func staticTextValueWithTrailingWhitespaceIsDropped() throws {
        let snapshot = try Self.snapshot("""
            <XCUIElementTypeApplication type="XCUIElementTypeApplication" x="0" y="0" width="375" height="667">
              <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" label="Mail Address" value="Mail Address&#10;" x="16" y="100" width="83" height="12"/>
            </XCUIElementTypeApplication>
            """, AppiumXMLReader.self)
        #expect(snapshot.elements[0].value == nil)
    }
}
