import A11ySnapshot

extension ElementType {
    /// The element type for a raw `XCUIElement.ElementType` value: ``ElementType`` declares
    /// XCTest's cases in XCTest's order, so the raw value is the index into `allCases`
    /// (`XCUIElementTypeAny` = 0 … `XCUIElementTypeStatusItem` = 82). `nil` for a value this
    /// build does not know (a type added to XCTest later).
    init?(xcuiRawValue rawValue: UInt) {
        let cases = ElementType.allCases
        guard rawValue < UInt(cases.count) else { return nil }
        self = cases[Int(rawValue)]
    }
}
