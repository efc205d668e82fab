/// `label-looks-like-identifier`: a developer name leaked into what VoiceOver reads.
struct LabelLooksLikeIdentifierRule: ElementRule {
    let description = RuleDescription(
        id: "label-looks-like-identifier", title: "Labels are words, not code identifiers", category: .labels,
        severity: .error, wcag: ["1.1.1", "2.4.6"], level: .a,
        rationale: "Labels such as \"btn_login\" or \"loginButton\" come from code and are read out letter salad.",
        fix: "Set accessibilityLabel to a localized, human name; keep identifiers in accessibilityIdentifier.",
        examples: [
            // React Native test IDs that reach the label (testID used as accessibilityLabel).
            .triggers("A kebab-case test ID", [.button("button-login-container", frame: Frame(16, 100, 200, 44))]),
            .triggers("A two-part test ID naming a UI piece", [.textField("input-email", frame: Frame(16, 100, 300, 44))]),
            .passes("Hyphenated words", [.button("sign-in", frame: Frame(16, 100, 200, 44))]),
            // webdriverio/native-demo-app's testIDs, which reach TalkBack as content descriptions.
            .triggers("A mixed-case test ID naming a UI piece", [.button("button-LOGIN", frame: Frame(16, 100, 200, 44))]),
            .triggers("A screen's test ID", [.staticText("Login-screen", frame: Frame(16, 100, 200, 20))]),
            .passes("Hyphenated words in title case", [.button("Wi-Fi", frame: Frame(16, 100, 120, 44))]),
            .passes("Chinese text with a version number", [.staticText("版本1.2", frame: Frame(16, 100, 200, 20))]),
            // A React Native app's profile footer (a raw dump).
            .passes("A version number", [.staticText("V2.0.4", frame: Frame(16, 100, 80, 20))]),
            .triggers("A dotted name after a v", [.staticText("v2.config.json", frame: Frame(16, 100, 200, 20))]),
            // Spotlight's publisher page (Android): "31.9K" beside the text "Articles".
            .passes("A compact count", [.staticText("31.9K", frame: Frame(16, 100, 40, 20))]),
            .passes("A link labelled with a user name", [.link("kathy_raskin", frame: Frame(16, 100, 120, 20))]),
            .triggers("SCREAMING_SNAKE", [.staticText("QUOTE_TEXTVIEW", frame: Frame(16, 100, 200, 20))]),
            .triggers("snake_case", [.button("btn_login", frame: Frame(16, 100, 120, 44))]),
            .triggers("lowerCamelCase", [.button("loginButton", frame: Frame(16, 100, 120, 44))]),
            .triggers("A key with digits", [.button("a11yPlayLabel", frame: Frame(16, 100, 120, 44))]),
            .passes("A brand name", [.button("iPhone", frame: Frame(16, 100, 120, 44))]),
            .passes("A domain name", [.link("example.com", frame: Frame(16, 100, 120, 44))]),
            .passes("Words", [.button("Log in", frame: Frame(16, 100, 120, 44))]),
            // Ice Cubes' image viewer (iOS 26, WebDriverAgent): SwiftUI read a symbol with no
            // description of its own by its name.
            .triggers("A label spelling out its SF Symbol's name", [.button("Arrow Down Circle", identifier: "arrow.down.circle", frame: Frame(16, 100, 41, 36))]),
            .passes("A symbol's own description", [.button("Share", identifier: "square.and.arrow.up", frame: Frame(16, 100, 44, 44))]),
        ])

    func check(_ node: RuleTree.Node, in tree: RuleTree, _: inout Void) -> ElementVerdict {
        if let symbol = Self.symbolSpelledOut(by: node) {
            return .violation("Label \"\(node.trimmedLabel)\" is the SF Symbol name \"\(symbol)\" spelled out, not what the element does.")
        }
        // Images are image-label-filename's; a link labelled with a user name
        // (`kathy_raskin`, Instagram's comment authors) is a name, not code.
        guard !node.kind.contains(.image), !Self.isLink(node), node.labelWords.count > 1 || Self.containsUnderscore(node.element.label)
                || TextShape.isKebabCaseIdentifier(node.trimmedLabel),
              TextShape.looksLikeIdentifier(node.trimmedLabel) else { return .passes }
        return .violation("Label \"\(node.trimmedLabel)\" looks like a code identifier, not words.")
    }

    /// The identifier, when it is an SF Symbol's name (lowercase words joined by dots: XCUI
    /// identifies a symbol's image or button by it) and the label says its words and nothing
    /// else: SwiftUI's label for a symbol Apple gives no description.
    static func symbolSpelledOut(by node: RuleTree.Node) -> String? {
        guard node.labelWords.count > 1, let identifier = node.element.identifier else { return nil }
        // Compared byte by byte, without copies: this runs on every labelled element.
        let label = node.trimmedLabel.utf8
        guard label.count == identifier.utf8.count else { return nil }
        var dots = 0
        for (spoken, named) in zip(label, identifier.utf8) {
            switch named {
            case UInt8(ascii: "."):
                guard spoken == UInt8(ascii: " ") else { return nil }
                dots += 1
            case UInt8(ascii: "a")...UInt8(ascii: "z"):
                guard spoken | 0x20 == named else { return nil }
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                guard spoken == named else { return nil }
            default:
                return nil
            }
        }
        return dots > 0 ? identifier : nil
    }

    static func isLink(_ node: RuleTree.Node) -> Bool {
        node.element.type == .link || node.element.traits.contains(.link)
    }

    /// `label.contains("_")`, answered from the bytes when there is no underscore at all.
    private static func containsUnderscore(_ label: String) -> Bool {
        label.utf8.contains(UInt8(ascii: "_")) && label.contains("_")
    }
}
