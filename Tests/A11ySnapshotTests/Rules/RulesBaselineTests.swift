@testable import A11ySnapshot
import ExampleScreens
import Testing

/// Violations against a reference: new, resolved and unchanged, matched through the differ.
@Suite("Rules: baseline comparison")
struct RulesBaselineTests {
    @Test("An inserted element does not make later violations new; a fix is resolved")
    func insertionAndFix() throws {
        let engine = try RuleEngine()
        var current = ExampleScreens.login
        current.elements.insert(.button("", identifier: "login.help", frame: Frame(300, 40, 44, 44)), at: 0)
        current.elements[6] = .link("Forgot password?", identifier: "login.forgot", frame: Frame(16, 390, 140, 44))
        let comparison = ViolationComparison(reference: ExampleScreens.login, current: current, engine: engine)
        #expect(comparison.new.map(\.ruleID) == ["label-missing"])
        #expect(comparison.new.map(\.element.path) == ["0"])
        #expect(comparison.resolved.map(\.ruleID) == ["target-size-recommended"])
        #expect(comparison.resolved.map(\.element.path) == ["5"])
        #expect(comparison.unchanged.map(\.ruleID) == ["element-disabled", "target-size-recommended"])
        #expect(comparison.unchanged.map(\.element.path) == ["5", "7"])
        #expect(comparison.hasNewErrors)
    }

    @Test("A relabelled element keeps its violation as unchanged")
    func relabelled() throws {
        var reference = ExampleScreens.login
        reference.elements[4].label = "LOG IN NOW"
        var current = ExampleScreens.login
        current.elements[4].label = "SIGN IN NOW"
        let comparison = ViolationComparison(reference: reference, current: current,
                                             engine: try RuleEngine(configuration: RuleConfiguration(onlyRules: ["label-all-caps"])))
        #expect(comparison.new.isEmpty)
        #expect(comparison.resolved.isEmpty)
        #expect(comparison.unchanged.map(\.element.label) == ["SIGN IN NOW"])
    }

    @Test("Typing into an unlabelled field leaves its label-missing unchanged, not resolved")
    func typingDoesNotResolveAMissingLabel() throws {
        let empty = AccessibilitySnapshot(name: "form", elements: [.textField("", frame: Frame(16, 100, 361, 44))])
        var typed = empty
        typed.elements[0].value = "john@example.com"
        let comparison = ViolationComparison(reference: empty, current: typed,
                                             engine: try RuleEngine(configuration: RuleConfiguration(onlyRules: ["label-missing"])))
        #expect(comparison.resolved.isEmpty)
        #expect(comparison.new.isEmpty)
        #expect(comparison.unchanged.map(\.ruleID) == ["label-missing"])
    }

    @Test("The comparison converts to the report renderers' ViolationChanges")
    func reportConversion() throws {
        var current = ExampleScreens.login
        current.elements.append(.button("", frame: Frame(16, 500, 44, 44)))
        let comparison = ViolationComparison(reference: ExampleScreens.login, current: current, engine: try RuleEngine())
        let changes = ViolationChanges(comparison)
        #expect(changes.new.map(\.ruleID) == ["label-missing"])
        #expect(changes.new.first?.severity == .error)
        #expect(changes.new.first?.wcag == ["1.1.1", "4.1.2"])
        #expect(changes.unchanged.count == comparison.unchanged.count)
    }
}
