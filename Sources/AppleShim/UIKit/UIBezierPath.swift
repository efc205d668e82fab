#if os(Linux)
import Foundation

/// CGPathRef imports as a class; neither the header nor the CoreGraphics overlay declares it
/// Sendable (the overlay does so for CGColor, CGColorSpace and CGImage only). Not isolated.
// From: nbeirne/ios-header-changes iPhoneOS.platform/Developer/SDKs/iPhoneOS.sdk/System/Library/Frameworks/CoreGraphics.framework/Headers/CGPath.h
// From: xybp888/iOS-SDKs iPhoneOS18.0.sdk/System/Library/Frameworks/CoreGraphics.framework/Modules/CoreGraphics.swiftmodule/arm64e-apple-ios.swiftinterface
public final class CGPath {
    // Test support: the path's bounding box (the shim's paths are rectangles).
    private let box: CGRect

    // Test support: UIBezierPath makes the shim's paths.
    init(boundingBox: CGRect) {
        box = boundingBox
    }

    /// `CGPathGetPathBoundingBox`, renamed by CoreGraphics.apinotes: the points' bounding box
    /// without control points; `CGRect.null` for an empty path.
    // From: nbeirne/ios-header-changes iPhoneOS.platform/Developer/SDKs/iPhoneOS.sdk/System/Library/Frameworks/CoreGraphics.framework/Headers/CGPath.h
    // From: xybp888/iOS-SDKs iPhoneOS18.0.sdk/System/Library/Frameworks/CoreGraphics.framework/Headers/CoreGraphics.apinotes
    @available(macOS 10.6, iOS 4.0, *)
    public var boundingBoxOfPath: CGRect { box }
}

/// Not NS_SWIFT_UI_ACTOR and not NS_SWIFT_SENDABLE, in a sendability-audited header: not
/// isolated, not Sendable. The shim's paths are rectangles (what SwiftUI's shapes report as
/// their accessibility path bounds is a rectangle).
// From: nbeirne/ios-header-changes iPhoneOS.platform/Developer/SDKs/iPhoneOS.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIBezierPath.h
@available(iOS 3.2, watchOS 2.0, *)
open class UIBezierPath: NSObject {
    private let rect: CGRect?

    /// `+bezierPath`: an empty path.
    public override init() {
        rect = nil
        super.init()
    }

    /// `+bezierPathWithRect:`.
    public init(rect: CGRect) {
        self.rect = rect
        super.init()
    }

    /// `getter=isEmpty empty`.
    open var isEmpty: Bool { rect == nil }

    /// `CGPath` (read here; settable in UIKit).
    open var cgPath: CGPath { CGPath(boundingBox: rect ?? .null) }
}

// From: nbeirne/ios-header-changes iPhoneOS.platform/Developer/SDKs/iPhoneOS.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIBezierPath.h
@available(*, unavailable)
extension UIBezierPath: Sendable {}
#endif
