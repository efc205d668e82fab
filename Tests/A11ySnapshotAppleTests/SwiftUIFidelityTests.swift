#if os(iOS)
import A11ySnapshot
import A11ySnapshotUIKit
import SwiftUI
import Testing

/// SwiftUI controls captured on a real simulator. SwiftUI builds accessibility elements only in a
/// window with accessibility automation on, and exposes `.accessibilityIdentifier` through
/// key-value coding (the reference's parser: "necessary for SwiftUI views"); these cases check that
/// live capture sees both.
@Suite("Fidelity on iOS: SwiftUI", .serialized)
@MainActor
struct SwiftUIFidelityTests {
    struct SaveForm: View {
        var body: some View {
            VStack {
                Button("Save") {}.accessibilityIdentifier("save")
                Toggle("Wi-Fi", isOn: .constant(true)).accessibilityIdentifier("wifi")
            }
        }
    }

    struct Rows: View {
        var body: some View {
            List {
                Text("First row").accessibilityIdentifier("row.first")
                Text("Second row").accessibilityIdentifier("row.second")
            }
        }
    }

    struct Tabs: View {
        var body: some View {
            TabView {
                Text("Home screen").tabItem { Text("Home") }.accessibilityIdentifier("home")
                Text("Settings screen").tabItem { Text("Settings") }
            }
        }
    }

    @Test("A SwiftUI button is a button and keeps its identifier")
    func button() throws {
        // Apple: Button has the button trait; accessibilityIdentifier(_:) sets the identifier UI tests use.
        let save = try #require(element("Save", in: AccessibilityCapture.snapshot(of: SaveForm(), size: phoneSize)))
        #expect(save.traits.contains(.button))
        #expect(save.identifier == "save")
    }

    @Test("A SwiftUI toggle keeps its identifier and reads its state as its value")
    func toggle() throws {
        // Apple/XCUI: a toggle's value is "1" when on (as UISwitch's; the reference speaks it as On).
        let wifi = try #require(allElements(AccessibilityCapture.snapshot(of: SaveForm(), size: phoneSize)).first { $0.identifier == "wifi" })
        #expect(wifi.label == "Wi-Fi")
        #expect(wifi.value == "1")
    }

    @Test("A SwiftUI list's rows are captured with their identifiers, in order")
    func list() {
        let ids = allElements(AccessibilityCapture.snapshot(of: Rows(), size: phoneSize)).compactMap(\.identifier)
        #expect(ids.filter { $0.hasPrefix("row.") } == ["row.first", "row.second"])
    }

    @Test("A SwiftUI tab view's tabs are captured")
    func tabView() {
        let labels = allElements(AccessibilityCapture.snapshot(of: Tabs(), size: phoneSize)).map(\.label)
        #expect(labels.contains("Home") && labels.contains("Settings"))
        #expect(labels.contains("Home screen"))
    }
}
#endif
