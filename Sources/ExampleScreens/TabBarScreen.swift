import A11ySnapshot

extension ExampleScreens {
    /// A feed with a search field, a list of posts with custom actions, and a tab bar with the
    /// first tab selected.
    public static let tabBar = AccessibilitySnapshot(name: "ExampleScreens/tabBar", viewport: phoneViewport, elements: [
        .header("Home", frame: Frame(16, 96, 361, 41)),
        .searchField("Search", placeholder: "Search posts", identifier: "home.search", frame: Frame(16, 146, 361, 36)),
        .container(.list, identifier: "home.feed", frame: Frame(0, 192, 393, 560), [
            .cell("Maya Chen, 2 hours ago, Sunrise over the bay", traits: .button, identifier: "post.1",
                  frame: Frame(0, 192, 393, 120)),
            .cell("Tom Okafor, 5 hours ago, New bike day", traits: .button, identifier: "post.2",
                  frame: Frame(0, 312, 393, 120)),
            AccessibilityElement(label: "Like", value: "12 likes", traits: [.button, .selected], frame: Frame(16, 440, 44, 44),
                                 identifier: "post.2.like", type: .button, customActions: ["Show likers"]),
        ]),
        .container(.tabBar, label: "Tab Bar", identifier: "tabs", frame: Frame(0, 769, 393, 83), [
            .tab("Home", isSelected: true, identifier: "tab.home", frame: Frame(0, 769, 98, 49)),
            .tab("Search", identifier: "tab.search", frame: Frame(98, 769, 98, 49)),
            .tab("Inbox", identifier: "tab.inbox", frame: Frame(196, 769, 98, 49)),
            .tab("Profile", identifier: "tab.profile", frame: Frame(294, 769, 99, 49)),
        ]),
    ])

    /// All example screens, in a stable order.
    public static let all: [AccessibilitySnapshot] = [login, settings, tabBar]
}
