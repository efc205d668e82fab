#if os(Linux)
import Foundation

/// Mirrors UIKit: `@MainActor class UITextField : UIControl`.
open class UITextField: UIControl {
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
