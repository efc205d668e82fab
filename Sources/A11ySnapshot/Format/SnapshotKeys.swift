/// The keys of one kind of object of the snapshot format, in canonical order: the cases, and
/// their names as written (`names[rawValue]`), which the writer emits and the reader looks up in
/// `table`. `docs/FORMAT.md` is their specification.
protocol SnapshotKey: CaseIterable, RawRepresentable<Int> {
    static var names: [String] { get }
}

extension SnapshotKey {
    /// The key as written in a snapshot file.
    var name: String { Self.names[rawValue] }
}

/// The keys of the document object.
enum DocumentKey: Int, SnapshotKey {
    // Required keys.
    case version, name, viewport, elements
    // Optional keys: present only when set.
    case appleAudit, statedData, platform

    static let names = ["version", "name", "viewport", "elements", "appleAudit", "statedData", "platform"]
    static let table = ByteNameTable(names)
    static let required: [Int] = [version, name, viewport, elements].map(\.rawValue)
}

/// The keys of an `appleAudit` issue object.
enum AppleAuditKey: Int, SnapshotKey {
    case type, message, element

    static let names = ["type", "message", "element"]
    static let table = ByteNameTable(names)
}

enum ElementKey: Int, SnapshotKey {
    // Core keys: always present.
    case label, value, traits, frame, enabled
    // Optional keys: present only when set.
    case type, identifier, hint, placeholder, textContentType, keyboardType, customActions
    case customContent, customRotors, userInputLabels, visibleText
    case language, textStyle, colors, activationPoint, respondsToUserInteraction, container, children

    static let names = [
        "label", "value", "traits", "frame", "enabled",
        "type", "identifier", "hint", "placeholder", "textContentType", "keyboardType", "customActions",
        "customContent", "customRotors", "userInputLabels", "visibleText",
        "language", "textStyle", "colors", "activationPoint", "respondsToUserInteraction", "container", "children",
    ]
    static let table = ByteNameTable(names)
    static let core: [ElementKey] = [.label, .value, .traits, .frame, .enabled]
}

enum TextStyleKey: Int, SnapshotKey {
    case size, bold, italic, dynamicType, lineHeight, letterSpacing, paragraphSpacing, numberOfLines, clipped

    static let names = [
        "size", "bold", "italic", "dynamicType", "lineHeight", "letterSpacing", "paragraphSpacing", "numberOfLines", "clipped",
    ]
    static let table = ByteNameTable(names)
}

enum CustomContentKey: Int, SnapshotKey {
    case label, value, important

    static let names = ["label", "value", "important"]
    static let table = ByteNameTable(names)
}

enum ColorsKey: Int, SnapshotKey {
    case foreground, background

    static let names = ["foreground", "background"]
    static let table = ByteNameTable(names)
}
