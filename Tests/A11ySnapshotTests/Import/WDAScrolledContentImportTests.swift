@testable import A11ySnapshot
import Testing

/// WebDriverAgent marks `visible="false"` what lies beyond the screen, as it tests frames against
/// it. A scroll view's rows there are not hidden: VoiceOver scrolls to them, and a
/// `debugDescription` or live capture, which state no visibility, keeps them (docs/IMPORT.md,
/// *What VoiceOver focuses in an XCUI tree*). Shaped after shirates' Settings source, whose rows
/// below the fold are `visible="false"`, and Instagram's comment sheet over a post.
@Suite("WDA: scroll content beyond the screen")
struct WDAScrolledContentImportTests {
    /// A 390 × 844 pt screen whose application root holds `body`.
    static func importing(_ body: String) throws -> AccessibilitySnapshot {
        try ImportExpectations.snapshot(Array("""
            <XCUIElementTypeApplication type="XCUIElementTypeApplication" name="Settings" label="Settings" enabled="true" visible="true" x="0" y="0" width="390" height="844">
            \(body)
            </XCUIElementTypeApplication>
            """.utf8), with: AppiumXMLReader.self)
    }

    static func labels(_ snapshot: AccessibilitySnapshot) -> [String] {
        snapshot.allElements.map(\.label)
    }

    static let settingsTable = """
        <XCUIElementTypeTable type="XCUIElementTypeTable" enabled="true" visible="true" x="0" y="0" width="390" height="844">
          <XCUIElementTypeCell type="XCUIElementTypeCell" name="General" label="General" enabled="true" visible="true" x="0" y="700" width="390" height="45"/>
          <XCUIElementTypeCell type="XCUIElementTypeCell" name="Developer" label="Developer" enabled="true" visible="false" x="0" y="916" width="390" height="45"/>
          <XCUIElementTypeCell type="XCUIElementTypeCell" name="Privacy" label="Privacy" enabled="true" visible="false" x="0" y="995" width="390" height="45"/>
        </XCUIElementTypeTable>
        """

    @Test("a table's rows below the screen, which WDA marks visible=\"false\", are kept: VoiceOver scrolls to them")
    func rowsBelowTheScreenAreKept() throws {
        #expect(Self.labels(try Self.importing(Self.settingsTable)) == ["General", "Developer", "Privacy"])
    }

    @Test("rows scrolled above the screen are kept too")
    func rowsAboveTheScreenAreKept() throws {
        let snapshot = try Self.importing("""
            <XCUIElementTypeTable type="XCUIElementTypeTable" enabled="true" visible="true" x="0" y="0" width="390" height="844">
              <XCUIElementTypeCell type="XCUIElementTypeCell" name="Wi-Fi" label="Wi-Fi" enabled="true" visible="false" x="0" y="-120" width="390" height="45"/>
              <XCUIElementTypeCell type="XCUIElementTypeCell" name="General" label="General" enabled="true" visible="true" x="0" y="100" width="390" height="45"/>
            </XCUIElementTypeTable>
            """)
        #expect(Self.labels(snapshot) == ["Wi-Fi", "General"])
    }

    @Test("the same table as a debugDescription gives the same elements")
    func debugDescriptionAgrees() throws {
        let text = """
            Attributes: Application, 0x1, pid: 1, label: 'Settings'
            Element subtree:
             →Application, 0x1, pid: 1, label: 'Settings'
                Window (Main), 0x2, {{0.0, 0.0}, {390.0, 844.0}}
                  Table, 0x3, {{0.0, 0.0}, {390.0, 844.0}}
                    Cell, 0x4, {{0.0, 700.0}, {390.0, 45.0}}, label: 'General'
                    Cell, 0x5, {{0.0, 916.0}, {390.0, 45.0}}, label: 'Developer'
                    Cell, 0x6, {{0.0, 995.0}, {390.0, 45.0}}, label: 'Privacy'
            """
        let fromText = try ImportExpectations.snapshot(Array(text.utf8), with: XCUIDebugDescriptionReader.self)
        let fromWDA = try Self.importing(Self.settingsTable)
        #expect(fromText.allElements.map(\.label) == fromWDA.allElements.map(\.label))
        #expect(fromText.allElements.map(\.frame) == fromWDA.allElements.map(\.frame))
    }

    /// Instagram's comment sheet (a WDA source of fetch-bites-multi-agent): the list's last two
    /// comments lie under the quick-reaction bar and the composer laid over the list's bottom, and
    /// WDA, hit-testing their middle, marks them `visible="false"`; VoiceOver scrolls to them.
    @Test("a shown scroll view's rows under a bar laid over it are kept: WDA calls them not visible, VoiceOver scrolls to them")
    func rowsUnderABarOverTheListAreKept() throws {
        let snapshot = try Self.importing("""
            <XCUIElementTypeCollectionView type="XCUIElementTypeCollectionView" enabled="true" visible="true" x="0" y="291" width="390" height="553">
              <XCUIElementTypeCell type="XCUIElementTypeCell" name="dmasonrn said, So good!" label="dmasonrn said, So good!" enabled="true" visible="true" x="0" y="335" width="390" height="81"/>
              <XCUIElementTypeCell type="XCUIElementTypeCell" name="leahscohen said, love to hear that" label="leahscohen said, love to hear that" enabled="true" visible="false" x="0" y="720" width="390" height="81"/>
            </XCUIElementTypeCollectionView>
            <XCUIElementTypeTextView type="XCUIElementTypeTextView" name="text-view" label="Add a comment" enabled="true" visible="true" x="72" y="710" width="242" height="100"/>
            """)
        #expect(Self.labels(snapshot) == ["dmasonrn said, So good!", "leahscohen said, love to hear that", "Add a comment"])
    }

    @Test("a hidden element outside any scroll view stays dropped")
    func hiddenElementOutsideAScrollViewIsDropped() throws {
        let snapshot = try Self.importing("""
            <XCUIElementTypeButton type="XCUIElementTypeButton" name="Covered" label="Covered" enabled="true" visible="false" x="16" y="400" width="100" height="44"/>
            <XCUIElementTypeButton type="XCUIElementTypeButton" name="Shown" label="Shown" enabled="true" visible="true" x="16" y="500" width="100" height="44"/>
            """)
        #expect(Self.labels(snapshot) == ["Shown"])
    }

    @Test("a page beside the screen stays dropped: VoiceOver does not swipe into a paged scroll view's next page")
    func pageBesideTheScreenIsDropped() throws {
        let snapshot = try Self.importing("""
            <XCUIElementTypeScrollView type="XCUIElementTypeScrollView" enabled="true" visible="true" x="0" y="0" width="390" height="844">
              <XCUIElementTypeIcon type="XCUIElementTypeIcon" name="Maps" label="Maps" enabled="true" visible="true" x="30" y="100" width="64" height="64"/>
              <XCUIElementTypeIcon type="XCUIElementTypeIcon" name="Notes" label="Notes" enabled="true" visible="false" x="420" y="100" width="64" height="64"/>
            </XCUIElementTypeScrollView>
            """)
        #expect(Self.labels(snapshot) == ["Maps"])
    }

    @Test("a scroll view WDA marks hidden hides what it holds beyond the screen: a post behind a modal sheet")
    func hiddenScrollViewHidesItsContentBeyondTheScreen() throws {
        let snapshot = try Self.importing("""
            <XCUIElementTypeScrollView type="XCUIElementTypeScrollView" enabled="true" visible="false" x="16" y="414" width="331" height="379">
              <XCUIElementTypeLink type="XCUIElementTypeLink" name="#ribs" label="#ribs" enabled="true" visible="false" x="16" y="1375" width="69" height="23"/>
            </XCUIElementTypeScrollView>
            <XCUIElementTypeTable type="XCUIElementTypeTable" enabled="true" visible="true" x="0" y="300" width="390" height="544">
              <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" name="Comments" label="Comments" enabled="true" visible="true" x="150" y="310" width="90" height="20"/>
              <XCUIElementTypeButton type="XCUIElementTypeButton" name="Reply" label="Reply" enabled="true" visible="false" x="45" y="955" width="45" height="17"/>
            </XCUIElementTypeTable>
            """)
        #expect(Self.labels(snapshot) == ["Comments", "Reply"])
    }
}
