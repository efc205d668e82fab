import A11ySnapshot
import Testing

/// Text inputs and repeated listings, shaped after an iOS 26.4 WDA source of the Settings app
/// without `accessible` (its toolbar search field lists its magnifying glass, labelled "Search",
/// and its Dictate button twice).
@Suite("VoiceOver focus in XCUI trees: text inputs")
struct XCUITextInputFocusImportTests {
    static let searchField = """
        <XCUIElementTypeSearchField type="XCUIElementTypeSearchField" value="Search" name="Search" label="Search" x="32" y="803" width="337" height="38" placeholderValue="Search" traits="SearchField">
          <XCUIElementTypeButton type="XCUIElementTypeButton" name="Dictate" label="Dictate" x="335" y="811" width="18" height="22" traits="Button"/>
          <XCUIElementTypeImage type="XCUIElementTypeImage" name="magnifyingglass" label="Search" x="45" y="812" width="22" height="19" traits="Image"/>
          <XCUIElementTypeButton type="XCUIElementTypeButton" name="Dictate" label="Dictate" x="335" y="811" width="18" height="22" traits="Button"/>
        </XCUIElementTypeSearchField>
        """

    @Test("a search field speaks for the icon inside it; its Dictate button is a stop of its own, listed twice and focused once")
    func searchFieldIconIsPartOfTheFieldAndARepeatIsOneStop() throws {
        let snapshot = try XCUIFocusImportTests.importing(Self.searchField)
        #expect(XCUIFocusImportTests.outline(snapshot.elements) == ["searchField:Search", "button:Dictate"])
    }

    @Test("two buttons of one label at two places are two stops")
    func sameLabelElsewhereIsAnotherStop() throws {
        let snapshot = try XCUIFocusImportTests.importing("""
            <XCUIElementTypeButton type="XCUIElementTypeButton" name="Edit" label="Edit" x="16" y="100" width="60" height="44" traits="Button"/>
            <XCUIElementTypeButton type="XCUIElementTypeButton" name="Edit" label="Edit" x="16" y="300" width="60" height="44" traits="Button"/>
            """)
        #expect(XCUIFocusImportTests.outline(snapshot.elements) == ["button:Edit", "button:Edit"])
    }
}
