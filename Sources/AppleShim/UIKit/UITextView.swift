#if os(Linux)
import Foundation

/// Mirrors UIKit: `class UITextView : UIScrollView`, adopting `UIContentSizeCategoryAdjusting`.
open class UITextView: UIScrollView, UIContentSizeCategoryAdjusting {
    /// Mirrors UIKit: `var text: String! { get set }`.
    open var text: String! = ""
    /// Mirrors UIKit: `var font: UIFont? { get set }`.
    open var font: UIFont?
    /// Mirrors UIKit: `var textColor: UIColor? { get set }`.
    open var textColor: UIColor?
    /// Mirrors UIKit: `var adjustsFontForContentSizeCategory: Bool { get set }`.
    open var adjustsFontForContentSizeCategory = false
}
#endif
