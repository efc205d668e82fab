#if os(Linux)
import Foundation

/// Text measurement is simplified for tests: every glyph is half the point size wide, a line is
/// the font's `lineHeight` tall, and lines break anywhere (UIKit breaks at words).
// From: nbeirne/ios-header-changes iPhoneOS.platform/Developer/SDKs/iPhoneOS.sdk/System/Library/Frameworks/UIKit.framework/Headers/UILabel.h
@available(iOS 2.0, *)
@available(watchOS, unavailable)
@MainActor
open class UILabel: UIView, UIContentSizeCategoryAdjusting {
    open var text: String?
    @available(iOS 6.0, *)
    open var attributedText: NSAttributedString?
    /// `null_resettable`; shim default: the 17 pt system font. With
    /// `adjustsFontForContentSizeCategory`, a text-style font follows the trait collection.
    open var font: UIFont! {
        get { shownFont(assignedFont) }
        set { assignedFont = newValue ?? UIFont.systemFont(ofSize: 17) }
    }
    private var assignedFont = UIFont.systemFont(ofSize: 17)
    /// `null_resettable`; shim default black (UIKit's is `.label`).
    open var textColor: UIColor! = UIColor.black
    /// Default 1.
    open var numberOfLines = 1
    /// UIContentSizeCategoryAdjusting.
    // From: nbeirne/ios-header-changes iPhoneOS.platform/Developer/SDKs/iPhoneOS.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIContentSizeCategoryAdjusting.h
    @available(iOS 10.0, *)
    open var adjustsFontForContentSizeCategory = false

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
