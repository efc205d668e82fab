/// A test framework the assertions report through.
///
/// This module imports no test framework, so that UI-test targets (where Xcode makes `Testing`
/// unimportable with `-module-alias Testing=_Testing_Unavailable`) and plain executables (which
/// cannot launch with XCTest linked on macOS) can use it. Each framework's reporting lives in
/// the module that imports it, `A11ySnapshotXCTest` and `A11ySnapshotTesting`, as a type
/// conforming to this protocol; ``TestFramework`` finds those types at run time, by name, in
/// whatever the test process links (see ``TestFrameworkReporterLookup``).
package protocol TestFrameworkReporter: Sendable {
    /// Whether a test of this framework is running in the current task or thread.
    static var isRunningTest: Bool { get }

    /// Identifies the running test (its suite and function), when the framework can name it.
    static var currentTestID: String? { get }

    /// The run the running test numbers its unnamed snapshots in, when the framework marks where
    /// each test case starts (see ``SnapshotRun``).
    static var currentRun: SnapshotRun? { get }

    /// Reports `message` as a failure of the running test at `location`.
    static func recordFailure(_ message: String, at location: AssertionSourceLocation)

    /// Attaches `attachments` to the running test; returns how many were attached.
    static func attach(_ attachments: [SnapshotAttachment], at location: AssertionSourceLocation) -> Int
}

/// Where an assertion was called, as every framework's failure report needs it; built once, at
/// the public boundary (`SnapshotAssertion`), and passed on whole.
package struct AssertionSourceLocation: Sendable {
    package var fileID: StaticString
    package var filePath: StaticString
    package var line: UInt
    package var column: UInt
}

/// Finds a ``TestFrameworkReporter`` by its module and type name.
///
/// The type's metadata is looked up with `_typeByName`, which reads the type records every
/// linked Swift module registers with the runtime, the way Swift Testing finds its test content:
/// it works in statically linked Linux test executables and in Apple test bundles alike, and
/// needs no exported symbol.
package enum TestFrameworkReporterLookup {
    /// The conforming struct `typeName` of `module`, or `nil` when the module is not linked.
    package static func reporter(module: String, typeName: String) -> (any TestFrameworkReporter.Type)? {
        _typeByName(mangledStructName(module: module, typeName: typeName)) as? any TestFrameworkReporter.Type
    }

    /// The mangled name of a top-level struct: `<length><module><length><name>V`.
    package static func mangledStructName(module: String, typeName: String) -> String {
        "\(module.utf8.count)\(module)\(typeName.utf8.count)\(typeName)V"
    }
}
