/// Which rules run and how: on/off, severities, thresholds, extra words, suppressions. The same
/// settings come from a `.a11ysnap.json` file (see ``init(json:file:)``) or are set in code.
///
/// ```swift
/// var configuration = RuleConfiguration()
/// configuration.disabledRules = ["hint-missing-period"]
/// configuration.enabledRules = ["label-all-caps"]          // an opt-in rule
/// configuration.severities["target-size-recommended"] = .info
/// configuration.thresholds["label-too-long", default: [:]]["maximumLength"] = 60
/// configuration.extraWords["label-non-descriptive", default: [:]]["vagueWords"] = ["más"]
/// configuration.suppressions = [RuleSuppression(identifier: "legacy.banner")]
/// let report = try RuleEngine(configuration: configuration).check(snapshot)
/// ```
public struct RuleConfiguration: Hashable, Sendable {
    /// When set, only these rules run (the `--rule` option), opt-in ones included; otherwise every
    /// rule not disabled that is not opt-in or is enabled.
    public var onlyRules: Set<String>?
    /// Rules that do not run.
    public var disabledRules: Set<String>
    /// Opt-in rules that run (``RuleDescription/isOptIn``); naming a rule in `.a11ysnap.json` with
    /// anything but `false` adds it. Other rules run anyway.
    public var enabledRules: Set<String>
    /// Severity overrides by rule id.
    public var severities: [String: RuleSeverity]
    /// Threshold overrides: rule id → option name → value.
    public var thresholds: [String: [String: Double]]
    /// Words added to word-list options: rule id → option name → words.
    public var extraWords: [String: [String: [String]]]
    /// Elements (by identifier) where all or some rules are silenced.
    public var suppressions: [RuleSuppression]

    public init(
        onlyRules: Set<String>? = nil, disabledRules: Set<String> = [], enabledRules: Set<String> = [],
        severities: [String: RuleSeverity] = [:],
        thresholds: [String: [String: Double]] = [:], extraWords: [String: [String: [String]]] = [:],
        suppressions: [RuleSuppression] = []
    ) {
        self.onlyRules = onlyRules
        self.disabledRules = disabledRules
        self.enabledRules = enabledRules
        self.severities = severities
        self.thresholds = thresholds
        self.extraWords = extraWords
        self.suppressions = suppressions
    }

    /// The name of the configuration file looked for from the working directory upward.
    public static let fileName = ".a11ysnap.json"

    /// Whether the rule `description` runs under this configuration.
    func runs(_ description: RuleDescription) -> Bool {
        if let onlyRules { return onlyRules.contains(description.id) }
        return !disabledRules.contains(description.id) && (!description.isOptIn || enabledRules.contains(description.id))
    }

    /// Checks that every rule id and option name exists and that options have the right kind.
    public func validate() throws(RuleConfigurationError) {
        func rule(_ id: String, _ place: String) throws(RuleConfigurationError) -> RuleDescription {
            guard let description = RuleCatalog.description(of: id) else {
                throw RuleConfigurationError(message: "unknown rule '\(id)' in \(place)\(RuleCatalog.suggestion(for: id))")
            }
            return description
        }
        for id in (onlyRules ?? []).sorted() { _ = try rule(id, "the rules to run") }
        for id in disabledRules.sorted() { _ = try rule(id, "the disabled rules") }
        for id in enabledRules.sorted() { _ = try rule(id, "the enabled rules") }
        for id in severities.keys.sorted() { _ = try rule(id, "the severity overrides") }
        for (id, values) in thresholds.sorted(by: { $0.key < $1.key }) {
            let description = try rule(id, "the thresholds")
            for name in values.keys.sorted() {
                guard case .number = description.option(named: name)?.defaultValue else {
                    throw RuleConfigurationError(message: RuleCatalog.unknownOption(name, of: description, kind: "threshold"))
                }
            }
        }
        for (id, lists) in extraWords.sorted(by: { $0.key < $1.key }) {
            let description = try rule(id, "the extra words")
            for name in lists.keys.sorted() {
                guard case .words = description.option(named: name)?.defaultValue else {
                    throw RuleConfigurationError(message: RuleCatalog.unknownOption(name, of: description, kind: "word list"))
                }
            }
        }
        for suppression in suppressions {
            for id in (suppression.rules ?? []).sorted() { _ = try rule(id, "the suppression of '\(suppression.identifier)'") }
        }
    }
}
