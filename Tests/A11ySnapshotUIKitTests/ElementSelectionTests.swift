#if os(Linux)
import A11ySnapshot
import A11ySnapshotUIKit
import AppleShim
import Foundation
import Testing

/// Which objects of a UIKit hierarchy become elements (the reference implementation's
/// element-selection cases), through the adapter and the walker.
@Suite("UIKit capture: element selection")
@MainActor
struct ElementSelectionTests {
    typealias S = SimulatedScreen

    @Test("accessibilityElementsHidden removes an element")
    func elementsHiddenRemovesAnElement() {
        let hidden = S.element("Hidden", 0, 0)
        hidden.accessibilityElementsHidden = true
        #expect(S.labels(S.phone([hidden, S.element("Shown", 0, 100)])) == ["Shown"])
    }

    @Test("accessibilityElementsHidden removes a container's whole subtree")
    func elementsHiddenRemovesASubtree() {
        let container = S.view(0, 0, 393, 200, [S.element("Inner", 0, 0)])
        container.accessibilityElementsHidden = true
        #expect(S.labels(S.phone([container, S.element("Outer", 0, 300)])) == ["Outer"])
    }

    @Test("A hidden view and its subviews are skipped")
    func hiddenViewIsSkipped() {
        let container = S.view(0, 0, 393, 200, [S.element("Inner", 0, 0)])
        container.isHidden = true
        #expect(S.labels(S.phone([container, S.element("Outer", 0, 300)])) == ["Outer"])
    }

    @Test("A fully transparent view is skipped")
    func transparentViewIsSkipped() {
        let faded = S.element("Faded", 0, 0)
        faded.alpha = 0
        #expect(S.labels(S.phone([faded, S.element("Shown", 0, 100)])) == ["Shown"])
    }

    @Test("A zero-size view that clips its content is skipped")
    func zeroSizeClippingViewIsSkipped() {
        let clipped = S.view(0, 0, 0, 0, [S.element("Clipped", 0, 0)])
        clipped.clipsToBounds = true
        #expect(S.labels(S.phone([clipped, S.element("Shown", 0, 100)])) == ["Shown"])
    }

    @Test("A zero-size wrapper that does not clip is read through")
    func zeroSizeWrapperIsTraversed() {
        let wrapper = S.view(20, 40, 0, 0, [S.element("Inside", 0, 0)])
        #expect(S.labels(S.phone([wrapper])) == ["Inside"])
    }

    @Test("A zero-size view that lists its own elements is skipped")
    func zeroSizeContainerOfElementsIsSkipped() {
        let container = S.view(0, 0, 0, 0)
        let element = UIAccessibilityElement(accessibilityContainer: container)
        element.isAccessibilityElement = true
        element.accessibilityLabel = "Listed"
        element.accessibilityFrame = CGRect(x: 0, y: 0, width: 50, height: 20)
        container.accessibilityElements = [element]
        #expect(S.labels(S.phone([container, S.element("Shown", 0, 100)])) == ["Shown"])
    }

    @Test("An accessibility element hides its subviews")
    func elementHidesItsSubviews() {
        let parent = S.element("Parent", 0, 0, 393, 100)
        parent.addSubview(S.element("Child", 10, 10))
        #expect(S.capture(S.phone([parent])).allLabels == ["Parent"])
    }

    @Test("Explicit accessibilityElements are read in their given order, not by position")
    func explicitElementsKeepTheirOrder() {
        let header = S.element("Header", 0, 0, 393, 40)
        let cell1 = S.element("Cell 1", 0, 100, 393, 40)
        let cell2 = S.element("Cell 2", 0, 200, 393, 40)
        let list = S.view(0, 0, 393, 400, [header, cell1, cell2])
        list.accessibilityElements = [cell1, cell2, header]
        #expect(S.labels(S.phone([list])) == ["Cell 1", "Cell 2", "Header"])
    }

    @Test("Explicit accessibilityElements replace the subviews")
    func explicitElementsReplaceSubviews() {
        let listed = S.element("Listed", 0, 0)
        let container = S.view(0, 0, 393, 400, [listed, S.element("Not listed", 0, 100)])
        container.accessibilityElements = [listed]
        #expect(S.labels(S.phone([container])) == ["Listed"])
    }

    @Test("A UIAccessibilityElement vended by a view is captured with its own frame")
    func accessibilityElementObjects() {
        let canvas = S.view(0, 100, 393, 200)
        let drawn = UIAccessibilityElement(accessibilityContainer: canvas)
        drawn.isAccessibilityElement = true
        drawn.accessibilityLabel = "Drawn"
        drawn.accessibilityFrame = CGRect(x: 30, y: 150, width: 60, height: 30)
        canvas.accessibilityElements = [drawn]
        let captured = S.capture(S.phone([canvas]))
        #expect(captured.elements.map(\.label) == ["Drawn"])
        #expect(captured.elements.first?.frame == Frame(30, 150, 60, 30))
    }

    @Test("An object listed twice is read once")
    func sharedObjectIsReadOnce() {
        let shared = S.element("Shared", 0, 0)
        let container = S.view(0, 0, 393, 100, [shared])
        container.accessibilityElements = [shared, shared]
        #expect(S.labels(S.phone([container])) == ["Shared"])
    }

    @Test("An accessibilityElements cycle ends instead of hanging")
    func cycleEnds() {
        let first = S.view(0, 0, 393, 100)
        let second = S.view(0, 0, 393, 100)
        first.accessibilityElements = [second, S.element("Leaf", 0, 0)]
        second.accessibilityElements = [first]
        #expect(S.labels(S.phone([first])) == ["Leaf"])
    }

    @Test("Unnamed groups are flattened; grouping keeps a group's elements together")
    func groupingKeepsElementsTogether() {
        // Column A (x 0) and column B (x 200), rows at y 0 and 100.
        func columns(grouped: Bool) -> UIView {
            let a = S.view(0, 0, 100, 200, [S.element("A1", 0, 0), S.element("A2", 0, 100)])
            let b = S.view(200, 0, 100, 200, [S.element("B1", 0, 0), S.element("B2", 0, 100)])
            a.shouldGroupAccessibilityChildren = grouped
            b.shouldGroupAccessibilityChildren = grouped
            return S.phone([a, b])
        }
        #expect(S.labels(columns(grouped: false)) == ["A1", "B1", "A2", "B2"])
        #expect(S.labels(columns(grouped: true)) == ["A1", "A2", "B1", "B2"])
    }
}
#endif
