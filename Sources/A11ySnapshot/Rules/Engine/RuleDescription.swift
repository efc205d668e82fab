/// Everything known about a rule except its code: identity, severity, WCAG mapping, advice,
/// options and examples. `a11ysnap rules` and `docs/RULES.md` print it.
public struct RuleDescription: Hashable, Sendable {
    /// The stable kebab-case id (`label-missing`), used in configuration, reports and SARIF.
    public let id: String
    /// A short title.
    public let title: String
    /// The catalogue group.
    public let category: RuleCategory
    /// The severity unless configuration overrides it.
    public let severity: RuleSeverity
    /// The WCAG 2.2 success criteria (`"2.5.8"`); empty for best practice.
    public let wcag: [String]
    /// The conformance level of ``wcag``, or best practice.
    public let level: WCAGLevel
    /// Why it matters, in one line.
    public let rationale: String
    /// How to fix it, in one line.
    public let fix: String
    /// The configurable thresholds and word lists.
    public let options: [RuleOption]
    /// Trees that trigger the rule and trees that do not.
    public let examples: [RuleExample]
    /// The snapshot data the rule needs beyond the core keys (`"colors"`); elements without it
    /// are counted as *not run* instead of passing.
    public let requiredData: String?
    /// What the snapshot's source must be able to state for the rule to judge it at all
    /// (``StatedData``: `header-missing` needs a source that can mark headers). On a snapshot
    /// whose ``AccessibilitySnapshot/statedData`` lacks it, the rule does not run and the report
    /// says why (``RuleReport/notStated``).
    public let requiredSourceData: StatedData
    /// A rule whose violation on the same element makes this one redundant (reported instead).
    public let supersededBy: String?
    /// A rule that runs only when the configuration turns it on (``RuleConfiguration/enabledRules``):
    /// a house style rather than something a screen reader gets wrong.
    public let isOptIn: Bool

    public init(
        id: String, title: String, category: RuleCategory, severity: RuleSeverity, wcag: [String], level: WCAGLevel,
        rationale: String, fix: String, options: [RuleOption] = [], examples: [RuleExample],
        requiredData: String? = nil, requiredSourceData: StatedData = [], supersededBy: String? = nil, isOptIn: Bool = false
    ) {
        self.id = id
        self.title = title
        self.category = category
        self.severity = severity
        self.wcag = wcag
        self.level = level
        self.rationale = rationale
        self.fix = fix
        self.options = options
        self.examples = examples
        self.requiredData = requiredData
        self.requiredSourceData = requiredSourceData
        self.supersededBy = supersededBy
        self.isOptIn = isOptIn
    }

    /// The tags reports attach: `wcag258`, the level tag, `cat.<category>`.
    public var tags: [String] {
        wcag.map { "wcag" + $0.filter { $0 != "." } } + [level.tag, "cat.\(category.rawValue)"]
    }

    /// The option with `name`, if the rule has one.
    public func option(named name: String) -> RuleOption? {
        options.first { $0.name == name }
    }
}
