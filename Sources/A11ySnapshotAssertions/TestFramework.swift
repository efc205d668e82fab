/// The test framework running the current code, and the one failures and attachments go to.
///
/// Swift Testing (through `A11ySnapshotTesting`) when one of its tests is running; otherwise
/// XCTest (through `A11ySnapshotXCTest`) when it is linked; otherwise standard output, as a
/// compiler-style `file:line:column: error:` line. While a Swift Testing test runs, XCTest is
/// never touched: XCTest's activities need an XCTest test context, and calling them from a Swift
/// Testing test raises an Objective-C exception (pointfreeco/swift-snapshot-testing#915).
package enum TestFramework {
    /// Swift Testing's reporter, when `A11ySnapshotTesting` is linked.
    static let swiftTesting = TestFrameworkReporterLookup.reporter(module: "A11ySnapshotTesting", typeName: "SwiftTestingReporter")

    /// XCTest's reporter, when `A11ySnapshotXCTest` is linked.
    static let xcTest = TestFrameworkReporterLookup.reporter(module: "A11ySnapshotXCTest", typeName: "XCTestReporter")

    /// The reporter of the running test.
    private static var running: (any TestFrameworkReporter.Type)? {
        reporter(swiftTesting: swiftTesting, xcTest: xcTest)
    }

    /// Swift Testing's reporter while one of its tests runs, else XCTest's (when linked).
    static func reporter(
        swiftTesting: (any TestFrameworkReporter.Type)?, xcTest: (any TestFrameworkReporter.Type)?
    ) -> (any TestFrameworkReporter.Type)? {
        if let swiftTesting, swiftTesting.isRunningTest { return swiftTesting }
        return xcTest
    }

    /// Identifies the running Swift Testing test (its suite and function), or `nil` under XCTest.
    package static var currentTestID: String? {
        running?.currentTestID
    }

    /// The run of the XCTest test case now running, when no Swift Testing test is (see ``SnapshotRun``).
    static var xcTestRun: SnapshotRun? {
        running?.currentRun
    }

    /// Reports a failure at the caller's location through the running framework.
    package static func recordFailure(_ message: String, at location: AssertionSourceLocation) {
        if let running {
            running.recordFailure(message, at: location)
        } else {
            print("\(location.filePath):\(location.line):\(location.column): error: \(message)")
        }
    }

    /// Attaches `attachments` to the running test; returns how many were attached (none where the
    /// framework cannot: Swift Testing before Swift 6.2, XCTest on Linux).
    @discardableResult
    package static func attach(_ attachments: [SnapshotAttachment], at location: AssertionSourceLocation) -> Int {
        running?.attach(attachments, at: location) ?? 0
    }
}
