#if os(Linux)
import Foundation

/// Mirrors UIKit: `@MainActor protocol UIContentSizeCategoryAdjusting : NSObjectProtocol` (iOS 10),
/// adopted by `UILabel`, `UITextField` and `UITextView`.
@MainActor
public protocol UIContentSizeCategoryAdjusting: NSObjectProtocol {
    var adjustsFontForContentSizeCategory: Bool { get set }
}

extension UIContentSizeCategoryAdjusting where Self: UIView {
    /// Shim internals: the font such a view shows for the one assigned to it, the same for
    /// `UILabel`, `UITextField` and `UITextView`: with `adjustsFontForContentSizeCategory`, a
    /// text-style font follows the trait collection (`UIFont.adjusted(to:)`); otherwise as assigned.
    func shownFont(_ assigned: UIFont) -> UIFont {
        adjustsFontForContentSizeCategory ? assigned.adjusted(to: traitCollection) : assigned
    }
}

/// Mirrors UIKit: `class UILabel : UIView`, adopting `UIContentSizeCategoryAdjusting`.
///
/// Text measurement is simplified for tests: every glyph is half the point size wide, a line is
/// the font's `lineHeight` tall, and lines break anywhere (UIKit breaks at words).
open class UILabel: UIView, UIContentSizeCategoryAdjusting {
    /// Mirrors UIKit: `var text: String? { get set }`.
    open var text: String?
    /// Mirrors UIKit: `var attributedText: NSAttributedString? { get set }`.
    open var attributedText: NSAttributedString?
    /// Mirrors UIKit: `var font: UIFont! { get set }` (17 pt system font by default). With
    /// `adjustsFontForContentSizeCategory`, a text-style font follows the trait collection
    /// (see `UIFont.adjusted(to:)`).
    open var font: UIFont! {
        get { shownFont(assignedFont) }
        set { assignedFont = newValue ?? UIFont.systemFont(ofSize: 17) }
    }
    private var assignedFont = UIFont.systemFont(ofSize: 17)
    /// Mirrors UIKit: `var textColor: UIColor! { get set }` (black by default; UIKit's is `.label`).
    open var textColor: UIColor! = UIColor.black
    /// Mirrors UIKit: `var numberOfLines: Int { get set }` (1 by default).
    open var numberOfLines = 1
    /// Mirrors UIKit: `var adjustsFontForContentSizeCategory: Bool { get set }`.
    open var adjustsFontForContentSizeCategory = false

    /// Mirrors UIKit: `func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect`.
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        let characters = CGFloat((attributedText?.string ?? text ?? "").count)
        guard characters > 0, bounds.width > 0 else { return CGRect(origin: bounds.origin, size: .zero) }
        let textWidth = characters * font.pointSize / 2
        var lines = (textWidth / bounds.width).rounded(.up)
        if numberOfLines > 0 { lines = min(lines, CGFloat(numberOfLines)) }
        lines = max(1, min(lines, (bounds.height / font.lineHeight).rounded(.down)))
        return CGRect(x: bounds.minX, y: bounds.minY, width: min(textWidth, bounds.width), height: lines * font.lineHeight)
    }
}
#endif
