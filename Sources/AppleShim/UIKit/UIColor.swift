#if os(Linux)
import Foundation

/// NS_SWIFT_SENDABLE (an Objective-C class imports as `@unchecked Sendable`); not isolated.
/// The shim's colours are sRGB components.
// From: nbeirne/ios-header-changes iPhoneOS.platform/Developer/SDKs/iPhoneOS.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIColor.h
@available(iOS 2.0, watchOS 2.0, *)
open class UIColor: NSObject, @unchecked Sendable {
    private let components: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)?

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        components = (red, green, blue, alpha)
        super.init()
    }

    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    // Test support: a colour that is not in an RGB-compatible colour space (a pattern image
    // colour), for which `getRed` answers `false` as in UIKit.
    public static func patternForTesting() -> UIColor {
        UIColor(components: nil)
    }

    private init(components: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)?) {
        self.components = components
        super.init()
    }

    @available(iOS 5.0, watchOS 2.0, *)
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

    /// The shim has no dynamic colours: every colour resolves to itself.
    @available(iOS 13.0, tvOS 13.0, *)
    @available(watchOS, unavailable)
    open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        self
    }

    /// `whiteColor` (class property).
    public static let white = UIColor(white: 1, alpha: 1)
    /// `blackColor` (class property).
    public static let black = UIColor(white: 0, alpha: 1)
    /// `clearColor` (class property).
    public static let clear = UIColor(white: 0, alpha: 0)
}
#endif
