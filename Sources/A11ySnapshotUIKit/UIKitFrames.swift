#if os(iOS) || os(visionOS)
import UIKit
#elseif os(Linux)
import AppleShim
#endif

#if os(iOS) || os(visionOS) || os(Linux)
import Foundation

/// The screen frame of an accessibility object, chosen as the reference tool chooses it
/// (cashapp/AccessibilitySnapshot, `AccessibilityHierarchyParser.accessibilityShape(for:in:)` and
/// `effectiveAccessibilityFrame(for:)`), with iOS 17's blocks in place of the properties they
/// replace (``UIKitAccessibilityAttributes``):
///
/// 1. a `UIAccessibilityElement` with a container view and an `accessibilityFrameInContainerSpace`
///    (not `CGRect.null`, its default) is placed through its container, so it follows the
///    container wherever the container is now, whatever `accessibilityFrame` was last set to;
///    unless an `accessibilityFrameBlock` is set, which replaces the frame however it is computed;
/// 2. an object whose frame is empty but which has an `accessibilityPath` with finite bounds
///    (SwiftUI reports some elements this way) takes the path's bounds;
/// 3. otherwise `accessibilityFrame`.
@MainActor
enum UIKitFrames {
    /// The screen frame, and which of the steps above gave it.
    static func screenFrame(of attributes: UIKitAccessibilityAttributes) -> (frame: CGRect, source: UIKitReadProvenance.FrameSource) {
        let object = attributes.object
        if !attributes.hasFrameBlock, let element = object as? UIAccessibilityElement,
           let container = element.accessibilityContainer as? UIView {
            let local = element.accessibilityFrameInContainerSpace
            if !local.isNull {
                return (UIAccessibility.convertToScreenCoordinates(local, in: container), .containerSpace)
            }
        }
        let frame = attributes.frame
        if frame.width == 0 || frame.height == 0, let path = attributes.path, !path.isEmpty {
            let bounds = path.cgPath.boundingBoxOfPath
            if !bounds.isNull, bounds.origin.x.isFinite, bounds.origin.y.isFinite, bounds.width.isFinite, bounds.height.isFinite {
                return (bounds, .path)
            }
        }
        return (frame, attributes.hasFrameBlock ? .accessibilityFrameBlock : .accessibilityFrame)
    }
}
#endif
