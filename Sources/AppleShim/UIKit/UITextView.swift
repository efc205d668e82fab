#if os(Linux)
import Foundation

/// Mirrors UIKit: `class UITextView : UIScrollView`, adopting `UIContentSizeCategoryAdjusting`.
open class UITextView: UIScrollView, UIContentSizeCategoryAdjusting {
    /// Mirrors UIKit: `var text: String! { get set }`.
    open var text: String! = ""
    /// Mirrors UIKit: `var font: UIFont? { get set }`. With `adjustsFontForContentSizeCategory`,
    /// a text-style font follows the trait collection (see `UIFont.adjusted(to:)`).
    open var font: UIFont? {
        get { assignedFont.map(shownFont) }
        set { assignedFont = newValue }
    }
    private var assignedFont: UIFont?
    /// Mirrors UIKit: `var textColor: UIColor? { get set }`.
    open var textColor: UIColor?
    /// Mirrors UIKit: `var adjustsFontForContentSizeCategory: Bool { get set }`.
    open var adjustsFontForContentSizeCategory = false
}
#endif
