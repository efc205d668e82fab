#if os(iOS)
import A11ySnapshot
import A11ySnapshotUIKit
import Testing
import UIKit

/// Variants on a real simulator: UIKit's own reaction to trait overrides (iOS 17), which the
/// Linux shim models from Apple's documentation. Expected values come from Apple's Dynamic Type
/// sizes (body text is 17 points at the default size and 53 at accessibility size 5) and from
/// UIKit's documented mirroring of leading/trailing layouts; nothing here is taken from what
/// the capture produced.
@Suite("Fidelity on iOS: variants", .serialized)
@MainActor
struct VariantFidelityTests {
    private func bodyLabel() -> UILabel {
        let label = UILabel(frame: CGRect(x: 16, y: 100, width: 370, height: 200))
        label.text = "Free delivery on orders over $50"
        label.font = .preferredFont(forTextStyle: .body)
        label.adjustsFontForContentSizeCategory = true
        label.numberOfLines = 0
        return label
    }

    @Test("accessibility size 5 grows a body label that adjusts its font, and the view is restored")
    func contentSize() throws {
        guard #available(iOS 17.0, *) else { return }
        let label = bodyLabel()
        let root = screen([label])
        let ax5 = AccessibilityVariant.contentSize(.accessibilityExtraExtraExtraLarge)
        let fidelity = FidelityCase(source: "Apple's Dynamic Type sizes: body text is 17 points at the default size and 53 at "
            + "accessibility size 5") { AccessibilityCapture.explanation(of: root, variant: ax5) }
        let large = try AccessibilityCapture.snapshot(of: root, variant: ax5)
        let size = try fidelity.require("the label's text size at accessibility size 5",
                                        element("Free delivery on orders over $50", in: large)?.textStyle?.size)
        fidelity.check("text size at accessibility size 5 is above 40 points", size > 40, equals: true)
        fidelity.check("the override is removed afterwards", root.traitOverrides.contains(UITraitPreferredContentSizeCategory.self),
                       equals: false)
        let normal = try fidelity.require("the label's text size at the default size",
                                          element("Free delivery on orders over $50", in: AccessibilityCapture.snapshot(of: root))?.textStyle?.size)
        fidelity.check("text size at the default size is below 20 points", normal < 20, equals: true)
    }

    @Test("right-to-left mirrors a horizontal stack view's buttons")
    func rightToLeft() throws {
        let first = UIButton(type: .system)
        first.setTitle("Cancel", for: .normal)
        let second = UIButton(type: .system)
        second.setTitle("Pay", for: .normal)
        let stack = UIStackView(arrangedSubviews: [first, second])
        stack.axis = .horizontal
        stack.distribution = .fillEqually
        stack.frame = CGRect(x: 16, y: 700, width: 370, height: 50)
        let root = screen([stack])
        let fidelity = FidelityCase(source: "Apple: stack views and leading/trailing layouts mirror in right-to-left, and VoiceOver reads "
            + "rows from the right") { AccessibilityCapture.explanation(of: root, variant: .rightToLeft) }
        let mirrored = try AccessibilityCapture.snapshot(of: root, variant: .rightToLeft)
        let cancel = try fidelity.require("an element labelled \"Cancel\"", element("Cancel", in: mirrored))
        let pay = try fidelity.require("an element labelled \"Pay\"", element("Pay", in: mirrored))
        fidelity.check("the leading button (Cancel) is right of Pay", cancel.frame.x > pay.frame.x, equals: true)
        fidelity.check("read first", mirrored.elements.first { $0.label == "Cancel" || $0.label == "Pay" }?.label, equals: "Cancel")
        fidelity.check("the stack's semantic content attribute is restored", stack.semanticContentAttribute == .unspecified, equals: true)
    }
}
#endif
