import A11ySnapshot
import A11ySnapshotTesting
import Testing

/// Rule violations against a reference on disk: new and resolved ones are listed, and fail the
/// assertion as its `failOn` policy says.
@Suite("Violations in assertions")
struct ViolationPolicyTests {
    /// ``Screens/login`` with the submit button's label removed: a new `label-missing` error.
    private static var unlabelledButton: AccessibilitySnapshot {
        var snapshot = Screens.login
        snapshot.elements[2].label = ""
        return snapshot
    }

    @Test func aMismatchListsTheNewViolationsItIntroduces() throws {
        try Sandbox.run { sandbox in
            try sandbox.write(sandbox.recordedBytes(of: Screens.login), to: sandbox.referencePath())
            let message = try #require(sandbox.verify(Self.unlabelledButton))
            #expect(message.contains("New accessibility violations (1):\n  [2] error label-missing:"))
            #expect(!message.contains("Resolved accessibility violations"))
        }
    }

    @Test func aMismatchListsTheViolationsItResolves() throws {
        try Sandbox.run { sandbox in
            try sandbox.write(sandbox.recordedBytes(of: Self.unlabelledButton), to: sandbox.referencePath())
            let message = try #require(sandbox.verify(Screens.login))
            #expect(message.contains("Resolved accessibility violations (1):\n  [2] error label-missing:"))
            #expect(!message.contains("New accessibility violations"))
        }
    }

    @Test func aMatchingTreeWithAnExistingErrorPassesUnderNewErrors() throws {
        try Sandbox.run { sandbox in
            try sandbox.write(sandbox.recordedBytes(of: Self.unlabelledButton), to: sandbox.referencePath())
            #expect(sandbox.verify(Self.unlabelledButton, failOn: .newErrors) == nil)
        }
    }

    @Test func aMatchingTreeWithAnExistingErrorFailsUnderAnyError() throws {
        try Sandbox.run { sandbox in
            try sandbox.write(sandbox.recordedBytes(of: Self.unlabelledButton), to: sandbox.referencePath())
            let message = try #require(sandbox.verify(Self.unlabelledButton, failOn: .anyError))
            #expect(message.hasPrefix("Accessibility snapshot \"\(sandbox.snapshotName())\" has accessibility errors (failOn: .anyError):"))
            #expect(message.contains("[2] error label-missing:"))
            #expect(!message.contains("element-disabled"), "only errors fail; info violations are not listed")
        }
    }

    @Test func aNewErrorWithinTheDiffOptionsFailsUnderNewErrors() throws {
        try Sandbox.run { sandbox in
            try sandbox.write(sandbox.recordedBytes(of: Screens.login), to: sandbox.referencePath())
            let message = try #require(sandbox.verify(Self.unlabelledButton, options: DiffOptions(ignoredAttributes: [.label])))
            #expect(message.contains("matches its reference but has new accessibility errors (failOn: .newErrors):"))
            #expect(message.contains("label-missing"))
        }
    }

    @Test func policyNeverPassesAMatchingTreeWhateverItsViolations() throws {
        try Sandbox.run { sandbox in
            try sandbox.write(sandbox.recordedBytes(of: Self.unlabelledButton), to: sandbox.referencePath())
            #expect(sandbox.verify(Self.unlabelledButton, failOn: .never) == nil)
        }
    }

    @Test func theRuleConfigurationDecidesWhatCounts() throws {
        try Sandbox.run { sandbox in
            try sandbox.write(sandbox.recordedBytes(of: Self.unlabelledButton), to: sandbox.referencePath())
            let rules = RuleConfiguration(disabledRules: ["label-missing"])
            #expect(sandbox.verify(Self.unlabelledButton, failOn: .anyError, rules: rules) == nil)
        }
    }

    @Test func anInvalidRuleConfigurationFailsWithoutWritingAnything() throws {
        try Sandbox.run { sandbox in
            let message = try #require(sandbox.verify(Screens.login, rules: RuleConfiguration(disabledRules: ["no-such-rule"])))
            #expect(message.hasPrefix("The rule configuration is invalid:"))
            #expect(message.contains("no-such-rule"))
            #expect(sandbox.contents(of: sandbox.referencePath()) == nil)
        }
    }
}
