import Foundation

/// What the assertions read from outside the call: environment variables and directory overrides.
///
/// Assertions use ``current``: the process environment, unless a test injected its own through
/// ``$injected`` (task-local, so parallel tests never see each other's settings and never have to
/// change the real process environment).
///
/// ```swift
/// let environment = SnapshotTestingEnvironment(variables: ["CI": "true"], snapshotDirectory: temporary)
/// SnapshotTestingEnvironment.$injected.withValue(environment) {
///     assertAccessibilitySnapshot(of: ExampleScreens.login)
/// }
/// ```
package struct SnapshotTestingEnvironment: Sendable {
    /// `A11Y_SNAPSHOT_RECORD`, `A11Y_SNAPSHOT_DIR`, `A11Y_SNAPSHOT_ARTIFACTS` and `CI` are read,
    /// each also in its `TEST_RUNNER_` form.
    package var variables: [String: String]
    /// Replaces `A11Y_SNAPSHOT_DIR` and the default `<package root>/__Snapshots__`.
    package var snapshotDirectory: String?
    /// Replaces `A11Y_SNAPSHOT_ARTIFACTS` and the default `<package root>/.build/a11y-snapshot-artifacts`.
    package var artifactsDirectory: String?

    package init(variables: [String: String] = [:], snapshotDirectory: String? = nil, artifactsDirectory: String? = nil) {
        self.variables = variables
        self.snapshotDirectory = snapshotDirectory
        self.artifactsDirectory = artifactsDirectory
    }

    /// The process's environment variables, without overrides.
    package static var process: SnapshotTestingEnvironment {
        SnapshotTestingEnvironment(variables: ProcessInfo.processInfo.environment)
    }

    /// An environment a test put in place of the process environment for the current task.
    @TaskLocal package static var injected: SnapshotTestingEnvironment?

    /// The environment assertions use now: the injected one, else the process's.
    package static var current: SnapshotTestingEnvironment {
        injected ?? process
    }

    /// The prefix `xcodebuild` strips from its own environment's variables to hand them to the
    /// test process (`TEST_RUNNER_CI=true xcodebuild test` gives the tests `CI=true`).
    package static let testRunnerPrefix = "TEST_RUNNER_"

    /// The variable's value, else that of its `TEST_RUNNER_`-prefixed form, or `nil` when both are
    /// unset or empty. The prefixed form is what a CI script sets for `xcodebuild`; reading it too
    /// lets the same script drive `swift test`.
    package subscript(variable name: String) -> String? {
        for key in [name, Self.testRunnerPrefix + name] {
            if let value = variables[key], !value.isEmpty { return value }
        }
        return nil
    }
}
