/// One object in a live accessibility hierarchy, as UIKit's informal accessibility protocol
/// (`UIAccessibility`, `UIAccessibilityContainer`, `UIAccessibilityIdentification`) describes
/// it. The walker (``AccessibilityHierarchyWalker``) reads a screen through this protocol only,
/// so the whole of its logic runs, and is tested, without UIKit; the UIKit adapter wraps
/// `NSObject`s in a type that conforms.
///
/// Property names follow UIKit's where they mean the same thing.
public protocol AccessibilityHierarchyNode {
    /// `isAccessibilityElement`: VoiceOver stops here, and does not visit the subviews.
    var isAccessibilityElement: Bool { get }
    /// `accessibilityLabel`: what VoiceOver reads first.
    var accessibilityLabel: String? { get }
    /// `accessibilityValue`: the current value (a slider's percentage, a text field's text).
    var accessibilityValue: String? { get }
    /// `accessibilityHint`: what VoiceOver reads after a pause.
    var accessibilityHint: String? { get }
    /// `UIAccessibilityIdentification.accessibilityIdentifier`.
    var accessibilityIdentifier: String? { get }
    /// `accessibilityTraits.rawValue`, UIKit's bit layout (``AccessibilityTraits`` uses the same).
    var accessibilityTraitBits: UInt64 { get }
    /// `accessibilityFrame`: the frame in screen coordinates. May be non-finite.
    var accessibilityFrame: CaptureRect { get }
    /// `accessibilityActivationPoint`, in screen coordinates.
    var accessibilityActivationPoint: CapturePoint { get }
    /// `accessibilityElements`, when the object lists its elements explicitly (they are visited
    /// in this order); `nil` otherwise.
    var accessibilityElements: [any AccessibilityHierarchyNode]? { get }
    /// `accessibilityElementsHidden`: the object and everything below it are skipped.
    var accessibilityElementsHidden: Bool { get }
    /// `accessibilityViewIsModal`.
    var accessibilityViewIsModal: Bool { get }
    /// `shouldGroupAccessibilityChildren`.
    var shouldGroupAccessibilityChildren: Bool { get }
    /// `accessibilityContainerType` as a container kind (`.none` is `nil`); tab bars are
    /// reported through the `.tabBar` trait bit, not here.
    var accessibilityContainerKind: ContainerKind? { get }
    /// `accessibilityCustomActions.map(\.name)`.
    var accessibilityCustomActionNames: [String] { get }
    /// `accessibilityLanguage`.
    var accessibilityLanguage: String? { get }
    /// The view-only state the walker prunes with; `nil` for objects that are not views
    /// (`UIAccessibilityElement`s and other non-view elements).
    var viewState: CaptureViewState? { get }
    /// `subviews` in their stored order (back to front); empty for non-views.
    var subnodes: [any AccessibilityHierarchyNode] { get }
    /// The element type the object's class stands for (`UIButton` → `.button`), when known.
    var elementType: ElementType? { get }
    /// A text input's placeholder, when the object is one.
    var placeholder: String? { get }
    /// The identity of the object this node stands for, when it has one. The walker reads each
    /// object at most once, so an `accessibilityElements` cycle (an object listing one of its
    /// ancestors) or an element listed by two containers cannot repeat or loop. Class
    /// conformers get their own identity by default; a value-type wrapper should return its
    /// wrapped object's (`nil`, the default for value types, turns the check off). The walker
    /// keeps every node it has read alive until it finishes, so a class wrapper created afresh
    /// for each access is safe (its identity is never reused during a walk), though it does not
    /// detect repeats.
    var hierarchyObjectIdentity: ObjectIdentifier? { get }
    /// `accessibilityCustomContent` (`AXCustomContentProvider`), in order.
    var accessibilityCustomContent: [CustomContent] { get }
    /// `accessibilityCustomRotors.map(\.name)`, in order.
    var accessibilityCustomRotorNames: [String] { get }
    /// `accessibilityUserInputLabels` (Voice Control names).
    var accessibilityUserInputLabels: [String] { get }
    /// `accessibilityRespondsToUserInteraction`, when the adapter can read it; `nil` otherwise.
    var accessibilityRespondsToUserInteraction: Bool? { get }
    /// How the object's own text is drawn (font size, weight, Dynamic Type style, line limit,
    /// clipping), for objects that show text; `nil` otherwise.
    var textStyle: TextStyle? { get }
    /// The object's text colour and the colour behind it, for objects that show text; `nil`
    /// otherwise.
    var colors: ElementColors? { get }
    /// The text the object shows as its caption (a button's title), for objects that show one;
    /// the capture keeps it only where the label does not say it (``AccessibilityElement/visibleText``).
    var visibleText: String? { get }
}

extension AccessibilityHierarchyNode {
    /// No identity: the walker cannot tell repeated visits of this node apart.
    public var hierarchyObjectIdentity: ObjectIdentifier? { nil }
    /// None.
    public var accessibilityCustomContent: [CustomContent] { [] }
    /// None.
    public var accessibilityCustomRotorNames: [String] { [] }
    /// None.
    public var accessibilityUserInputLabels: [String] { [] }
    /// Not read.
    public var accessibilityRespondsToUserInteraction: Bool? { nil }
    /// Not read.
    public var textStyle: TextStyle? { nil }
    /// Not read.
    public var colors: ElementColors? { nil }
    /// Not read.
    public var visibleText: String? { nil }
}

extension AccessibilityHierarchyNode where Self: AnyObject {
    /// The instance's own identity.
    public var hierarchyObjectIdentity: ObjectIdentifier? { ObjectIdentifier(self) }
}

/// The view properties the walker prunes hidden views with.
public struct CaptureViewState: Hashable, Sendable {
    /// `isHidden`.
    public var isHidden: Bool
    /// `alpha`.
    public var alpha: Double
    /// `clipsToBounds`.
    public var clipsToBounds: Bool
    /// `bounds.size.width`.
    public var width: Double
    /// `bounds.size.height`.
    public var height: Double
    /// `frame.size.width`: differs from the bounds' width under a transform. A view is zero-size
    /// by its frame, as the reference implementation judges it.
    public var frameWidth: Double
    /// `frame.size.height`.
    public var frameHeight: Double

    /// View state with UIKit's defaults: visible, opaque, not clipping; the frame's size is the
    /// bounds' size unless given (no transform).
    public init(
        isHidden: Bool = false, alpha: Double = 1, clipsToBounds: Bool = false, width: Double, height: Double,
        frameWidth: Double? = nil, frameHeight: Double? = nil
    ) {
        self.isHidden = isHidden
        self.alpha = alpha
        self.clipsToBounds = clipsToBounds
        self.width = width
        self.height = height
        self.frameWidth = frameWidth ?? width
        self.frameHeight = frameHeight ?? height
    }
}

/// A rectangle as UIKit reports it: doubles that may be NaN or infinite (the walker maps those to
/// a zero frame, so a snapshot never holds one).
public struct CaptureRect: Hashable, Sendable {
    /// `origin.x`.
    public var x: Double
    /// `origin.y`.
    public var y: Double
    /// `size.width`.
    public var width: Double
    /// `size.height`.
    public var height: Double

    /// A rectangle from its origin and size.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The empty rectangle at the origin (`CGRect.zero`).
    public static let zero = CaptureRect(x: 0, y: 0, width: 0, height: 0)
}

/// A point as UIKit reports it.
public struct CapturePoint: Hashable, Sendable {
    /// The horizontal coordinate.
    public var x: Double
    /// The vertical coordinate.
    public var y: Double

    /// A point from its coordinates.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}
