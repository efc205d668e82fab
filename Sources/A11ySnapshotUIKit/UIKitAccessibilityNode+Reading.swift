#if os(iOS) || os(visionOS)
import UIKit
#elseif os(Linux)
import AppleShim
#endif

#if os(iOS) || os(visionOS) || os(Linux)
import A11ySnapshot
import Foundation

extension UIKitAccessibilityNode {
    /// Reads `object` and every object reachable from it through `accessibilityElements` (or,
    /// where that is `nil`, the indexed `accessibilityElementCount()` / `accessibilityElement(at:)`
    /// API) and `subviews`: the informal `UIAccessibility` properties of each (on iOS 17 and
    /// later, the block-based setter's answer instead wherever that block is set: see
    /// `UIKitAccessibilityAttributes`), and for views `isHidden`, `alpha`, `clipsToBounds`,
    /// `frame` and `bounds`.
    ///
    /// Everything is read here, once; what the walker then keeps or skips is its decision. Each
    /// node carries its object's identity, so the walker reads an object listed twice (or an
    /// `accessibilityElements` cycle) only once.
    /// Entries of `accessibilityElements` that are not `NSObject`s are ignored.
    @MainActor
    public init(reading object: NSObject) {
        self.init(reading: object, keepingUnknownTraitBits: false)
    }

    /// Reads as ``init(reading:)``; `keepingUnknownTraitBits` keeps private trait bits that
    /// live capture otherwise drops (see `UIKitTraitBits`); `explaining` also records where each
    /// object's children, frame, identifier and label came from (``UIKitReadProvenance``).
    @MainActor
    init(reading object: NSObject, keepingUnknownTraitBits: Bool, explaining: Bool = false) {
        var reader = HierarchyReader(keepsUnknownTraitBits: keepingUnknownTraitBits, explains: explaining)
        reader.read(from: object)
        self.init(hierarchy: ReadHierarchy(objects: reader.properties, provenance: explaining ? reader.provenance : nil), index: 0)
    }
}

/// Walks a live hierarchy with an explicit work list (no recursion, so any depth is fine),
/// reading each distinct object once.
@MainActor
private struct HierarchyReader {
    /// Containers listing more elements than this through the indexed API are read up to it: a
    /// broken count (`NSNotFound`, `Int.max`) must not hang a test.
    static let maximumIndexedElements = 100_000

    let keepsUnknownTraitBits: Bool
    let explains: Bool

    init(keepsUnknownTraitBits: Bool, explains: Bool) {
        self.keepsUnknownTraitBits = keepsUnknownTraitBits
        self.explains = explains
    }

    private(set) var properties: [ReadHierarchy.Properties] = []
    /// Parallel to `properties` when explaining; empty otherwise.
    private(set) var provenance: [UIKitReadProvenance] = []
    private var objects: [UIKitAccessibilityAttributes] = []
    private var indices: [ObjectIdentifier: Int] = [:]
    private var unread: [Int] = []

    mutating func read(from root: NSObject) {
        _ = index(of: root)
        while let next = unread.popLast() {
            let attributes = objects[next]
            let object = attributes.object
            if let elements = Self.listedElements(of: attributes) {
                var explicit: [Int] = []
                for case let element as NSObject in elements {
                    explicit.append(index(of: element))
                }
                properties[next].explicitElements = explicit
                if explains { provenance[next].listedFrom = attributes.elementsFromBlock == nil ? .accessibilityElements : .accessibilityElementsBlock }
            } else if attributes.elementsFromBlock == nil, let elements = Self.indexedElements(of: object) {
                properties[next].explicitElements = elements.map { index(of: $0) }
                if explains { provenance[next].listedFrom = .indexed }
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

    /// `accessibilityElements`, or what its block answers when one is set. A block answering `nil`
    /// also hides the indexed methods below, whose UIKit defaults answer from the same list.
    private static func listedElements(of attributes: UIKitAccessibilityAttributes) -> [Any]? {
        UIKitAccessibilityAttributes.preferringBlock(attributes.elementsFromBlock, over: attributes.object.accessibilityElements)
    }

    /// The elements a container vends through the indexed `UIAccessibilityContainer` methods
    /// (the API VoiceOver itself calls; `accessibilityElements` is the newer spelling), in index
    /// order; `nil` when it vends none. Entries that are `nil` or not objects are skipped.
    private static func indexedElements(of object: NSObject) -> [NSObject]? {
        let count = object.accessibilityElementCount()
        guard count > 0, count != NSNotFound else { return nil }
        var elements: [NSObject] = []
        for position in 0..<min(count, maximumIndexedElements) {
            if let element = object.accessibilityElement(at: position) as? NSObject {
                elements.append(element)
            }
        }
        return elements
    }

    /// The index of `object`'s properties, reading them the first time it is met.
    private mutating func index(of object: NSObject) -> Int {
        let key = ObjectIdentifier(object)
        if let known = indices[key] { return known }
        let index = properties.count
        indices[key] = index
        let attributes = UIKitAccessibilityAttributes(of: object)
        objects.append(attributes)
        properties.append(Self.properties(of: attributes, keepingUnknownTraitBits: keepsUnknownTraitBits))
        if explains { provenance.append(Self.provenance(of: attributes)) }
        unread.append(index)
        return index
    }

    /// Where the reader finds `attributes`' frame, identifier and label, for the explanation (the
    /// list source is filled in when the object's elements are read).
    private static func provenance(of attributes: UIKitAccessibilityAttributes) -> UIKitReadProvenance {
        let object = attributes.object
        return UIKitReadProvenance(
            className: UIKitReadProvenance.shortClassName(String(describing: type(of: object))),
            frameFrom: UIKitFrames.screenFrame(of: attributes).source,
            identifierFrom: attributes.identifierSource,
            labelFromBlock: attributes.hasLabelBlock,
            isInWindow: (object as? UIView).map { $0.window != nil })
    }

    /// Everything the walker asks of one object, each attribute block first.
    private static func properties(of attributes: UIKitAccessibilityAttributes, keepingUnknownTraitBits: Bool) -> ReadHierarchy.Properties {
        let object = attributes.object
        let traits = attributes.traits.rawValue
        var read = ReadHierarchy.Properties()
        read.identity = ObjectIdentifier(object)
        read.isAccessibilityElement = attributes.isAccessibilityElement
        read.label = attributes.label
        read.value = attributes.value
        read.hint = attributes.hint
        read.identifier = attributes.identifier
        read.traitBits = UIKitTraitBits.kept(traits, keepingUnknown: keepingUnknownTraitBits)
        let frame = UIKitFrames.screenFrame(of: attributes).frame
        read.frame = captureRect(frame)
        // A slider's default activation point is its thumb (the reference's
        // `defaultActivationPoint`), which moves with the value: recorded as the default.
        let point = object is UISlider ? CGPoint(x: frame.midX, y: frame.midY) : attributes.activationPoint
        read.activationPoint = CapturePoint(x: Double(point.x), y: Double(point.y))
        read.customContent = UIKitVoiceOverExtras.customContent(of: object)
        read.customRotorNames = UIKitVoiceOverExtras.rotorNames(of: attributes)
        read.userInputLabels = UIKitVoiceOverExtras.userInputLabels(of: attributes)
        read.respondsToUserInteraction = attributes.respondsToUserInteraction
        read.elementsHidden = attributes.elementsHidden
        read.viewIsModal = attributes.viewIsModal
        read.groupsChildren = attributes.groupsChildren
        // Not `accessibilityContainerTypeBlock`: UIKit's getter ignores it (UIKitAccessibilityAttributes).
        read.containerKind = containerKind(object.accessibilityContainerType)
        read.customActionNames = (attributes.customActions ?? []).map { $0.name }
        read.language = attributes.language
        if let view = object as? UIView {
            read.viewState = CaptureViewState(
                isHidden: view.isHidden, alpha: Double(view.alpha), clipsToBounds: view.clipsToBounds,
                width: Double(view.bounds.width), height: Double(view.bounds.height),
                frameWidth: Double(view.frame.width), frameHeight: Double(view.frame.height))
            if read.isAccessibilityElement {
                read.textStyle = UIKitTextAppearance.textStyle(of: view)
                read.colors = UIKitTextAppearance.colors(of: view)
                read.visibleText = UIKitVisibleText.caption(of: view)
            }
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
