@testable import A11ySnapshotAssertions
import A11ySnapshotTesting
@testable import A11ySnapshotXCTest
import Foundation
import XCTest

/// Under XCTest, each test case start (each iteration and retry too) is a new numbering run: the
/// observer XCTest notifies replaces the run, so no test case continues another's numbers.
final class XCTestRunTests: XCTestCase {
    nonisolated(unsafe) private static var runsSeen: [ObjectIdentifier] = []
    private static let lock = NSLock()

    private func checkOwnRun() {
        let run = XCTestRunObserver.currentRun
        XCTAssertTrue(run === XCTestRunObserver.currentRun, "one test case keeps one run")
        let id = ObjectIdentifier(run)
        Self.lock.withLock {
            XCTAssertFalse(Self.runsSeen.contains(id), "another test case's run was reused")
            Self.runsSeen.append(id)
        }
        XCTAssertEqual(run.nextIndex(for: "key"), 1, "a new run numbers from 1")
    }

    func testFirstTestCaseHasItsOwnRun() {
        checkOwnRun()
    }

    func testSecondTestCaseHasItsOwnRun() {
        checkOwnRun()
    }
}
