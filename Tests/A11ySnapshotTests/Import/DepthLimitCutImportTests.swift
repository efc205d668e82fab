@testable import A11ySnapshot
import Testing

/// Page sources cut by WebDriverAgent's `snapshotMaxDepth`, shaped after a React Native nesting
/// test app's Appium Inspector source (NicolasMassart/appium-wdio-ios-nesting-test, iOS 16.2):
/// nested views "L1" … "L37", each labelled with the texts below it and no accessibility element,
/// each holding its own text; the source stops at level 50 with the view "L36", childless.
@Suite("WebDriverAgent depth limit")
struct DepthLimitCutImportTests {
    /// A page source whose application, window and nested views make `levels` levels; the view on
    /// the last level is `leaf` (an XML element without children).
    static func nestedSource(levels: Int, leaf: String = #"<XCUIElementTypeOther type="XCUIElementTypeOther" name="L36" label="L36" enabled="true" visible="true" accessible="false" x="0" y="246" width="375" height="55"/>"#) -> String {
        let views = levels - 3
        var xml = #"<AppiumAUT><XCUIElementTypeApplication type="XCUIElementTypeApplication" name="appium" label="appium" enabled="true" visible="true" accessible="false" x="0" y="0" width="375" height="812">"#
        xml += #"<XCUIElementTypeWindow type="XCUIElementTypeWindow" enabled="true" visible="true" accessible="false" x="0" y="0" width="375" height="812">"#
        for level in 0..<views {
            xml += #"<XCUIElementTypeOther type="XCUIElementTypeOther" name="L\#(level)" label="L\#(level)" enabled="true" visible="true" accessible="false" x="0" y="\#(100 + level)" width="375" height="400">"#
        }
        xml += leaf
        for level in (0..<views).reversed() {
            xml += #"<XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="L\#(level)" name="L\#(level)" label="L\#(level)" enabled="true" visible="true" accessible="true" x="0" y="\#(480 - level)" width="375" height="19"/></XCUIElementTypeOther>"#
        }
        return xml + "</XCUIElementTypeWindow></XCUIElementTypeApplication></AppiumAUT>"
    }

    static func warnings(_ source: String) throws -> [ImportWarning] {
        try DumpImport.snapshotWithWarnings(fromDump: Array(source.utf8), file: "source.xml").warnings
    }

    @Test("a source exactly as deep as WebDriverAgent's default limit of 50 levels is cut there")
    func defaultLimit() throws {
        #expect(try Self.warnings(Self.nestedSource(levels: 50)) == [.cutByDepthLimit(DepthLimitCut(levels: 50, evidence: .defaultLimit))])
    }

    @Test("a source as deep as XCTest serves, 62 levels, is cut there")
    func xctestCeiling() throws {
        #expect(try Self.warnings(Self.nestedSource(levels: 62))
            == [.cutByDepthLimit(DepthLimitCut(levels: 62, evidence: .deepestXCTestServes))])
    }

    @Test("a source cut by a lower limit shows it by a view on its last level labelled with content it lacks")
    func labelWithoutContent() throws {
        #expect(try Self.warnings(Self.nestedSource(levels: 30))
            == [.cutByDepthLimit(DepthLimitCut(levels: 30, evidence: .labelWithoutContent("L36")))])
    }

    @Test("an accessibility element's label on the last level is its own: no sign of a cut")
    func elementOnTheLastLevel() throws {
        let leaf = #"<XCUIElementTypeOther type="XCUIElementTypeOther" name="Chart" label="Chart" enabled="true" visible="true" accessible="true" x="0" y="246" width="375" height="55"/>"#
        #expect(try Self.warnings(Self.nestedSource(levels: 30, leaf: leaf)).isEmpty)
    }

    @Test("a scroll indicator on the last level labels itself: no sign of a cut")
    func scrollIndicatorOnTheLastLevel() throws {
        let leaf = #"<XCUIElementTypeOther type="XCUIElementTypeOther" name="Vertical scroll bar, 1 page" label="Vertical scroll bar, 1 page" enabled="true" visible="true" accessible="false" x="369" y="246" width="3" height="55"/>"#
        #expect(try Self.warnings(Self.nestedSource(levels: 30, leaf: leaf)).isEmpty)
    }

    @Test("a source one level short of the default limit is whole")
    func belowTheDefaultLimit() throws {
        let leaf = #"<XCUIElementTypeStaticText type="XCUIElementTypeStaticText" name="L36" label="L36" enabled="true" visible="true" accessible="true" x="0" y="246" width="375" height="19"/>"#
        #expect(try Self.warnings(Self.nestedSource(levels: 49, leaf: leaf)).isEmpty)
    }

    @Test("WebDriverAgent's JSON source is checked the same way")
    func jsonSource() throws {
        var node = #"{"type": "Other", "label": "L36", "isEnabled": true, "isAccessible": false, "rect": {"x": 0, "y": 246, "width": 375, "height": 55}}"#
        for level in (0..<27).reversed() {
            node = #"{"type": "Other", "label": "L\#(level)", "isEnabled": true, "isAccessible": false, "rect": {"x": 0, "y": 100, "width": 375, "height": 400}, "children": [\#(node)]}"#
        }
        let source = #"{"type": "Application", "label": "appium", "isEnabled": true, "rect": {"x": 0, "y": 0, "width": 375, "height": 812}, "children": [{"type": "Window", "isEnabled": true, "rect": {"x": 0, "y": 0, "width": 375, "height": 812}, "children": [\#(node)]}]}"#
        let document = try ImportExpectations.read(source, with: WDAJSONReader.self)
        #expect(document.depthLimitCut == DepthLimitCut(levels: 30, evidence: .labelWithoutContent("L36")))
    }

    @Test("formats without a depth limit are not checked: an XCUI debugDescription is never cut")
    func debugDescriptionIsNotChecked() throws {
        let text = """
            Attributes: Application, pid: 1, label: 'App'
            Element subtree:
             →Application, 0x1, pid: 1, label: 'App'
                Window (Main), 0x2, {{0.0, 0.0}, {375.0, 812.0}}
                  Other, 0x3, {{0.0, 246.0}, {375.0, 55.0}}, label: 'L36'
            """
        #expect(try DumpImport.snapshotWithWarnings(fromDump: Array(text.utf8), format: .xcuiDebugDescription).warnings.isEmpty)
    }
}
