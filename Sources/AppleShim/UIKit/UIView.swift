#if os(Linux)
import Foundation

/// Mirrors UIKit: `@MainActor class UIView : UIResponder`, adopting
/// `UIAccessibilityIdentification`.
///
/// Geometry is simplified for tests: no transforms; setting `bounds` keeps the frame's origin
/// (UIKit keeps its center).
@MainActor
open class UIView: UIResponder, UIAccessibilityIdentification {
    /// Mirrors UIKit: `var frame: CGRect { get set }`.
    open var frame: CGRect {
        didSet {
            bounds.size = frame.size
            UIView.geometryGeneration += 1
        }
    }

    /// Mirrors UIKit: `var bounds: CGRect { get set }`.
    open var bounds: CGRect {
        didSet {
            if frame.size != bounds.size { frame.size = bounds.size }
            UIView.geometryGeneration += 1
        }
    }

    /// Mirrors UIKit: `var backgroundColor: UIColor? { get set }`.
    open var backgroundColor: UIColor?
    /// Mirrors UIKit (iOS 8): `var traitCollection: UITraitCollection { get }`: the device's
    /// traits with the `traitOverrides` of every view from the top of the superview chain down
    /// to this one applied.
    open var traitCollection: UITraitCollection {
        var chain: [UIView] = [self]
        while let parent = chain.last?.superview { chain.append(parent) }
        return chain.reversed().reduce(UITraitCollection()) { $1.traitOverrides.applied(to: $0) }
    }

    /// Mirrors UIKit (iOS 17): `var traitOverrides: UITraitOverrides { get set }`. Changing it
    /// marks the view and its subtree as needing layout, as a trait change does in UIKit.
    open var traitOverrides = UITraitOverrides() {
        didSet { setNeedsLayoutInSubtree() }
    }

    /// Shim internals: `setNeedsLayout()` on this view and every view below it.
    func setNeedsLayoutInSubtree() {
        var pending: [UIView] = [self]
        while let view = pending.popLast() {
            view.setNeedsLayout()
            pending.append(contentsOf: view.subviews)
        }
    }
    /// Mirrors UIKit: `var isHidden: Bool { get set }`.
    open var isHidden = false
    /// Mirrors UIKit: `var alpha: CGFloat { get set }`.
    open var alpha: CGFloat = 1
    /// Mirrors UIKit: `var clipsToBounds: Bool { get set }`.
    open var clipsToBounds = false
    /// Mirrors UIKit: `var subviews: [UIView] { get }`, back to front.
    open private(set) var subviews: [UIView] = []
    /// Mirrors UIKit: `weak var superview: UIView? { get }`.
    open private(set) weak var superview: UIView?
    /// Mirrors UIKit (UIAccessibilityIdentification): `var accessibilityIdentifier: String? { get set }`.
    open var accessibilityIdentifier: String?
    /// Test support. Mirrors UIKit: `var semanticContentAttribute: UISemanticContentAttribute { get set }`.
    open var semanticContentAttribute: UISemanticContentAttribute = .unspecified

    private var needsLayout = true
    /// Shim internals: any change of any view's geometry or superview bumps the generation,
    /// which invalidates every cached screen position (`boundsOriginOnScreen`).
    private static var geometryGeneration = 0
    private var cachedGeneration = -1
    private var cachedBoundsOrigin = CGPoint.zero

    /// Mirrors UIKit: `init(frame: CGRect)`.
    public init(frame: CGRect) {
        self.frame = frame
        self.bounds = CGRect(origin: .zero, size: frame.size)
        super.init()
    }

    /// Mirrors UIKit: `var window: UIWindow? { get }`: the window at the top of the superview
    /// chain, if the top is a window.
    open var window: UIWindow? {
        var top: UIView = self
        while let parent = top.superview { top = parent }
        return top as? UIWindow
    }

    /// Test support (no UIKit counterpart): the direction of the app's language, which UIKit
    /// takes from the localization the app runs in.
    public static var applicationLayoutDirectionForTesting: UIUserInterfaceLayoutDirection = .leftToRight

    /// Mirrors UIKit (iOS 9): `class func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute) -> UIUserInterfaceLayoutDirection`:
    /// forced attributes give their direction, `playback` and `spatial` left to right, and
    /// `unspecified` the app's direction.
    open class func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute) -> UIUserInterfaceLayoutDirection {
        switch attribute {
        case .forceLeftToRight, .playback, .spatial: return .leftToRight
        case .forceRightToLeft: return .rightToLeft
        case .unspecified: return applicationLayoutDirectionForTesting
        }
    }

    /// Mirrors UIKit (iOS 10): `var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { get }`:
    /// a forced `semanticContentAttribute` first, then the trait collection's layout direction.
    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        switch semanticContentAttribute {
        case .forceRightToLeft: return .rightToLeft
        case .forceLeftToRight, .playback, .spatial: return .leftToRight
        case .unspecified: return traitCollection.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
        }
    }

    /// Mirrors UIKit: `func addSubview(_ view: UIView)`: moves `view` to the front of this
    /// view's subviews, taking it from its previous superview.
    open func addSubview(_ view: UIView) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
        UIView.geometryGeneration += 1
    }

    /// Mirrors UIKit: `func removeFromSuperview()`.
    open func removeFromSuperview() {
        guard let superview else { return }
        superview.subviews.removeAll { $0 === self }
        self.superview = nil
        UIView.geometryGeneration += 1
    }

    /// Mirrors UIKit: `func setNeedsLayout()`.
    open func setNeedsLayout() {
        needsLayout = true
    }

    /// Mirrors UIKit: `func layoutIfNeeded()`: lays out this view and its subtree where a layout
    /// is pending (iteratively, so deep test hierarchies cannot exhaust the stack).
    open func layoutIfNeeded() {
        var pending: [UIView] = [self]
        while let view = pending.popLast() {
            if view.needsLayout {
                view.needsLayout = false
                view.layoutSubviews()
            }
            pending.append(contentsOf: view.subviews)
        }
    }

    /// Mirrors UIKit: `func layoutSubviews()`; subclasses in tests override it to place subviews.
    open func layoutSubviews() {}

    /// UIKit's default `accessibilityFrame` for a view: the view's bounds converted up the
    /// superview chain; the topmost view stands for a window at the screen's origin.
    var frameOnScreen: CGRect {
        let parentOrigin = superview?.boundsOriginOnScreen ?? .zero
        return CGRect(x: parentOrigin.x + frame.origin.x, y: parentOrigin.y + frame.origin.y, width: frame.width, height: frame.height)
    }

    /// Where this view's bounds coordinate (0, 0) is on screen. Cached per view until any
    /// geometry changes, so reading every view of a deep test hierarchy stays linear (UIKit
    /// walks the superview chain for each view).
    private var boundsOriginOnScreen: CGPoint {
        var chain: [UIView] = []
        var view: UIView? = self
        while let current = view, current.cachedGeneration != UIView.geometryGeneration {
            chain.append(current)
            view = current.superview
        }
        var origin = view?.cachedBoundsOrigin ?? .zero
        for current in chain.reversed() {
            origin.x += current.frame.origin.x - current.bounds.origin.x
            origin.y += current.frame.origin.y - current.bounds.origin.y
            current.cachedBoundsOrigin = origin
            current.cachedGeneration = UIView.geometryGeneration
        }
        return origin
    }
}
#endif
