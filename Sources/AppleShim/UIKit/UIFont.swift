#if os(Linux)
import Foundation

/// NS_SWIFT_SENDABLE (`@unchecked Sendable`); not isolated.
// From: nbeirne/ios-header-changes iPhoneOS.platform/Developer/SDKs/iPhoneOS.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIFont.h
@available(iOS 2.0, watchOS 2.0, *)
open class UIFont: NSObject, @unchecked Sendable {
    /// `typedef NSString * UIFontTextStyle NS_TYPED_ENUM`, renamed by UIKit.apinotes; a
    /// Sendable struct wrapping `String`. Raw values: the strings UIKit reports at run time.
    // From: nbeirne/ios-header-changes iPhoneOS.platform/Developer/SDKs/iPhoneOS.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIFontDescriptor.h
    // From: xybp888/iOS-SDKs iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIKit.apinotes
    @available(watchOS 3.0, *)
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        @available(iOS 11.0, watchOS 5.0, *)
        @available(tvOS, unavailable)
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        @available(iOS 9.0, watchOS 2.0, *)
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        @available(iOS 9.0, watchOS 2.0, *)
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        @available(iOS 9.0, watchOS 2.0, *)
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        @available(iOS 7.0, watchOS 2.0, *)
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        @available(iOS 7.0, watchOS 2.0, *)
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        @available(iOS 7.0, watchOS 2.0, *)
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        @available(iOS 9.0, watchOS 2.0, *)
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        @available(iOS 7.0, watchOS 2.0, *)
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        @available(iOS 7.0, watchOS 2.0, *)
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        @available(iOS 7.0, watchOS 2.0, *)
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")
    }

    open private(set) var pointSize: CGFloat
    @available(iOS 7.0, watchOS 2.0, *)
    open private(set) var fontDescriptor: UIFontDescriptor
    /// Shim value: 1.2 × the point size (San Francisco's line height is about 1.19 × its size).
    @available(iOS 4.0, watchOS 2.0, *)
    open var lineHeight: CGFloat { (pointSize * 1.2).rounded(.up) }

    // Test support: a font of `size` with `traits`, scaling with `textStyle` when given.
    public init(size: CGFloat, traits: UIFontDescriptor.SymbolicTraits = [], textStyle: TextStyle? = nil) {
        pointSize = size
        var attributes: [UIFontDescriptor.AttributeName: Any] = [:]
        if let textStyle { attributes[.textStyle] = textStyle.rawValue }
        fontDescriptor = UIFontDescriptor(symbolicTraits: traits, attributes: attributes)
        super.init()
    }

    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(size: fontSize) }
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(size: fontSize, traits: .traitBold) }
    open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(size: fontSize, traits: .traitItalic) }

    /// At the default content size (body 17, headline 17 bold, …).
    @available(iOS 7.0, watchOS 2.0, *)
    open class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        // Keyed by raw value: `largeTitle` is unavailable on tvOS, where this table is compiled too.
        let sizes: [String: CGFloat] = [
            "UICTFontTextStyleTitle0": 34, TextStyle.title1.rawValue: 28, TextStyle.title2.rawValue: 22,
            TextStyle.title3.rawValue: 20, TextStyle.headline.rawValue: 17, TextStyle.subheadline.rawValue: 15,
            TextStyle.body.rawValue: 17, TextStyle.callout.rawValue: 16, TextStyle.footnote.rawValue: 13,
            TextStyle.caption1.rawValue: 12, TextStyle.caption2.rawValue: 11,
        ]
        return UIFont(size: sizes[style.rawValue] ?? 17, traits: style == .headline ? .traitBold : [], textStyle: style)
    }
}

// Test support: how fonts follow the content size category.
extension UIFont {
    // Test support: the font a view that adjusts for the content size category shows under
    // `traits`. A text-style font scales by the body size of the category (17 points at
    // `large`, 53 at accessibility size 5), as UIFontMetrics scales the body style; Bold Text
    // (`bold` legibility weight) makes it bold. Other fonts do not change.
    func adjusted(to traits: UITraitCollection) -> UIFont {
        guard let style = fontDescriptor.object(forKey: .textStyle) as? String else { return self }
        let size = (pointSize * traits.preferredContentSizeCategory.bodySize / 17).rounded()
        var symbolicTraits = fontDescriptor.symbolicTraits
        if traits.legibilityWeight == .bold { symbolicTraits.insert(.traitBold) }
        return UIFont(size: size, traits: symbolicTraits, textStyle: TextStyle(rawValue: style))
    }
}
#endif
