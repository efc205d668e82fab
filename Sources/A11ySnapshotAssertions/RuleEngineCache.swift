import A11ySnapshot
import Foundation

/// The rule engines assertions use, made once per configuration: making one validates the
/// configuration and resolves every rule's options, about 0.1 ms, a tenth of an assertion's
/// budget, and a test suite asserts with the same few configurations thousands of times.
package final class RuleEngineCache: @unchecked Sendable {
    /// The cache every assertion shares.
    package static let shared = RuleEngineCache()

    /// More configurations than a test suite uses; past it the cache starts over.
    private static let capacity = 16
    private var engines: [RuleConfiguration: RuleEngine] = [:]
    private let lock = NSLock()

    package init() {}

    /// The engine for `configuration`, made on first use. An invalid configuration is not cached:
    /// each call throws its error again.
    package func engine(for configuration: RuleConfiguration) throws(RuleConfigurationError) -> RuleEngine {
        if let engine = lock.withLock({ engines[configuration] }) { return engine }
        let engine = try RuleEngine(configuration: configuration)
        lock.withLock {
            if engines.count >= Self.capacity { engines.removeAll() }
            engines[configuration] = engine
        }
        return engine
    }

    /// The number of engines held (for tests).
    package var count: Int { lock.withLock { engines.count } }
}
