import A11ySnapshot
import Testing

/// A static text whose value is its label plus trailing whitespace has no value of its own.
/// Modelled on appium-ios-xml/instagram-fetchbites-v1-cce54f0.xml in `../shared/real-trees`,
/// whose texts carry label and value with trailing spaces (`"Search ·  "`); here the value keeps
/// whitespace the label does not.
@Suite("Echoed static text value import")
struct EchoedStaticTextValueImportTests {
    private func onlyElement(type: String = "StaticText", label: String, value: String) throws -> AccessibilityElement {
        let dump = #"""
            <AppiumAUT><XCUIElementTypeApplication type="XCUIElementTypeApplication" name="Instagram" label="Instagram" enabled="true" visible="true" accessible="false" x="0" y="0" width="428" height="926" index="0"><XCUIElementType\#(type) type="XCUIElementType\#(type)" value="\#(value)" name="\#(label)" label="\#(label)" enabled="true" visible="true" accessible="true" x="40" y="341" width="61" height="37" index="0"/></XCUIElementTypeApplication></AppiumAUT>
            """#
        return try #require(try DumpImport.snapshot(fromDump: Array(dump.utf8)).elements.first)
    }

    @Test("a static text's value that is its label plus trailing spaces is dropped")
    func trailingSpacesDropped() throws {
        let text = try onlyElement(label: "Search ·", value: "Search ·  ")
        #expect(text.value == nil)
        #expect(text.label == "Search ·")
    }

    @Test("a trailing line break counts as whitespace too")
    func trailingLineBreakDropped() throws {
        #expect(try onlyElement(label: "Reply", value: "Reply&#10;").value == nil)
    }

    @Test("a static text's value that says more than its label is kept")
    func differentValueKept() throws {
        #expect(try onlyElement(label: "Likes", value: "Likes 12").value == "Likes 12")
    }

    @Test("leading whitespace is not trailing whitespace: the value is kept")
    func leadingWhitespaceKept() throws {
        #expect(try onlyElement(label: "Draft", value: "  Draft").value == "  Draft")
    }

    @Test("a text field's value equal to its label plus a space is a typed value and is kept")
    func textFieldValueKept() throws {
        #expect(try onlyElement(type: "TextField", label: "Name", value: "Name ").value == "Name ")
    }
}
