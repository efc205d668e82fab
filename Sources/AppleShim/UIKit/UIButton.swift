#if os(Linux)
import Foundation

// From: nbeirne/ios-header-changes iPhoneOS.platform/Developer/SDKs/iPhoneOS.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIButton.h
@available(iOS 2.0, *)
@available(watchOS, unavailable)
@MainActor
open class UIButton: UIControl {
    private var label: UILabel?

    /// Made on first use, as in UIKit.
    @available(iOS 3.0, *)
    open var titleLabel: UILabel? {
        if let label { return label }
        let made = UILabel(frame: bounds)
        label = made
        addSubview(made)
        return made
    }

    open var currentTitleColor: UIColor { titleLabel?.textColor ?? .black }

    /// The title for the current state. The shim has no per-state titles: it is the title label's
    /// text, when the label was made (a test sets `titleLabel?.text`).
    open var currentTitle: String? { label?.text }
}
#endif
