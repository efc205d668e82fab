#if os(iOS)
import A11ySnapshot
import A11ySnapshotUIKit
import Testing
import UIKit

/// Standard UIKit controls captured on a real simulator: what VoiceOver reads for each, as the
/// reference tool's reference images record it (cashapp/AccessibilitySnapshot,
/// Example/SnapshotTests/ReferenceImages/_64/…_18_5_402x874@3x.png) and Apple documents it.
@Suite("Fidelity on iOS: UIKit controls", .serialized)
@MainActor
struct UIKitControlFidelityTests {
    @Test("A button is labelled with its title and has the button trait")
    func button() throws {
        // Apple: "UIKit controls, such as UIButton, provide a default label from their title";
        // the reference's ButtonAccessibilityTraitsViewController reads "<title>. Button."
        let button = UIButton(type: .system)
        button.setTitle("Log in", for: .normal)
        button.frame = CGRect(x: 16, y: 200, width: 200, height: 44)
        let captured = try #require(element("Log in", in: AccessibilityCapture.snapshot(of: screen([button]))))
        #expect(captured.traits.contains(.button))
        #expect(captured.type == .button)
    }

    @Test("A switch reads its state as the value 1 or 0, with the switch button trait; a disabled one is dimmed")
    func switches() throws {
        // Reference image testSwitchControls: "Switch Button. On.", "Switch Button. Off.",
        // "Dimmed. Switch Button. On." — the reference speaks value "1" as On and "0" as Off, and
        // "Switch Button." only with both the switch-button (toggleButton, bit 53) and button traits.
        let on = UISwitch(frame: CGRect(x: 16, y: 100, width: 51, height: 31))
        on.isOn = true
        let off = UISwitch(frame: CGRect(x: 16, y: 200, width: 51, height: 31))
        off.isOn = false
        let dimmed = UISwitch(frame: CGRect(x: 16, y: 300, width: 51, height: 31))
        dimmed.isOn = true
        dimmed.isEnabled = false
        let elements = AccessibilityCapture.snapshot(of: screen([on, off, dimmed])).elements
        try #require(elements.count == 3)
        #expect(elements.map(\.value) == ["1", "0", "1"])
        #expect(elements.allSatisfy { $0.traits.contains(.toggleButton) && $0.traits.contains(.button) })
        #expect(elements.map(\.isEnabled) == [true, true, false])
        #expect(elements.allSatisfy { $0.type == .switch })
    }

    @Test("A slider is adjustable and its value is a percentage")
    func slider() throws {
        // Reference image DefaultControlsTests/testSlider: a 0…100 slider at 75 reads "75%. Adjustable."
        let slider = UISlider(frame: CGRect(x: 16, y: 100, width: 370, height: 34))
        slider.minimumValue = 0
        slider.maximumValue = 100
        slider.value = 75
        let captured = try #require(AccessibilityCapture.snapshot(of: screen([slider])).elements.first)
        #expect(captured.value == "75%")
        #expect(captured.traits.contains(.adjustable))
        #expect(captured.type == .slider)
    }

    @Test("A segmented control's segments are buttons, the chosen one selected")
    func segmentedControl() {
        // Reference image DefaultControlsTests/testSegmentedControl: "Segment A. Button. 1 of 3.",
        // "Selected: Segment B. Button. 2 of 3.", "Segment C. Button. 3 of 3."
        let control = UISegmentedControl(items: ["Segment A", "Segment B", "Segment C"])
        control.selectedSegmentIndex = 1
        control.frame = CGRect(x: 16, y: 100, width: 370, height: 32)
        let captured = AccessibilityCapture.snapshot(of: screen([control]))
        let segments = allElements(captured).filter { $0.label.hasPrefix("Segment") }
        #expect(segments.map(\.label) == ["Segment A", "Segment B", "Segment C"])
        #expect(segments.allSatisfy { $0.traits.contains(.button) })
        #expect(segments.map { $0.traits.contains(.selected) } == [false, true, false])
    }

    @Test("A tab bar's items are tabs, the selected one selected, inside a tab bar")
    func tabBar() throws {
        // Reference image testTabBars: "Item A. Tab. 1 of 6.", "Selected: Item B. Tab. 2 of 6." —
        // "Tab." comes from the tab-bar-item trait (bit 28) of UITabBar's buttons.
        let bar = UITabBar(frame: CGRect(x: 0, y: 791, width: 402, height: 83))
        bar.items = [UITabBarItem(title: "Item A", image: nil, tag: 0), UITabBarItem(title: "Item B", image: nil, tag: 1)]
        bar.selectedItem = bar.items?[1]
        let captured = AccessibilityCapture.snapshot(of: screen([bar]))
        let itemA = try #require(element("Item A", in: captured))
        let itemB = try #require(element("Item B", in: captured))
        #expect(itemA.traits.contains(tabBarItemTrait) && itemB.traits.contains(tabBarItemTrait))
        #expect(!itemA.traits.contains(.selected) && itemB.traits.contains(.selected))
    }

    @Test("A navigation bar's back button has the back-button trait and the title is a heading")
    func navigationBackButton() throws {
        // Reference image testNavBarBackButtonTraitsWithTitles: "First. Back Button.", "Second. Heading."
        let first = UIViewController()
        first.title = "First"
        let second = UIViewController()
        second.title = "Second"
        second.view.backgroundColor = .white
        let navigation = UINavigationController(rootViewController: first)
        navigation.pushViewController(second, animated: false)
        let captured = AccessibilityCapture.snapshot(of: navigation, size: phoneSize)
        let back = try #require(element("First", in: captured))
        #expect(back.traits.contains(backButtonTrait))
        let title = try #require(element("Second", in: captured))
        #expect(title.traits.contains(.header))
    }

    @Test("A table's section header is read before its rows")
    func tableSectionHeader() throws {
        // Apple: a section header is read in order before the section's rows; the reference's
        // parser reads table cells and header views as they are laid out.
        let table = SettingsTable(style: .grouped)
        let captured = AccessibilityCapture.snapshot(of: table, size: phoneSize)
        let labels = allElements(captured).map(\.label)
        let header = try #require(labels.firstIndex { $0.localizedCaseInsensitiveContains("Network") })
        let row = try #require(labels.firstIndex(of: "Wi-Fi"))
        #expect(header < row)
    }

    @Test("Only the last modal view is read; its siblings are hidden")
    func modal() {
        // The reference's ModalTests/testSingleModal and its parser: "the last modal is the only
        // subview parsed"; Apple: accessibilityViewIsModal makes VoiceOver ignore the siblings.
        let background = UILabel(frame: CGRect(x: 16, y: 100, width: 300, height: 30))
        background.text = "Behind"
        let sheet = UIView(frame: CGRect(x: 0, y: 300, width: 402, height: 300))
        sheet.accessibilityViewIsModal = true
        let prompt = UILabel(frame: CGRect(x: 16, y: 16, width: 300, height: 30))
        prompt.text = "In front"
        sheet.addSubview(prompt)
        let labels = allElements(AccessibilityCapture.snapshot(of: screen([background, sheet]))).map(\.label)
        #expect(labels == ["In front"])
    }

    @Test("A custom container's UIAccessibilityElements are read with frames from their container space")
    func customElementContainer() {
        // Apple: accessibilityFrameInContainerSpace places an element relative to its container.
        let card = UIView(frame: CGRect(x: 0, y: 100, width: 402, height: 200))
        card.accessibilityElements = ["Card number", "Expiry"].enumerated().map { index, label in
            let element = UIAccessibilityElement(accessibilityContainer: card)
            element.accessibilityLabel = label
            element.isAccessibilityElement = true
            element.accessibilityFrameInContainerSpace = CGRect(x: 16, y: 10 + Double(index) * 60, width: 300, height: 44)
            return element
        }
        let captured = AccessibilityCapture.snapshot(of: screen([card]))
        #expect(captured.elements.map(\.label) == ["Card number", "Expiry"])
        #expect(captured.elements.map(\.frame) == [Frame(16, 110, 300, 44), Frame(16, 170, 300, 44)])
    }

    @Test("A container that vends its elements only by index is read")
    func indexedContainer() {
        // Apple, UIAccessibilityContainer: a container implements either accessibilityElements or
        // accessibilityElementCount / accessibilityElement(at:) / index(ofAccessibilityElement:).
        let form = IndexedForm(frame: CGRect(x: 0, y: 100, width: 402, height: 200))
        #expect(AccessibilityCapture.snapshot(of: screen([form])).elements.map(\.label) == ["Name", "Email"])
    }

    @Test("Accessibility automation is switched on before the first capture")
    func automationSwitchedOn() {
        _ = AccessibilityCapture.snapshot(of: screen([]))
        #expect(AccessibilityAutomation.state == .enabled)
    }

    @Test("Hosting leaves no visible window behind and gives key status back")
    func hostingRestoresWindows() throws {
        // In the scene-based host app a window is shown, and can become key, only in a scene.
        let scene = try #require(UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }.first)
        let own = UIWindow(windowScene: scene)
        own.frame = CGRect(origin: .zero, size: phoneSize)
        own.makeKeyAndVisible()
        _ = AccessibilityCapture.snapshot(of: screen([UILabel(frame: .zero)]))
        #expect(own.isKeyWindow)
        own.isHidden = true
    }
}

/// A grouped settings table with one section, "Network", and two rows.
private final class SettingsTable: UITableViewController {
    override func numberOfSections(in tableView: UITableView) -> Int { 1 }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "Network" }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        var content = cell.defaultContentConfiguration()
        content.text = indexPath.row == 0 ? "Wi-Fi" : "Bluetooth"
        cell.contentConfiguration = content
        return cell
    }
}

/// Vends two elements through the indexed container methods only.
private final class IndexedForm: UIView {
    private lazy var fields: [UIAccessibilityElement] = ["Name", "Email"].enumerated().map { index, label in
        let element = UIAccessibilityElement(accessibilityContainer: self)
        element.isAccessibilityElement = true
        element.accessibilityLabel = label
        element.accessibilityFrameInContainerSpace = CGRect(x: 16, y: Double(index) * 60, width: 300, height: 44)
        return element
    }

    override func accessibilityElementCount() -> Int { fields.count }
    override func accessibilityElement(at index: Int) -> Any? { fields.indices.contains(index) ? fields[index] : nil }
    override func index(ofAccessibilityElement element: Any) -> Int {
        fields.firstIndex { $0 === element as AnyObject } ?? NSNotFound
    }
}
#endif
