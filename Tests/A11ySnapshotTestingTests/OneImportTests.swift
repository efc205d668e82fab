import A11ySnapshotTesting
import Testing

/// `import A11ySnapshotTesting` alone builds a tree and asserts it: the model is re-exported.
/// (This file imports nothing else on purpose.)
@Suite("One import")
struct OneImportTests {
    @Test("the model's types are visible through the testing module")
    func modelIsReexported() {
        let snapshot = AccessibilitySnapshot(name: "Login", viewport: Frame(0, 0, 393, 852), elements: [
            .button("Log in", identifier: "login.submit", frame: Frame(16, 324, 361, 50)),
        ])
        let configuration: AccessibilitySnapshotConfiguration = .init(options: DiffOptions.default, rules: RuleConfiguration())
        #expect(snapshot.elements.count == 1)
        #expect(configuration.record == nil)
    }
}
