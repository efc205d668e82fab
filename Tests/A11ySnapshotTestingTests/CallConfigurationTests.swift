import A11ySnapshot
@testable import A11ySnapshotTesting
import Foundation
import Testing

/// An assertion's `configuration:`: the call's settings as one value, below its own arguments and
/// above the traits and scopes.
@Suite("An assertion's configuration", .accessibilitySnapshots(record: .never))
struct CallConfigurationTests {
    @Test("configuration: overrides the traits")
    func configurationOverridesTrait() throws {
        try Sandbox.run { sandbox in
            let message = try #require(sandbox.verify(Screens.login, configuration: .init(record: .missing)))
            #expect(message.contains("recorded it"))
            #expect(sandbox.exists(sandbox.referencePath()))
        }
    }

    @Test("the assertion's own arguments win over its configuration:")
    func argumentsWinOverConfiguration() throws {
        try Sandbox.run { sandbox in
            try sandbox.write(sandbox.recordedBytes(of: Screens.loginUnlabelled, ".button"), to: sandbox.referencePath(".button"))
            #expect(sandbox.verify(Screens.loginUnlabelled, named: "button", failOn: .never, configuration: .init(failOn: .anyError)) == nil)
            let message = try #require(sandbox.verify(Screens.loginUnlabelled, named: "button", failOn: .anyError,
                                                      configuration: .init(failOn: .never)))
            #expect(message.contains("(failOn: .anyError)"))
        }
    }

    @Test("each setting of configuration: applies as the same argument does")
    func everySettingApplies() throws {
        try Sandbox.run { sandbox in
            for name in ["byArgument", "byConfiguration"] {
                try sandbox.write(sandbox.recordedBytes(of: Screens.loginUnlabelled, "." + name), to: sandbox.referencePath("." + name))
            }
            let byArgument = try #require(sandbox.verify(Screens.loginUnlabelled, named: "byArgument", failOn: .anyError))
            let byConfiguration = sandbox.verify(Screens.loginUnlabelled, named: "byConfiguration", configuration: .init(failOn: .anyError))
            #expect(byConfiguration == byArgument.replacingOccurrences(of: "byArgument", with: "byConfiguration"))
            let rules = RuleConfiguration(disabledRules: ["label-missing"])
            #expect(sandbox.verify(Screens.loginUnlabelled, named: "byConfiguration", configuration: .init(rules: rules, failOn: .anyError)) == nil)
            var relabelled = Screens.loginUnlabelled
            relabelled.elements[0].label = "Welcome"
            #expect(sandbox.verify(relabelled, named: "byArgument", configuration: .init(options: DiffOptions(ignoredAttributes: [.label]))) == nil)
            #expect(sandbox.verify(relabelled, named: "byArgument") != nil, "without the options, the label is a change")
        }
    }

    @Test("the call's settings are layered: arguments, then configuration:, then the scope")
    func layering() {
        let configuration = AccessibilitySnapshotConfiguration(record: .all, failOn: .anyError, variants: [.boldText])
        let call = configuration.overridden(record: .failed, options: nil, rules: nil, failOn: nil)
        #expect(call.record == .failed)
        #expect(call.failOn == .anyError)
        #expect(call.variants == [.boldText])
    }

    @Test("a scope takes the settings as one value too, sync or async, variants included")
    func scopeTakesTheValue() async {
        let configuration = AccessibilitySnapshotConfiguration(failOn: .anyError, variants: [.rightToLeft])
        let sync = withAccessibilitySnapshotTesting(configuration) { AccessibilitySnapshotConfiguration.scoped }
        let async = await withAccessibilitySnapshotTesting(configuration) {
            await Task.yield()
            return AccessibilitySnapshotConfiguration.scoped
        }
        for scoped in [sync, async] {
            #expect(scoped.record == .never, "kept from the suite's trait")
            #expect(scoped.failOn == .anyError)
            #expect(scoped.variants == [.rightToLeft])
        }
    }
}
