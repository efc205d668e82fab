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
/// - `bounds` is the frame, in pixels as the dump gives them; reversed corners (a view wholly
///   outside what clips it) make it not visible. `enabled`, `selected`,
///   `displayed`/`visible-to-user`, `screen-reader-focusable` map to the same-named properties.
/// - The `hierarchy` root is the application: its frame and the viewport are its `width` and
///   `height` (UiAutomator2), else the union of the top-level nodes' bounds.
package enum UIAutomatorXMLReader: DumpReader {
    package static let format = DumpFormat.uiautomatorXML

    package static func recognizes(_ head: DumpHead) -> Bool {
        (head.starts(with: "<") || UIAutomatorStatusLine.starts(head)) && head.contains("<hierarchy")
    }

    package static func read(_ bytes: UnsafeBufferPointer<UInt8>, file: String?) throws(DumpImportError) -> ImportedDocument {
        // uiautomator's status line before or after the XML is set aside; errors keep the file's positions.
        let range = UIAutomatorStatusLine.document(in: bytes) ?? 0..<bytes.count
        let bytes = UnsafeBufferPointer(rebasing: bytes[..<range.upperBound])
        let root = try XMLReader.parse(bytes, file: file, from: range.lowerBound)
        let values = XMLAttributeValues(bytes: bytes, file: file)
        guard root.name == "hierarchy" else {
            throw values.error(.invalidValue, "expected a <hierarchy> root element (Android uiautomator dump), found <\(root.name)>", at: root)
        }
        var children: [ImportedNode] = []
        // A dump repeats a few dozen class names; map each once.
        var classes: [String: (type: ElementType, isPlainLayout: Bool)] = [:]
        var stated: StatedData = [.values, .identifiers]
        for top in root.children {
            let view = try top.fold { (element, built: [AndroidFocusShaping.View]) throws(DumpImportError) -> AndroidFocusShaping.View in
                let className = element["class"] ?? (element.name == "node" ? "" : element.name)
                let viewClass: (type: ElementType, isPlainLayout: Bool)
                if let known = classes[className] {
                    viewClass = known
                } else {
                    viewClass = (className.isEmpty ? .other : AndroidWidgetClass.elementType(forClass: className),
                                 AndroidWidgetClass.isPlainLayout(className))
                    classes[className] = viewClass
                }
                // UiAutomator2 writes `heading` and `hint` on every node; raw dumps of older
                // Android versions have neither, so they cannot state a header or a hint.
                if element.attribute("heading") != nil { stated.insert(.headers) }
                if element.attribute("hint") != nil { stated.insert(.hints) }
                return try Self.view(for: element, className: className, viewClass: viewClass, children: built, values: values)
            }
            var window = AndroidFocusShaping.shape(view)
            window.isSystemOwned = isSystemUIWindow(top, values: values)
            // An input method's own activity (Gboard's theme settings, from the top of the screen)
            // is an app's screen; its keyboard window lies along the bottom.
            if isInputMethodWindow(top, values: values), (window.frame?.minY ?? 1) > 0 { window.type = .keyboard }
            children.append(window)
        }
        // The windows' bounds: UiAutomator2's `height` leaves out the navigation bar, which the
        // window covers, so the viewport is the union of both.
        let windows = children.compactMap(\.frame).reduce(nil) { (union: Frame?, frame) in union.map { $0.union(frame) } ?? frame }
        let stated_screen = try screen(of: root, values: values)
        let viewport = stated_screen.map { screen in windows.map { screen.union($0) } ?? screen } ?? windows
        children = Self.markingOtherAppsOverlays(children, of: root.children, screen: viewport, values: values)
        let application = ImportedNode(role: .application, frame: viewport, children: children)
        // Bounds are pixels, and no dump states the display density, so frames are not in points;
        // no dump writes a view's range either, so a slider's position is never stated.
        var document = ImportedDocument(roots: [application], viewport: viewport, statedData: stated)
        document.platform = .android
        return document
    }

    /// One node with the facts ``AndroidFocusShaping`` needs.
    static func view(for element: XMLElementNode, className: String, viewClass: (type: ElementType, isPlainLayout: Bool),
                     children: [AndroidFocusShaping.View], values: XMLAttributeValues) throws(DumpImportError) -> AndroidFocusShaping.View {
        let classType = viewClass.type
        var (node, bounds) = try node(for: element, classType: classType, values: values)
        // A view of no size whose views are all off the screen is off the screen too: a Compose
        // tile below the fold, written `[0,0][0,0]` with its texts (a bank's home, five tiles had
        // read as unlabelled buttons of no size while their texts were left out).
        if !children.isEmpty, node.isVisible != true, bounds?.isReversed != true, let frame = node.frame,
           frame.width == 0 || frame.height == 0, children.allSatisfy({ $0.node.isVisible == false }) {
            node.isVisible = false
        }
        if classType == .other, !element.children.isEmpty,
           AndroidFocusShaping.isMaterialNavigationItem(childIDs: element.children.lazy.map { values.text("resource-id", of: $0) }) {
            node.type = .tab
        }
        var actionable = false, clickable = false
        for flag in ["clickable", "long-clickable", "focusable"] where try values.bool(flag, of: element) == true {
            actionable = true
            if flag != "focusable" { clickable = true }
        }
        let origin = AndroidFocusShaping.Origin(className: className, resourceID: values.text("resource-id", of: element))
        // Compose's `selectable` and `toggleable` merge their content and make the node
        // screen-reader-focusable, which a raw dump does not write: a checkable plain View holding
        // views is such an option (a car's sound settings: the chosen "Off" with its radio button,
        // neither clickable, is focused; UiAutomator2 sources of the same app state the flag).
        if origin == .generic, !children.isEmpty, element.attribute("screen-reader-focusable") == nil,
           try values.bool("checkable", of: element) == true {
            node.isAccessibilityElement = true
        }
        let scrolls = AndroidFocusShaping.scrolls(node.type, scrollable: try values.bool("scrollable", of: element) == true)
        let selected = try values.bool("selected", of: element) == true
        let checked = try values.bool("checked", of: element) ?? false
        // A child wholly clipped out of this view is placed beyond the edge it shares with it.
        var children = children
        for index in children.indices {
            guard let clipped = children[index].clippedBounds else { continue }
            children[index].node.frame = clipped.frame(in: bounds)
        }
        var view = AndroidFocusShaping.View(
            node: node, children: shaped(children, of: element, className: className, classType: classType, values: values),
            isActionable: actionable, isClickable: clickable, isScrollContainer: scrolls,
            importantAttribute: AndroidFocusShaping.importance(
                stated: try values.bool("a11y-important", of: element), resourceID: values.text("resource-id", of: element),
                isActionable: actionable),
            origin: origin,
            hasDescription: values.text("content-desc", of: element) != nil,
            isSelectedByAttribute: selected, isSelectedByCheck: node.isSelected && (checked || !selected),
            hostsCompose: AndroidFocusShaping.hostsCompose(className: className),
            checked: try values.bool("checkable", of: element) == true ? checked : nil)
        if bounds?.isReversed == true { view.clippedBounds = bounds }
        view.isPlainLayout = viewClass.isPlainLayout
        return view
    }

    /// `children` of `element` with what its widget's shape says of them: a scroll view's plain
    /// content, a `TabLayout`'s tabs, a `TextInputLayout`'s field, a row of Compose tabs.
    private static func shaped(_ children: [AndroidFocusShaping.View], of element: XMLElementNode, className: String,
                               classType: ElementType, values: XMLAttributeValues) -> [AndroidFocusShaping.View] {
        if classType == .scrollView && className.hasSuffix("ScrollView") {
            let tabLayout = className == "android.widget.HorizontalScrollView" && children.count == 1
            return AndroidFocusShaping.contentOfScrollView(tabLayout ? [MaterialTabLayout.markingTabs(in: children[0])] : children)
        }
        let firstChild = element.children.first.map { ($0["class"] ?? $0.name, values.text("resource-id", of: $0)) }
        if MaterialTextField.isTextInputLayout(className: className, firstChild: firstChild) {
            return MaterialTextField.namingFields(in: children)
        }
        return AndroidFocusShaping.markingComposeTabs(children)
    }

    /// Whether a window root (a child of `<hierarchy>`, one per window in a multi-window dump)
    /// is Android's system UI: its `package`, or where a tool leaves the package out, a view id
    /// of SystemUI's inside it.
    static func isSystemUIWindow(_ window: XMLElementNode, values: XMLAttributeValues) -> Bool {
        if let package = values.text("package", of: window) { return package == SystemUI.androidSystemUIPackage }
        var stack = [window]
        while let element = stack.popLast() {
            if let identifier = values.text("resource-id", of: element), SystemUI.isAndroidSystemUIIdentifier(identifier) { return true }
            stack.append(contentsOf: element.children)
        }
        return false
    }

    /// Marks the windows of other apps than the one in front (the package of the largest
    /// window) that are no larger than a system overlay (``SystemUI/maximumOverlayShare`` of
    /// `screen`) as the system's, which the policy drops: Samsung's "Edge panels" handle, a
    /// 42 × 195 px window of the launcher's at the screen's right edge over WhatsApp, had been the
    /// chat's first element. A larger window of another app (Google Play services' account picker
    /// over a sign-in screen) is what the screen reader reads, and stays.
    static func markingOtherAppsOverlays(_ windows: [ImportedNode], of tops: [XMLElementNode], screen: Frame?,
                                         values: XMLAttributeValues) -> [ImportedNode] {
        guard windows.count > 1, let screen else { return windows }
        let packages = tops.map { values.text("package", of: $0) }
        let areas = windows.map { window in window.frame.map { $0.width * $0.height } ?? 0 }
        guard let front = areas.indices.max(by: { areas[$0] < areas[$1] }), let appPackage = packages[front] else { return windows }
        var marked = windows
        for index in marked.indices where packages[index] != nil && packages[index] != appPackage && marked[index].type != .keyboard
            && marked[index].frame.map({ SystemUI.isOverlaySized($0, in: screen) }) ?? true {
            marked[index].isSystemOwned = true
        }
        return marked
    }

    /// Whether a window root is the on-screen keyboard's: an input method's package (Gboard's
    /// `com.google.android.inputmethod.latin`, AOSP's, Sogou's, iFlytek's: their names say
    /// `inputmethod`; Samsung's and SwiftKey's do not). UiAutomator2 lists its window first, and its
    /// keys had been read before the app (an event app's search with Gboard up: "Use voice typing",
    /// "Delete", "Go", whose `label-non-descriptive` was Gboard's, not the app's).
    static func isInputMethodWindow(_ window: XMLElementNode, values: XMLAttributeValues) -> Bool {
        guard let package = values.text("package", of: window) else { return false }
        return package.contains("inputmethod") || inputMethodPackages.contains(package)
    }

    /// Keyboards whose package does not say `inputmethod`.
    static let inputMethodPackages: Set<String> = [
        "com.samsung.android.honeyboard", "com.touchtype.swiftkey", "com.baidu.input",
    ]

    /// UiAutomator2's `width` and `height` on the root.
    static func screen(of root: XMLElementNode, values: XMLAttributeValues) throws(DumpImportError) -> Frame? {
        guard let width = try values.number("width", of: root), let height = try values.number("height", of: root), width > 0, height > 0 else {
            return nil
        }
        return Frame(x: 0, y: 0, width: width, height: height)
    }

    /// One `node` (or class-named) element, whose class maps to `classType`, as an imported node.
    /// The node of `element`, without children, and its bounds as written.
    static func node(for element: XMLElementNode, classType: ElementType, values: XMLAttributeValues) throws(DumpImportError)
        -> (ImportedNode, bounds: ClippedBounds?) {
        var type = classType
        if try values.bool("password", of: element) == true { type = .secureTextField }
        var node = ImportedNode(type: type)

        let description = values.text("content-desc", of: element)
        let text = values.text("text", of: element)
        let hint = values.text("hint", of: element)
        let tooltip = values.text("tooltip-text", of: element)
        // Raw `uiautomator dump` has no `showing-hint`: an empty field reports its hint as its
        // text, so a text equal to the hint is the placeholder, not a typed value; where the dump
        // writes no hint either, a text that names the field as its id does (``ShownHint``).
        let isShowingHint = try values.bool("showing-hint", of: element) ?? (element.attribute("hint") == nil && type.isTextInput
            ? text.map { ShownHint.isHint($0, identifier: values.text("resource-id", of: element), isSecure: type == .secureTextField) } ?? false
            : text != nil && text == hint)
        if type.isTextInput {
            node.label = description
            node.value = isShowingHint ? nil : text
            node.placeholder = hint ?? (isShowingHint ? text : nil)
            node.hint = tooltip
        } else if isRange(type) {
            // UiAutomator2 writes a range's current value as its text ("3.0" for a ProgressBar:
            // `AccessibilityNodeInfoHelpers.getText` in appium/appium-uiautomator2-server); a text
            // of words is one the view set to name itself (SystemUI's brightness slider, "Display
            // brightness", in a raw dump), read as its label where no description names it.
            if let text, description == nil, !isRangeValue(text) {
                node.label = text
            } else {
                node.label = description
                node.value = text
            }
            node.hint = [hint, tooltip].lazy.compactMap { $0 }.first
        } else {
            let label = description ?? text
            node.label = label
            if description != nil, type != .image { node.visibleText = text }
            node.hint = [hint, tooltip].lazy.compactMap { $0 }.first { $0 != label }
        }
        node.identifier = values.text("resource-id", of: element)

        let statedCheckable = try values.bool("checkable", of: element)
        let checkable = statedCheckable ?? false
        let checked = try values.bool("checked", of: element) ?? false
        // A checkable `CheckedTextView` (a single- or multiple-choice list's option) says "checked"
        // or "not checked" with no role (google/talkback: `ROLE_CHECKED_TEXT_VIEW` has no role
        // name, and is checkable): an on/off value, as a toggle's.
        let isCheckedText = checkable && (element["class"] ?? element.name) == "android.widget.CheckedTextView"
        if hasOnOffValue(type) || isCheckedText {
            // A radio button a dump says is not checkable states no check (a chat app's delete
            // dialog: its rows, `RadioButton` views marked selected, hold the checkable radios);
            // where a tool writes no `checkable`, `checked` tells.
            if checkable || statedCheckable == nil && element.attribute("checked") != nil { node.value = checked ? "1" : "0" }
        } else if checkable, checked {
            node.isSelected = true
        }
        if try values.bool("selected", of: element) == true { node.isSelected = true }

        var traits = type.impliedTraits
        if isCheckedText { traits = [.toggleButton] }
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
        if try values.bool("screen-reader-focusable", of: element) == true { node.isAccessibilityElement = true }
        var clippedBounds: ClippedBounds?
        if let bounds = element.attribute("bounds") {
            let written = try self.bounds(bounds, of: element, values: values)
            clippedBounds = written
            let frame = written.frame(in: nil)
            node.frame = frame
            // Reversed corners: the view lies wholly outside what clips it, a row scrolled out of
            // sight. Raw `uiautomator dump` writes only views visible to the user
            // (`AccessibilityNodeInfoDumper` skips the rest), and TalkBack focuses any such view
            // (`shouldFocusNode` asks `isVisibleToUser`), scrolling to it: it stays, like an XCUI
            // scroll view's content off the screen. Its holder places it (``ClippedBounds``).
            if !written.isReversed, frame.width == 0 || frame.height == 0, element.children.isEmpty, node.isVisible != true {
                // uiautomator writes `[0,0][0,0]` for a view that is not on the screen (a profile's
                // texts scrolled out of their card); TalkBack skips a view it cannot see.
                node.isVisible = false
            }
        }
        if AndroidWidgetClass.isBareLayout(node) { node.identifier = nil }
        return (node, clippedBounds)
    }

    /// Whether a range's text states a value: it holds a figure ("3.0", "45%", "3 of 5"); a
    /// text without one names the view.
    static func isRangeValue(_ text: String) -> Bool {
        text.contains(where: \.isNumber)
    }

    /// Sliders, progress and rating bars: views whose text a dump gives is where the range is.
    static func isRange(_ type: ElementType) -> Bool {
        type == .slider || type == .progressIndicator || type == .ratingIndicator
    }

    /// Types whose checked state is an on/off value ("1"/"0"), not the Selected trait: UIKit's
    /// switches, and TalkBack's checkable widgets, which it reads "on"/"off" (a switch) or "checked"/
    /// "not checked" (a check box; a radio button, a `CompoundButton` whose checking sets no
    /// selection: google/talkback `Role.getRole`).
    static func hasOnOffValue(_ type: ElementType) -> Bool {
        type == .switch || type == .toggle || type == .checkBox || type == .radioButton
    }

    /// `[x1,y1][x2,y2]` as written.
    static func bounds(_ bounds: XMLAttribute, of element: XMLElementNode, values: XMLAttributeValues) throws(DumpImportError) -> ClippedBounds {
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
        return ClippedBounds(left: numbers[0], top: numbers[1], right: numbers[2], bottom: numbers[3])
    }
}
