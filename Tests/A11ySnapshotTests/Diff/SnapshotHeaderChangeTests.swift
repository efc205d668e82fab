@testable import A11ySnapshot
import ExampleScreens
import Testing

@Suite("Changes outside the tree")
struct SnapshotHeaderChangeTests {
    @Test("two snapshots that agree outside their trees have no header change, whatever their trees")
    func sameHeader() {
        #expect(SnapshotHeaderChange.describe(from: ExampleScreens.login, to: DemoScreens.loginAfterRedesign) == nil)
    }

    @Test("a new name is told with both names")
    func renamed() {
        var current = ExampleScreens.login
        current.name = "window_dump"
        #expect(SnapshotHeaderChange.describe(from: ExampleScreens.login, to: current)
            == "the name changed from \"\(ExampleScreens.login.name)\" to \"window_dump\"")
    }

    @Test("a new platform and new stated data are told after the name")
    func platformAndStatedData() {
        var current = ExampleScreens.login
        current.name = "b"
        current.platform = .android
        current.statedData = [.values]
        let change = SnapshotHeaderChange.describe(from: ExampleScreens.login, to: current)
        #expect(change?.hasSuffix(", the platform changed from ios to android, what the source can state changed") == true)
    }
}
