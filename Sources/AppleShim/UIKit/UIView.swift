#if os(Linux)
import Foundation

/// Geometry is simplified for tests: no transforms; setting `bounds` keeps the frame's origin
/// (UIKit keeps its center). Adopts `UIAccessibilityIdentification` in a category of
/// UIAccessibilityIdentification.h; `traitCollection` is UITraitEnvironment's (UITraitCollection.h).
// From: nbeirne/ios-header-changes iPhoneOS.platform/Developer/SDKs/iPhoneOS.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIView.h
@available(iOS 2.0, *)
@available(watchOS, unavailable)
@MainActor
open class UIView: UIResponder, UIAccessibilityIdentification {
    open var frame: CGRect {
        didSet {
            bounds.size = frame.size
            UIView.geometryGeneration += 1
        }
    }

    open var bounds: CGRect {
        didSet {
            if frame.size != bounds.size { frame.size = bounds.size }
            UIView.geometryGeneration += 1
        }
    }

    open var backgroundColor: UIColor?
    /// The device's traits with the `traitOverrides` of every view from the top of the
    /// superview chain down to this one applied.
    // From: nbeirne/ios-header-changes iPhoneOS.platform/Developer/SDKs/iPhoneOS.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITraitCollection.h
    @available(iOS 8.0, *)
    open var traitCollection: UITraitCollection {
        var chain: [UIView] = [self]
        while let parent = chain.last?.superview { chain.append(parent) }
        return chain.reversed().reduce(UITraitCollection()) { collection, view in
            guard #available(iOS 17.0, tvOS 17.0, *) else { return collection }
            return view.traitOverrides.applied(to: collection)
        }
    }

    /// Changing it marks the view and its subtree as needing layout, as a trait change does.
    // From: xybp888/iOS-SDKs iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Modules/UIKit.swiftmodule/arm64e-apple-ios.swiftinterface
    @available(iOS 17.0, tvOS 17.0, *)
    @preconcurrency open var traitOverrides: UITraitOverrides {
        get { traitOverrideStorage as? UITraitOverrides ?? UITraitOverrides() }
        set {
            traitOverrideStorage = newValue
            setNeedsLayoutInSubtree()
        }
    }

    // Test support: storage for `traitOverrides`, untyped because a stored property cannot carry
    // the availability of `UITraitOverrides` (iOS 17, tvOS 17).
    private var traitOverrideStorage: Any?

    // Test support: `setNeedsLayout()` on this view and every view below it.
    func setNeedsLayoutInSubtree() {
        var pending: [UIView] = [self]
        while let view = pending.popLast() {
            view.setNeedsLayout()
            pending.append(contentsOf: view.subviews)
        }
    }

    open var isHidden = false
    open var alpha: CGFloat = 1
    open var clipsToBounds = false
    /// Back to front.
    open private(set) var subviews: [UIView] = []
    open private(set) weak var superview: UIView?
    // From: nbeirne/ios-header-changes iPhoneOS.platform/Developer/SDKs/iPhoneOS.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIAccessibilityIdentification.h
    @available(iOS 5.0, *)
    open var accessibilityIdentifier: String?
    @available(iOS 9.0, *)
    open var semanticContentAttribute: UISemanticContentAttribute = .unspecified

    // Test support: layout and screen-position bookkeeping. Any change of any view's geometry
    // or superview bumps the generation, which invalidates every cached screen position.
    private static var geometryGeneration = 0
    private var cachedGeneration = -1
    private var cachedBoundsOrigin = CGPoint.zero
    private var needsLayout = true

    public init(frame: CGRect) {
        self.frame = frame
        self.bounds = CGRect(origin: .zero, size: frame.size)
        super.init()
    }

    /// The window at the top of the superview chain, if the top is a window.
    open var window: UIWindow? {
        var top: UIView = self
        while let parent = top.superview { top = parent }
        return top as? UIWindow
    }

    // Test support: the direction of the app's language, which UIKit takes from the
    // localization the app runs in.
    public static var applicationLayoutDirectionForTesting: UIUserInterfaceLayoutDirection = .leftToRight

    /// Forced attributes give their direction, `playback` and `spatial` left to right, and
    /// `unspecified` the app's direction.
    @available(iOS 9.0, *)
    open class func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute) -> UIUserInterfaceLayoutDirection {
        switch attribute {
        case .forceLeftToRight, .playback, .spatial: return .leftToRight
        case .forceRightToLeft: return .rightToLeft
        case .unspecified: return applicationLayoutDirectionForTesting
        }
    }

    /// A forced `semanticContentAttribute` first, then the trait collection's layout direction.
    @available(iOS 10.0, *)
    @available(watchOS, unavailable)
    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        switch semanticContentAttribute {
        case .forceRightToLeft: return .rightToLeft
        case .forceLeftToRight, .playback, .spatial: return .leftToRight
        case .unspecified: return traitCollection.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
        }
    }

    /// Moves `view` to the front of this view's subviews, taking it from its previous superview.
    open func addSubview(_ view: UIView) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
        UIView.geometryGeneration += 1
    }

    open func removeFromSuperview() {
        guard let superview else { return }
        superview.subviews.removeAll { $0 === self }
        self.superview = nil
        UIView.geometryGeneration += 1
    }

    open func setNeedsLayout() {
        needsLayout = true
    }

    /// Lays out this view and its subtree where a layout is pending (iteratively, so deep test
    /// hierarchies cannot exhaust the stack).
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

    /// Subclasses in tests override it to place subviews.
    open func layoutSubviews() {}

    // Test support: UIKit's default `accessibilityFrame` for a view: the view's bounds converted
    // up the superview chain; the topmost view stands for a window at the screen's origin.
    var frameOnScreen: CGRect {
        let parentOrigin = superview?.boundsOriginOnScreen ?? .zero
        return CGRect(x: parentOrigin.x + frame.origin.x, y: parentOrigin.y + frame.origin.y, width: frame.width, height: frame.height)
    }

    // Test support: where this view's bounds coordinate (0, 0) is on screen. Cached per view
    // until any geometry changes, so reading every view of a deep test hierarchy stays linear.
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
