/// The traits WebKit gives the content of a link or a heading, which an XCUI dump states on the
/// wrapper instead: in a WebDriverAgent page source a link is an `accessible="false"`
/// `XCUIElementTypeLink` around the accessible text or image VoiceOver focuses, and a heading is
/// an `XCUIElementTypeOther` whose value is its level and whose label repeats its text. WebKit's
/// iOS wrapper gives everything inside a link the Link trait and everything inside a heading the
/// Header trait (with the heading level as the value), so VoiceOver says "Logout, link" and
/// "Secure Area, heading level 2" on the text itself (docs/IMPORT.md, *What a screen reader
/// focuses*); a heading inside a link is stated as a link valued with its level. The import policy drops the wrapper and passes its trait down.
struct WebContentTraits: Sendable {
    /// The traits every element inside inherits.
    var traits: AccessibilityTraits = []
    /// The level (1–6) of the heading around the elements, 0 outside one: a text inside a heading
    /// reports the level as its value, which VoiceOver says as "heading level 2", not as a value.
    var headingLevel: UInt8 = 0
    /// Whether the elements are inside a web view, where a heading may be an element itself.
    var insideWebView = false

    /// What the children of `node` inherit when `node` is not a wrapper.
    static func below(_ node: ImportedNode, inside outer: WebContentTraits) -> WebContentTraits {
        guard node.type == .webView, !outer.insideWebView else { return outer }
        var below = outer
        below.insideWebView = true
        return below
    }

    /// What `node` itself gets: a heading WebKit makes an accessibility element (one labelled
    /// with `aria-label`) is the element VoiceOver focuses, with the Header trait and its level
    /// as its value.
    static func own(_ node: ImportedNode, inside outer: WebContentTraits) -> WebContentTraits {
        guard outer.insideWebView, node.isAccessibilityElement == true, node.type == .other,
              !(node.label ?? "").isEmpty, let level = headingLevel(node.value) else { return outer }
        var own = outer
        own.traits.insert(.header)
        own.headingLevel = level
        return own
    }

    /// What a wrapper passes down: `nil` when `node` is not a link or heading wrapper.
    static func passed(by node: ImportedNode, inside outer: WebContentTraits) -> WebContentTraits? {
        // A node marked an accessibility element is the element VoiceOver focuses, not a wrapper.
        guard node.isAccessibilityElement != true, !node.children.isEmpty else { return nil }
        // A link the dump does not mark (no `accessible`) is a wrapper when it holds only text and
        // images, as WebKit's links do; a native link around a text view is left alone.
        if node.type == .link, node.isAccessibilityElement == false || !node.contains(where: { !isWebContent($0) }) {
            var passed = outer
            passed.traits.insert(.link)
            // A heading inside a link (`<a><h3>`) is stated as a link, WebKit giving it the
            // link's type, with the heading's level as its value (ebay.com's category links).
            if let level = headingLevel(node.value), let label = node.label, !label.isEmpty, VoiceOverFocus.descendantText(of: node) == label {
                passed.traits.insert(.header)
                passed.headingLevel = level
            }
            return passed
        }
        if node.type == .other, let level = headingLevel(node.value), SynthesizedLabel.isConcatenation(of: node) {
            var passed = outer
            passed.traits.insert(.header)
            passed.headingLevel = level
            return passed
        }
        return nil
    }

    /// The element's value once the inherited traits are on it: the heading level a text inside
    /// a heading reports is not a value of its own.
    func value(_ value: String?) -> String? {
        guard headingLevel != 0, let value, Self.headingLevel(value) == headingLevel else { return value }
        return nil
    }

    /// Text, an image, or a plain group of them: what WebKit puts inside a link.
    private static func isWebContent(_ node: ImportedNode) -> Bool {
        node.type == nil || node.type == .link || node.type == .staticText || node.type == .image || node.type == .other
    }

    /// `1`…`6` as a heading level.
    private static func headingLevel(_ value: String?) -> UInt8? {
        guard let value, value.utf8.count == 1, let digit = value.utf8.first, (0x31...0x36).contains(digit) else { return nil }
        return digit - 0x30
    }
}
