#if os(Linux)
import A11ySnapshot
import A11ySnapshotUIKit
import AppleShim
import Foundation
import Testing

/// Containers that vend their elements only through the indexed `UIAccessibilityContainer`
/// methods (custom card forms, cross-platform UI frameworks' containers) are read; without this a
/// screen of them captures empty and its test passes while checking nothing.
@Suite("UIKit capture: indexed containers")
@MainActor
struct IndexedContainerTests {
    typealias S = SimulatedScreen

    /// Vends `elements` through `accessibilityElementCount()` / `accessibilityElement(at:)`, as a
    /// UIKit class does by overriding them (here through the shim's stand-in protocol);
    /// `reportedCount` overrides the count.
    final class CardForm: UIView, UIAccessibilityIndexedContainer {
        var vended: [UIAccessibilityElement?] = []
        var reportedCount: Int?

        func overriddenAccessibilityElementCount() -> Int { reportedCount ?? vended.count }
        func overriddenAccessibilityElement(at index: Int) -> Any? { vended.indices.contains(index) ? vended[index] as Any? : nil }
        func overriddenIndex(ofAccessibilityElement element: Any) -> Int {
            vended.firstIndex { $0 === element as AnyObject } ?? NSNotFound
        }

        func field(_ label: String, y: Double) -> UIAccessibilityElement {
            let element = UIAccessibilityElement(accessibilityContainer: self)
            element.isAccessibilityElement = true
            element.accessibilityLabel = label
            element.accessibilityFrameInContainerSpace = CGRect(x: 16, y: y, width: 300, height: 44)
            return element
        }
    }

    private func form() -> CardForm {
        let form = CardForm(frame: CGRect(x: 0, y: 100, width: 393, height: 300))
        form.vended = [form.field("Card number", y: 0), form.field("Expiry", y: 60), form.field("Security code", y: 120)]
        return form
    }

    @Test("Elements vended by index are read, in index order, with container-space frames")
    func readInIndexOrder() {
        let form = form()
        form.vended.reverse()
        let captured = S.capture(S.phone([form]))
        #expect(captured.elements.map(\.label) == ["Security code", "Expiry", "Card number"])
        #expect(captured.elements.first?.frame == Frame(16, 220, 300, 44))
    }

    @Test("accessibilityElements, when set, wins over the indexed methods")
    func elementsPropertyFirst() {
        let form = form()
        let other = form.field("Name on card", y: 200)
        form.accessibilityElements = [other]
        #expect(S.labels(S.phone([form])) == ["Name on card"])
    }

    @Test("nil entries are skipped")
    func nilEntriesSkipped() {
        let form = form()
        form.vended.insert(nil, at: 1)
        #expect(S.labels(S.phone([form])) == ["Card number", "Expiry", "Security code"])
    }

    @Test("A count of NSNotFound means no indexed elements: the subviews are read")
    func notFoundCountReadsSubviews() {
        let form = form()
        form.reportedCount = NSNotFound
        form.addSubview(S.element("Pay", 16, 200))
        #expect(S.labels(S.phone([form])) == ["Pay"])
    }

    @Test("A huge count is read up to the limit, without hanging")
    func hugeCountBounded() {
        let form = form()
        form.reportedCount = Int.max - 1
        #expect(S.labels(S.phone([form])) == ["Card number", "Expiry", "Security code"])
    }
}
#endif
