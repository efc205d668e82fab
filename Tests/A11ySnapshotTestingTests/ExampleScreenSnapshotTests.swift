import A11ySnapshotTesting
import ExampleScreens
import Testing

/// The project's own reference snapshots: the example screens, checked against
/// `__Snapshots__/ExampleScreenSnapshotTests/` at the package root with the real environment.
@Suite("Example screens match their checked-in references")
struct ExampleScreenSnapshotTests {
    @Test func login() {
        assertAccessibilitySnapshot(of: ExampleScreens.login)
    }

    @Test func settings() {
        assertAccessibilitySnapshot(of: ExampleScreens.settings)
    }

    @Test func tabBar() {
        assertAccessibilitySnapshot(of: ExampleScreens.tabBar)
    }
}
