/// A way the same screen is shown to a user who changed an accessibility setting: a larger text
/// size, a right-to-left language, Bold Text. A variant's reference sits next to the default
/// one, named with the variant's ``fileSuffix``: `loginScreen.json`, `loginScreen.ax5.json`,
/// `loginScreen.rtl.json`, `loginScreen.bold.json`.
public enum AccessibilityVariant: Hashable, Sendable {
    /// The text size (Dynamic Type) set to `category`.
    case contentSize(ContentSizeCategory)
    /// A right-to-left layout, as for Arabic or Hebrew.
    case rightToLeft
    /// Bold Text on.
    case boldText

    /// Every variant, in the order reports list them.
    public static let all: [AccessibilityVariant] =
        ContentSizeCategory.allCases.filter { $0 != .large }.map { .contentSize($0) } + [.rightToLeft, .boldText]

    /// The part of the reference's file name that names the variant: `ax5`, `xs`, `rtl`, `bold`.
    public var fileSuffix: String {
        switch self {
        case .contentSize(let category): category.fileSuffix
        case .rightToLeft: "rtl"
        case .boldText: "bold"
        }
    }

    /// How reports name the variant: `accessibility size 5`, `right-to-left`, `Bold Text`.
    public var title: String {
        switch self {
        case .contentSize(let category): category.title
        case .rightToLeft: "right-to-left"
        case .boldText: "Bold Text"
        }
    }

    /// The variant a file-name suffix names, if any.
    public init?(fileSuffix: String) {
        guard let variant = Self.all.first(where: { $0.fileSuffix == fileSuffix }) else { return nil }
        self = variant
    }
}

/// The Dynamic Type text sizes, as `UIContentSizeCategory` names them; `large` is the default.
public enum ContentSizeCategory: String, CaseIterable, Hashable, Sendable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge
    case accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge

    /// `xs`, `s`, `m`, `l`, `xl`, `xxl`, `xxxl`, and `ax1` to `ax5` for the accessibility sizes.
    public var fileSuffix: String {
        switch self {
        case .extraSmall: "xs"
        case .small: "s"
        case .medium: "m"
        case .large: "l"
        case .extraLarge: "xl"
        case .extraExtraLarge: "xxl"
        case .extraExtraExtraLarge: "xxxl"
        case .accessibilityMedium: "ax1"
        case .accessibilityLarge: "ax2"
        case .accessibilityExtraLarge: "ax3"
        case .accessibilityExtraExtraLarge: "ax4"
        case .accessibilityExtraExtraExtraLarge: "ax5"
        }
    }

    /// Whether this is one of the five larger accessibility sizes.
    public var isAccessibilitySize: Bool { rawValue.hasPrefix("accessibility") }

    /// `accessibility size 5`, `text size XXL`.
    public var title: String {
        isAccessibilitySize ? "accessibility size \(fileSuffix.dropFirst(2))" : "text size \(fileSuffix.uppercased())"
    }
}
