#if os(Linux)
import A11ySnapshot
import A11ySnapshotUIKit
import AppleShim
import Foundation
import Testing

/// The attributes the UIKit adapter reads: label, value, hint, identifiers, custom actions,
/// language, placeholder and the trait bits.
@Suite("UIKit capture: attributes and traits")
@MainActor
struct AttributeCaptureTests {
    typealias S = SimulatedScreen

    func only(_ view: UIView) -> AccessibilityElement? {
        S.capture(S.phone([view])).elements.first
    }

    @Test("Label, value and hint are captured")
    func labelValueHint() {
        let slider = S.accessible(UISlider(frame: CGRect(x: 0, y: 0, width: 300, height: 30)), "Volume", traits: .adjustable)
        slider.accessibilityValue = "60%"
        slider.accessibilityHint = "Adjusts the volume."
        let element = only(slider)
        #expect(element?.label == "Volume")
        #expect(element?.value == "60%")
        #expect(element?.hint == "Adjusts the volume.")
        #expect(element?.traits == .adjustable)
    }

    @Test("A view's accessibilityIdentifier is captured")
    func viewIdentifier() {
        let button = S.accessible(UIButton(frame: CGRect(x: 0, y: 0, width: 100, height: 44)), "Log in", traits: .button)
        button.accessibilityIdentifier = "login"
        #expect(only(button)?.identifier == "login")
    }

    @Test("A UIAccessibilityElement's accessibilityIdentifier is captured")
    func elementIdentifier() {
        let canvas = S.view(0, 0, 393, 200)
        let drawn = UIAccessibilityElement(accessibilityContainer: canvas)
        drawn.isAccessibilityElement = true
        drawn.accessibilityLabel = "Chart"
        drawn.accessibilityIdentifier = "chart"
        drawn.accessibilityFrame = CGRect(x: 0, y: 0, width: 100, height: 100)
        canvas.accessibilityElements = [drawn]
        #expect(only(canvas)?.identifier == "chart")
    }

    @Test("Custom action names are captured in order")
    func customActions() {
        let cell = S.accessible(UITableViewCell(frame: CGRect(x: 0, y: 0, width: 393, height: 44)), "Message")
        cell.accessibilityCustomActions = ["Reply", "Delete"].map { name in
            UIAccessibilityCustomAction(name: name) { _ in true }
        }
        #expect(only(cell)?.customActions == ["Reply", "Delete"])
    }

    @Test("The language is captured")
    func language() {
        let label = S.accessible(UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 20)), "Bonjour", traits: .staticText)
        label.accessibilityLanguage = "fr-FR"
        #expect(only(label)?.language == "fr-FR")
    }

    @Test("A text field's placeholder is captured")
    func placeholder() {
        let field = S.accessible(UITextField(frame: CGRect(x: 0, y: 0, width: 300, height: 44)), "Email")
        field.placeholder = "you@example.com"
        #expect(only(field)?.placeholder == "you@example.com")
    }

    @Test("The not-enabled trait becomes enabled: false")
    func notEnabled() {
        let element = only(S.element("Submit", 0, 0, traits: [.button, .notEnabled]))
        #expect(element?.isEnabled == false)
        #expect(element?.traits == .button)
    }

    @Test("Public trait bits pass through unchanged")
    func publicTraits() {
        #expect(only(S.element("Title", 0, 0, traits: [.header, .selected]))?.traits == [.header, .selected])
    }

    @Test("The private switch-button bit is the toggleButton trait")
    func switchButtonBit() {
        let toggle = S.element("Wi-Fi", 0, 0, traits: UIAccessibilityTraits(rawValue: (1 << 0) | (1 << 53)))
        #expect(only(toggle)?.traits == [.button, .toggleButton])
    }

    @Test("Private back-button and tab-bar-item bits are kept as bitN")
    func keptPrivateBits() {
        let back = S.element("Back", 0, 0, traits: UIAccessibilityTraits(rawValue: (1 << 0) | (1 << 27) | (1 << 28)))
        #expect(only(back)?.traits.names == ["button", "bit27", "bit28"])
    }

    @Test("Other private bits (AXRuntime's scrollable, contained-by-list, …) are dropped by default")
    func unknownPrivateBitsDropped() {
        let bits: UInt64 = (1 << 0) | (1 << 17) | (1 << 19) | (1 << 33) | (1 << 63)
        let element = S.element("Row", 0, 0, traits: UIAccessibilityTraits(rawValue: bits))
        #expect(only(element)?.traits.names == ["button"])
    }

    @Test("keepsUnknownTraitBits keeps every private bit but the ones an element type replaces")
    func unknownPrivateBitsKeptOnRequest() {
        let bits: UInt64 = (1 << 0) | (1 << 17) | (1 << 18) | (1 << 33)
        let element = S.element("Row", 0, 0, traits: UIAccessibilityTraits(rawValue: bits))
        AccessibilityCapture.keepsUnknownTraitBits = true
        defer { AccessibilityCapture.keepsUnknownTraitBits = false }
        #expect(only(element)?.traits.names == ["button", "bit17", "bit33"])
    }

    @Test("Private text-entry, editing, secure and text-area bits are dropped from the traits")
    func droppedPrivateBits() {
        let bits: UInt64 = (1 << 18) | (1 << 21) | (1 << 24) | (1 << 47)
        let field = S.accessible(UITextField(frame: CGRect(x: 0, y: 0, width: 300, height: 44)), "Code", traits: UIAccessibilityTraits(rawValue: bits))
        #expect(only(field)?.traits == [])
    }

    @Test("Empty strings count as absent")
    func emptyStringsAreAbsent() {
        let element = S.element("Name", 0, 0)
        element.accessibilityValue = ""
        element.accessibilityHint = ""
        #expect(only(element)?.value == nil)
        #expect(only(element)?.hint == nil)
    }
}
#endif
