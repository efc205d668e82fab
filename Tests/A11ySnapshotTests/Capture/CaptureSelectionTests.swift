import A11ySnapshot
import Testing

/// Which objects the walker reads: hidden subtrees, invisible views, zero-size views, elements'
/// subviews and explicit element lists.
@Suite("Capture: element selection")
struct CaptureSelectionTests {
    @Test("visible elements under plain views are read")
    func visibleElementsAreRead() {
        let root = TestNode.view(0, 0, 390, 844, [
            .element("A", 0, 0, 100, 40),
            .view(0, 50, 390, 100, [.element("B", 0, 50, 100, 40)]),
        ])
        #expect(capturedLabels(root) == ["A", "B"])
    }

    @Test("accessibilityElementsHidden removes a view's whole subtree")
    func elementsHiddenRemovesSubtree() {
        let root = TestNode.view(0, 0, 390, 844, [
            .view(0, 0, 390, 100, [.element("Gone", 0, 0, 100, 40)]).elementsHidden(),
            .element("Kept", 0, 200, 100, 40),
        ])
        #expect(capturedLabels(root) == ["Kept"])
    }

    @Test("accessibilityElementsHidden removes even an accessibility element")
    func elementsHiddenRemovesAnElement() {
        let root = TestNode.view(0, 0, 390, 844, [
            .element("Gone", 0, 0, 100, 40).elementsHidden(),
            .element("Kept", 0, 200, 100, 40),
        ])
        #expect(capturedLabels(root) == ["Kept"])
    }

    @Test("accessibilityElementsHidden removes a container with its elements")
    func elementsHiddenRemovesAContainer() {
        let root = TestNode.view(0, 0, 390, 844, [
            .view(0, 0, 390, 100, [.element("Row", 0, 0, 100, 40)]).container(.list).elementsHidden(),
        ])
        #expect(AccessibilityHierarchyWalker().elements(of: root).isEmpty)
    }

    @Test("a hidden view is skipped with its subviews")
    func hiddenViewIsSkipped() {
        let root = TestNode.view(0, 0, 390, 844, [
            .view(0, 0, 390, 100, [.element("Gone", 0, 0, 100, 40)]).hidden(),
            .element("Also gone", 0, 200, 100, 40).hidden(),
            .element("Kept", 0, 300, 100, 40),
        ])
        #expect(capturedLabels(root) == ["Kept"])
    }

    @Test("grouped views inside a hidden parent are skipped")
    func groupInsideHiddenParentIsSkipped() {
        let root = TestNode.view(0, 0, 390, 844, [
            .view(0, 0, 390, 300, [
                .view(0, 0, 390, 100, [.element("Grouped", 0, 0, 100, 40)]).grouping(),
            ]).hidden(),
            .element("Kept", 0, 400, 100, 40),
        ])
        #expect(capturedLabels(root) == ["Kept"])
    }

    @Test("grouped views inside a parent hiding its elements are skipped")
    func groupInsideElementsHiddenParentIsSkipped() {
        let root = TestNode.view(0, 0, 390, 844, [
            .view(0, 0, 390, 300, [
                .view(0, 0, 390, 100, [.element("Grouped", 0, 0, 100, 40)]).grouping(),
            ]).elementsHidden(),
            .element("Kept", 0, 400, 100, 40),
        ])
        #expect(capturedLabels(root) == ["Kept"])
    }

    @Test("a view with zero alpha is skipped")
    func zeroAlphaIsSkipped() {
        let root = TestNode.view(0, 0, 390, 844, [
            .view(0, 0, 390, 100, [.element("Gone", 0, 0, 100, 40)]).alpha(0),
            .element("Kept", 0, 200, 100, 40),
        ])
        #expect(capturedLabels(root) == ["Kept"])
    }

    @Test("a view less than 1% opaque is skipped, as UIKit's hit testing treats it")
    func nearlyTransparentIsSkipped() {
        let root = TestNode.view(0, 0, 390, 844, [.element("Faint", 0, 0, 100, 40).alpha(0.005)])
        #expect(capturedLabels(root).isEmpty)
    }

    @Test("a view exactly 1% opaque is read")
    func onePercentOpaqueIsRead() {
        let root = TestNode.view(0, 0, 390, 844, [.element("Faint", 0, 0, 100, 40).alpha(0.01)])
        #expect(capturedLabels(root) == ["Faint"])
    }

    @Test("a view with a NaN alpha is skipped")
    func nanAlphaIsSkipped() {
        let root = TestNode.view(0, 0, 390, 844, [.element("Broken", 0, 0, 100, 40).alpha(.nan)])
        #expect(capturedLabels(root).isEmpty)
    }

    @Test("a zero-size view that clips to bounds is skipped with its subviews")
    func zeroSizeClippingViewIsSkipped() {
        let root = TestNode.view(0, 0, 390, 844, [
            .view(0, 0, 0, 0, [.element("Clipped", 0, 0, 100, 40)]).clipping(),
        ])
        #expect(capturedLabels(root).isEmpty)
    }

    @Test("a zero-size accessibility element is skipped")
    func zeroSizeElementIsSkipped() {
        let root = TestNode.view(0, 0, 390, 844, [.element("Empty", 10, 10, 0, 0)])
        #expect(capturedLabels(root).isEmpty)
    }

    @Test("a zero-size container listing its elements drops them")
    func zeroSizeListingContainerIsSkipped() {
        let container = TestNode.view(0, 0, 0, 0).listing([
            .nonView("One", 0, 0, 100, 40), .nonView("Two", 0, 50, 100, 40),
        ])
        let root = TestNode.view(0, 0, 390, 844, [container, .element("Kept", 0, 400, 100, 40)])
        #expect(capturedLabels(root) == ["Kept"])
    }

    @Test("a zero-size wrapper that does not clip is traversed")
    func zeroSizeWrapperIsTraversed() {
        let root = TestNode.view(0, 0, 390, 844, [
            .view(0, 0, 0, 0, [.element("Inside", 0, 0, 100, 40)]),
        ])
        #expect(capturedLabels(root) == ["Inside"])
    }

    @Test("a clipping view with only one zero dimension is traversed")
    func singleAxisZeroSizeIsTraversed() {
        let root = TestNode.view(0, 0, 390, 844, [
            .view(0, 0, 0, 100, [.element("Inside", 0, 0, 100, 40)]).clipping(),
        ])
        #expect(capturedLabels(root) == ["Inside"])
    }

    @Test("an accessible parent hides its subviews")
    func accessibleParentHidesChildren() {
        let root = TestNode.view(0, 0, 390, 844, [
            .element("Parent", 0, 0, 390, 100, [.element("Child", 0, 0, 100, 40)]),
        ])
        #expect(capturedLabels(root) == ["Parent"])
    }

    @Test("an accessible parent hides the elements it lists")
    func accessibleParentHidesListedElements() {
        let parent = TestNode.element("Parent", 0, 0, 390, 100).listing([.nonView("Listed", 0, 0, 100, 40)])
        #expect(capturedLabels(TestNode.view(0, 0, 390, 844, [parent])) == ["Parent"])
    }

    @Test("explicit accessibilityElements are read in their given order, not by position")
    func explicitElementsKeepTheirOrder() {
        let table = TestNode.view(0, 0, 390, 300).listing([
            .nonView("Cell 1", 0, 100, 390, 44),
            .nonView("Cell 2", 0, 150, 390, 44),
            .nonView("Header", 0, 0, 390, 44),
        ])
        #expect(capturedLabels(TestNode.view(0, 0, 390, 844, [table])) == ["Cell 1", "Cell 2", "Header"])
    }

    @Test("explicit accessibilityElements replace the subviews")
    func explicitElementsReplaceSubviews() {
        let view = TestNode.view(0, 0, 390, 300, [.element("Subview", 0, 0, 100, 40)])
            .listing([.nonView("Listed", 0, 100, 100, 40)])
        #expect(capturedLabels(TestNode.view(0, 0, 390, 844, [view])) == ["Listed"])
    }

    @Test("listed elements that are hidden views are skipped")
    func hiddenListedElementsAreSkipped() {
        let view = TestNode.view(0, 0, 390, 300).listing([
            .element("Hidden", 0, 0, 100, 40).hidden(), .nonView("Shown", 0, 100, 100, 40),
        ])
        #expect(capturedLabels(TestNode.view(0, 0, 390, 844, [view])) == ["Shown"])
    }

    @Test("an element that is not a view is read whatever its size")
    func nonViewElementIgnoresViewRules() {
        let view = TestNode.view(0, 0, 390, 300).listing([.nonView("Point", 10, 10, 0, 0)])
        #expect(capturedLabels(TestNode.view(0, 0, 390, 844, [view])) == ["Point"])
    }

    @Test("a root that is an element is captured as that element")
    func rootElementIsCaptured() {
        #expect(capturedLabels(TestNode.element("Button", 0, 0, 100, 44)) == ["Button"])
    }

    @Test("a hidden root captures nothing")
    func hiddenRootCapturesNothing() {
        let root = TestNode.view(0, 0, 390, 844, [.element("A", 0, 0, 100, 40)]).hidden()
        #expect(capturedLabels(root).isEmpty)
    }

    @Test("a view that is not an element and has no label is not itself read")
    func plainViewIsNotAnElement() {
        let root = TestNode.view(0, 0, 390, 844, [TestNode.view(0, 0, 100, 40).label("Not an element")])
        #expect(capturedLabels(root).isEmpty)
    }
}
