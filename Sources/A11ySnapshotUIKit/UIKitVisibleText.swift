#if os(iOS) || os(visionOS)
import UIKit
#elseif os(Linux)
import AppleShim
#endif

#if os(iOS) || os(visionOS) || os(Linux)
import A11ySnapshot

/// The caption a view that is an accessibility element shows, for `label-not-visible-text`
/// (WCAG 2.5.3): Voice Control users say it, and a custom `accessibilityLabel` of other words
/// leaves them unheard. The capture keeps it only where the label does not say it
/// (docs/CAPTURE.md).
///
/// - a `UIButton`: its `currentTitle`;
/// - a field or a label: none (a field shows its text or placeholder, a label is the text);
/// - any other view: the text of the one visible `UILabel` among its subviews, at any depth (a
///   custom control's title), when it fills half the view's width or sits in its middle; none
///   when it shows two (a row's title and detail).
@MainActor
enum UIKitVisibleText {
    static func caption(of view: UIView) -> String? {
        if let button = view as? UIButton { return button.currentTitle }
        if view is UILabel || view is UITextField || view is UITextView { return nil }
        var found: UILabel?
        var pending = view.subviews
        while let next = pending.popLast() {
            guard !next.isHidden, next.alpha > 0 else { continue }
            if let label = next as? UILabel {
                guard let text = label.text, !text.isEmpty else { continue }
                if found != nil { return nil }
                found = label
            } else {
                pending.append(contentsOf: next.subviews)
            }
        }
        guard let found, let text = found.text, let place = frame(of: found, in: view) else { return nil }
        let bounds = view.bounds
        return VisibleText.isCaption(place, of: Frame(x: 0, y: 0, width: Double(bounds.width), height: Double(bounds.height))) ? text : nil
    }

    /// `label`'s frame in `view`'s bounds, origin at the view's top left: each superview's
    /// frame origin less its bounds origin (a scroll view's offset), up to `view`.
    private static func frame(of label: UILabel, in view: UIView) -> Frame? {
        var rect = label.frame
        var parent = label.superview
        while let current = parent, current !== view {
            rect.origin.x += current.frame.origin.x - current.bounds.origin.x
            rect.origin.y += current.frame.origin.y - current.bounds.origin.y
            parent = current.superview
        }
        guard parent === view else { return nil }
        rect.origin.x -= view.bounds.origin.x
        rect.origin.y -= view.bounds.origin.y
        return Frame(x: Double(rect.origin.x), y: Double(rect.origin.y), width: Double(rect.width), height: Double(rect.height))
    }
}
#endif
