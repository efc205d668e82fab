/// One attribute's value, for the before and after of a change.
public enum AttributeValue: Hashable, Sendable, CustomStringConvertible {
    /// The attribute is not set (`null` or absent in the snapshot).
    case absent
    case text(String)
    case bool(Bool)
    case frame(Frame)
    case traits(AccessibilityTraits)
    case list([String])
    case textStyle(TextStyle)
    case colors(ElementColors)
    case point(Point)

    /// The attribute's value on `element`.
    public init(_ attribute: ElementAttribute, of element: AccessibilityElement) {
        func optional(_ string: String?) -> AttributeValue { string.map(AttributeValue.text) ?? .absent }
        switch attribute {
        case .label: self = .text(element.label)
        case .value: self = optional(element.value)
        case .traits: self = .traits(element.traits)
        case .frame: self = .frame(element.frame)
        case .enabled: self = .bool(element.isEnabled)
        case .type: self = optional(element.type?.rawValue)
        case .identifier: self = optional(element.identifier)
        case .hint: self = optional(element.hint)
        case .placeholder: self = optional(element.placeholder)
        case .textContentType: self = optional(element.textContentType)
        case .keyboardType: self = optional(element.keyboardType?.rawValue)
        case .customActions: self = element.customActions.isEmpty ? .absent : .list(element.customActions)
        case .customContent:
            self = element.customContent.isEmpty ? .absent : .list(element.customContent.map(Self.spelled))
        case .customRotors: self = element.customRotors.isEmpty ? .absent : .list(element.customRotors)
        case .userInputLabels: self = element.userInputLabels.isEmpty ? .absent : .list(element.userInputLabels)
        case .visibleText: self = optional(element.visibleText)
        case .activationPoint: self = element.activationPoint.map(AttributeValue.point) ?? .absent
        case .respondsToUserInteraction: self = element.respondsToUserInteraction.map(AttributeValue.bool) ?? .absent
        case .language: self = optional(element.language)
        case .textStyle: self = element.textStyle.map(AttributeValue.textStyle) ?? .absent
        case .colors: self = element.colors.map(AttributeValue.colors) ?? .absent
        case .container: self = optional(element.container?.rawValue)
        }
    }

    /// A custom content item as one line: `Price: $4.50`, with `(important)` when VoiceOver reads
    /// it unasked.
    static func spelled(_ item: CustomContent) -> String {
        "\(item.label): \(item.value)" + (item.isImportant ? " (important)" : "")
    }

    /// A short form for reports: strings quoted, frames and lists bracketed, `none` when absent.
    public var description: String {
        switch self {
        case .absent: "none"
        case .text(let string): "\"\(string)\""
        case .bool(let value): String(value)
        case .frame(let frame): frame.description
        case .point(let point): point.description
        case .traits(let traits): "[" + traits.names.joined(separator: ", ") + "]"
        case .list(let items): "[" + items.map { "\"\($0)\"" }.joined(separator: ", ") + "]"
        case .textStyle(let style):
            "size \(Frame(style.size, 0, 0, 0).description.dropFirst().prefix { $0 != "," })"
                + (style.isBold ? ", bold" : "") + (style.isItalic ? ", italic" : "")
                + (style.dynamicType.map { ", \($0.rawValue)" } ?? "")
        case .colors(let colors):
            [colors.foreground.map { "foreground \($0.hex)" }, colors.background.map { "background \($0.hex)" }]
                .compactMap { $0 }.joined(separator: ", ")
        }
    }
}
