@testable import A11ySnapshot
import Testing

/// A rule that could not check an element for lack of data claims nothing new about it: comparing
/// a snapshot where it judged the element with one where it could not claims neither a fix nor a
/// new violation, and keeps the violation in the backlog (unchanged) instead of losing it.
@Suite("Rules: elements a rule could not check")
struct UncheckedElementComparisonTests {
    /// An Android sign-up form from a raw uiautomator dump, which writes no hints: an empty native
    /// field would show its hint as its text, so an empty unlabelled one has none; once typed into,
    /// the hint that may name it is not in the dump.
    private static func form(email: String?) -> AccessibilitySnapshot {
        AccessibilitySnapshot(name: "SignUp", viewport: Frame(0, 0, 1080, 2400), elements: [
            .header("Create an account", frame: Frame(48, 200, 984, 90)),
            AccessibilityElement(label: "", value: email, frame: Frame(48, 400, 984, 150), type: .textField),
        ], statedData: [.values, .identifiers], platform: .android)
    }

    private static func comparison(_ reference: AccessibilitySnapshot, _ current: AccessibilitySnapshot) throws -> ViolationComparison {
        ViolationComparison(reference: reference, current: current, engine: try RuleEngine())
    }

    @Test("label-missing does not check an Android field holding text in a dump that cannot state hints")
    func typedFieldIsNotChecked() throws {
        let engine = try RuleEngine()
        let empty = engine.check(Self.form(email: nil)), typed = engine.check(Self.form(email: "ana@example.com"))
        #expect(empty.violations.map(\.ruleID).contains("label-missing"))
        #expect(!typed.violations.map(\.ruleID).contains("label-missing"))
        #expect(typed.notRun["label-missing"] == 1)
        #expect(typed.notRunNodes["label-missing"] == [1])
    }

    @Test("typing into the field does not resolve its label-missing: the backlog keeps it, at the field's current path")
    func typingResolvesNothing() throws {
        var reference = Self.form(email: nil)
        reference.elements.insert(.staticText("Step 1 of 3", frame: Frame(48, 300, 984, 60)), at: 0)
        let comparison = try Self.comparison(reference, Self.form(email: "ana@example.com"))
        #expect(comparison.resolved.isEmpty)
        #expect(comparison.new.isEmpty)
        #expect(comparison.unchanged.map(\.ruleID) == ["label-missing"])
        #expect(comparison.unchanged.map(\.element.path) == ["1"])
    }

    @Test("clearing the field does not make its label-missing new: it is the backlog")
    func clearingMakesNothingNew() throws {
        let reference = Self.form(email: "ana@example.com"), current = Self.form(email: nil)
        let comparison = try Self.comparison(reference, current)
        #expect(comparison.new.isEmpty)
        #expect(comparison.resolved.isEmpty)
        #expect(comparison.unchanged.map(\.ruleID) == ["label-missing"])
    }

    @Test("report lists moved out of the reports classify the unchecked field as the comparison does")
    func reportListsAgree() throws {
        let engine = try RuleEngine()
        for (reference, current) in [(Self.form(email: nil), Self.form(email: "ana@example.com")),
                                     (Self.form(email: "ana@example.com"), Self.form(email: nil))] {
            let diff = SnapshotDiff(reference: reference, current: current)
            let moved = ViolationChanges(classifying: engine.check(reference), current: engine.check(current), matching: diff.matching)
            let compared = ViolationChanges(try Self.comparison(reference, current))
            #expect(moved == compared)
            #expect(moved.unchanged.map(\.ruleID) == ["label-missing"])
        }
    }

    /// Shaped after a chat app's group search (raw dumps), with a hint that names no search (a
    /// search field passes): the empty field shows its hint "群名称" (group name); typed into, it
    /// shows "给", and the hint that was its only name is not in the dump.
    @Test("typing into a field named only by its hint does not resolve its placeholder-as-label")
    func typingResolvesNoPlaceholderFinding() throws {
        func search(_ value: String?, hint: String?) -> AccessibilitySnapshot {
            AccessibilitySnapshot(name: "GroupSearch", viewport: Frame(0, 0, 1080, 2400), elements: [
                AccessibilityElement(label: "", value: value, frame: Frame(48, 200, 984, 120), type: .textField, placeholder: hint),
            ], statedData: [.values, .identifiers], platform: .android)
        }
        let engine = try RuleEngine()
        let typed = engine.check(search("给", hint: nil))
        #expect(typed.notRunNodes["placeholder-as-label"] == [0])
        let comparison = try Self.comparison(search(nil, hint: "群名称"), search("给", hint: nil))
        #expect(comparison.resolved.isEmpty)
        #expect(comparison.unchanged.map(\.ruleID) == ["placeholder-as-label"])
    }

    @Test("a violation on an element the rule checks on both sides is still resolved when fixed")
    func checkedElementsStillResolve() throws {
        var labelled = Self.form(email: nil)
        labelled.elements[1].label = "Email"
        let comparison = try Self.comparison(Self.form(email: nil), labelled)
        #expect(comparison.resolved.map(\.ruleID) == ["label-missing"])
    }
}
