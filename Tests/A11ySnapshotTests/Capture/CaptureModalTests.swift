import A11ySnapshot
import Testing

/// `accessibilityViewIsModal`: among siblings, only the last modal view is read.
@Suite("Capture: modal views")
struct CaptureModalTests {
    private func screen(_ children: [TestNode]) -> TestNode {
        TestNode.view(0, 0, 390, 844, children)
    }

    @Test("a modal view containing an element hides its siblings")
    func modalContainingElement() {
        let root = screen([
            .element("Behind", 0, 0, 100, 40),
            .view(0, 200, 390, 200, [.element("Alert", 10, 210, 100, 40)]).modal(),
        ])
        #expect(capturedLabels(root) == ["Alert"])
    }

    @Test("a modal view that is itself an element hides its siblings")
    func modalThatIsAnElement() {
        let root = screen([
            .element("Behind", 0, 0, 100, 40),
            .element("Alert", 0, 200, 390, 200).modal(),
        ])
        #expect(capturedLabels(root) == ["Alert"])
    }

    @Test("an inaccessible modal view with nothing to read still hides its siblings")
    func inaccessibleModal() {
        let root = screen([
            .element("Behind", 0, 0, 100, 40),
            TestNode.view(0, 200, 390, 200).label("Not an element").modal(),
        ])
        #expect(capturedLabels(root).isEmpty)
    }

    @Test("of two modal siblings only the last is read")
    func twoModals() {
        let root = screen([
            .element("First modal", 0, 0, 390, 100).modal(),
            .element("Second modal", 0, 200, 390, 100).modal(),
            .element("Plain", 0, 400, 390, 100),
        ])
        #expect(capturedLabels(root) == ["Second modal"])
    }

    @Test("a modal view hides a sibling container")
    func modalAndContainer() {
        let root = screen([
            .view(0, 0, 390, 100, [.element("Row", 0, 0, 390, 44)]).container(.list),
            .view(0, 200, 390, 200, [.element("Sheet", 0, 210, 100, 40)]).modal(),
        ])
        let elements = AccessibilityHierarchyWalker().elements(of: root)
        #expect(readingOrder(elements) == ["Sheet"])
        #expect(elements.allSatisfy { $0.container == nil })
    }

    @Test("without a modal view two sibling containers are both read")
    func twoContainers() {
        let root = screen([
            .view(0, 0, 390, 100, [.element("First row", 0, 0, 390, 44)]).container(.list),
            .view(0, 200, 390, 100, [.element("Second row", 0, 200, 390, 44)]).container(.list),
        ])
        let elements = AccessibilityHierarchyWalker().elements(of: root)
        #expect(elements.map(\.container) == [.list, .list])
        #expect(readingOrder(elements) == ["First row", "Second row"])
    }

    @Test("a modal view hides only its own siblings, not its parent's")
    func modalIsScopedToSiblings() {
        let root = screen([
            .element("Uncle", 0, 0, 100, 40),
            .view(0, 200, 390, 200, [.element("Dialog", 0, 200, 100, 40).modal()]),
        ])
        #expect(capturedLabels(root) == ["Uncle", "Dialog"])
    }

    @Test("a hidden modal view does not hide its siblings")
    func hiddenModalIsIgnored() {
        let root = screen([
            .element("Behind", 0, 0, 100, 40),
            .element("Dismissed", 0, 200, 390, 200).modal().hidden(),
        ])
        #expect(capturedLabels(root) == ["Behind"])
    }

    @Test("a modal view hiding its elements does not hide its siblings")
    func elementsHiddenModalIsIgnored() {
        let root = screen([
            .element("Behind", 0, 0, 100, 40),
            .element("Silenced", 0, 200, 390, 200).modal().elementsHidden(),
        ])
        #expect(capturedLabels(root) == ["Behind"])
    }
}
