@testable import A11ySnapshot
import Testing

/// Maestro's debug output of a flow (`commands-(FLOW).json`): one entry per command run, the
/// screen's hierarchy kept with a command that failed. Shaped after a wallet app's CI runs
/// (Higgs-Boson-Consultancy/SolidiMobileApp4-test, `test-results/issue-77/…/commands-(issue_77_test.yaml).json`:
/// "Element not found" with `metadata.error.hierarchyRoot`) and a fitness app's onboarding flow
/// (OGUN01/FitAi_, `.maestro/output/…`: a failed assertion over Android's "isn't responding" dialog).
@Suite("Maestro debug output import")
struct MaestroDebugOutputImportTests {
    private static func screen(_ label: String) -> String {
        """
        {"attributes": {"bounds": "[0,0][0,0]"}, "children": [{"attributes": {"accessibilityText": "Wallet", "bounds": "[0,0][393,852]"},
          "children": [{"attributes": {"accessibilityText": "\(label)", "resource-id": "button-next", "bounds": "[270,702][373,745]"}, "children": []}]}]}
        """
    }

    private static let flow = """
        [{"command": {"tapOnElement": {"selector": {"idRegex": "button-next"}}}, "metadata": {"status": "COMPLETED", "timestamp": 1764338272552, "duration": 1200}},
         {"command": {"assertConditionCommand": {}}, "metadata": {"status": "FAILED", "error": {"message": "Element not found: Id matching regex: input-first-name",
          "hierarchyRoot": \(screen("Next →"))}}},
         {"command": {"takeScreenshotCommand": {}}, "metadata": {"status": "PENDING"}}]
        """

    @Test("a flow's debug output is detected as a Maestro hierarchy")
    func detected() {
        #expect(DumpImport.detectFormat(of: Array(Self.flow.utf8)) == .maestroJSON)
    }

    @Test("the screen is the hierarchy saved with the command that failed")
    func failedCommandsScreen() throws {
        let snapshot = try DumpImport.snapshot(fromDump: Array(Self.flow.utf8))
        #expect(snapshot.elements.map(\.label) == ["Next →"])
    }

    @Test("of several saved hierarchies the last is the screen (a failed sub-flow and the flow around it)")
    func lastHierarchyWins() throws {
        let text = """
            [{"command": {}, "metadata": {"status": "FAILED", "hierarchy": \(Self.screen("First"))}},
             {"command": {}, "metadata": {"status": "FAILED", "error": {"hierarchyRoot": \(Self.screen("Second"))}}}]
            """
        #expect(try DumpImport.snapshot(fromDump: Array(text.utf8)).elements.map(\.label) == ["Second"])
    }

    @Test("a debug output of a flow that passed is an error saying Maestro saves the screen only on failure")
    func passedFlowHasNoScreen() {
        let text = #"[{"command": {"tapOnElement": {}}, "metadata": {"status": "COMPLETED"}}]"#
        ImportExpectations.expectError(text, with: MaestroJSONReader.self, at: "[", reason: .malformed,
                                       mentioning: ["hierarchyRoot", "only with a command that failed", "maestro hierarchy"])
    }

    @Test("a command that is not an object is an error at it")
    func commandNotAnObject() {
        let text = #"[{"command": {}, "metadata": {}}, 42]"#
        ImportExpectations.expectError(text, with: MaestroJSONReader.self, at: "42", mentioning: ["expected an object", "found a number"])
    }

    @Test("a truncated debug output is an error at its end")
    func truncated() {
        let text = String(Self.flow.prefix(200))
        #expect(throws: DumpImportError.self) { try DumpImport.snapshot(fromDump: Array(text.utf8)) }
    }
}
