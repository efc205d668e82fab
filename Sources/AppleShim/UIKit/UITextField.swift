#if os(Linux)
import Foundation

// From: nbeirne/ios-header-changes iPhoneOS.platform/Developer/SDKs/iPhoneOS.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITextField.h
@available(iOS 2.0, *)
@available(watchOS, unavailable)
@MainActor
open class UITextField: UIControl, UIContentSizeCategoryAdjusting {
    open var text: String?
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
    open var placeholder: String?
    /// UITextInputTraits' optional `secureTextEntry` (`getter=isSecureTextEntry`), which the
    /// Clang importer mirrors onto UITextField (UITextInput : UIKeyInput : UITextInputTraits).
    // From: nbeirne/ios-header-changes iPhoneOS.platform/Developer/SDKs/iPhoneOS.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITextInputTraits.h
    open var isSecureTextEntry = false
}

/// The field inside a `UISearchBar`. UIKIT_CLASS_AVAILABLE_IOS_ONLY(13.0): iOS 13, unavailable
/// on tvOS and watchOS (UIKitDefines.h).
// From: nbeirne/ios-header-changes iPhoneOS.platform/Developer/SDKs/iPhoneOS.sdk/System/Library/Frameworks/UIKit.framework/Headers/UISearchTextField.h
// From: nbeirne/ios-header-changes iPhoneOS.platform/Developer/SDKs/iPhoneOS.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIKitDefines.h
@available(iOS 13.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor
open class UISearchTextField: UITextField {}
#endif
