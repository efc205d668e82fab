/// The words that name an element's role, which VoiceOver already speaks from its traits, so a
/// label or hint that repeats them says the role twice. Shared by `label-contains-role` and
/// `hint-contains-role`.
enum RoleWords {
    /// The role-word options, one per trait or kind of control.
    static let options: [RuleOption.Words] = [
        .init("buttonWords", ["button", "btn"], "Role words for elements with the button trait or type."),
        .init("linkWords", ["link", "hyperlink"], "Role words for elements with the link trait or type."),
        .init("searchFieldWords", ["search field", "search bar", "searchbar"], "Role words for search fields."),
        .init("textFieldWords", ["text field", "textfield", "textbox", "text box", "input field", "edit field"],
               "Role words for text inputs."),
        .init("adjustableWords", ["slider", "adjustable", "stepper"], "Role words for adjustable elements."),
        .init("toggleWords", ["switch", "toggle", "toggle button", "checkbox", "check box"], "Role words for switches and toggles."),
        .init("headerWords", ["heading", "header"], "Role words for headers."),
        .init("tabWords", ["tab bar"], "Role words for tab bars."),
        .init("keyboardKeyWords", ["key", "keyboard key"], "Role words for keyboard keys."),
    ]

    /// The roles of ``options`` that apply to `node`: bit `i` for `options[i]`.
    private static func roles(of node: RuleTree.Node) -> UInt16 {
        let traits = node.element.traits
        let type = node.element.type
        var roles: UInt16 = 0
        func set(_ bit: UInt16, _ applies: Bool) {
            if applies { roles |= 1 << bit }
        }
        set(0, traits.contains(.button) || type == .button)
        set(1, traits.contains(.link) || type == .link)
        set(2, traits.contains(.searchField) || type == .searchField)
        set(3, node.kind.contains(.textInput))
        set(4, traits.contains(.adjustable) || type == .slider || type == .stepper)
        set(5, node.kind.contains(.toggle))
        set(6, traits.contains(.header))
        set(7, traits.contains(.tabBar))
        set(8, traits.contains(.keyboardKey) || type == .key)
        return roles
    }

    /// The first role word of `node`'s roles found in `words`.
    static func firstMatch<Words: RandomAccessCollection<String>>(in words: Words, for node: RuleTree.Node, lists: [WordList]) -> String? where Words.Index == Int {
        var roles = roles(of: node)
        while roles != 0 {
            let bit = roles.trailingZeroBitCount
            if let match = lists[bit].firstMatch(in: words) { return match }
            roles &= roles - 1
        }
        return nil
    }

    /// The configured lists, in the order of ``options``.
    static func lists(_ options: RuleOptionValues) -> [WordList] {
        Self.options.map { options[$0] }
    }
}
