import A11ySnapshot
import Testing

/// Each object is read once; wrappers made afresh for every access are not mistaken for repeats.
@Suite("Capture: object identity")
struct CaptureObjectIdentityTests {
    @Test("an object listing itself as its own element is read once")
    func selfListingCycleIsReadOnce() {
        let node = TestNode.view(0, 0, 390, 844)
        node.listedElements = [node, .nonView("Leaf", 10, 10, 10, 10)]
        defer { node.listedElements = nil }
        #expect(capturedLabels(node) == ["Leaf"])
    }

    @Test("an element listed by two containers is read once")
    func sharedElementIsReadOnce() {
        let shared = TestNode.nonView("Shared", 10, 10, 10, 10)
        let root = TestNode.view(0, 0, 390, 844, [
            TestNode.view(0, 0, 390, 400).listing([shared]),
            TestNode.view(0, 400, 390, 400).listing([shared, .nonView("Other", 10, 410, 10, 10)]),
        ])
        #expect(capturedLabels(root) == ["Shared", "Other"])
    }

    @Test("class wrappers created afresh on every access are all read")
    func freshWrappersAreAllRead() {
        // Each cell wraps its element, so wrappers are made while earlier ones have been released.
        let cells = (0..<2_000).map { TestNode.view(0, Double($0) * 50, 390, 44, [.element("\($0)", 0, Double($0) * 50, 390, 44)]) }
        let elements = AccessibilityHierarchyWalker().elements(of: FreshWrapper(TestNode.view(0, 0, 390, 844, cells)))
        #expect(elements.count == 2_000)
    }
}

/// A class node that wraps a ``TestNode`` and hands out new wrappers for its subviews each time
/// they are asked for, as an adapter over UIKit objects might.
private final class FreshWrapper: AccessibilityHierarchyNode {
    private let node: TestNode
    init(_ node: TestNode) { self.node = node }

    var isAccessibilityElement: Bool { node.isAccessibilityElement }
    var accessibilityLabel: String? { node.accessibilityLabel }
    var accessibilityValue: String? { node.accessibilityValue }
    var accessibilityHint: String? { node.accessibilityHint }
    var accessibilityIdentifier: String? { node.accessibilityIdentifier }
    var accessibilityTraitBits: UInt64 { node.accessibilityTraitBits }
    var accessibilityFrame: CaptureRect { node.accessibilityFrame }
    var accessibilityActivationPoint: CapturePoint { node.accessibilityActivationPoint }
    var accessibilityElements: [any AccessibilityHierarchyNode]? { node.listedElements?.map(FreshWrapper.init) }
    var accessibilityElementsHidden: Bool { node.accessibilityElementsHidden }
    var accessibilityViewIsModal: Bool { node.accessibilityViewIsModal }
    var shouldGroupAccessibilityChildren: Bool { node.shouldGroupAccessibilityChildren }
    var accessibilityContainerKind: ContainerKind? { node.accessibilityContainerKind }
    var accessibilityCustomActionNames: [String] { node.accessibilityCustomActionNames }
    var accessibilityLanguage: String? { node.accessibilityLanguage }
    var viewState: CaptureViewState? { node.viewState }
    var subnodes: [any AccessibilityHierarchyNode] { node.children.map(FreshWrapper.init) }
    var elementType: ElementType? { node.elementType }
    var placeholder: String? { node.placeholder }
}
