@testable import A11ySnapshotAssertions
import A11ySnapshotTesting
import A11ySnapshotXCTest
import Testing

/// The assertions' module imports no test framework; it finds each framework's reporter at run
/// time in whatever the test process links, and while a Swift Testing test runs it reports to
/// Swift Testing alone, never touching XCTest.
@Suite("Choosing the test framework")
struct TestFrameworkChoiceTests {
    @Test("Swift Testing's reporter is found at run time where A11ySnapshotTesting is linked")
    func swiftTestingReporterIsFound() {
        #expect(TestFramework.swiftTesting == SwiftTestingReporter.self)
    }

    @Test("XCTest's reporter is found at run time where A11ySnapshotXCTest is linked")
    func xcTestReporterIsFound() {
        #expect(TestFramework.xcTest == XCTestReporter.self)
    }

    @Test("a reporter of a module the process does not link is not found")
    func unlinkedModuleIsNotFound() {
        #expect(TestFrameworkReporterLookup.reporter(module: "A11ySnapshotNotLinked", typeName: "SwiftTestingReporter") == nil)
        #expect(TestFrameworkReporterLookup.reporter(module: "A11ySnapshotTesting", typeName: "NoSuchReporter") == nil)
    }

    @Test("a type found by name that is not a reporter is not taken for one")
    func typeThatIsNotAReporterIsNotTaken() {
        #expect(TestFrameworkReporterLookup.reporter(module: "A11ySnapshotAssertions", typeName: "SnapshotAssertion") == nil)
    }

    @Test("the running Swift Testing test is reported to Swift Testing, whatever else is linked")
    func swiftTestingWinsWhileItsTestRuns() {
        #expect(TestFramework.reporter(swiftTesting: RunningFramework.self, xcTest: IdleFramework.self) == RunningFramework.self)
    }

    @Test("outside a Swift Testing test, XCTest is reported to")
    func xcTestOutsideSwiftTesting() {
        #expect(TestFramework.reporter(swiftTesting: IdleFramework.self, xcTest: RunningFramework.self) == RunningFramework.self)
        #expect(TestFramework.reporter(swiftTesting: nil, xcTest: RunningFramework.self) == RunningFramework.self)
    }

    @Test("with neither framework linked, there is no reporter and failures are printed")
    func noFrameworkLinked() {
        #expect(TestFramework.reporter(swiftTesting: IdleFramework.self, xcTest: nil) == nil)
        #expect(TestFramework.reporter(swiftTesting: nil, xcTest: nil) == nil)
    }

    @Test("inside this Swift Testing test, the reporter in use is Swift Testing's")
    func thisTestReportsToSwiftTesting() {
        #expect(TestFramework.reporter(swiftTesting: TestFramework.swiftTesting, xcTest: TestFramework.xcTest) == SwiftTestingReporter.self)
        #expect(TestFramework.xcTestRun == nil)
    }
}

private func == (a: (any TestFrameworkReporter.Type)?, b: (any TestFrameworkReporter.Type)?) -> Bool {
    switch (a, b) {
    case (nil, nil): true
    case let (a?, b?): ObjectIdentifier(a) == ObjectIdentifier(b)
    default: false
    }
}

/// A framework one of whose tests is running.
private struct RunningFramework: TestFrameworkReporter {
    static var isRunningTest: Bool { true }
    static var currentTestID: String? { "running" }
    static var currentRun: SnapshotRun? { nil }
    static func recordFailure(_ message: String, at location: AssertionSourceLocation) {}
    static func attach(_ attachments: [SnapshotAttachment], at location: AssertionSourceLocation) -> Int { 0 }
}

/// A framework that is linked but runs no test now.
private struct IdleFramework: TestFrameworkReporter {
    static var isRunningTest: Bool { false }
    static var currentTestID: String? { nil }
    static var currentRun: SnapshotRun? { nil }
    static func recordFailure(_ message: String, at location: AssertionSourceLocation) {}
    static func attach(_ attachments: [SnapshotAttachment], at location: AssertionSourceLocation) -> Int { 0 }
}
