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

    /// A case about `content` laid out on the phone screen, explained by its capture.
    private func makeCase<Content: View>(_ content: Content, source: String) -> FidelityCase {
        FidelityCase(source: source) { AccessibilityCapture.explanation(of: content, size: phoneSize) }
    }

    @Test("A SwiftUI button is a button and keeps its identifier")
    func button() throws {
        let fidelity = makeCase(SaveForm(), source: "Apple: Button has the button trait; accessibilityIdentifier(_:) sets the identifier UI tests use")
        let save = try fidelity.require("an element labelled \"Save\"",
                                        element("Save", in: AccessibilityCapture.snapshot(of: SaveForm(), size: phoneSize)))
        fidelity.check("has the button trait", save.traits.contains(.button), equals: true)
        fidelity.check("identifier", save.identifier, equals: "save")
    }

    @Test("A SwiftUI toggle keeps its identifier and reads its state as its value")
    func toggle() throws {
        let fidelity = makeCase(SaveForm(), source: "Apple/XCUI: a toggle's value is \"1\" when on (as UISwitch's; the reference speaks it as On)")
        let wifi = try fidelity.require("an element with identifier \"wifi\"",
                                        allElements(AccessibilityCapture.snapshot(of: SaveForm(), size: phoneSize)).first { $0.identifier == "wifi" })
        fidelity.check("label", wifi.label, equals: "Wi-Fi")
        fidelity.check("value", wifi.value, equals: "1")
    }

    @Test("A SwiftUI list's rows are captured with their identifiers, in order")
    func list() {
        let fidelity = makeCase(Rows(), source: "Apple: accessibilityIdentifier(_:) on each row; a List reads its rows in order")
        let ids = allElements(AccessibilityCapture.snapshot(of: Rows(), size: phoneSize)).compactMap(\.identifier)
        fidelity.check("row identifiers", ids.filter { $0.hasPrefix("row.") }, equals: ["row.first", "row.second"])
    }

    @Test("A SwiftUI tab view's tabs are captured")
    func tabView() {
        let fidelity = makeCase(Tabs(), source: "Apple: a TabView's tab items are its tab bar's buttons, labelled with their text")
        let labels = allElements(AccessibilityCapture.snapshot(of: Tabs(), size: phoneSize)).map(\.label)
        fidelity.check("labels contain \"Home\" and \"Settings\"", labels.contains("Home") && labels.contains("Settings"), equals: true)
        fidelity.check("labels contain \"Home screen\"", labels.contains("Home screen"), equals: true)
    }
}
#endif
