#if os(Linux)
import Foundation

/// Adopted by `UILabel`, `UITextField` and `UITextView`.
// From: nbeirne/ios-header-changes iPhoneOS.platform/Developer/SDKs/iPhoneOS.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIContentSizeCategoryAdjusting.h
@available(iOS 10.0, *)
@available(watchOS, unavailable)
@MainActor
public protocol UIContentSizeCategoryAdjusting: NSObjectProtocol {
    var adjustsFontForContentSizeCategory: Bool { get set }
}

// Test support: the font such a view shows for the one assigned to it, the same for UILabel,
// UITextField and UITextView: with `adjustsFontForContentSizeCategory`, a text-style font
// follows the trait collection (`UIFont.adjusted(to:)`); otherwise as assigned.
extension UIContentSizeCategoryAdjusting where Self: UIView {
    func shownFont(_ assigned: UIFont) -> UIFont {
        adjustsFontForContentSizeCategory ? assigned.adjusted(to: traitCollection) : assigned
    }
}
#endif
