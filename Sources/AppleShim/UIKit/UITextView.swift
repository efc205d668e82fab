#if os(Linux)
import Foundation

// From: nbeirne/ios-header-changes iPhoneOS.platform/Developer/SDKs/iPhoneOS.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITextView.h
@available(iOS 2.0, *)
@available(watchOS, unavailable)
@MainActor
open class UITextView: UIScrollView, UIContentSizeCategoryAdjusting {
    /// `null_resettable`.
    open var text: String! = ""
    /// With `adjustsFontForContentSizeCategory`, a text-style font follows the trait collection.
    open var font: UIFont? {
        get { assignedFont.map(shownFont) }
        set { assignedFont = newValue }
    }
    private var assignedFont: UIFont?
    open var textColor: UIColor?
    /// UIContentSizeCategoryAdjusting.
    // From: nbeirne/ios-header-changes iPhoneOS.platform/Developer/SDKs/iPhoneOS.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIContentSizeCategoryAdjusting.h
    @available(iOS 10.0, *)
    open var adjustsFontForContentSizeCategory = false
}
#endif
