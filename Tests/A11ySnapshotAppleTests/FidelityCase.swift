// The fidelity suite's record of each case, for scripts/apple-fidelity.sh's Markdown report.
#if os(iOS)
import Foundation
import Testing
import UIKit

/// One fidelity case's checks. Each check is an `#expect` (or a `#require`), and is also written
/// to the file `A11Y_FIDELITY_RESULTS` names (`TEST_RUNNER_A11Y_FIDELITY_RESULTS` under
/// xcodebuild) as one JSON line: the case, what is checked, the expected value with the source
/// it comes from, the captured value, whether it passed, and for a failing check the capture
/// explanation of the case's screen. `scripts/fidelity-report` renders those lines. Without the
/// variable nothing is written.
@MainActor
struct FidelityCase {
    /// Where the expected values come from (the reference tool's expectations, Apple's documentation).
    let source: String
    /// The capture explanation of the screen the case captures (`AccessibilityCapture.explanation(of:)`).
    let explanation: () -> String
    private let suite: String

    init(source: String, fileID: String = #fileID, explaining explanation: @escaping () -> String) {
        self.source = source
        self.explanation = explanation
        suite = String(fileID.split(separator: "/").last ?? "").replacingOccurrences(of: ".swift", with: "")
    }

    /// Checks that `captured` is `expected`.
    func check<Value: Equatable>(_ what: String, _ captured: Value, equals expected: Value,
                                 sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(captured == expected, "\(what)", sourceLocation: sourceLocation)
        record(what, expected: FidelityResults.text(expected), captured: FidelityResults.text(captured), passed: captured == expected)
    }

    /// `value`, or the case stops here (a failed `#require`) after recording that it was absent.
    func require<Value>(_ what: String, _ value: Value?, sourceLocation: SourceLocation = #_sourceLocation) throws -> Value {
        record(what, expected: "present", captured: value == nil ? "absent" : "present", passed: value != nil)
        return try #require(value, "\(what)", sourceLocation: sourceLocation)
    }

    private func record(_ what: String, expected: String, captured: String, passed: Bool) {
        FidelityResults.append([
            "kind": "check", "suite": suite, "case": Test.current?.displayName ?? Test.current?.name ?? "?",
            "check": what, "expected": expected, "captured": captured, "source": source, "passed": passed,
            "explanation": passed ? NSNull() as Any : explanation() as Any,
        ])
    }
}

/// The results file, appended to one JSON line at a time (on the main actor, so lines of
/// cases running in parallel never mix); the device is written first.
@MainActor
enum FidelityResults {
    static let variable = "A11Y_FIDELITY_RESULTS"
    private static var wroteEnvironment = false

    static func append(_ record: [String: Any]) {
        guard let path = ProcessInfo.processInfo.environment[variable], !path.isEmpty else { return }
        if !wroteEnvironment {
            wroteEnvironment = true
            let device = UIDevice.current
            let idioms = [0: "phone", 1: "pad", 6: "vision"]
            write([
                "kind": "environment", "system": device.systemName + " " + device.systemVersion,
                "device": ProcessInfo.processInfo.environment["SIMULATOR_DEVICE_NAME"] ?? "device",
                "idiom": idioms[device.userInterfaceIdiom.rawValue] ?? "other",
            ], to: path)
        }
        write(record, to: path)
    }

    private static func write(_ record: [String: Any], to path: String) {
        guard var line = try? JSONSerialization.data(withJSONObject: record, options: [.sortedKeys]) else { return }
        line.append(0x0A)
        if !FileManager.default.fileExists(atPath: path) {
            _ = FileManager.default.createFile(atPath: path, contents: nil)
        }
        guard let handle = FileHandle(forWritingAtPath: path) else { return }
        defer { try? handle.close() }
        _ = try? handle.seekToEnd()
        try? handle.write(contentsOf: line)
    }

    /// A value as the report shows it: strings quoted, optionals unwrapped (`nil` when absent),
    /// collections element by element.
    static func text(_ value: Any) -> String {
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .optional: return mirror.children.first.map { text($0.value) } ?? "nil"
        case .collection: return "[" + mirror.children.map { text($0.value) }.joined(separator: ", ") + "]"
        default: break
        }
        if let string = value as? String { return String(reflecting: string) }
        return String(describing: value)
    }
}
#endif
