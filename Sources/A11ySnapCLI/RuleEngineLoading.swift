import A11ySnapshot
import Foundation

/// The rule engine for `diff`, `compare` and `demo`, whose reports list new and resolved violations.
enum RuleEngineLoading {
    /// The engine for `--config FILE`, or the nearest `.a11ysnap.json`, or the defaults; `nil`
    /// after reporting an invalid configuration.
    static func engine(_ arguments: ParsedArguments, in context: CommandContext) -> RuleEngine? {
        do throws(RuleConfigurationError) {
            return try RuleEngine(configuration: configuration(arguments))
        } catch {
            context.report(error)
            return nil
        }
    }
}

extension RuleEngineLoading {
    /// The configuration of `--config FILE`, or of the nearest `.a11ysnap.json`, or the defaults.
    static func configuration(_ arguments: ParsedArguments) throws(RuleConfigurationError) -> RuleConfiguration {
        let path = arguments.value(of: SharedOptions.config) ?? RuleConfiguration.find(from: FileManager.default.currentDirectoryPath)
        guard let path else { return RuleConfiguration() }
        return try RuleConfiguration(contentsOfFile: path)
    }
}
