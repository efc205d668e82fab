import A11ySnapshot
import Testing

/// An alert or a sheet presented over a screen: UIKit keeps the presenting screen in the window
/// and XCUI lists it, but VoiceOver reaches only the presentation (docs/IMPORT.md, *What
/// VoiceOver focuses in an XCUI tree*). Shaped after `print(app.debugDescription)` of an
/// accessibility benchmark app on iOS 26 (grandbig/ios-accessibility-agent-benchmark): a SwiftUI
/// alert over a list, a UIKit page sheet over a table.
@Suite("VoiceOver focus in XCUI trees: alerts and sheets")
struct XCUIModalPresentationImportTests {
    /// The screen under the presentation: a list button and the tab bar.
    static let screen = """
              Other, 0x1, {{0.0, 0.0}, {375.0, 667.0}}
                Button, 0x2, {{16.0, 459.0}, {343.0, 52.5}}, label: 'Show alert'
                TabBar, 0x3, {{0.0, 584.0}, {375.0, 83.0}}, label: 'Tab Bar'
                  Button, 0x4, {{25.0, 588.0}, {74.0, 54.0}}, label: 'Basics', Selected
        """

    private func labels(_ windowChildren: String) throws -> [String] {
        XCUIFocusImportTests.outline(try XCUIText.snapshot(ofWindowHolding: Self.screen + "\n" + windowChildren).elements)
    }

    @Test("an alert presented over a screen is all VoiceOver reaches")
    func alertHidesTheScreenBehindIt() throws {
        #expect(try labels("""
                  Other, 0x10, {{0.0, 0.0}, {375.0, 667.0}}
                    Other, 0x11, {{0.0, 0.0}, {375.0, 667.0}}
                    Alert, 0x12, {{27.5, 267.5}, {320.0, 152.0}}, label: 'Saved'
                      StaticText, 0x13, {{57.5, 289.5}, {260.0, 20.5}}, label: 'Saved'
                      StaticText, 0x14, {{57.5, 317.0}, {260.0, 18.0}}, label: 'Your changes are saved.'
                      Button, 0x15, {{43.5, 355.5}, {288.0, 48.0}}, label: 'OK'
            """) == ["alert:", "staticText:Saved", "staticText:Your changes are saved.", "button:OK"])
    }

    @Test("a sheet, whose dimming view reaches past the window, hides the screen it is presented over")
    func sheetHidesTheScreenBehindIt() throws {
        #expect(try labels("""
                  Other, 0x10, {{0.0, 0.0}, {375.0, 667.0}}
                    Other, 0x11, {{-375.0, -667.0}, {1125.0, 2001.0}}
                    Other, 0x12, {{0.0, 30.0}, {375.0, 637.0}}
                      NavigationBar, 0x13, {{0.0, 46.0}, {375.0, 54.0}}, identifier: 'Modal'
                        StaticText, 0x14, {{155.5, 57.8}, {64.0, 20.5}}, label: 'Modal'
                        Button, 0x15, {{291.0, 50.0}, {64.0, 36.0}}, label: 'Close'
            """) == ["staticText:Modal", "button:Close"])
    }

    @Test("a view laid over the screen that is no alert or sheet leaves the screen reachable")
    func overlayKeepsTheScreen() throws {
        #expect(try labels("""
                  Other, 0x10, {{0.0, 600.0}, {375.0, 44.0}}
                    Button, 0x11, {{300.0, 600.0}, {60.0, 44.0}}, label: 'Undo'
            """) == ["button:Show alert", "tabBar:Tab Bar", "button:Basics", "button:Undo"])
    }
}
