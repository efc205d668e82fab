#if os(Linux)
import A11ySnapshot
import A11ySnapshotUIKit
import AppleShim
import Foundation
import Testing

/// The caption a captured element shows where its label says other words
/// (``AccessibilityElement/visibleText``), read for `label-not-visible-text` (WCAG 2.5.3).
@Suite("UIKit capture: visible text")
@MainActor
struct VisibleTextCaptureTests {
    typealias S = SimulatedScreen

    private func only(_ view: UIView) -> AccessibilityElement? {
        S.capture(S.phone([view])).elements.first
    }

    private func label(_ text: String, _ x: Double, _ y: Double, _ width: Double, _ height: Double) -> UILabel {
        let label = UILabel(frame: CGRect(x: x, y: y, width: width, height: height))
        label.text = text
        return label
    }

    @Test("A button titled in other words than its accessibility label records its title")
    func buttonTitleUnderOtherLabel() {
        let button = S.accessible(UIButton(frame: CGRect(x: 16, y: 100, width: 200, height: 44)), "Submit the form", traits: .button)
        button.titleLabel?.text = "Send"
        #expect(only(button)?.visibleText == "Send")
    }

    @Test("A button whose label says its title records none")
    func buttonTitleTheLabelSays() {
        let button = S.accessible(UIButton(frame: CGRect(x: 16, y: 100, width: 200, height: 44)), "Send message", traits: .button)
        button.titleLabel?.text = "Send"
        #expect(only(button)?.visibleText == nil)
    }

    @Test("A custom control records the one label inside it, at any depth, centred on it")
    func customControlCaption() {
        let stack = S.view(0, 0, 200, 44, [label("Get code", 60, 12, 80, 20)])
        let control = S.accessible(S.view(16, 100, 200, 44, [stack]), "Send one-time password", traits: .button)
        #expect(only(control)?.visibleText == "Get code")
    }

    @Test("A custom control showing two labels, or a label at one side, records none")
    func customControlWithoutCaption() {
        let row = S.accessible(S.view(0, 100, 393, 60, [label("Order #1234", 16, 8, 200, 20), label("Arrives Monday", 16, 32, 200, 20)]),
                               "Order 1234, shipped", traits: .button)
        let search = S.accessible(S.view(0, 200, 393, 44, [label("London", 44, 12, 80, 20)]), "Search", traits: .button)
        #expect(S.capture(S.phone([row, search])).elements.map(\.visibleText) == [nil, nil])
    }

    @Test("A hidden label is not shown")
    func hiddenLabelIsNotShown() {
        let hidden = label("Get code", 60, 12, 80, 20)
        hidden.isHidden = true
        let control = S.accessible(S.view(16, 100, 200, 44, [hidden]), "Send one-time password", traits: .button)
        #expect(only(control)?.visibleText == nil)
    }

    @Test("A text field records none: it shows its text or placeholder, not a name")
    func textFieldRecordsNone() {
        let field = S.accessible(UITextField(frame: CGRect(x: 16, y: 100, width: 361, height: 44)), "Email")
        field.addSubview(label("you@example.com", 8, 12, 200, 20))
        #expect(only(field)?.visibleText == nil)
    }
}
#endif
