import A11ySnapshot
@testable import A11ySnapshotAssertions
import A11ySnapshotTesting
import Foundation
import Testing

// The .accessibilitySnapshots(…) trait exists with Swift 6.1 and later (swift-testing's TestScoping):
// with Swift 6.0 the suite runs without it, and the two tests that need the trait are left out.
/// An assertion's `configuration:`: the call's settings as one value, below its own arguments and
/// above the traits and scopes.
#if compiler(>=6.1)
@Suite("An assertion's configuration", .accessibilitySnapshots(record: .never))
#else
@Suite("An assertion's configuration")
#endif
struct CallConfigurationTests {
    #if compiler(>=6.1)
    @Test("configuration: overrides the traits")
    func configurationOverridesTrait() throws {
        try Sandbox.run { sandbox in
            let message = try #require(sandbox.verify(Screens.login, configuration: .init(record: .missing)))
            #expect(message.contains("recorded it"))
            #expect(sandbox.exists(sandbox.referencePath()))
        }
    }
    #endif

    @Test("the assertion's record: argument wins over its configuration:")
    func recordArgumentWinsOverConfiguration() throws {
        try Sandbox.run { sandbox in
            let message = try #require(sandbox.verify(Screens.login, record: .never, configuration: .init(record: .missing)))
            #expect(message.hasPrefix("No reference for accessibility snapshot"))
            #expect(!sandbox.exists(sandbox.referencePath()))
        }
    }

    @Test("each setting of configuration: applies as the same setting of a scope does")
    func everySettingApplies() throws {
        try Sandbox.run { sandbox in
            for name in ["byScope", "byConfiguration"] {
                try sandbox.write(sandbox.recordedBytes(of: Screens.loginUnlabelled, "." + name), to: sandbox.referencePath("." + name))
            }
            let byScope = try #require(withAccessibilitySnapshotTesting(failOn: .anyError) {
                sandbox.verify(Screens.loginUnlabelled, named: "byScope")
            })
            let byConfiguration = sandbox.verify(Screens.loginUnlabelled, named: "byConfiguration", configuration: .init(failOn: .anyError))
            #expect(byConfiguration == byScope.replacingOccurrences(of: "byScope", with: "byConfiguration"))
            let rules = RuleConfiguration(disabledRules: ["label-missing"])
            #expect(sandbox.verify(Screens.loginUnlabelled, named: "byConfiguration", configuration: .init(rules: rules, failOn: .anyError)) == nil)
            var relabelled = Screens.loginUnlabelled
            relabelled.elements[0].label = "Welcome"
            #expect(sandbox.verify(relabelled, named: "byScope", configuration: .init(options: DiffOptions(ignoredAttributes: [.label]))) == nil)
            #expect(sandbox.verify(relabelled, named: "byScope") != nil, "without the options, the label is a change")
        }
    }

    @Test("configuration: wins over the scope, setting by setting")
    func configurationWinsOverScope() throws {
        try Sandbox.run { sandbox in
            try sandbox.write(sandbox.recordedBytes(of: Screens.loginUnlabelled, ".button"), to: sandbox.referencePath(".button"))
            let passes = withAccessibilitySnapshotTesting(failOn: .anyError) {
                sandbox.verify(Screens.loginUnlabelled, named: "button", configuration: .init(failOn: .never))
            }
            #expect(passes == nil)
        }
    }

    @Test("the call's settings are layered: record:, then configuration:, then the scope")
    func layering() {
        let configuration = AccessibilitySnapshotConfiguration(record: .all, failOn: .anyError, variants: [.boldText])
        let call = configuration.overridden(record: .failed)
        #expect(call.record == .failed)
        #expect(call.failOn == .anyError)
        #expect(call.variants == [.boldText])
    }

    #if compiler(>=6.1)
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
    #endif
}
