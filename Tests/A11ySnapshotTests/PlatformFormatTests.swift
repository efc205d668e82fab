import A11ySnapshot
import Testing

/// The optional `platform` key (docs/FORMAT.md, *The document*): which screen reader a snapshot
/// is read with, written by the Android importers and read strictly.
@Suite("Platform in the snapshot format")
struct PlatformFormatTests {
    static let androidScreen = AccessibilitySnapshot(
        name: "Inbox", viewport: Frame(0, 0, 1080, 2400),
        elements: [.button("Compose", frame: Frame(800, 2000, 200, 200))],
        statedData: [.values], platform: .android)

    @Test("the platform is written after the viewport and read back equal")
    func canonicalRoundTrip() throws {
        let text = String(decoding: Self.androidScreen.canonicalJSON(), as: UTF8.self)
        #expect(text.contains("""
              "viewport": [0, 0, 1080, 2400],
              "platform": "android",
              "statedData": ["values"],
            """))
        #expect(try AccessibilitySnapshot(json: Self.androidScreen.canonicalJSON()) == Self.androidScreen)
    }

    @Test("a snapshot without the key writes nothing and is read on iOS")
    func absentIsIOS() throws {
        var live = Self.androidScreen
        live.platform = nil
        #expect(!String(decoding: live.canonicalJSON(), as: UTF8.self).contains("platform"))
        #expect(try AccessibilitySnapshot(json: live.canonicalJSON()).screenPlatform == .iOS)
    }

    @Test("an unknown platform or one that is no string is an error at its line and column", arguments: [
        (#""windows""#, "unknown platform \"windows\""),
        ("1", "platform"),
    ])
    func badPlatform(value: String, mentions: String) {
        let json = "{\"version\": 1, \"name\": \"\", \"viewport\": [0, 0, 1, 1], \"elements\": [], \"platform\": \(value)}"
        do {
            _ = try AccessibilitySnapshot(json: Array(json.utf8))
            Issue.record("accepted \(value)")
        } catch {
            #expect(error.description.contains(mentions), "\(error)")
            #expect(error.line == 1 && error.column > 60, "\(error)")
        }
    }

    @Test("an Android dump imports as an Android snapshot; an iOS dump states no platform")
    func importersStateThePlatform() throws {
        let android = #"<hierarchy rotation="0"><node class="android.widget.Button" text="Send" clickable="true" bounds="[0,0][200,100]"/></hierarchy>"#
        #expect(try DumpImport.snapshot(fromDump: Array(android.utf8)).platform == .android)
        let iOS = #"<AppiumAUT><XCUIElementTypeApplication type="XCUIElementTypeApplication" name="App" label="App" enabled="true" visible="true" x="0" y="0" width="390" height="844"><XCUIElementTypeButton type="XCUIElementTypeButton" name="Send" label="Send" enabled="true" visible="true" x="0" y="100" width="200" height="44"/></XCUIElementTypeApplication></AppiumAUT>"#
        #expect(try DumpImport.snapshot(fromDump: Array(iOS.utf8)).platform == nil)
    }

    @Test("placeholder-as-label says on Android that TalkBack reads the hint, and what is lost")
    func placeholderMessageOnAndroid() throws {
        let field = AccessibilityElement.textField("", placeholder: "Agent ID", frame: Frame(48, 900, 984, 150))
        let engine = try RuleEngine()
        let android = engine.check(AccessibilitySnapshot(name: "Sign in", viewport: Frame(0, 0, 1080, 2400), elements: [field], platform: .android))
        #expect(android.violations.first { $0.ruleID == "placeholder-as-label" }?.message
            == "The field has no label, only the hint \"Agent ID\": TalkBack reads it, but it leaves the screen once the field has text.")
        let iOS = engine.check(AccessibilitySnapshot(name: "Sign in", viewport: Frame(0, 0, 1080, 2400), elements: [field]))
        #expect(iOS.violations.first { $0.ruleID == "placeholder-as-label" }?.message == "The field has no label, only the placeholder \"Agent ID\".")
    }
}
