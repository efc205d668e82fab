import Foundation

/// The record mode an assertion uses, and where it came from (for messages).
package struct ResolvedRecordMode: Hashable, Sendable {
    /// Where a record mode was set.
    package enum Source: Hashable, Sendable {
        /// The assertion's `record:` argument, or its `configuration:`.
        case call
        /// An `.accessibilitySnapshots(record:)` trait or `withAccessibilitySnapshotTesting(record:)` scope.
        case scope
        /// The `A11Y_SNAPSHOT_RECORD` environment variable.
        case environment
        /// The default, `missing`.
        case defaultLocal
        /// The default when `CI` is set, `never`.
        case defaultOnCI
    }

    package var mode: AccessibilitySnapshotRecordMode
    package var source: Source

    package init(mode: AccessibilitySnapshotRecordMode, source: Source) {
        self.mode = mode
        self.source = source
    }

    /// The environment variable that sets the record mode.
    package static let variable = "A11Y_SNAPSHOT_RECORD"

    /// Resolves the mode: `call`, else `scope`, else `A11Y_SNAPSHOT_RECORD`, else `never` when `CI`
    /// is set (to anything but empty, `false` or `0`), else `missing`.
    ///
    /// `A11Y_SNAPSHOT_RECORD` is matched ignoring case and surrounding spaces; empty counts as
    /// unset. Any other value is an error, not a silent fallback.
    package static func resolve(
        call: AccessibilitySnapshotRecordMode?,
        scope: AccessibilitySnapshotRecordMode?,
        environment: SnapshotTestingEnvironment
    ) -> Result<ResolvedRecordMode, InvalidRecordMode> {
        if let call { return .success(ResolvedRecordMode(mode: call, source: .call)) }
        if let scope { return .success(ResolvedRecordMode(mode: scope, source: .scope)) }
        if let raw = environment[variable: variable] {
            let normalized = raw.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
            if normalized.isEmpty {
                // Only spaces: unset, like an empty value.
            } else if let mode = AccessibilitySnapshotRecordMode(rawValue: normalized) {
                return .success(ResolvedRecordMode(mode: mode, source: .environment))
            } else {
                return .failure(InvalidRecordMode(value: raw))
            }
        }
        if isCI(environment) { return .success(ResolvedRecordMode(mode: .never, source: .defaultOnCI)) }
        return .success(ResolvedRecordMode(mode: .missing, source: .defaultLocal))
    }

    /// `true` when the `CI` variable is set to something other than empty, `false` or `0`.
    package static func isCI(_ environment: SnapshotTestingEnvironment) -> Bool {
        guard let value = environment[variable: "CI"]?.trimmingCharacters(in: .whitespacesAndNewlines).lowercased() else { return false }
        return !(value.isEmpty || value == "false" || value == "0")
    }

    /// `"failed" (from A11Y_SNAPSHOT_RECORD)`: the mode and its origin, for messages.
    package var explanation: String {
        let origin = switch source {
        case .call: "from the assertion's record: or configuration: argument"
        case .scope: "from an .accessibilitySnapshots(record:) trait or withAccessibilitySnapshotTesting(record:)"
        case .environment: "from \(Self.variable)"
        case .defaultLocal: "the default"
        case .defaultOnCI: "the default when the CI environment variable is set"
        }
        return "\"\(mode.rawValue)\" (\(origin))"
    }
}

extension ResolvedRecordMode {
    /// Whether the mode was set where `A11Y_SNAPSHOT_RECORD` cannot override it: the assertion's
    /// argument, or a trait or scope.
    package var outranksEnvironment: Bool { source == .call || source == .scope }

    /// How to ask for `wanted` where this mode was set: a record mode set by the assertion or a
    /// trait or scope outranks `A11Y_SNAPSHOT_RECORD`, so naming the variable there would be
    /// advice that changes nothing (`record: .failed in the assertion`, not
    /// `A11Y_SNAPSHOT_RECORD=failed`).
    package func howToAsk(for wanted: AccessibilitySnapshotRecordMode) -> String {
        switch source {
        case .call: "record: .\(wanted.rawValue) in the assertion (\(Self.variable) cannot override its record: argument)"
        case .scope: "record: .\(wanted.rawValue) in the .accessibilitySnapshots trait or withAccessibilitySnapshotTesting scope (\(Self.variable) cannot override it)"
        case .environment, .defaultLocal, .defaultOnCI: "record: .\(wanted.rawValue) or \(Self.variable)=\(wanted.rawValue)"
        }
    }
}

/// `A11Y_SNAPSHOT_RECORD` holds a value that is not a record mode.
package struct InvalidRecordMode: Error, Hashable, Sendable {
    package var value: String
}
