/// Reads Android `uiautomator dump` XML (`<hierarchy rotation="0"><node class="…" …/>`) and
/// Appium UiAutomator2 page source (`<hierarchy width height>` with class-name tags such as
/// `<android.widget.Button …>` and extra `displayed`, `hint`, `a11y-*` attributes).
///
/// The mapping, attribute by attribute, is in `docs/import/uiautomator-xml.md`. In short:
/// - `class` gives the type (``AndroidWidgetClass``); `password="true"` makes it a secure text
///   field. Traits are always stated: the type's implied traits, `button` for a clickable plain,
///   text or image view, `header` for `heading="true"`.
/// - The label is `content-desc`, else `text`; an editable field's `text` is its value instead
///   (unless `showing-hint` says the text is the hint, or, when the dump has no `showing-hint`,
///   the text equals the hint: the field is empty) and its `hint` the placeholder. Elsewhere
///   `hint` (else `tooltip-text`) is the hint when it does not repeat the label.
/// - `resource-id` is the identifier, except on a layout that carries nothing else (so layouts
///   still flatten as wrappers). Switches, toggles and checkboxes get the value "1"/"0"
///   from `checked`, as UIKit switches do; other checkable views are selected when checked.
/// - An `ImageView` (any class mapping to `image`) that is neither `focusable`, `clickable` nor
///   `long-clickable` and has no `content-desc` is marked as not an accessibility element, so
///   the import policy drops it as decorative.
/// - `selected="true"` that a view only inherits from a selected ancestor is ignored: the
///   topmost selected view alone is selected.
/// - `bounds` is the frame, in pixels as the dump gives them. `enabled`, `selected`,
///   `displayed`/`visible-to-user`, `screen-reader-focusable` map to the same-named properties.
/// - The `hierarchy` root is the application: its frame and the viewport are its `width` and
///   `height` (UiAutomator2), else the union of the top-level nodes' bounds.
package enum UIAutomatorXMLReader: DumpReader {
    package static let format = DumpFormat.uiautomatorXML

    package static func recognizes(_ head: DumpHead) -> Bool {
        head.starts(with: "<") && head.contains("<hierarchy")
    }

    package static func read(_ bytes: UnsafeBufferPointer<UInt8>, file: String?) throws(DumpImportError) -> ImportedDocument {
        let root = try XMLReader.parse(bytes, file: file)
        let values = XMLAttributeValues(bytes: bytes, file: file)
        guard root.name == "hierarchy" else {
            throw values.error(.invalidValue, "expected a <hierarchy> root element (Android uiautomator dump), found <\(root.name)>", at: root)
        }
        let inheritedSelection = try selectedByAncestor(in: root, values: values)
        var children: [ImportedNode] = []
        // A dump repeats a few dozen class names; map each once.
        var types: [String: ElementType] = [:]
        for top in root.children {
            children.append(try top.fold { element, built throws(DumpImportError) in
                let className = element["class"] ?? (element.name == "node" ? "" : element.name)
                let type: ElementType
                if let known = types[className] {
                    type = known
                } else {
                    type = className.isEmpty ? .other : AndroidWidgetClass.elementType(forClass: className)
                    types[className] = type
                }
                return try node(for: element, classType: type, children: built, values: values,
                                inheritsSelection: inheritedSelection.contains(element.offset))
            })
        }
        let viewport = try screen(of: root, values: values) ?? children.compactMap(\.frame).reduce(nil) { union, frame in
            union.map { $0.union(frame) } ?? frame
        }
        let application = ImportedNode(role: .application, frame: viewport, children: children)
        return ImportedDocument(roots: [application], viewport: viewport)
    }

    /// The offsets of the elements whose `selected="true"` only repeats an ancestor's: Android
    /// reports a selected view's state on every descendant, but only the topmost selected view
    /// owns it (the tab, not its icon and title).
    static func selectedByAncestor(in root: XMLElementNode, values: XMLAttributeValues) throws(DumpImportError) -> Set<Int> {
        var inherited: Set<Int> = []
        var stack: [(element: XMLElementNode, underSelected: Bool)] = root.children.map { ($0, false) }
        while let (element, underSelected) = stack.popLast() {
            let selected = try values.bool("selected", of: element) == true
            if selected, underSelected { inherited.insert(element.offset) }
            stack += element.children.map { ($0, underSelected || selected) }
        }
        return inherited
    }

    /// UiAutomator2's `width` and `height` on the root.
    static func screen(of root: XMLElementNode, values: XMLAttributeValues) throws(DumpImportError) -> Frame? {
        guard let width = try values.number("width", of: root), let height = try values.number("height", of: root), width > 0, height > 0 else {
            return nil
        }
        return Frame(x: 0, y: 0, width: width, height: height)
    }

    /// One `node` (or class-named) element, whose class maps to `classType`, as an imported node.
    static func node(for element: XMLElementNode, classType: ElementType, children: [ImportedNode], values: XMLAttributeValues, inheritsSelection: Bool = false) throws(DumpImportError) -> ImportedNode {
        var type = classType
        if try values.bool("password", of: element) == true { type = .secureTextField }
        var node = ImportedNode(type: type, children: children)

        let description = values.text("content-desc", of: element)
        let text = values.text("text", of: element)
        let hint = values.text("hint", of: element)
        let tooltip = values.text("tooltip-text", of: element)
        // Raw `uiautomator dump` has no `showing-hint`: an empty field reports its hint as its
        // text, so a text equal to the hint is the placeholder, not a typed value.
        let isShowingHint = try values.bool("showing-hint", of: element) ?? (text != nil && text == hint)
        if isEditable(type) {
            node.label = description
            node.value = isShowingHint ? nil : text
            node.placeholder = hint ?? (isShowingHint ? text : nil)
            node.hint = tooltip
        } else {
            let label = description ?? text
            node.label = label
            node.hint = [hint, tooltip].lazy.compactMap { $0 }.first { $0 != label }
        }
        node.identifier = values.text("resource-id", of: element)

        let checkable = try values.bool("checkable", of: element) ?? false
        let checked = try values.bool("checked", of: element) ?? false
        if hasOnOffValue(type) {
            if checkable || element.attribute("checked") != nil { node.value = checked ? "1" : "0" }
        } else if checkable, checked {
            node.isSelected = true
        }
        if !inheritsSelection, try values.bool("selected", of: element) == true { node.isSelected = true }

        var traits = type.impliedTraits
        if try values.bool("clickable", of: element) == true, type == .other || type == .staticText || type == .image {
            traits.remove(.staticText)
            traits.insert(.button)
        }
        if try values.bool("heading", of: element) == true { traits.insert(.header) }
        node.traits = traits

        node.isEnabled = try values.bool("enabled", of: element) ?? true
        let displayed = try values.bool("displayed", of: element)
        let visibleToUser = try values.bool("visible-to-user", of: element)
        node.isVisible = displayed ?? visibleToUser
        if try values.bool("screen-reader-focusable", of: element) == true {
            node.isAccessibilityElement = true
        } else if type == .image, description == nil, try !isFocusable(element, values: values) {
            // TalkBack skips an image view it cannot focus that describes nothing: decorative.
            node.isAccessibilityElement = false
        }
        if let bounds = element.attribute("bounds") {
            node.frame = try frame(bounds, of: element, values: values)
        }
        if AndroidWidgetClass.isBareLayout(node) { node.identifier = nil }
        return node
    }

    /// Whether TalkBack can move to the view: `focusable`, `clickable` or `long-clickable`.
    static func isFocusable(_ element: XMLElementNode, values: XMLAttributeValues) throws(DumpImportError) -> Bool {
        for name in ["focusable", "clickable", "long-clickable"] where try values.bool(name, of: element) == true {
            return true
        }
        return false
    }

    static func isEditable(_ type: ElementType) -> Bool {
        type == .textField || type == .secureTextField || type == .searchField || type == .textView
    }

    /// Types UIKit gives an on/off value ("1"/"0") rather than the Selected trait.
    static func hasOnOffValue(_ type: ElementType) -> Bool {
        type == .switch || type == .toggle || type == .checkBox
    }

    /// `[x1,y1][x2,y2]` as a frame (reversed corners are standardized).
    static func frame(_ bounds: XMLAttribute, of element: XMLElementNode, values: XMLAttributeValues) throws(DumpImportError) -> Frame {
        var numbers: [Double] = []
        var scanner = Substring(bounds.value.trimmingXMLWhitespace)
        func expect(_ character: Character) -> Bool {
            guard scanner.first == character else { return false }
            scanner.removeFirst()
            return true
        }
        func integer() -> Double? {
            let digits = scanner.prefix { $0 == "-" || $0.isASCII && $0.isNumber }
            guard !digits.isEmpty, let value = Int(digits) else { return nil }
            scanner.removeFirst(digits.count)
            return Double(value)
        }
        for _ in 0..<2 {
            guard expect("["), let first = integer(), expect(","), let second = integer(), expect("]") else {
                throw values.error("expected bounds as [left,top][right,bottom] for <\(element.name)>, found \"\(bounds.value)\"", at: bounds)
            }
            numbers += [first, second]
        }
        guard scanner.isEmpty else {
            throw values.error("expected bounds as [left,top][right,bottom] for <\(element.name)>, found \"\(bounds.value)\"", at: bounds)
        }
        return ImportedNode.frame(x: numbers[0], y: numbers[1], width: numbers[2] - numbers[0], height: numbers[3] - numbers[1])
    }
}
