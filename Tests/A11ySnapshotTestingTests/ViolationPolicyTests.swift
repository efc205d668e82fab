import A11ySnapshot
import A11ySnapshotTesting
import Testing

/// Rule violations against a reference on disk: new and resolved ones are listed, and fail the
/// assertion as its `failOn` policy says.
@Suite("Violations in assertions")
struct ViolationPolicyTests {
    /// ``Screens/login`` with the submit button's label removed: a new `label-missing` error.
    @Test func aMismatchListsTheNewViolationsItIntroduces() throws {
        try Sandbox.run { sandbox in
            try sandbox.write(sandbox.recordedBytes(of: Screens.login), to: sandbox.referencePath())
            let message = try #require(sandbox.verify(Screens.loginUnlabelled))
            #expect(message.contains("New accessibility violations (1):\n  [2] error label-missing:"))
            #expect(!message.contains("Resolved accessibility violations"))
        }
    }

    @Test func aMismatchListsTheViolationsItResolves() throws {
        try Sandbox.run { sandbox in
            try sandbox.write(sandbox.recordedBytes(of: Screens.loginUnlabelled), to: sandbox.referencePath())
            let message = try #require(sandbox.verify(Screens.login))
            #expect(message.contains("Resolved accessibility violations (1):\n  [2] error label-missing:"))
            #expect(!message.contains("New accessibility violations"))
        }
    }

    @Test func aMatchingTreeWithAnExistingErrorPassesUnderNewErrors() throws {
        try Sandbox.run { sandbox in
            try sandbox.write(sandbox.recordedBytes(of: Screens.loginUnlabelled), to: sandbox.referencePath())
            #expect(sandbox.verify(Screens.loginUnlabelled, configuration: .init(failOn: .newErrors)) == nil)
        }
    }

    @Test func aMatchingTreeWithAnExistingErrorFailsUnderAnyError() throws {
        try Sandbox.run { sandbox in
            try sandbox.write(sandbox.recordedBytes(of: Screens.loginUnlabelled), to: sandbox.referencePath())
            let message = try #require(sandbox.verify(Screens.loginUnlabelled, configuration: .init(failOn: .anyError)))
            #expect(message.hasPrefix("Accessibility snapshot \"\(sandbox.snapshotName())\" has accessibility errors (failOn: .anyError):"))
            #expect(message.contains("[2] error label-missing:"))
            #expect(!message.contains("element-disabled"), "only errors fail; info violations are not listed")
        }
    }

    @Test func aNewErrorWithinTheDiffOptionsFailsUnderNewErrors() throws {
        try Sandbox.run { sandbox in
            try sandbox.write(sandbox.recordedBytes(of: Screens.login), to: sandbox.referencePath())
            let message = try #require(sandbox.verify(Screens.loginUnlabelled, configuration: .init(options: DiffOptions(ignoredAttributes: [.label]))))
            #expect(message.contains("matches its reference but has new accessibility errors (failOn: .newErrors):"))
            #expect(message.contains("label-missing"))
            #expect(message.contains("Fix them, or take them into the reference's baseline by recording it again (record: .all)"))
        }
    }

    @Test func aFailureUnderAnyErrorSaysEveryErrorFailsRecordedOrNot() throws {
        try Sandbox.run { sandbox in
            try sandbox.write(sandbox.recordedBytes(of: Screens.loginUnlabelled), to: sandbox.referencePath())
            let message = try #require(sandbox.verify(Screens.loginUnlabelled, configuration: .init(failOn: .anyError)))
            #expect(message.contains("Fix them: failOn: .anyError fails on every error, recorded or not"))
        }
    }

    /// Under `.anyError` a first recording's errors fail the next run: the message says so
    /// instead of "they do not fail the test".
    @Test func aFirstRecordingUnderAnyErrorSaysItsErrorsFailTheNextRun() throws {
        try Sandbox.run { sandbox in
            let message = try #require(sandbox.verify(Screens.loginUnlabelled, configuration: .init(failOn: .anyError)))
            #expect(message.contains("recorded as the baseline (failOn: .anyError fails the next run on their errors):"))
            #expect(!message.contains("they do not fail the test"))
        }
    }

    @Test func policyNeverPassesAMatchingTreeWhateverItsViolations() throws {
        try Sandbox.run { sandbox in
            try sandbox.write(sandbox.recordedBytes(of: Screens.loginUnlabelled), to: sandbox.referencePath())
            #expect(sandbox.verify(Screens.loginUnlabelled, configuration: .init(failOn: .never)) == nil)
        }
    }

    @Test func theRuleConfigurationDecidesWhatCounts() throws {
        try Sandbox.run { sandbox in
            try sandbox.write(sandbox.recordedBytes(of: Screens.loginUnlabelled), to: sandbox.referencePath())
            let rules = RuleConfiguration(disabledRules: ["label-missing"])
            #expect(sandbox.verify(Screens.loginUnlabelled, configuration: .init(rules: rules, failOn: .anyError)) == nil)
        }
    }

    @Test func anInvalidRuleConfigurationFailsWithoutWritingAnything() throws {
        try Sandbox.run { sandbox in
            let message = try #require(sandbox.verify(Screens.login, configuration: .init(rules: RuleConfiguration(disabledRules: ["no-such-rule"]))))
            #expect(message.hasPrefix("The rule configuration is invalid:"))
            #expect(message.contains("no-such-rule"))
            #expect(sandbox.contents(of: sandbox.referencePath()) == nil)
        }
    }
}
