#if os(iOS) || os(visionOS)
import UIKit
#elseif os(Linux)
import AppleShim
#endif

#if os(iOS) || os(visionOS) || os(Linux)
import A11ySnapshot
import Foundation

extension UIKitAccessibilityNode {
    /// Reads `object` and every object reachable from it through `accessibilityElements` and
    /// `subviews`: the informal `UIAccessibility` properties of each, and for views `isHidden`,
    /// `alpha`, `clipsToBounds` and `bounds`.
    ///
    /// Everything is read here, once; what the walker then keeps or skips is its decision. Each
    /// node carries its object's identity, so the walker reads an object listed twice (or an
    /// `accessibilityElements` cycle) only once.
    /// Entries of `accessibilityElements` that are not `NSObject`s are ignored.
    @MainActor
    public init(reading object: NSObject) {
        var reader = HierarchyReader()
        reader.read(from: object)
        self.init(hierarchy: ReadHierarchy(objects: reader.properties), index: 0)
    }
}

/// Walks a live hierarchy with an explicit work list (no recursion, so any depth is fine),
/// reading each distinct object once.
@MainActor
private struct HierarchyReader {
    private(set) var properties: [ReadHierarchy.Properties] = []
    private var objects: [NSObject] = []
    private var indices: [ObjectIdentifier: Int] = [:]
    private var unread: [Int] = []

    mutating func read(from root: NSObject) {
        _ = index(of: root)
        while let next = unread.popLast() {
            let object = objects[next]
            if let elements = object.accessibilityElements {
                var explicit: [Int] = []
                for case let element as NSObject in elements {
                    explicit.append(index(of: element))
                }
                properties[next].explicitElements = explicit
            }
            if let view = object as? UIView {
                var subviews: [Int] = []
                for subview in view.subviews {
                    subviews.append(index(of: subview))
                }
                properties[next].subviews = subviews
            }
        }
    }

    /// The index of `object`'s properties, reading them the first time it is met.
    private mutating func index(of object: NSObject) -> Int {
        let key = ObjectIdentifier(object)
        if let known = indices[key] { return known }
        let index = properties.count
        indices[key] = index
        objects.append(object)
        properties.append(Self.properties(of: object))
        unread.append(index)
        return index
    }

    private static func properties(of object: NSObject) -> ReadHierarchy.Properties {
        let traits = object.accessibilityTraits.rawValue
        var read = ReadHierarchy.Properties()
        read.identity = ObjectIdentifier(object)
        read.isAccessibilityElement = object.isAccessibilityElement
        read.label = object.accessibilityLabel
        read.value = object.accessibilityValue
        read.hint = object.accessibilityHint
        read.identifier = (object as? UIAccessibilityIdentification)?.accessibilityIdentifier
        read.traitBits = UIKitTraitBits.kept(traits)
        read.frame = captureRect(object.accessibilityFrame)
        let point = object.accessibilityActivationPoint
        read.activationPoint = CapturePoint(x: Double(point.x), y: Double(point.y))
        read.elementsHidden = object.accessibilityElementsHidden
        read.viewIsModal = object.accessibilityViewIsModal
        read.groupsChildren = object.shouldGroupAccessibilityChildren
        read.containerKind = containerKind(object.accessibilityContainerType)
        read.customActionNames = (object.accessibilityCustomActions ?? []).map { $0.name }
        read.language = object.accessibilityLanguage
        if let view = object as? UIView {
            read.viewState = CaptureViewState(
                isHidden: view.isHidden, alpha: Double(view.alpha), clipsToBounds: view.clipsToBounds,
                width: Double(view.bounds.width), height: Double(view.bounds.height))
        }
        read.elementType = UIKitElementTypes.type(of: object) ?? UIKitTraitBits.textInputType(traits)
        read.placeholder = (object as? UITextField)?.placeholder
        return read
    }

    private static func captureRect(_ rect: CGRect) -> CaptureRect {
        CaptureRect(
            x: Double(rect.origin.x), y: Double(rect.origin.y),
            width: Double(rect.size.width), height: Double(rect.size.height))
    }

    /// `UIAccessibilityContainerType` as a container kind; `.none` (and any future case) is `nil`.
    private static func containerKind(_ type: UIAccessibilityContainerType) -> ContainerKind? {
        if type == .list { return .list }
        if type == .landmark { return .landmark }
        if type == .dataTable { return .dataTable }
        if type == .semanticGroup { return .semanticGroup }
        return nil
    }
}
#endif
