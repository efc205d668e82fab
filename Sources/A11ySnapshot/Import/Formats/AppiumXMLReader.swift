/// Reads Appium / WebDriverAgent iOS page source XML: `<AppiumAUT>` around an
/// `<XCUIElementTypeApplication>`, or the application element alone (WDA's own `/source`), or
/// macaca app-inspector's form of the same tree (XCTestWD): a `<hierarchy>` of `<node>` elements
/// whose `type` attribute is the tag name and whose other attributes are WDA's.
///
/// The mapping, attribute by attribute, is in `docs/import/appium-xml.md`. In short:
/// - The tag (`XCUIElementTypeButton`) gives the type; names that are not an
///   `XCUIElement.ElementType` map to `other`, and the node is kept.
/// - `label` is the label. WDA writes `name` as the identifier when there is one, else the label,
///   so `name` becomes the identifier when it differs from `label` (or there is no label).
/// - `value`, `placeholderValue`, `enabled`, `visible`, `accessible`, `selected`, and
///   `x`/`y`/`width`/`height` map to the same-named properties; a static text's `value` that only
///   repeats its label is dropped (UIKit labels have no accessibility value).
/// - `traits` (newer WDA: "Button, Selected") makes the traits exact; without it the import
///   policy infers traits from the type.
/// - `index`, `focused`, `hittable` and unknown attributes are ignored.
package enum AppiumXMLReader: DumpReader {
    package static let format = DumpFormat.appiumXML

    package static func recognizes(_ head: DumpHead) -> Bool {
        head.starts(with: "<") && (head.contains("<AppiumAUT") || head.contains("<XCUIElementType")
            || head.contains("<hierarchy") && head.contains(#"<node type="XCUIElementType"#))
    }

    package static func read(_ bytes: UnsafeBufferPointer<UInt8>, file: String?) throws(DumpImportError) -> ImportedDocument {
        let root = try XMLReader.parse(bytes, file: file)
        let values = XMLAttributeValues(bytes: bytes, file: file)
        let tops: [XMLElementNode]
        if root.name == "AppiumAUT" || root.name == "hierarchy" && isMacacaHierarchy(root) {
            tops = root.children
        } else if root.name.hasPrefix(typePrefix) {
            tops = [root]
        } else {
            throw values.error(.invalidValue, #"expected <AppiumAUT>, an <XCUIElementType…> root element or a <hierarchy> of <node type="XCUIElementType…"> (Appium iOS page source), found <\#(root.name)>"#, at: root)
        }
        try refuseOtherPlatforms(tops, values: values)
        var roots: [ImportedNode] = []
        // A page source repeats a few dozen tag names; look each up once.
        var types: [String: ElementType] = [:]
        for top in tops {
            roots.append(try top.fold { element, children throws(DumpImportError) in
                let type: ElementType
                let typeName = element.name == "node" ? element["type"] ?? "" : element.name
                if let known = types[typeName] {
                    type = known
                } else {
                    type = ElementType(dumpName: typeName) ?? .other
                    types[typeName] = type
                }
                return try node(for: element, type: type, children: children, values: values)
            })
        }
        // WDA page sources state traits (and so headers) only in versions that write `traits`.
        var stated: StatedData = [.pointFrames, .values, .adjustableValues, .identifiers]
        if roots.contains(where: { $0.contains { $0.traits != nil } }) { stated.formUnion([.traits, .headers]) }
        var document = ImportedDocument(roots: roots, statedData: stated)
        document.shapesVoiceOverFocus = true
        document.depthLimitCut = DepthLimitCut.find(in: roots)
        return document
    }

    static let typePrefix = "XCUIElementType"

    /// Refuses page sources of screens this tool does not model, which the XML's shape would
    /// otherwise let through as iOS: macOS apps (appium-mac2-driver writes `elementType` and
    /// `title`, and lists the menu bar's closed menus and the window's buttons: WeCom for Mac, read
    /// as an iOS screen, had 57 closed menu items among its stops and 257 findings, most of them
    /// false), and Instruments'
    /// UIAutomation (`UIAApplication`, Appium 1.5 and earlier, iOS 9 and earlier), whose types
    /// and attributes are not XCUITest's.
    private static func refuseOtherPlatforms(_ tops: [XMLElementNode], values: XMLAttributeValues) throws(DumpImportError) {
        guard let top = tops.first else { return }
        if top.attribute("elementType") != nil, top.attribute("title") != nil {
            throw values.error(.unrecognizedFormat, "this is a macOS page source (appium-mac2-driver: `elementType` and `title` attributes); a11ysnap reads iOS and Android screens", at: top)
        }
        if top.name.hasPrefix("UIA") {
            throw values.error(.unrecognizedFormat, "this is a UIAutomation page source (<\(top.name)>: Instruments, iOS 9 and earlier); a11ysnap reads XCUITest page sources (WebDriverAgent)", at: top)
        }
    }

    /// Whether `root`, a `<hierarchy>`, holds macaca's `<node type="XCUIElementType…">` elements,
    /// not an Android dump's views.
    private static func isMacacaHierarchy(_ root: XMLElementNode) -> Bool {
        !root.children.isEmpty && root.children.allSatisfy { $0.name == "node" && $0["type"]?.hasPrefix(typePrefix) == true }
    }

    /// One element, whose tag names `type`, as an imported node.
    static func node(for element: XMLElementNode, type: ElementType, children: [ImportedNode], values: XMLAttributeValues) throws(DumpImportError) -> ImportedNode {
        var node = ImportedNode(type: type, children: children)
        switch type {
        case .application: node.role = .application
        case .window: node.role = .window
        default: break
        }

        let label = values.text("label", of: element)
        let name = values.text("name", of: element)
        node.label = label
        if let name, name != label {
            node.identifier = name
        }
        let value = values.text("value", of: element)
        // A static text's value repeats its label, sometimes with the text's trailing newline or
        // spaces: UIKit labels have no accessibility value.
        node.value = (type == .staticText && value.map { $0.trimmingTrailingWhitespace() == label?.trimmingTrailingWhitespace() } == true)
            ? nil : value
        node.placeholder = values.text("placeholderValue", of: element)
        node.dropPlaceholderEchoedAsValue()

        node.isEnabled = try values.bool("enabled", of: element) ?? true
        node.isVisible = try values.bool("visible", of: element)
        node.isAccessibilityElement = try values.bool("accessible", of: element)
        node.isAccessibilityElement = WDACellAccessibility.isAccessibilityElement(of: node)
        node.isSelected = try values.bool("selected", of: element) ?? false
        node.frame = try frame(of: element, values: values)

        if let traits = element.attribute("traits") {
            let (parsed, notEnabled) = parseTraits(traits.value)
            node.traits = parsed
            if notEnabled { node.isEnabled = false }
        }
        return node
    }

    /// `x`, `y`, `width`, `height`; `nil` when none is given, a missing one counts as 0.
    static func frame(of element: XMLElementNode, values: XMLAttributeValues) throws(DumpImportError) -> Frame? {
        let x = try values.frameNumber("x", of: element)
        let y = try values.frameNumber("y", of: element)
        let width = try values.frameNumber("width", of: element)
        let height = try values.frameNumber("height", of: element)
        if x == nil, y == nil, width == nil, height == nil { return nil }
        return ImportedNode.frame(x: x ?? 0, y: y ?? 0, width: width ?? 0, height: height ?? 0)
    }

    /// WDA's trait names (`FBAccessibilityTraitsToStringsArray`), comma-separated. Returns the
    /// traits and whether `NotEnabled` was listed; unknown names are ignored.
    static func parseTraits(_ list: String) -> (AccessibilityTraits, notEnabled: Bool) {
        var traits: AccessibilityTraits = []
        var notEnabled = false
        for part in list.split(separator: ",") {
            let name = String(part).trimmingXMLWhitespace
            if name == "NotEnabled" {
                notEnabled = true
            } else if let trait = traitNames[name] {
                traits.insert(trait)
            }
        }
        return (traits, notEnabled)
    }

    static let traitNames: [String: AccessibilityTraits] = [
        "None": [],
        "Button": .button, "Link": .link, "Header": .header, "SearchField": .searchField,
        "Image": .image, "Selected": .selected, "PlaysSound": .playsSound, "KeyboardKey": .keyboardKey,
        "StaticText": .staticText, "SummaryElement": .summaryElement, "UpdatesFrequently": .updatesFrequently,
        "StartsMediaSession": .startsMediaSession, "Adjustable": .adjustable,
        "AllowsDirectInteraction": .allowsDirectInteraction, "CausesPageTurn": .causesPageTurn,
        "TabBar": .tabBar, "ToggleButton": .toggleButton, "SupportsZoom": .supportsZoom,
    ]
}

extension String {
    /// The string without trailing spaces, tabs and line breaks.
    fileprivate func trimmingTrailingWhitespace() -> Substring {
        var end = endIndex
        while end > startIndex, let scalar = self[index(before: end)].unicodeScalars.first, scalar.properties.isWhitespace {
            end = index(before: end)
        }
        return self[..<end]
    }
}
