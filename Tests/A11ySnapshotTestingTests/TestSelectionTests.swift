@testable import A11ySnapshotAssertions
import A11ySnapshotTesting
import Testing

/// Which test-process arguments mean only some tests run (so a run's manifest cannot show
/// obsolete references).
@Suite("Test selection")
struct TestSelectionTests {
    @Test("every test: no selection", arguments: [
        ["/p/Tests.xctest"],
        ["/p/Tests.xctest", "--testing-library", "swift-testing"],
        ["/p/Tests.xctest", "--testing-library", "swift-testing", "--attachments-path", "/tmp/a", "--parallel"],
        ["xctest", "-XCTest", "All", "/p/App.xctest"],
    ])
    func everyTest(arguments: [String]) {
        #expect(TestSelection.describe(arguments) == nil)
    }

    @Test("a selection is named by its arguments", arguments: [
        (["/p/Tests.xctest", "--testing-library", "swift-testing", "--filter", "LoginTests"], "--filter LoginTests"),
        (["/p/Tests.xctest", "--skip", "Slow"], "--skip Slow"),
        (["/p/Tests.xctest", "--filter=Login"], "--filter=Login"),
        (["/p/Tests.xctest", "AppTests.LoginTests/testLogin"], "AppTests.LoginTests/testLogin"),
        (["xctest", "-XCTest", "LoginTests/testLogin", "/p/App.xctest"], "-XCTest LoginTests/testLogin"),
    ])
    func selection(arguments: [String], expected: String) {
        #expect(TestSelection.describe(arguments) == expected)
    }
}
