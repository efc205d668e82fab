#if os(Linux)
import Foundation

/// Mirrors UIKit: `class UIButton : UIControl`.
open class UIButton: UIControl {
    private var label: UILabel?

    /// Mirrors UIKit: `var titleLabel: UILabel? { get }` (made on first use, as in UIKit).
    open var titleLabel: UILabel? {
        if let label { return label }
        let made = UILabel(frame: bounds)
        label = made
        addSubview(made)
        return made
    }

    /// Mirrors UIKit: `var currentTitleColor: UIColor { get }`.
    open var currentTitleColor: UIColor { titleLabel?.textColor ?? .black }
}
#endif
