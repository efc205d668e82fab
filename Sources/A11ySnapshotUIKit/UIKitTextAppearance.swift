#if os(iOS) || os(visionOS)
import UIKit
#elseif os(Linux)
import AppleShim
#endif

#if os(iOS) || os(visionOS) || os(Linux)
import A11ySnapshot
import Foundation

/// How a view's own text is drawn, read for the text rules (`text-contrast`,
/// `dynamic-type-unsupported`, `text-may-truncate`, `text-spacing`), which check what Apple's
/// accessibility audit checks on live screens (contrast, Dynamic Type, clipped text).
///
/// Read from `UILabel`, `UITextField`, `UITextView` and a `UIButton`'s title label:
/// - **size, bold, italic** from the font (`pointSize`, the descriptor's symbolic traits);
/// - **Dynamic Type**: the descriptor's text style, recorded only when the view also adjusts for
///   the content size category (`adjustsFontForContentSizeCategory`); a view that adjusts but
///   whose font has no text style (a custom font scaled with `UIFontMetrics`) scales with `body`,
///   the metrics `UIFontMetrics.default` uses;
/// - **line limit**: a label's `numberOfLines`; a text field is one line (`1`); a text view has
///   no limit (`0`);
/// - **spacing** from the attributes at the start of an attributed text: line height from its
///   paragraph style (minimum/maximum line height, line height multiple, plus line spacing),
///   letter spacing from `.kern`, paragraph spacing; nothing when the text sets none;
/// - **clipped**: a label (or title label) whose text, laid out in its width with no line limit,
///   needs more height than the label has (`textRect(forBounds:limitedToNumberOfLines:)`); text
///   fields and text views scroll instead;
/// - **colours**: the text colour, and the colour behind the text: the view's own background and
///   its ancestors', walking up to the first opaque one and compositing the translucent ones
///   above it; no opaque background means no background colour (the contrast rule then says it
///   could not run). Colours resolve against the view's trait collection (dark mode) and are read
///   as sRGB components; a colour without them (a pattern) is not recorded. The views' `alpha` is
///   not applied.
@MainActor
enum UIKitTextAppearance {
    /// The text style of `view`'s text, or `nil` when it shows no text this reads.
    static func textStyle(of view: UIView) -> TextStyle? {
        guard let text = TextSource(view) else { return nil }
        let font = text.font
        let traits = font.fontDescriptor.symbolicTraits
        var style = TextStyle(
            size: Double(font.pointSize), isBold: traits.contains(.traitBold), isItalic: traits.contains(.traitItalic),
            dynamicType: dynamicType(of: font, adjusts: text.adjustsForContentSize), numberOfLines: text.lineLimit)
        if let attributed = text.attributedText, attributed.length > 0 {
            let attributes = attributed.attributes(at: 0, effectiveRange: nil)
            if let kern = attributes[.kern] as? NSNumber { style.letterSpacing = kern.doubleValue }
            if let paragraph = attributes[.paragraphStyle] as? NSParagraphStyle {
                style.lineHeight = lineHeight(of: paragraph, font: font)
                if paragraph.paragraphSpacing > 0 { style.paragraphSpacing = Double(paragraph.paragraphSpacing) }
            }
        }
        if let label = text.label {
            let unlimited = CGRect(x: 0, y: 0, width: label.bounds.width, height: .greatestFiniteMagnitude)
            style.isClipped = label.textRect(forBounds: unlimited, limitedToNumberOfLines: 0).height > label.bounds.height + 0.5
        }
        return style
    }

    /// The text colour and the effective background behind `view`'s text.
    static func colors(of view: UIView) -> ElementColors? {
        guard let text = TextSource(view) else { return nil }
        let colors = ElementColors(
            foreground: text.color.flatMap { rgba($0, in: view) }, background: effectiveBackground(of: view))
        return colors.foreground == nil && colors.background == nil ? nil : colors
    }

    private static let styles: [UIFont.TextStyle: DynamicTypeStyle] = [
        .largeTitle: .largeTitle, .title1: .title1, .title2: .title2, .title3: .title3, .headline: .headline,
        .subheadline: .subheadline, .body: .body, .callout: .callout, .footnote: .footnote,
        .caption1: .caption1, .caption2: .caption2,
    ]

    private static func dynamicType(of font: UIFont, adjusts: Bool) -> DynamicTypeStyle? {
        guard adjusts else { return nil }
        guard let name = font.fontDescriptor.object(forKey: .textStyle) as? String else { return .body }
        return styles[UIFont.TextStyle(rawValue: name)] ?? .body
    }

    /// The distance between baselines a paragraph style gives `font`, or `nil` when it sets no
    /// line height.
    private static func lineHeight(of paragraph: NSParagraphStyle, font: UIFont) -> Double? {
        let setsHeight = paragraph.lineHeightMultiple > 0 || paragraph.minimumLineHeight > 0
            || paragraph.maximumLineHeight > 0 || paragraph.lineSpacing > 0
        guard setsHeight else { return nil }
        var height = font.lineHeight * (paragraph.lineHeightMultiple > 0 ? paragraph.lineHeightMultiple : 1)
        height = max(height, paragraph.minimumLineHeight)
        if paragraph.maximumLineHeight > 0 { height = min(height, paragraph.maximumLineHeight) }
        return Double(height + paragraph.lineSpacing)
    }

    /// The first opaque background at or above `view`, with the translucent ones above it
    /// composited over it; `nil` when there is none.
    private static func effectiveBackground(of view: UIView) -> RGBAColor? {
        var layers: [(red: Double, green: Double, blue: Double, alpha: Double)] = []
        var current: UIView? = view
        while let candidate = current {
            if let color = candidate.backgroundColor.flatMap({ components($0, in: candidate) }), color.alpha > 0 {
                layers.append(color)
                if color.alpha >= 1 { break }
            }
            current = candidate.superview
        }
        guard var result = layers.last, result.alpha >= 1 else { return nil }
        for layer in layers.dropLast().reversed() {
            result = (layer.red * layer.alpha + result.red * (1 - layer.alpha),
                      layer.green * layer.alpha + result.green * (1 - layer.alpha),
                      layer.blue * layer.alpha + result.blue * (1 - layer.alpha), 1)
        }
        return RGBAColor(red: channel(result.red), green: channel(result.green), blue: channel(result.blue))
    }

    private static func rgba(_ color: UIColor, in view: UIView) -> RGBAColor? {
        components(color, in: view).map {
            RGBAColor(red: channel($0.red), green: channel($0.green), blue: channel($0.blue), alpha: channel($0.alpha))
        }
    }

    private static func components(_ color: UIColor, in view: UIView) -> (red: Double, green: Double, blue: Double, alpha: Double)? {
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        guard color.resolvedColor(with: view.traitCollection).getRed(&red, green: &green, blue: &blue, alpha: &alpha) else { return nil }
        return (Double(red), Double(green), Double(blue), Double(alpha))
    }

    /// A component in 0…1 (extended sRGB values are clamped) as an 8-bit channel.
    private static func channel(_ value: Double) -> UInt8 {
        guard value.isFinite else { return 0 }
        return UInt8((min(max(value, 0), 1) * 255).rounded())
    }

    /// Where a view's text and its attributes come from.
    @MainActor
    private struct TextSource {
        let font: UIFont
        let color: UIColor?
        let attributedText: NSAttributedString?
        let adjustsForContentSize: Bool
        let lineLimit: Int
        /// The label to measure for clipping (a label, or a button's title label).
        let label: UILabel?

        init?(_ view: UIView) {
            switch view {
            case let label as UILabel:
                guard let font = label.font else { return nil }
                self.init(label: label, font: font)
            case let button as UIButton:
                guard let label = button.titleLabel, let font = label.font else { return nil }
                self.init(font: font, color: button.currentTitleColor, attributedText: label.attributedText,
                          adjustsForContentSize: label.adjustsFontForContentSizeCategory, lineLimit: label.numberOfLines, label: label)
            case let field as UITextField:
                guard let font = field.font else { return nil }
                self.init(font: font, color: field.textColor, attributedText: nil,
                          adjustsForContentSize: field.adjustsFontForContentSizeCategory, lineLimit: 1, label: nil)
            case let textView as UITextView:
                guard let font = textView.font else { return nil }
                self.init(font: font, color: textView.textColor, attributedText: nil,
                          adjustsForContentSize: textView.adjustsFontForContentSizeCategory, lineLimit: 0, label: nil)
            default:
                return nil
            }
        }

        private init(label: UILabel, font: UIFont) {
            self.init(font: font, color: label.textColor, attributedText: label.attributedText,
                      adjustsForContentSize: label.adjustsFontForContentSizeCategory, lineLimit: label.numberOfLines, label: label)
        }

        private init(font: UIFont, color: UIColor?, attributedText: NSAttributedString?, adjustsForContentSize: Bool,
                     lineLimit: Int, label: UILabel?) {
            self.font = font
            self.color = color
            self.attributedText = attributedText
            self.adjustsForContentSize = adjustsForContentSize
            self.lineLimit = lineLimit
            self.label = label
        }
    }
}
#endif
