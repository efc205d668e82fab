/// The keys of the snapshot format, in canonical order. `docs/FORMAT.md` is their specification.
enum DocumentKey: Int, CaseIterable {
    // Required keys.
    case version, name, viewport, elements
    // Optional keys: present only when set.
    case appleAudit, statedData

    var name: String { Self.names[rawValue] }
    static let names = ["version", "name", "viewport", "elements", "appleAudit", "statedData"]
    static let table = ByteNameTable(names)
    static let required: [Int] = [version, name, viewport, elements].map(\.rawValue)
}

/// The keys of an `appleAudit` issue object.
enum AppleAuditKey: Int, CaseIterable {
    case type, message, element

    var name: String { Self.names[rawValue] }
    static let names = ["type", "message", "element"]
    static let table = ByteNameTable(names)
}

enum ElementKey: Int, CaseIterable {
    // Core keys: always present.
    case label, value, traits, frame, enabled
    // Optional keys: present only when set.
    case type, identifier, hint, placeholder, textContentType, keyboardType, customActions
    case customContent, customRotors, userInputLabels
    case language, textStyle, colors, activationPoint, respondsToUserInteraction, container, children

    var name: String { Self.names[rawValue] }
    static let names = [
        "label", "value", "traits", "frame", "enabled",
        "type", "identifier", "hint", "placeholder", "textContentType", "keyboardType", "customActions",
        "customContent", "customRotors", "userInputLabels",
        "language", "textStyle", "colors", "activationPoint", "respondsToUserInteraction", "container", "children",
    ]
    static let table = ByteNameTable(names)
    static let core: [ElementKey] = [.label, .value, .traits, .frame, .enabled]
}

enum TextStyleKey: Int, CaseIterable {
    case size, bold, italic, dynamicType, lineHeight, letterSpacing, paragraphSpacing, numberOfLines, clipped

    var name: String { Self.names[rawValue] }
    static let names = [
        "size", "bold", "italic", "dynamicType", "lineHeight", "letterSpacing", "paragraphSpacing", "numberOfLines", "clipped",
    ]
    static let table = ByteNameTable(names)
}

enum CustomContentKey: Int, CaseIterable {
    case label, value, important

    var name: String { Self.names[rawValue] }
    static let names = ["label", "value", "important"]
    static let table = ByteNameTable(names)
}

enum ColorsKey: Int, CaseIterable {
    case foreground, background

    var name: String { Self.names[rawValue] }
    static let names = ["foreground", "background"]
    static let table = ByteNameTable(names)
}
