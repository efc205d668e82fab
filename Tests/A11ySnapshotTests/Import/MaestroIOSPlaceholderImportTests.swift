import A11ySnapshot
import Testing

/// Maestro's iOS driver fills `hintText` from the element's `placeholderValue`, so on iOS it is
/// the placeholder, not an accessibility hint. The attribute set follows
/// maestro-json/testing-maestro-rn81-ios-boxes.json in `../shared/real-trees`.
@Suite("Maestro iOS placeholder import")
struct MaestroIOSPlaceholderImportTests {
    private func onlyElement(hintText: String, value: String = "") throws -> AccessibilityElement {
        let dump = """
            {
              "attributes" : { "accessibilityText" : "", "title" : "", "value" : "", "text" : "", "hintText" : "", "resource-id" : "", "bounds" : "[0,0][0,0]", "enabled" : "false", "focused" : "false", "selected" : "false", "checked" : "false" },
              "children" : [ {
                "attributes" : { "accessibilityText" : "TestingMaestro", "title" : "", "value" : "", "text" : "", "hintText" : "", "resource-id" : "", "bounds" : "[0,0][393,852]", "enabled" : "true", "focused" : "false", "selected" : "false", "checked" : "false" },
                "children" : [ {
                  "attributes" : { "accessibilityText" : "Email", "title" : "", "value" : "\(value)", "text" : "", "hintText" : "\(hintText)", "resource-id" : "email-input", "bounds" : "[16,200][377,244]", "enabled" : "true", "focused" : "false", "selected" : "false", "checked" : "false" },
                  "children" : [ ]
                } ]
              } ]
            }
            """
        let snapshot = try DumpImport.snapshot(fromDump: Array(dump.utf8))
        return try #require(snapshot.elements.first)
    }

    @Test("an iOS node's hintText is its placeholder and no hint")
    func hintTextIsPlaceholder() throws {
        let field = try onlyElement(hintText: "name@example.com")
        #expect(field.placeholder == "name@example.com")
        #expect(field.hint == nil)
        #expect(field.label == "Email")
    }

    @Test("a typed value stays the value beside the placeholder")
    func valueBesidePlaceholder() throws {
        let field = try onlyElement(hintText: "name@example.com", value: "kim@example.org")
        #expect(field.value == "kim@example.org")
        #expect(field.placeholder == "name@example.com")
    }

    /// A React Native Paper sign-in form (a Maestro iOS hierarchy): its fields have no label and
    /// a placeholder of one space.
    @Test("a node with a placeholder is a text field, even with a placeholder of spaces, and its missing label is found")
    func placeholderMakesAField() throws {
        let field = try onlyElement(hintText: " ")
        #expect(field.type == .textField)
        var unlabelled = field
        unlabelled.label = ""
        let report = try RuleEngine().check(AccessibilitySnapshot(name: "form", viewport: Frame(0, 0, 393, 852), elements: [unlabelled]))
        #expect(report.violations.map(\.ruleID).contains("label-missing"))
    }
}
