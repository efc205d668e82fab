extension ElementType {
    /// The type an XCUITest-family dump names: WebDriverAgent's `XCUIElementTypeStaticText`, the
    /// debug description's `StaticText`, or the raw value `staticText`. `nil` for names that are
    /// not an `XCUIElement.ElementType`.
    package init?(dumpName name: some StringProtocol) {
        var name = Substring(name)
        if name.hasPrefix("XCUIElementType") { name = name.dropFirst("XCUIElementType".count) }
        guard let first = name.first else { return nil }
        let raw = first.lowercased() + name.dropFirst()
        self.init(rawValue: raw)
    }

    /// The name the debug description and A11yUITests use: `StaticText`, `Button`.
    package var dumpName: String {
        rawValue.prefix(1).uppercased() + rawValue.dropFirst()
    }
}
