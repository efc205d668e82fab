import A11ySnapshot

/// A plain `Codable` tree with the snapshot format's fields and key names: what a project would
/// write to store accessibility trees with Foundation's `JSONEncoder` and `JSONDecoder`. The
/// benchmark times those against the canonical codec on the same data.
///
/// Optional keys are optionals, so `JSONDecoder` reads the canonical files as they are.
struct MirrorSnapshot: Codable {
    var version: Int
    var name: String
    var viewport: [Double]
    var elements: [MirrorElement]

    init(_ snapshot: AccessibilitySnapshot) {
        version = AccessibilitySnapshot.formatVersion
        name = snapshot.name
        viewport = MirrorElement.values(of: snapshot.viewport)
        elements = snapshot.elements.map(MirrorElement.init)
    }

    var elementCount: Int {
        elements.reduce(0) { $0 + $1.subtreeCount }
    }
}

struct MirrorElement: Codable {
    var label: String
    var value: String?
    var traits: [String]
    var frame: [Double]
    var enabled: Bool
    var type: String?
    var identifier: String?
    var hint: String?
    var placeholder: String?
    var textContentType: String?
    var keyboardType: String?
    var customActions: [String]?
    var language: String?
    var textStyle: MirrorTextStyle?
    var colors: MirrorColors?
    var container: String?
    var children: [MirrorElement]?

    init(_ element: AccessibilityElement) {
        label = element.label
        value = element.value
        traits = element.traits.names
        frame = Self.values(of: element.frame)
        enabled = element.isEnabled
        type = element.type?.rawValue
        identifier = element.identifier
        hint = element.hint
        placeholder = element.placeholder
        textContentType = element.textContentType
        keyboardType = element.keyboardType?.rawValue
        customActions = element.customActions.isEmpty ? nil : element.customActions
        language = element.language
        textStyle = element.textStyle.map(MirrorTextStyle.init)
        colors = element.colors.map(MirrorColors.init)
        container = element.container?.rawValue
        children = element.children.isEmpty ? nil : element.children.map(MirrorElement.init)
    }

    static func values(of frame: Frame) -> [Double] {
        [frame.x, frame.y, frame.width, frame.height]
    }

    var subtreeCount: Int {
        (children ?? []).reduce(1) { $0 + $1.subtreeCount }
    }
}

struct MirrorTextStyle: Codable {
    var size: Double
    var bold: Bool?
    var italic: Bool?
    var dynamicType: String?

    init(_ style: TextStyle) {
        size = style.size
        bold = style.isBold ? true : nil
        italic = style.isItalic ? true : nil
        dynamicType = style.dynamicType?.rawValue
    }
}

struct MirrorColors: Codable {
    var foreground: String?
    var background: String?

    init(_ colors: ElementColors) {
        foreground = colors.foreground?.hex
        background = colors.background?.hex
    }
}
