#if os(Linux)
import Foundation

/// Mirrors UIKit: `@MainActor class UITextField : UIControl`.
open class UITextField: UIControl, UIContentSizeCategoryAdjusting {
    /// Mirrors UIKit: `var text: String? { get set }`.
    open var text: String?
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
    /// Mirrors UIKit: `var placeholder: String? { get set }`.
    open var placeholder: String?
    /// Mirrors UIKit: `var isSecureTextEntry: Bool { get set }` (UITextInputTraits'
    /// `secureTextEntry`, which UITextField implements).
    open var isSecureTextEntry = false
}
#endif

#if os(Linux)
/// Mirrors UIKit (iOS 13): `@MainActor class UISearchTextField : UITextField` (the field inside a
/// `UISearchBar`).
open class UISearchTextField: UITextField {}
#endif
