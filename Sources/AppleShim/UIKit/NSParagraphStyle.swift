#if os(Linux)
import Foundation

/// Mirrors UIKit: `class NSParagraphStyle : NSObject` (NSParagraphStyle.h; not in Foundation on
/// Linux), the members the adapter reads.
open class NSParagraphStyle: NSObject, @unchecked Sendable {
    /// Mirrors UIKit: `var lineSpacing: CGFloat { get }`.
    open var lineSpacing: CGFloat = 0
    /// Mirrors UIKit: `var paragraphSpacing: CGFloat { get }`.
    open var paragraphSpacing: CGFloat = 0
    /// Mirrors UIKit: `var minimumLineHeight: CGFloat { get }`.
    open var minimumLineHeight: CGFloat = 0
    /// Mirrors UIKit: `var maximumLineHeight: CGFloat { get }`.
    open var maximumLineHeight: CGFloat = 0
    /// Mirrors UIKit: `var lineHeightMultiple: CGFloat { get }`.
    open var lineHeightMultiple: CGFloat = 0
}

/// Mirrors UIKit: `class NSMutableParagraphStyle : NSParagraphStyle` (its setters).
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {}

extension NSAttributedString.Key {
    /// Mirrors UIKit: `static let kern: NSAttributedString.Key` (`NSKernAttributeName`).
    public static let kern = NSAttributedString.Key("NSKern")
    /// Mirrors UIKit: `static let paragraphStyle: NSAttributedString.Key` (`NSParagraphStyleAttributeName`).
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
}
#endif
