import A11ySnapshot
import Foundation

/// The project's rule configuration for assertions: the `.a11ysnap.json` that `a11ysnap check`
/// run from the package root would use (the package root's, or the nearest folder's above it),
/// read once per process and file. Its errors fail each assertion with the file's line and column.
package final class ProjectConfiguration: @unchecked Sendable {
    /// The configurations every assertion shares.
    package static let shared = ProjectConfiguration()

    private let lock = NSLock()
    private var byRoot: [String: Result<RuleConfiguration, RuleConfigurationError>] = [:]

    package init() {}

    /// The configuration for tests of the package at `packageRoot`: its `.a11ysnap.json`, or the
    /// defaults when there is none.
    package func rules(forPackageRoot packageRoot: String) throws(RuleConfigurationError) -> RuleConfiguration {
        if let known = lock.withLock({ byRoot[packageRoot] }) { return try known.get() }
        let result: Result<RuleConfiguration, RuleConfigurationError>
        if let path = RuleConfiguration.find(from: packageRoot) {
            result = Result { () throws(RuleConfigurationError) in try RuleConfiguration(contentsOfFile: path) }
        } else {
            result = .success(RuleConfiguration())
        }
        lock.withLock { byRoot[packageRoot] = result }
        return try result.get()
    }
}
