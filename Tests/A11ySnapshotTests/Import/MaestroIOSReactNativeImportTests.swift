import A11ySnapshot
import Testing

/// Maestro's iOS hierarchy of a React Native screen: every view reports its subviews' labels
/// joined with spaces as its own `accessibilityText` (`RCTRecursiveAccessibilityLabel`), so each
/// container repeats what it holds. Shaped after a crypto wallet's withdrawal form
/// (Higgs-Boson-Consultancy/SolidiMobileApp4-test, `test-results/issue-77/…/commands-(issue_77_test.yaml).json`,
/// iOS 17.2, Maestro): a footer "← Back Next →" over its two buttons, a field group "First Name
/// Enter first name" over the title text and a wrapper around the empty text field.
@Suite("Maestro iOS React Native import")
struct MaestroIOSReactNativeImportTests {
    private static func node(_ label: String, _ bounds: String, id: String = "", hint: String = "", children: [String] = []) -> String {
        """
        {"attributes": {"accessibilityText": "\(label)", "title": "", "value": "", "text": "", "hintText": "\(hint)", "resource-id": "\(id)", "bounds": "\(bounds)", "enabled": "true", "focused": "false", "selected": "false", "checked": "false"},
         "children": [\(children.joined(separator: ","))]}
        """
    }

    private static let form = node("", "[0,0][0,0]", children: [
        node("Solidi", "[0,0][393,852]", children: [
            node("First Name Enter first name ← Back Next →", "[0,0][393,852]", children: [
                node("First Name Enter first name", "[20,441][373,511]", children: [
                    node("First Name", "[20,441][373,458]"),
                    node("Enter first name", "[20,466][373,512]", children: [
                        node("", "[21,467][372,511]", id: "input-firstname-manual", hint: "Enter first name"),
                    ]),
                ]),
                node("← Back Next →", "[0,685][393,762]", children: [
                    node("← Back", "[20,702][124,745]", id: "button-back"),
                    node("Next →", "[270,702][373,745]", id: "button-next"),
                ]),
            ]),
        ]),
    ])

    private func imported() throws -> [AccessibilityElement] {
        try DumpImport.snapshot(fromDump: Array(Self.form.utf8)).elements
    }

    @Test("a view labelled with its subviews' labels joined is no element: its buttons are the stops")
    func joinedLabelContainerFlattens() throws {
        let labels = try imported().map(\.label)
        #expect(labels.contains("← Back"))
        #expect(labels.contains("Next →"))
        #expect(!labels.contains("← Back Next →"))
    }

    @Test("a field group's title and its empty field stay two stops, the field named only by its placeholder")
    func fieldGroupKeepsItsField() throws {
        let elements = try imported()
        #expect(elements.map(\.label).prefix(2) == ["First Name", ""])
        let field = try #require(elements.first { $0.identifier == "input-firstname-manual" })
        #expect(field.type == .textField)
        #expect(field.placeholder == "Enter first name")
        let report = try RuleEngine().check(AccessibilitySnapshot(name: "form", viewport: Frame(0, 0, 393, 852), elements: elements))
        #expect(report.violations.contains { $0.ruleID == "placeholder-as-label" && $0.element.identifier == "input-firstname-manual" })
    }
}
