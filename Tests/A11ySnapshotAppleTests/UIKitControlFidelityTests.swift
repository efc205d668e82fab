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
        let button = UIButton(type: .system)
        button.setTitle("Log in", for: .normal)
        button.frame = CGRect(x: 16, y: 200, width: 200, height: 44)
        let view = screen([button])
        let fidelity = FidelityCase(source: "Apple: \"UIKit controls, such as UIButton, provide a default label from their title\"; "
            + "the reference's ButtonAccessibilityTraitsViewController reads \"<title>. Button.\"") { AccessibilityCapture.explanation(of: view) }
        let captured = try fidelity.require("an element labelled \"Log in\"", element("Log in", in: AccessibilityCapture.snapshot(of: view)))
        fidelity.check("has the button trait", captured.traits.contains(.button), equals: true)
        fidelity.check("type", captured.type, equals: .button)
    }

    @Test("A button whose accessibility label rewords its title records the title as its visible text")
    func buttonTitleUnderOtherLabel() throws {
        let relabelled = UIButton(type: .system)
        relabelled.setTitle("Send", for: .normal)
        relabelled.accessibilityLabel = "Submit the form"
        relabelled.frame = CGRect(x: 16, y: 200, width: 200, height: 44)
        let titled = UIButton(type: .system)
        titled.setTitle("Log in", for: .normal)
        titled.frame = CGRect(x: 16, y: 300, width: 200, height: 44)
        let view = screen([relabelled, titled])
        let fidelity = FidelityCase(source: "UIButton.h: currentTitle is the title for the current state; a label set with "
            + "accessibilityLabel replaces the title VoiceOver reads, not the one drawn (docs/CAPTURE.md, Visible text)") {
            AccessibilityCapture.explanation(of: view)
        }
        let snapshot = AccessibilityCapture.snapshot(of: view)
        let captured = try fidelity.require("an element labelled \"Submit the form\"", element("Submit the form", in: snapshot))
        fidelity.check("visible text", captured.visibleText, equals: "Send")
        let plain = try fidelity.require("an element labelled \"Log in\"", element("Log in", in: snapshot))
        fidelity.check("a button read by its title records none", plain.visibleText, equals: nil)
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
        let view = screen([on, off, dimmed])
        let fidelity = FidelityCase(source: "the reference's image testSwitchControls: \"Switch Button. On.\", \"Switch Button. Off.\", "
            + "\"Dimmed. Switch Button. On.\" (value 1 spoken On, 0 Off; \"Switch Button.\" from the toggleButton and button traits)") {
            AccessibilityCapture.explanation(of: view)
        }
        let elements = AccessibilityCapture.snapshot(of: view).elements
        fidelity.check("number of elements", elements.count, equals: 3)
        guard elements.count == 3 else { return }
        fidelity.check("values", elements.map(\.value), equals: ["1", "0", "1"])
        fidelity.check("all have the toggleButton and button traits",
                       elements.allSatisfy { $0.traits.contains(.toggleButton) && $0.traits.contains(.button) }, equals: true)
        fidelity.check("enabled", elements.map(\.isEnabled), equals: [true, true, false])
        fidelity.check("all of type switch", elements.allSatisfy { $0.type == .switch }, equals: true)
    }

    @Test("A slider is adjustable and its value is a percentage")
    func slider() throws {
        // Reference image DefaultControlsTests/testSlider: a 0…100 slider at 75 reads "75%. Adjustable."
        let slider = UISlider(frame: CGRect(x: 16, y: 100, width: 370, height: 34))
        slider.minimumValue = 0
        slider.maximumValue = 100
        slider.value = 75
        let view = screen([slider])
        let fidelity = FidelityCase(source: "the reference's image DefaultControlsTests/testSlider: a 0…100 slider at 75 reads \"75%. Adjustable.\"") {
            AccessibilityCapture.explanation(of: view)
        }
        let captured = try fidelity.require("an element", AccessibilityCapture.snapshot(of: view).elements.first)
        fidelity.check("value", captured.value, equals: "75%")
        fidelity.check("has the adjustable trait", captured.traits.contains(.adjustable), equals: true)
        fidelity.check("type", captured.type, equals: .slider)
    }

    @Test("A segmented control's segments are buttons, the chosen one selected")
    func segmentedControl() {
        // Reference image DefaultControlsTests/testSegmentedControl: "Segment A. Button. 1 of 3.",
        // "Selected: Segment B. Button. 2 of 3.", "Segment C. Button. 3 of 3."
        let control = UISegmentedControl(items: ["Segment A", "Segment B", "Segment C"])
        control.selectedSegmentIndex = 1
        control.frame = CGRect(x: 16, y: 100, width: 370, height: 32)
        let view = screen([control])
        let fidelity = FidelityCase(source: "the reference's image DefaultControlsTests/testSegmentedControl: \"Segment A. Button. 1 of 3.\", "
            + "\"Selected: Segment B. Button. 2 of 3.\", \"Segment C. Button. 3 of 3.\"") { AccessibilityCapture.explanation(of: view) }
        let segments = allElements(AccessibilityCapture.snapshot(of: view)).filter { $0.label.hasPrefix("Segment") }
        fidelity.check("segment labels", segments.map(\.label), equals: ["Segment A", "Segment B", "Segment C"])
        fidelity.check("all have the button trait", segments.allSatisfy { $0.traits.contains(.button) }, equals: true)
        fidelity.check("selected", segments.map { $0.traits.contains(.selected) }, equals: [false, true, false])
    }

    @Test("A tab bar's items are tabs, the selected one selected, inside a tab bar")
    func tabBar() throws {
        // Reference image testTabBars: "Item A. Tab. 1 of 6.", "Selected: Item B. Tab. 2 of 6." —
        // "Tab." comes from the tab-bar-item trait (bit 28) of UITabBar's buttons.
        let bar = UITabBar(frame: CGRect(x: 0, y: 791, width: 402, height: 83))
        bar.items = [UITabBarItem(title: "Item A", image: nil, tag: 0), UITabBarItem(title: "Item B", image: nil, tag: 1)]
        bar.selectedItem = bar.items?[1]
        let view = screen([bar])
        let fidelity = FidelityCase(source: "the reference's image testTabBars: \"Item A. Tab. 1 of 6.\", \"Selected: Item B. Tab. 2 of 6.\" "
            + "(\"Tab.\" from the tab-bar-item trait, bit 28, of UITabBar's buttons)") { AccessibilityCapture.explanation(of: view) }
        let captured = AccessibilityCapture.snapshot(of: view)
        let itemA = try fidelity.require("an element labelled \"Item A\"", element("Item A", in: captured))
        let itemB = try fidelity.require("an element labelled \"Item B\"", element("Item B", in: captured))
        fidelity.check("both have the tab-bar-item trait", itemA.traits.contains(tabBarItemTrait) && itemB.traits.contains(tabBarItemTrait),
                       equals: true)
        fidelity.check("selected (A, B)", [itemA.traits.contains(.selected), itemB.traits.contains(.selected)], equals: [false, true])
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
        let fidelity = FidelityCase(source: "the reference's image testNavBarBackButtonTraitsWithTitles: \"First. Back Button.\", \"Second. Heading.\"") {
            AccessibilityCapture.explanation(of: navigation, size: phoneSize)
        }
        let captured = AccessibilityCapture.snapshot(of: navigation, size: phoneSize)
        let back = try fidelity.require("an element labelled \"First\"", element("First", in: captured))
        fidelity.check("\"First\" has the back-button trait", back.traits.contains(backButtonTrait), equals: true)
        let title = try fidelity.require("an element labelled \"Second\"", element("Second", in: captured))
        fidelity.check("\"Second\" has the header trait", title.traits.contains(.header), equals: true)
    }

    @Test("A table's section header is read before its rows")
    func tableSectionHeader() throws {
        // Apple: a section header is read in order before the section's rows; the reference's
        // parser reads table cells and header views as they are laid out.
        let table = SettingsTable(style: .grouped)
        let fidelity = FidelityCase(source: "Apple: a section header is read before the section's rows; the reference's parser reads "
            + "table cells and header views as they are laid out") { AccessibilityCapture.explanation(of: table, size: phoneSize) }
        let labels = allElements(AccessibilityCapture.snapshot(of: table, size: phoneSize)).map(\.label)
        let header = try fidelity.require("an element whose label contains \"Network\"",
                                          labels.firstIndex { $0.localizedCaseInsensitiveContains("Network") })
        let row = try fidelity.require("an element labelled \"Wi-Fi\"", labels.firstIndex(of: "Wi-Fi"))
        fidelity.check("the header is read before the row", header < row, equals: true)
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
        let view = screen([background, sheet])
        let fidelity = FidelityCase(source: "the reference's ModalTests/testSingleModal and its parser (\"the last modal is the only subview "
            + "parsed\"); Apple: accessibilityViewIsModal makes VoiceOver ignore the siblings") { AccessibilityCapture.explanation(of: view) }
        fidelity.check("labels", allElements(AccessibilityCapture.snapshot(of: view)).map(\.label), equals: ["In front"])
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
        let view = screen([card])
        let fidelity = FidelityCase(source: "Apple: accessibilityFrameInContainerSpace places an element relative to its container") {
            AccessibilityCapture.explanation(of: view)
        }
        let captured = AccessibilityCapture.snapshot(of: view)
        fidelity.check("labels", captured.elements.map(\.label), equals: ["Card number", "Expiry"])
        fidelity.check("frames", captured.elements.map(\.frame), equals: [Frame(16, 110, 300, 44), Frame(16, 170, 300, 44)])
    }

    @Test("A container that vends its elements only by index is read")
    func indexedContainer() {
        // Apple, UIAccessibilityContainer: a container implements either accessibilityElements or
        // accessibilityElementCount / accessibilityElement(at:) / index(ofAccessibilityElement:).
        let form = IndexedForm(frame: CGRect(x: 0, y: 100, width: 402, height: 200))
        let view = screen([form])
        let fidelity = FidelityCase(source: "Apple, UIAccessibilityContainer: a container implements either accessibilityElements or "
            + "accessibilityElementCount / accessibilityElement(at:) / index(ofAccessibilityElement:)") { AccessibilityCapture.explanation(of: view) }
        fidelity.check("labels", AccessibilityCapture.snapshot(of: view).elements.map(\.label), equals: ["Name", "Email"])
    }

    @Test("Accessibility automation is switched on before the first capture")
    func automationSwitchedOn() {
        let view = screen([])
        let fidelity = FidelityCase(source: "the reference's ASAccessibilityEnabler.m switches automation on before any test") {
            AccessibilityCapture.explanation(of: view)
        }
        _ = AccessibilityCapture.snapshot(of: view)
        fidelity.check("AccessibilityAutomation.state", AccessibilityAutomation.state, equals: .enabled)
    }

    @Test("Hosting leaves no visible window behind and gives key status back")
    func hostingRestoresWindows() throws {
        // In the scene-based host app a window is shown, and can become key, only in a scene.
        let scene = try #require(UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }.first)
        let own = UIWindow(windowScene: scene)
        own.frame = CGRect(origin: .zero, size: phoneSize)
        own.makeKeyAndVisible()
        let view = screen([UILabel(frame: .zero)])
        let fidelity = FidelityCase(source: "the reference's SnapshotTesting+Accessibility.swift hosts the view in a key window; "
            + "docs/CAPTURE.md: the app's windows are left as they were") { AccessibilityCapture.explanation(of: view) }
        _ = AccessibilityCapture.snapshot(of: view)
        fidelity.check("the app's window is key again", own.isKeyWindow, equals: true)
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
