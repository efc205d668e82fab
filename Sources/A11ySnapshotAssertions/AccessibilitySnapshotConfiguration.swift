import A11ySnapshot

/// How accessibility snapshot assertions record and judge, set for a scope: a Swift Testing
/// suite or test (the ``Testing/Trait/accessibilitySnapshots(record:options:rules:failOn:variants:allowEmpty:explain:)``
/// trait), any block of code (`withAccessibilitySnapshotTesting(record:options:rules:failOn:operation:)`),
/// or one assertion (its `configuration:` argument).
///
/// Every setting is optional; an unset one falls through to the enclosing scope, then to the
/// project and the defaults. For one assertion, in order (an assertion's `configuration:` stands
/// just below its own arguments):
///
/// | setting | the assertion's argument | innermost scope | project | default |
/// | --- | --- | --- | --- | --- |
/// | `record` | `record:` | scope | `A11Y_SNAPSHOT_RECORD` | `missing` (`never` when `CI` is set) |
/// | `options` | — | scope | — | ``DiffOptions/default`` |
/// | `rules` | — | scope | `.a11ysnap.json` at the package root (as `a11ysnap check`) | every rule at its defaults |
/// | `failOn` | — | scope | — | ``ViolationPolicy/newErrors`` |
/// | `variants` | — | scope | — | none |
/// | `allowEmpty` | — | scope | — | `false` |
/// | `explain` | — | scope | `A11Y_SNAPSHOT_EXPLAIN` | `false` |
///
/// An assertion takes its other settings in its `configuration:`. A setting replaces the one below
/// it whole: `rules` given to an assertion replaces the project's `.a11ysnap.json`, it is not
/// merged with it.
public struct AccessibilitySnapshotConfiguration: Sendable {
    /// When references are written.
    public var record: AccessibilitySnapshotRecordMode?
    /// How trees are compared: frame tolerance, ignored attributes and identifiers, value masks.
    public var options: DiffOptions?
    /// Which accessibility rules run, with their thresholds and suppressions.
    public var rules: RuleConfiguration?
    /// When rule violations fail an assertion.
    public var failOn: ViolationPolicy?
    /// The variants live captures also record and compare, each in its own reference beside the
    /// default one (`loginScreen.ax5.json`): for the strategies that capture variants (UIKit and
    /// SwiftUI; see ``AccessibilityCapturing``).
    public var variants: [AccessibilityVariant]?
    /// `true` lets a live capture that looks like a broken environment's (no elements; standard
    /// controls without labels or traits; a zero-size or windowless screen) be recorded and
    /// compared: for screens that are meant to be empty. By default such a capture fails the
    /// assertion and records nothing (docs/CAPTURE.md, "Captures that record nothing").
    public var allowEmpty: Bool?
    /// `true` makes each live capture explain its walk in `<stem>.capture.txt` beside the artifact,
    /// attached to a failing assertion (docs/CAPTURE.md, "Reading a capture explanation").
    public var explain: Bool?

    /// Settings for a scope or an assertion; each left `nil` falls through to the one below.
    public init(
        record: AccessibilitySnapshotRecordMode? = nil,
        options: DiffOptions? = nil,
        rules: RuleConfiguration? = nil,
        failOn: ViolationPolicy? = nil,
        variants: [AccessibilityVariant]? = nil,
        allowEmpty: Bool? = nil,
        explain: Bool? = nil
    ) {
        self.record = record
        self.options = options
        self.rules = rules
        self.failOn = failOn
        self.variants = variants
        self.allowEmpty = allowEmpty
        self.explain = explain
    }

    /// These settings where set, the `enclosing` ones elsewhere.
    package func layered(over enclosing: AccessibilitySnapshotConfiguration) -> AccessibilitySnapshotConfiguration {
        AccessibilitySnapshotConfiguration(
            record: record ?? enclosing.record,
            options: options ?? enclosing.options,
            rules: rules ?? enclosing.rules,
            failOn: failOn ?? enclosing.failOn,
            variants: variants ?? enclosing.variants,
            allowEmpty: allowEmpty ?? enclosing.allowEmpty,
            explain: explain ?? enclosing.explain)
    }

    /// These settings with an assertion's own `record:` in place of theirs, when it gives one.
    package func overridden(record: AccessibilitySnapshotRecordMode?) -> AccessibilitySnapshotConfiguration {
        var settings = self
        settings.record = record ?? self.record
        return settings
    }

    /// The settings of the innermost scope around the running code (all unset outside any).
    package static var scoped: AccessibilitySnapshotConfiguration {
        ScopedConfiguration.current
    }
}

/// The configuration set by the innermost trait or `withAccessibilitySnapshotTesting` scope.
package enum ScopedConfiguration {
    @TaskLocal package static var current = AccessibilitySnapshotConfiguration()
}
