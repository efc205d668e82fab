@testable import A11ySnapshot
import Foundation

/// Issue 30's fixtures: small dumps written for these tests in the shape of public real dumps
/// (each entry names the dump it follows; `../shared/real-trees/SOURCES.md` gives the repository,
/// commit and licence of those kept there). Each imports to `<path>.expected.json`, and the
/// rules' findings on them are judged in ``ScreenReaderFixtureJudgements``, so they extend the
/// precision corpus with screens it lacked, and run where `../shared` is absent.
enum ScreenReaderFixtures {
    struct Fixture: Sendable, CustomStringConvertible {
        /// `<format>/<name>`: the folder names the format.
        let path: String
        /// The public dump whose shape the fixture follows.
        let shapedAfter: String

        var description: String { path }

        var reader: any DumpReader.Type {
            DumpFormat(rawValue: String(path.prefix { $0 != "/" }))?.reader ?? AppiumXMLReader.self
        }
    }

    static let all: [Fixture] = [
        Fixture(path: "appium-xml/web-secure-area.xml",
                shapedAfter: "a WebDriverAgent page source (the attribute set of appium/appium#20835) of Safari showing "
                    + "the-internet.herokuapp.com/secure, whose markup is saucelabs/the-internet views/secure.erb and layout.erb"),
        Fixture(path: "appium-xml/react-native-login.xml",
                shapedAfter: "the React Native login screen of appium/appium#16336 (SAIB, 428 × 926), its nested "
                    + "XCUIElementTypeOther labels run together and ending in the hidden \"Toolbar Toolbar\""),
        Fixture(path: "uiautomator-xml/not-important-form.xml",
                shapedAfter: "the UiAutomator2 page sources in real-trees (tron-ai-gmail-search-appium-uia2.xml, MIT): "
                    + "their attribute set and their clickable views marked a11y-important=\"false\""),
        Fixture(path: "uiautomator-xml/described-badge-in-row.xml",
                shapedAfter: "tron-ai-x-twitter-timeline-appium-uia2.xml (MIT): a clickable row with an avatar and a "
                    + "described image inside"),
        Fixture(path: "uiautomator-xml/row-around-field.xml",
                shapedAfter: "tron-ai-gmail-search-appium-uia2.xml (MIT): a clickable container around an EditText "
                    + "with hint, and a caption marked a11y-important=\"false\""),
        Fixture(path: "uiautomator-xml/empty-message-slots.xml",
                shapedAfter: "the raw uiautomator dumps in real-trees (wework-chat-window_dump.xml): their attribute "
                    + "set and their TextViews with a resource id and no text"),
        Fixture(path: "uiautomator-xml/focusable-pager-and-list.xml",
                shapedAfter: "the dumps in real-trees: a focusable pager that does not scroll "
                    + "(tron-ai-pixel-launcher-home-appium-uia2.xml's smartspace_card_pager) and a RecyclerView of cards"),
        Fixture(path: "uiautomator-xml/compose-fields-and-slider.xml",
                shapedAfter: "a raw dump of a Jetpack Compose screen (ComposeView > android.view.View, no resource "
                    + "ids), with Material 3 TextFields whose label is a Text inside the field and a Slider"),
        Fixture(path: "uiautomator-xml/react-native-test-ids.xml",
                shapedAfter: "webdriverio/native-demo-app's login screen, whose testIDs (\"Login-screen\", "
                    + "\"input-email\", \"button-LOGIN\") reach TalkBack as content descriptions"),
        Fixture(path: "uiautomator-xml/capital-codes.xml",
                shapedAfter: "the UiAutomator2 page sources in real-trees: a wallet screen's ticker, currency pair and "
                    + "buttons in capitals"),
    ]

    /// The snapshot a fixture imports to, through the canonical policy.
    static func snapshot(_ path: String) throws -> AccessibilitySnapshot {
        guard let fixture = all.first(where: { $0.path == path }) else { throw ImportFixture.FixtureMissing(path: path) }
        return try ImportExpectations.snapshot(try ImportFixture.bytes(path), with: fixture.reader)
    }
}
