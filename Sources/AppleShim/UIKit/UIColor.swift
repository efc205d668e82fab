#if os(Linux)
import Foundation

/// Mirrors UIKit: `class UIColor : NSObject` (`Sendable`). The shim's colours are sRGB components.
open class UIColor: NSObject, @unchecked Sendable {
    private let components: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)?

    /// Mirrors UIKit: `init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)`.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        components = (red, green, blue, alpha)
        super.init()
    }

    /// Mirrors UIKit: `init(white: CGFloat, alpha: CGFloat)`.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// Test support: a colour that is not in an RGB-compatible colour space (a pattern image
    /// colour), for which `getRed` answers `false` as in UIKit.
    public static func patternForTesting() -> UIColor {
        UIColor(components: nil)
    }

    private init(components: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)?) {
        self.components = components
        super.init()
    }

    /// Mirrors UIKit: `func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?, blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool`.
    open func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        guard let components else { return false }
        red?.pointee = components.red
        green?.pointee = components.green
        blue?.pointee = components.blue
        alpha?.pointee = components.alpha
        return true
    }

    /// Mirrors UIKit (iOS 13): `func resolvedColor(with traitCollection: UITraitCollection) -> UIColor`.
    /// The shim has no dynamic colours: every colour resolves to itself.
    open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        self
    }

    /// Mirrors UIKit: `class var white: UIColor { get }`.
    public static let white = UIColor(white: 1, alpha: 1)
    /// Mirrors UIKit: `class var black: UIColor { get }`.
    public static let black = UIColor(white: 0, alpha: 1)
    /// Mirrors UIKit: `class var clear: UIColor { get }`.
    public static let clear = UIColor(white: 0, alpha: 0)
}

/// Mirrors UIKit: `@MainActor class UITraitCollection : NSObject`, with the traits variants change.
open class UITraitCollection: NSObject, @unchecked Sendable {
    /// Mirrors UIKit (iOS 10): `var preferredContentSizeCategory: UIContentSizeCategory { get }`.
    public let preferredContentSizeCategory: UIContentSizeCategory
    /// Mirrors UIKit (iOS 13): `var legibilityWeight: UILegibilityWeight { get }`.
    public let legibilityWeight: UILegibilityWeight
    /// Mirrors UIKit (iOS 10): `var layoutDirection: UITraitEnvironmentLayoutDirection { get }`.
    public let layoutDirection: UITraitEnvironmentLayoutDirection

    /// Test support: the device's settings (large text, regular weight, left to right).
    public override convenience init() {
        self.init(preferredContentSizeCategory: .large, legibilityWeight: .regular, layoutDirection: .leftToRight)
    }

    /// Test support.
    public init(preferredContentSizeCategory: UIContentSizeCategory, legibilityWeight: UILegibilityWeight,
                layoutDirection: UITraitEnvironmentLayoutDirection) {
        self.preferredContentSizeCategory = preferredContentSizeCategory
        self.legibilityWeight = legibilityWeight
        self.layoutDirection = layoutDirection
        super.init()
    }
}
#endif
