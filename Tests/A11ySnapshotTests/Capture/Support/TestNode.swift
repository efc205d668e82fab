import A11ySnapshot
import ExampleScreens

/// A hand-built object of a live accessibility hierarchy, for walker tests: a view or a plain
/// accessibility element with settable UIKit-style properties.
///
/// ```swift
/// let screen = TestNode.view(0, 0, 390, 844, [
///     .element("Title", 16, 60, 358, 30).traits(.header),
///     .view(0, 100, 390, 200, [.element("Row", 16, 110, 358, 44)]).container(.list),
/// ])
/// ```
final class TestNode: AccessibilityHierarchyNode {
    var isAccessibilityElement = false
    var accessibilityLabel: String?
    var accessibilityValue: String?
    var accessibilityHint: String?
    var accessibilityIdentifier: String?
    var accessibilityTraitBits: UInt64 = 0
    var accessibilityFrame: CaptureRect
    /// `nil`: UIKit's default, the frame's centre.
    var customActivationPoint: CapturePoint?
    var accessibilityActivationPoint: CapturePoint {
        customActivationPoint ?? CapturePoint(
            x: accessibilityFrame.x + accessibilityFrame.width / 2, y: accessibilityFrame.y + accessibilityFrame.height / 2)
    }
    var listedElements: [TestNode]?
    var accessibilityElementsHidden = false
    var accessibilityViewIsModal = false
    var shouldGroupAccessibilityChildren = false
    var accessibilityContainerKind: ContainerKind?
    var accessibilityCustomActionNames: [String] = []
    var accessibilityLanguage: String?
    var viewState: CaptureViewState?
    var children: [TestNode]
    var elementType: ElementType?
    var placeholder: String?
    var accessibilityCustomContent: [CustomContent] = []
    var accessibilityCustomRotorNames: [String] = []
    var accessibilityUserInputLabels: [String] = []
    var accessibilityRespondsToUserInteraction: Bool?
    var textStyle: TextStyle?
    var colors: ElementColors?

    var accessibilityElements: [any AccessibilityHierarchyNode]? { listedElements }
    var subnodes: [any AccessibilityHierarchyNode] { children }

    private init(frame: CaptureRect, isView: Bool, children: [TestNode]) {
        accessibilityFrame = frame
        viewState = isView ? CaptureViewState(width: frame.width, height: frame.height) : nil
        self.children = children
    }

    /// Releases deep chains without recursing once per level (the default deinit would).
    deinit {
        var pending = children
        children = []
        if let listed = listedElements { pending += listed }
        listedElements = nil
        while var node = pending.popLast() {
            guard isKnownUniquelyReferenced(&node) else { continue }
            pending += node.children
            node.children = []
            if let listed = node.listedElements { pending += listed }
            node.listedElements = nil
        }
    }

    // MARK: Building

    /// A plain view (not an element) with a screen frame and subviews.
    static func view(_ x: Double, _ y: Double, _ width: Double, _ height: Double, _ children: [TestNode] = []) -> TestNode {
        TestNode(frame: CaptureRect(x: x, y: y, width: width, height: height), isView: true, children: children)
    }

    /// A view that is an accessibility element with this label.
    static func element(_ label: String, _ x: Double, _ y: Double, _ width: Double, _ height: Double, _ children: [TestNode] = []) -> TestNode {
        let node = view(x, y, width, height, children)
        node.isAccessibilityElement = true
        node.accessibilityLabel = label
        return node
    }

    /// An accessibility element that is not a view (a `UIAccessibilityElement`).
    static func nonView(_ label: String, _ x: Double, _ y: Double, _ width: Double, _ height: Double) -> TestNode {
        let node = TestNode(frame: CaptureRect(x: x, y: y, width: width, height: height), isView: false, children: [])
        node.isAccessibilityElement = true
        node.accessibilityLabel = label
        return node
    }

    // MARK: Modifiers (each returns the node, to chain)

    @discardableResult func with(_ change: (TestNode) -> Void) -> TestNode {
        change(self)
        return self
    }

    func hidden() -> TestNode { with { $0.viewState?.isHidden = true } }
    func alpha(_ alpha: Double) -> TestNode { with { $0.viewState?.alpha = alpha } }
    func clipping() -> TestNode { with { $0.viewState?.clipsToBounds = true } }
    func size(_ width: Double, _ height: Double) -> TestNode {
        with {
            $0.viewState?.width = width; $0.viewState?.height = height
            $0.viewState?.frameWidth = width; $0.viewState?.frameHeight = height
        }
    }
    /// Gives the view a frame size different from its bounds' size, as a transform does.
    func transformedFrameSize(_ width: Double, _ height: Double) -> TestNode {
        with { $0.viewState?.frameWidth = width; $0.viewState?.frameHeight = height }
    }
    func activationPoint(_ x: Double, _ y: Double) -> TestNode { with { $0.customActivationPoint = CapturePoint(x: x, y: y) } }
    func elementsHidden() -> TestNode { with { $0.accessibilityElementsHidden = true } }
    func modal() -> TestNode { with { $0.accessibilityViewIsModal = true } }
    func grouping() -> TestNode { with { $0.shouldGroupAccessibilityChildren = true } }
    func container(_ kind: ContainerKind) -> TestNode { with { $0.accessibilityContainerKind = kind } }
    func traits(_ traits: AccessibilityTraits) -> TestNode { with { $0.accessibilityTraitBits = traits.rawValue } }
    func traitBits(_ bits: UInt64) -> TestNode { with { $0.accessibilityTraitBits = bits } }
    func label(_ label: String?) -> TestNode { with { $0.accessibilityLabel = label } }
    func value(_ value: String?) -> TestNode { with { $0.accessibilityValue = value } }
    func hint(_ hint: String?) -> TestNode { with { $0.accessibilityHint = hint } }
    func identifier(_ identifier: String?) -> TestNode { with { $0.accessibilityIdentifier = identifier } }
    func language(_ language: String?) -> TestNode { with { $0.accessibilityLanguage = language } }
    func placeholder(_ placeholder: String?) -> TestNode { with { $0.placeholder = placeholder } }
    func type(_ type: ElementType?) -> TestNode { with { $0.elementType = type } }
    func customActions(_ names: [String]) -> TestNode { with { $0.accessibilityCustomActionNames = names } }
    func frame(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> TestNode {
        with { $0.accessibilityFrame = CaptureRect(x: x, y: y, width: width, height: height) }
    }
    /// Sets `accessibilityElements`, the explicit reading order.
    func listing(_ elements: [TestNode]) -> TestNode { with { $0.listedElements = elements } }
    func accessible() -> TestNode { with { $0.isAccessibilityElement = true } }
}

/// The labels of `elements` and of all their descendants, in reading order (what VoiceOver
/// visits by swiping).
func readingOrder(_ elements: [AccessibilityElement]) -> [String] {
    var result: [String] = []
    var pending = Array(elements.reversed())
    while let element = pending.popLast() {
        if element.container == nil { result.append(element.label) }
        pending += element.children.reversed()
    }
    return result
}

/// The labels the default walker reads under `root`.
func capturedLabels(_ root: TestNode, _ walker: AccessibilityHierarchyWalker = AccessibilityHierarchyWalker()) -> [String] {
    readingOrder(walker.elements(of: root))
}

/// `values` in a pseudo-random order fixed by `seed`, so a failing permutation can be
/// reproduced.
func shuffled<T>(_ values: [T], seed: UInt64) -> [T] {
    var generator = SplitMix64(seed: seed)
    return values.shuffled(using: &generator)
}
