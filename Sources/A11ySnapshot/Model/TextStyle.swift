/// How an element's text is drawn, as far as accessibility checks care: the point size, weight
/// and slant (which decide WCAG's large-text contrast threshold), the Dynamic Type style, the
/// spacing WCAG 1.4.12 talks about, and the line limit that can truncate enlarged text.
public struct TextStyle: Hashable, Sendable {
    /// The font's point size, quantized like frame values.
    public var size: Double {
        get { storedSize }
        set { storedSize = Points.quantize(newValue) }
    }
    public var isBold: Bool
    public var isItalic: Bool
    /// The Dynamic Type style the font scales with, or `nil` for a fixed font.
    public var dynamicType: DynamicTypeStyle?
    /// The distance from one baseline to the next in points, or `nil` when not captured.
    public var lineHeight: Double? {
        get { storedLineHeight }
        set { storedLineHeight = newValue.map(Points.quantize) }
    }
    /// The extra space between characters (kern) in points, or `nil` when not captured.
    public var letterSpacing: Double? {
        get { storedLetterSpacing }
        set { storedLetterSpacing = newValue.map(Points.quantize) }
    }
    /// The space after a paragraph in points, or `nil` when not captured.
    public var paragraphSpacing: Double? {
        get { storedParagraphSpacing }
        set { storedParagraphSpacing = newValue.map(Points.quantize) }
    }
    /// The most lines the text may use (`UILabel.numberOfLines`; `0` means no limit), or `nil`
    /// when not captured.
    public var numberOfLines: Int?
    /// `true` when the text did not fit its element at the captured size (it was cut off or
    /// shortened with an ellipsis); `false` when it fit. Only live capture can tell.
    public var isClipped: Bool

    private var storedSize: Double
    private var storedLineHeight: Double?
    private var storedLetterSpacing: Double?
    private var storedParagraphSpacing: Double?

    public init(
        size: Double, isBold: Bool = false, isItalic: Bool = false, dynamicType: DynamicTypeStyle? = nil,
        lineHeight: Double? = nil, letterSpacing: Double? = nil, paragraphSpacing: Double? = nil,
        numberOfLines: Int? = nil, isClipped: Bool = false
    ) {
        self.storedSize = Points.quantize(size)
        self.isBold = isBold
        self.isItalic = isItalic
        self.dynamicType = dynamicType
        self.storedLineHeight = lineHeight.map(Points.quantize)
        self.storedLetterSpacing = letterSpacing.map(Points.quantize)
        self.storedParagraphSpacing = paragraphSpacing.map(Points.quantize)
        self.numberOfLines = numberOfLines
        self.isClipped = isClipped
    }
}

/// The `UIFont.TextStyle` styles, by their Swift names.
public enum DynamicTypeStyle: String, CaseIterable, Hashable, Sendable {
    case largeTitle, title1, title2, title3, headline, subheadline, body, callout, footnote
    case caption1, caption2
    case extraLargeTitle, extraLargeTitle2
}
