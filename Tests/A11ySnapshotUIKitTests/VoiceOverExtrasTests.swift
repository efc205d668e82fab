#if os(Linux)
import A11ySnapshot
import A11ySnapshotUIKit
import AppleShim
import Foundation
import Testing

/// The attributes VoiceOver, Voice Control and Switch Control use beyond label, value and
/// traits, read as the reference tool reads them.
@Suite("UIKit capture: custom content, rotors, input labels, interaction, activation point")
@MainActor
struct VoiceOverExtrasTests {
    typealias S = SimulatedScreen

    final class ProductCell: UIView, @preconcurrency AXCustomContentProvider {
        var accessibilityCustomContent: [AXCustomContent]! = []
    }

    private func only(_ view: UIView) -> AccessibilityElement? {
        S.capture(S.phone([view])).elements.first
    }

    @Test("Custom content from AXCustomContentProvider, with its importance")
    func customContentFromProvider() {
        let cell = S.accessible(ProductCell(frame: CGRect(x: 0, y: 0, width: 393, height: 60)), "Latte")
        let price = AXCustomContent(label: "Price", value: "$4.50")
        price.importance = .high
        cell.accessibilityCustomContent = [price, AXCustomContent(label: "Size", value: "Tall")]
        #expect(only(cell)?.customContent == [
            CustomContent(label: "Price", value: "$4.50", isImportant: true),
            CustomContent(label: "Size", value: "Tall", isImportant: false),
        ])
    }

    @Test("Custom content that a SwiftUI node answers only through key-value coding")
    func customContentByKeyValueCoding() {
        let node = S.node("Latte", frame: CGRect(x: 0, y: 0, width: 393, height: 60))
        node.setValue([AXCustomContent(label: "Price", value: "$4.50")], forKey: "accessibilityCustomContent")
        #expect(S.capture(S.phone(listing: [node])).elements.first?.customContent == [CustomContent(label: "Price", value: "$4.50")])
    }

    @Test("Custom rotors by name; a system rotor by VoiceOver's name for it; a rotor of type none is left out")
    func rotorNames() {
        let article = S.element("Article", 0, 0, 393, 600)
        article.accessibilityCustomRotors = [
            UIAccessibilityCustomRotor(name: "Comments"),
            UIAccessibilityCustomRotor(systemType: .heading),
            UIAccessibilityCustomRotor(systemType: .none),
        ]
        #expect(only(article)?.customRotors == ["Comments", "Headings"])
    }

    @Test("User input labels are recorded when they are the element's own, not UIKit's default from the label")
    func userInputLabels() {
        let custom = S.element("Compose new message", 0, 0)
        custom.accessibilityUserInputLabels = ["Compose", "New message"]
        let defaulted = S.element("Send", 0, 40)
        defaulted.accessibilityUserInputLabels = ["Send"]
        let elements = S.capture(S.phone([custom, defaulted])).elements
        #expect(elements.map(\.userInputLabels) == [["Compose", "New message"], []])
    }

    @Test("A view that responds to interaction without an interactive trait records it")
    func respondsToUserInteraction() {
        let tappable = S.element("Show details", 0, 0)
        tappable.accessibilityRespondsToUserInteraction = true
        let button = S.element("Buy", 0, 40, traits: .button)
        let elements = S.capture(S.phone([tappable, button])).elements
        #expect(elements.map(\.respondsToUserInteraction) == [true, nil])
    }

    @Test("A custom activation point is recorded in the root's coordinates")
    func customActivationPoint() {
        let row = S.element("Wi-Fi", 0, 100, 393, 44)
        row.accessibilityActivationPoint = CGPoint(x: 360, y: 122)
        #expect(only(row)?.activationPoint == Point(360, 122))
    }

    @Test("A slider's activation point (its thumb, which moves with the value) is not recorded")
    func sliderActivationPointIgnored() {
        let slider = S.accessible(UISlider(frame: CGRect(x: 16, y: 100, width: 361, height: 30)), "Volume", traits: .adjustable)
        slider.accessibilityActivationPoint = CGPoint(x: 100, y: 115)
        #expect(only(slider)?.activationPoint == nil)
    }
}
#endif
