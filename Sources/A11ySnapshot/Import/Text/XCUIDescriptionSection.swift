/// The sections of a full debug description, each introduced by a header line:
/// `Attributes: <the element>`, `Element subtree:`, `Path to element:` and `Query chain:`.
enum XCUIDescriptionSection: CaseIterable {
    case attributes, elementSubtree, pathToElement, queryChain

    /// The header as the description spells it.
    var header: StaticString {
        switch self {
        case .attributes: "Attributes:"
        case .elementSubtree: "Element subtree:"
        case .pathToElement: "Path to element:"
        case .queryChain: "Query chain:"
        }
    }

    private static let sections = allCases

    /// The section whose header starts at `start`, with the offset just past the header and the
    /// spaces after it (for `Attributes:`, where the element's description starts).
    static func header(in text: UnsafeBufferPointer<UInt8>, at start: Int, end: Int) -> (Self, Int)? {
        guard start < end else { return nil }
        switch text[start] {
        case UInt8(ascii: "A"), UInt8(ascii: "E"), UInt8(ascii: "P"), UInt8(ascii: "Q"): break
        default: return nil
        }
        for section in sections {
            let count = section.header.utf8CodeUnitCount
            guard start + count <= end else { continue }
            let letters = section.header.utf8Start
            var matches = true
            for index in 0..<count where text[start + index] != letters[index] {
                matches = false
                break
            }
            guard matches else { continue }
            var after = start + count
            while after < end, text[after] == UInt8(ascii: " ") { after += 1 }
            return (section, after)
        }
        return nil
    }
}
