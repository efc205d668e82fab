@testable import A11ySnapshot

extension RuleConfiguration {
    /// The defaults with every opt-in rule turned on: every rule in the catalogue runs.
    static let optInRules = RuleConfiguration(enabledRules: Set(RuleEngine.catalogue.filter(\.isOptIn).map(\.id)))
}
