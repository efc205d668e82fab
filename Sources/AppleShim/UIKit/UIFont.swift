#if os(Linux)
import Foundation

/// Mirrors UIKit: `class UIFont : NSObject` (`Sendable`).
open class UIFont: NSObject, @unchecked Sendable {
    /// Mirrors UIKit: `struct UIFont.TextStyle : RawRepresentable, Hashable` (raw values as in
    /// UIFontDescriptor.h).
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")
    }

    /// Mirrors UIKit: `var pointSize: CGFloat { get }`.
    open private(set) var pointSize: CGFloat
    /// Mirrors UIKit: `var fontDescriptor: UIFontDescriptor { get }`.
    open private(set) var fontDescriptor: UIFontDescriptor
    /// Mirrors UIKit: `var lineHeight: CGFloat { get }`. Here 1.2 × the point size (San
    /// Francisco's line height is about 1.19 × its size).
    open var lineHeight: CGFloat { (pointSize * 1.2).rounded(.up) }

    /// Test support: a font of `size` with `traits`, scaling with `textStyle` when given.
    public init(size: CGFloat, traits: UIFontDescriptor.SymbolicTraits = [], textStyle: TextStyle? = nil) {
        pointSize = size
        var attributes: [UIFontDescriptor.AttributeName: Any] = [:]
        if let textStyle { attributes[.textStyle] = textStyle.rawValue }
        fontDescriptor = UIFontDescriptor(symbolicTraits: traits, attributes: attributes)
        super.init()
    }

    /// Mirrors UIKit: `class func systemFont(ofSize fontSize: CGFloat) -> UIFont`.
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(size: fontSize) }
    /// Mirrors UIKit: `class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont`.
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(size: fontSize, traits: .traitBold) }
    /// Mirrors UIKit: `class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont`.
    open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(size: fontSize, traits: .traitItalic) }
    /// Mirrors UIKit: `class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont`,
    /// at the default content size (body 17, headline 17 bold, …).
    open class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        let sizes: [TextStyle: CGFloat] = [
            .largeTitle: 34, .title1: 28, .title2: 22, .title3: 20, .headline: 17, .subheadline: 15, .body: 17,
            .callout: 16, .footnote: 13, .caption1: 12, .caption2: 11,
        ]
        return UIFont(size: sizes[style] ?? 17, traits: style == .headline ? .traitBold : [], textStyle: style)
    }
}

extension UIFont {
    /// Shim internals: the font a view that adjusts for the content size category shows under
    /// `traits`. A text-style font scales by the body size of the category (17 points at `large`,
    /// 53 at accessibility size 5), as UIFontMetrics scales the body style; Bold Text (`bold`
    /// legibility weight) makes it bold. Other fonts do not change.
    func adjusted(to traits: UITraitCollection) -> UIFont {
        guard let style = fontDescriptor.object(forKey: .textStyle) as? String else { return self }
        let size = (pointSize * traits.preferredContentSizeCategory.bodySize / 17).rounded()
        var symbolicTraits = fontDescriptor.symbolicTraits
        if traits.legibilityWeight == .bold { symbolicTraits.insert(.traitBold) }
        return UIFont(size: size, traits: symbolicTraits, textStyle: TextStyle(rawValue: style))
    }
}

/// Mirrors UIKit: `class UIFontDescriptor : NSObject` (`Sendable`).
open class UIFontDescriptor: NSObject, @unchecked Sendable {
    /// Mirrors UIKit: `struct UIFontDescriptor.AttributeName : RawRepresentable, Hashable`.
    public struct AttributeName: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Mirrors UIKit: `static let textStyle: UIFontDescriptor.AttributeName` (`UIFontDescriptorTextStyleAttribute`).
        public static let textStyle = AttributeName(rawValue: "NSCTFontUIUsageAttribute")
    }

    /// Mirrors UIKit: `struct UIFontDescriptor.SymbolicTraits : OptionSet` (`UInt32`).
    public struct SymbolicTraits: OptionSet, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Mirrors UIKit: `static var traitItalic` (bit 0).
        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
        /// Mirrors UIKit: `static var traitBold` (bit 1).
        public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
    }

    /// Mirrors UIKit: `var symbolicTraits: UIFontDescriptor.SymbolicTraits { get }`.
    open private(set) var symbolicTraits: SymbolicTraits
    private let attributes: [AttributeName: Any]

    init(symbolicTraits: SymbolicTraits, attributes: [AttributeName: Any]) {
        self.symbolicTraits = symbolicTraits
        self.attributes = attributes
        super.init()
    }

    /// Mirrors UIKit: `func object(forKey anAttribute: UIFontDescriptor.AttributeName) -> Any?`.
    open func object(forKey anAttribute: AttributeName) -> Any? {
        attributes[anAttribute]
    }
}
#endif
