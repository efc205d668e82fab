import A11ySnapshot
import Testing

/// Images no screen reader focuses are not snapshot elements, so they are not reported as
/// unlabelled images. The fixtures are small hand-written trees shaped like real dumps in
/// `../shared/real-trees` (cited per test); those files are not copied into the project.
@Suite("Unfocused image import")
struct UnfocusedImageImportTests {
    private func elements(_ dump: String, options: ImportOptions = .canonical) throws -> [AccessibilityElement] {
        try DumpImport.snapshot(fromDump: Array(dump.utf8), options: options).elements
    }

    /// Every element in document order, as `type:label`.
    private func outline(_ elements: [AccessibilityElement]) -> [String] {
        elements.flatMap { ["\($0.type.map { "\($0)" } ?? "-"):\($0.label)"] + outline($0.children) }
    }

    // Modelled on appium-ios-xml/instagram-fetchbites-after-more-button.xml: the "Interested"
    // sheet's icons are `accessible="false"` images named after their asset.
    static let wdaSheet = """
        <AppiumAUT><XCUIElementTypeApplication type="XCUIElementTypeApplication" name="Instagram" label="Instagram" enabled="true" visible="true" accessible="false" x="0" y="0" width="414" height="896" index="0">
          <XCUIElementTypeOther type="XCUIElementTypeOther" enabled="true" visible="true" accessible="false" x="0" y="400" width="414" height="100" index="0">
            <XCUIElementTypeImage type="XCUIElementTypeImage" name="ig_icon_save_pano_outline_24" enabled="true" visible="true" accessible="false" x="64" y="428" width="24" height="24" index="0"/>
            <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="Save" name="Save" label="Save" enabled="true" visible="true" accessible="true" x="56" y="460" width="40" height="18" index="1"/>
            <XCUIElementTypeImage type="XCUIElementTypeImage" name="Chart" label="Chart" enabled="true" visible="true" accessible="true" x="200" y="428" width="24" height="24" index="2"/>
          </XCUIElementTypeOther>
        </XCUIElementTypeApplication></AppiumAUT>
        """

    @Test("a WDA image marked accessible=\"false\" is dropped as decorative; an accessible one stays")
    func wdaDecorativeImageDropped() throws {
        #expect(outline(try elements(Self.wdaSheet)) == ["staticText:Save", "image:Chart"])
    }

    @Test("keepInvisible keeps the image marked accessible=\"false\"")
    func keepInvisibleKeepsTheDecorativeImage() throws {
        let kept = outline(try elements(Self.wdaSheet, options: ImportOptions(keepInvisible: true)))
        #expect(kept == ["image:", "staticText:Save", "image:Chart"])
    }

    @Test("keepUnfocusedImages keeps an image inside a labelled button")
    func keepUnfocusedImagesKeepsImagesInControls() throws {
        let dump = """
            <XCUIElementTypeApplication x="0" y="0" width="428" height="926">
              <XCUIElementTypeButton name="Share" label="Share" enabled="true" visible="true" x="60" y="839" width="44" height="45">
                <XCUIElementTypeImage name="ig_icon_share" enabled="true" visible="true" x="60" y="839" width="44" height="45"/>
              </XCUIElementTypeButton>
            </XCUIElementTypeApplication>
            """
        #expect(outline(try elements(dump)) == ["button:Share"])
        #expect(outline(try elements(dump, options: ImportOptions(keepUnfocusedImages: true))) == ["button:Share", "image:"])
    }

    // Modelled on appium-ios-xml/instagram-fetchbites-v1-cce54f0.xml: a labelled profile-picture
    // button holding its picture as an image child.
    @Test("an image inside a labelled button is dropped: the button's label is what is spoken")
    func imageInsideLabelledButtonDropped() throws {
        let dump = """
            <XCUIElementTypeApplication x="0" y="0" width="428" height="926">
              <XCUIElementTypeButton name="fetch.bites. Profile picture" label="fetch.bites. Profile picture" enabled="true" visible="true" x="16" y="839" width="44" height="45">
                <XCUIElementTypeImage name="avatar" label="Avatar" enabled="true" visible="true" accessible="true" x="16" y="839" width="44" height="45"/>
              </XCUIElementTypeButton>
              <XCUIElementTypeButton enabled="true" visible="true" x="60" y="839" width="44" height="45">
                <XCUIElementTypeImage name="ig_icon_share" enabled="true" visible="true" x="60" y="839" width="44" height="45"/>
              </XCUIElementTypeButton>
            </XCUIElementTypeApplication>
            """
        // The unlabelled button stays, for the rules to flag; its unlabelled image is no element.
        #expect(outline(try elements(dump)) == ["button:fetch.bites. Profile picture", "button:"])
    }

    @Test("an image inside a labelled tab is dropped")
    func imageInsideLabelledTabDropped() throws {
        let dump = """
            <XCUIElementTypeApplication x="0" y="0" width="390" height="844">
              <XCUIElementTypeTabBar x="0" y="780" width="390" height="64">
                <XCUIElementTypeTab label="Home" x="0" y="780" width="195" height="64">
                  <XCUIElementTypeImage name="house.fill" x="80" y="786" width="30" height="30"/>
                </XCUIElementTypeTab>
              </XCUIElementTypeTabBar>
            </XCUIElementTypeApplication>
            """
        #expect(outline(try elements(dump)) == ["tabBar:", "tab:Home"])
    }

    // Modelled on uiautomator-xml/tron-ai-gmail-search-appium-uia2.xml: search suggestion icons
    // are ImageViews with no content-desc that are neither focusable nor clickable.
    @Test("an Android ImageView that is not focusable or clickable and has no content-desc is dropped")
    func androidDecorativeImageDropped() throws {
        let dump = """
            <hierarchy rotation="0" width="1080" height="2400">
              <android.widget.LinearLayout class="android.widget.LinearLayout" clickable="true" focusable="true" bounds="[0,620][1080,740]">
                <android.widget.ImageView class="android.widget.ImageView" text="" content-desc="" resource-id="com.google.android.gm:id/search_overlay_item_icon" clickable="false" focusable="false" long-clickable="false" bounds="[66,639][129,723]"/>
                <android.widget.TextView class="android.widget.TextView" text="invoice" clickable="false" focusable="false" bounds="[190,650][700,710]"/>
              </android.widget.LinearLayout>
              <android.widget.ImageView class="android.widget.ImageView" content-desc="Profile" clickable="false" focusable="false" bounds="[900,100][1000,200]"/>
              <android.widget.ImageView class="android.widget.ImageView" content-desc="" clickable="true" focusable="true" bounds="[900,300][1000,400]"/>
            </hierarchy>
            """
        // The clickable row is one element labelled by its text, as TalkBack reads it; the
        // described image and the clickable one stay, the latter being a real unlabelled control.
        #expect(outline(try elements(dump)) == ["other:invoice", "image:Profile", "image:"])
    }
}
