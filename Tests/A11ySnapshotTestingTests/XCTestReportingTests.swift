import A11ySnapshot
@testable import A11ySnapshotAssertions
import A11ySnapshotTesting
import XCTest

/// Under XCTest, a failing `assertAccessibilitySnapshot` fails the test case at the caller's file
/// and line. The failures are captured here instead of failing this test.
final class XCTestReportingTests: XCTestCase {
    private struct Failure {
        var message: String
        var file: String
        var line: Int
    }

    private var isCapturing = false
    private var captured: [Failure] = []

    #if !canImport(Darwin)
    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
        guard isCapturing else {
            return super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
        captured.append(Failure(message: description, file: filePath, line: lineNumber))
    }
    #else
    override func record(_ issue: XCTIssue) {
        guard isCapturing else { return super.record(issue) }
        captured.append(Failure(
            message: issue.compactDescription,
            file: issue.sourceCodeContext.location?.fileURL.path ?? "",
            line: issue.sourceCodeContext.location?.lineNumber ?? 0))
    }
    #endif

    /// Runs `body` with failures captured, in a temporary sandbox.
    private func capturingFailures(variables: [String: String] = [:], _ body: (Sandbox) throws -> Void) throws -> [Failure] {
        captured = []
        try Sandbox.run(variables: variables) { sandbox in
            isCapturing = true
            defer { isCapturing = false }
            try body(sandbox)
        }
        return captured
    }

    func testFailureIsReportedThroughXCTestAtTheCallersFileAndLine() throws {
        var expectedLine = 0
        let failures = try capturingFailures { sandbox in
            SnapshotTestingEnvironment.$injected.withValue(sandbox.environment) {
                expectedLine = #line + 1
                assertAccessibilitySnapshot(of: Screens.login)
            }
        }
        XCTAssertEqual(failures.count, 1)
        XCTAssertEqual(failures.first?.line, expectedLine)
        XCTAssertEqual(failures.first?.file, #filePath)
        XCTAssertTrue(failures.first?.message.contains("No reference for accessibility snapshot \"XCTestReportingTests/testFailureIsReportedThroughXCTestAtTheCallersFileAndLine\"") == true,
                      failures.first?.message ?? "no failure")
    }

    func testPassingAssertionReportsNothing() throws {
        let failures = try capturingFailures { sandbox in
            try sandbox.write(sandbox.recordedBytes(of: Screens.login), to: sandbox.referencePath())
            SnapshotTestingEnvironment.$injected.withValue(sandbox.environment) {
                assertAccessibilitySnapshot(of: Screens.login)
            }
        }
        XCTAssertEqual(failures.count, 0)
    }

    func testScopedRecordModeWorksInSynchronousXCTestCode() throws {
        let failures = try capturingFailures { sandbox in
            try sandbox.write(sandbox.recordedBytes(of: Screens.login), to: sandbox.referencePath())
            withAccessibilitySnapshotTesting(record: .all) {
                SnapshotTestingEnvironment.$injected.withValue(sandbox.environment) {
                    assertAccessibilitySnapshot(of: Screens.login)
                }
            }
        }
        XCTAssertEqual(failures.count, 1)
        XCTAssertTrue(failures.first?.message.contains("Record mode is on, \"all\" (from an .accessibilitySnapshots(record:) trait or withAccessibilitySnapshotTesting(record:))") == true)
    }

    func testNoSwiftTestingTestIsCurrentUnderXCTest() {
        XCTAssertNil(TestFramework.currentTestID)
    }
}
