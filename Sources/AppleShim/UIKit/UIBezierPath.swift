#if os(Linux)
import Foundation

/// Mirrors CoreGraphics: `class CGPath` (immutable path), the one member the adapter reads.
public final class CGPath: @unchecked Sendable {
    private let box: CGRect

    init(boundingBox: CGRect) {
        box = boundingBox
    }

    /// Mirrors CoreGraphics: `var boundingBoxOfPath: CGRect { get }` (the points' bounding box,
    /// without control points; `CGRect.null` for an empty path).
    public var boundingBoxOfPath: CGRect { box }
}

/// Mirrors UIKit: `@MainActor class UIBezierPath : NSObject`. Test support: the shim's paths are
/// rectangles (what SwiftUI's shapes report as their accessibility path bounds is a rectangle).
@MainActor
open class UIBezierPath: NSObject {
    private let rect: CGRect?

    /// Mirrors UIKit: `init()`: an empty path.
    public override init() {
        rect = nil
        super.init()
    }

    /// Mirrors UIKit: `init(rect: CGRect)`.
    public init(rect: CGRect) {
        self.rect = rect
        super.init()
    }

    /// Mirrors UIKit: `var isEmpty: Bool { get }`.
    open var isEmpty: Bool { rect == nil }

    /// Mirrors UIKit: `var cgPath: CGPath { get set }` (read here).
    open var cgPath: CGPath { CGPath(boundingBox: rect ?? .null) }
}
#endif
