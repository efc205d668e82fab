/// How an element's text is drawn, as far as accessibility checks care: the point size, weight
/// and slant (which decide WCAG's large-text contrast threshold) and the Dynamic Type style.
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

    private var storedSize: Double

    public init(size: Double, isBold: Bool = false, isItalic: Bool = false, dynamicType: DynamicTypeStyle? = nil) {
        self.storedSize = Points.quantize(size)
        self.isBold = isBold
        self.isItalic = isItalic
        self.dynamicType = dynamicType
    }
}

/// The `UIFont.TextStyle` styles, by their Swift names.
public enum DynamicTypeStyle: String, CaseIterable, Hashable, Sendable {
    case largeTitle, title1, title2, title3, headline, subheadline, body, callout, footnote
    case caption1, caption2
    case extraLargeTitle, extraLargeTitle2
}
