import A11ySnapshot
import Testing

/// Deep and wide hierarchies are read without exhausting the stack, and the result always fits
/// in a snapshot file.
@Suite("Capture: deep and wide hierarchies")
struct CaptureDepthTests {
    private static let size = 10_000

    /// `levels` views nested in each other, each made by `wrap`, around one element.
    private func chain(_ levels: Int, wrap: (TestNode) -> TestNode) -> TestNode {
        var node = TestNode.element("Leaf", 10, 10, 10, 10)
        for _ in 0..<levels {
            node = wrap(TestNode.view(0, 0, 390, 844, [node]))
        }
        return node
    }

    /// The deepest element nesting of `elements` (1 for a flat list).
    private func depth(_ elements: [AccessibilityElement]) -> Int {
        var deepest = 0
        var pending = elements.map { ($0, 1) }
        while let (element, level) = pending.popLast() {
            deepest = max(deepest, level)
            pending += element.children.map { ($0, level + 1) }
        }
        return deepest
    }

    @Test("10,000 nested plain views flatten to their element")
    func deepPlainViews() {
        let elements = AccessibilityHierarchyWalker().elements(of: chain(Self.size) { $0 })
        #expect(elements.map(\.label) == ["Leaf"])
    }

    @Test("10,000 nested grouping views flatten to their element")
    func deepGroupingViews() {
        let elements = AccessibilityHierarchyWalker().elements(of: chain(Self.size) { $0.grouping() })
        #expect(elements.map(\.label) == ["Leaf"])
    }

    @Test("10,000 nested explicit element lists flatten to their element")
    func deepListedElements() {
        var node = TestNode.nonView("Leaf", 10, 10, 10, 10)
        for _ in 0..<Self.size {
            node = TestNode.view(0, 0, 390, 844).listing([node])
        }
        #expect(AccessibilityHierarchyWalker().elements(of: node).map(\.label) == ["Leaf"])
    }

    @Test("10,000 nested lists are cut to the depth a snapshot holds, keeping the element")
    func deepContainersAreCapped() throws {
        let root = chain(Self.size) { $0.container(.list) }
        let snapshot = AccessibilityHierarchyWalker().snapshot(of: root, name: "Deep")
        #expect(readingOrder(snapshot.elements) == ["Leaf"])
        #expect(depth(snapshot.elements) == (AccessibilitySnapshot.maximumNestingDepth - 2) / 2)
        #expect(try AccessibilitySnapshot(json: snapshot.canonicalJSON()) == snapshot)
    }

    @Test("10,000 sibling elements are all read, in row order")
    func wideHierarchy() {
        let columns = 100
        let cells = (0..<Self.size).reversed().map { index in
            TestNode.element("\(index)", Double(index % columns) * 20, Double(index / columns) * 20, 20, 20)
        }
        let elements = AccessibilityHierarchyWalker().elements(of: TestNode.view(0, 0, 2000, 2000, cells))
        #expect(elements.map(\.label) == (0..<Self.size).map(String.init))
    }

    @Test("a cycle among nodes without an identity stops at the traversal depth limit")
    func cycleWithoutIdentityTerminates() {
        let elements = AccessibilityHierarchyWalker().elements(of: Endless())
        #expect(readingOrder(elements).count == AccessibilityHierarchyWalker.maximumTraversalDepth)
    }
}

/// A value-type node that lists a copy of itself and one element, for ever.
private struct Endless: AccessibilityHierarchyNode {
    var isAccessibilityElement: Bool { false }
    var accessibilityLabel: String? { nil }
    var accessibilityValue: String? { nil }
    var accessibilityHint: String? { nil }
    var accessibilityIdentifier: String? { nil }
    var accessibilityTraitBits: UInt64 { 0 }
    var accessibilityFrame: CaptureRect { CaptureRect(x: 0, y: 0, width: 390, height: 844) }
    var accessibilityActivationPoint: CapturePoint { CapturePoint(x: 0, y: 0) }
    var accessibilityElements: [any AccessibilityHierarchyNode]? { [Endless(), TestNode.nonView("Leaf", 0, 0, 10, 10)] }
    var accessibilityElementsHidden: Bool { false }
    var accessibilityViewIsModal: Bool { false }
    var shouldGroupAccessibilityChildren: Bool { false }
    var accessibilityContainerKind: ContainerKind? { nil }
    var accessibilityCustomActionNames: [String] { [] }
    var accessibilityLanguage: String? { nil }
    var viewState: CaptureViewState? { nil }
    var subnodes: [any AccessibilityHierarchyNode] { [] }
    var elementType: ElementType? { nil }
    var placeholder: String? { nil }
}
