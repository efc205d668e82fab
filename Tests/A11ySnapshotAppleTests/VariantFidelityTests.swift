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
        let large = try AccessibilityCapture.snapshot(of: root, variant: .contentSize(.accessibilityExtraExtraExtraLarge))
        let size = try #require(element("Free delivery on orders over $50", in: large)?.textStyle?.size)
        #expect(size > 40, "body text at AX5 is 53 pt in Apple's table; got \(size)")
        #expect(!root.traitOverrides.contains(UITraitPreferredContentSizeCategory.self))
        let normal = try #require(element("Free delivery on orders over $50", in: AccessibilityCapture.snapshot(of: root))?.textStyle?.size)
        #expect(normal < 20)
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
        let mirrored = try AccessibilityCapture.snapshot(of: root, variant: .rightToLeft)
        let cancel = try #require(element("Cancel", in: mirrored))
        let pay = try #require(element("Pay", in: mirrored))
        #expect(cancel.frame.x > pay.frame.x, "the leading button is on the right in right-to-left")
        #expect(mirrored.elements.first { $0.label == "Cancel" || $0.label == "Pay" }?.label == "Cancel",
                "read from the right, the leading button comes first")
        #expect(stack.semanticContentAttribute == .unspecified)
    }
}
#endif
