import A11ySnapshot

/// How accessibility snapshot assertions record and judge, set for a scope: a Swift Testing
/// suite or test (the ``Testing/Trait/accessibilitySnapshots(record:options:rules:failOn:variants:)``
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
/// | `variants` | `variants:` (live captures) | scope | — | none |
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
    /// The variants live captures (`A11ySnapshotUIKit`) also record and compare, each in its own
    /// reference beside the default one (`loginScreen.ax5.json`).
    public var variants: [AccessibilityVariant]?

    /// Settings for a scope or an assertion; each left `nil` falls through to the one below.
    public init(
        record: AccessibilitySnapshotRecordMode? = nil,
        options: DiffOptions? = nil,
        rules: RuleConfiguration? = nil,
        failOn: ViolationPolicy? = nil,
        variants: [AccessibilityVariant]? = nil
    ) {
        self.record = record
        self.options = options
        self.rules = rules
        self.failOn = failOn
        self.variants = variants
    }

    /// These settings where set, the `enclosing` ones elsewhere.
    package func layered(over enclosing: AccessibilitySnapshotConfiguration) -> AccessibilitySnapshotConfiguration {
        AccessibilitySnapshotConfiguration(
            record: record ?? enclosing.record,
            options: options ?? enclosing.options,
            rules: rules ?? enclosing.rules,
            failOn: failOn ?? enclosing.failOn,
            variants: variants ?? enclosing.variants)
    }

    /// These settings with an assertion's own arguments in place of theirs: `record:`, and a live
    /// capture's `variants:`.
    package func overridden(
        record: AccessibilitySnapshotRecordMode?, variants: [AccessibilityVariant]? = nil
    ) -> AccessibilitySnapshotConfiguration {
        AccessibilitySnapshotConfiguration(record: record, variants: variants).layered(over: self)
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
