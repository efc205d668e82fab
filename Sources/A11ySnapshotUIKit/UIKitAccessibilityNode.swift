import A11ySnapshot

/// One object of a UIKit accessibility hierarchy (a view, a `UIAccessibilityElement`, a SwiftUI
/// accessibility node), as read on the main actor, handed to ``AccessibilityHierarchyWalker``.
///
/// Reading (`UIKitAccessibilityNode(reading:)`, iOS and visionOS) copies every property the
/// walker asks for out of the live objects once, in one pass over the hierarchy, so the walk
/// itself touches no UIKit object and runs off the main actor as well as on it. An object
/// reachable twice (listed in `accessibilityElements` and also a subview) is read once.
public struct UIKitAccessibilityNode: AccessibilityHierarchyNode, Sendable {
    let hierarchy: ReadHierarchy
    let index: Int

    init(hierarchy: ReadHierarchy, index: Int) {
        self.hierarchy = hierarchy
        self.index = index
    }

    private var properties: ReadHierarchy.Properties { hierarchy.objects[index] }

    /// Where the reader found this object's attributes, when the capture explains its walk.
    var provenance: UIKitReadProvenance? { hierarchy.provenance?[index] }

    public var isAccessibilityElement: Bool { properties.isAccessibilityElement }
    public var accessibilityLabel: String? { properties.label }
    public var accessibilityValue: String? { properties.value }
    public var accessibilityHint: String? { properties.hint }
    public var accessibilityIdentifier: String? { properties.identifier }
    public var accessibilityTraitBits: UInt64 { properties.traitBits }
    public var accessibilityFrame: CaptureRect { properties.frame }
    public var accessibilityActivationPoint: CapturePoint { properties.activationPoint }
    public var accessibilityElementsHidden: Bool { properties.elementsHidden }
    public var accessibilityViewIsModal: Bool { properties.viewIsModal }
    public var shouldGroupAccessibilityChildren: Bool { properties.groupsChildren }
    public var accessibilityContainerKind: ContainerKind? { properties.containerKind }
    public var accessibilityCustomActionNames: [String] { properties.customActionNames }
    public var accessibilityLanguage: String? { properties.language }
    public var viewState: CaptureViewState? { properties.viewState }
    public var elementType: ElementType? { properties.elementType }
    public var placeholder: String? { properties.placeholder }
    /// The identity the read object had: distinct for distinct objects of one read (they were
    /// all alive together while it ran), so the walker reads an object reached twice only once.
    public var hierarchyObjectIdentity: ObjectIdentifier? { properties.identity }
    public var accessibilityCustomContent: [CustomContent] { properties.customContent }
    public var accessibilityCustomRotorNames: [String] { properties.customRotorNames }
    public var accessibilityUserInputLabels: [String] { properties.userInputLabels }
    public var accessibilityRespondsToUserInteraction: Bool? { properties.respondsToUserInteraction }
    public var textStyle: TextStyle? { properties.textStyle }
    public var colors: ElementColors? { properties.colors }
    public var visibleText: String? { properties.visibleText }

    public var accessibilityElements: [any AccessibilityHierarchyNode]? {
        properties.explicitElements.map(nodes)
    }

    public var subnodes: [any AccessibilityHierarchyNode] {
        nodes(properties.subviews)
    }

    private func nodes(_ indices: [Int]) -> [any AccessibilityHierarchyNode] {
        indices.map { UIKitAccessibilityNode(hierarchy: hierarchy, index: $0) }
    }
}

/// The properties of every object read from one hierarchy, in one flat array: children are
/// indices into it, so a deep hierarchy never becomes a deep chain of nested values (whose
/// release would recurse once per level).
final class ReadHierarchy: Sendable {
    /// What was read from one object.
    struct Properties: Sendable {
        var isAccessibilityElement = false
        var label: String?
        var value: String?
        var hint: String?
        var identifier: String?
        var traitBits: UInt64 = 0
        var frame = CaptureRect.zero
        var activationPoint = CapturePoint(x: 0, y: 0)
        var elementsHidden = false
        var viewIsModal = false
        var groupsChildren = false
        var containerKind: ContainerKind?
        var customActionNames: [String] = []
        var language: String?
        var viewState: CaptureViewState?
        var elementType: ElementType?
        var placeholder: String?
        var identity: ObjectIdentifier?
        var customContent: [CustomContent] = []
        var customRotorNames: [String] = []
        var userInputLabels: [String] = []
        var respondsToUserInteraction: Bool?
        var textStyle: TextStyle?
        var colors: ElementColors?
        var visibleText: String?
        /// Indices of `accessibilityElements`, in their order; `nil` when not set.
        var explicitElements: [Int]?
        /// Indices of `subviews`, back to front.
        var subviews: [Int] = []
    }

    let objects: [Properties]
    /// Where each object's attributes came from, parallel to `objects`; `nil` unless the capture
    /// explains its walk.
    let provenance: [UIKitReadProvenance]?

    init(objects: [Properties], provenance: [UIKitReadProvenance]? = nil) {
        self.objects = objects
        self.provenance = provenance
    }
}
