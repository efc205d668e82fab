/// The text form of a rectangle that `NSStringFromCGRect` writes and WebDriverAgent (`frame`) and
/// idb (`AXFrame`) copy into their JSON: `{{x, y}, {width, height}}`.
enum CGRectText {
    /// The frame `text` states (negative sizes standardized as `CGRect` does), or `nil` when the
    /// text is not four numbers in that shape.
    static func frame(_ text: String) -> Frame? {
        let compact = String(String.UnicodeScalarView(text.unicodeScalars.filter { $0 != " " && $0 != "\t" }))
        guard compact.hasPrefix("{{"), compact.hasSuffix("}}"), compact.count > 4 else { return nil }
        let inner = compact.dropFirst(2).dropLast(2)
        let halves = inner.split(separator: "},{", omittingEmptySubsequences: false)
        guard halves.count == 2 else { return nil }
        let origin = halves[0].split(separator: ",", omittingEmptySubsequences: false)
        let size = halves[1].split(separator: ",", omittingEmptySubsequences: false)
        guard origin.count == 2, size.count == 2,
              let x = Double(origin[0]), let y = Double(origin[1]),
              let width = Double(size[0]), let height = Double(size[1])
        else { return nil }
        return ImportedNode.frame(x: x, y: y, width: width, height: height)
    }

    /// The frame of the string `value` (a member called `name`), or an error at the value when it
    /// is not a rectangle string.
    static func frame(of value: JSONValue, named name: String) throws(JSONValueError) -> Frame? {
        guard let text = try value.stringValue(named: name) else { return nil }
        guard let frame = frame(text) else {
            throw JSONValueError("expected a frame like \"{{x, y}, {width, height}}\" for \(name), found \"\(text)\"", at: value.offset)
        }
        return frame
    }

    /// The frame of `value` in CGRect's Codable form, `[[x, y], [width, height]]` (A11yUITests,
    /// AccessibilitySnapshot); `nil` for `null`, an error at the value for anything else.
    static func codableFrame(of value: JSONValue, named name: String) throws(JSONValueError) -> Frame? {
        if value.isNull { return nil }
        guard let pair = value.elements, pair.count == 2,
              let origin = pair[0].elements, origin.count == 2,
              let size = pair[1].elements, size.count == 2
        else { throw .wrongType("a frame [[x, y], [width, height]]", for: name, found: value) }
        var numbers: [Double] = []
        for component in origin + size {
            guard case .number(let number) = component.content else {
                throw .wrongType("a number", for: "a coordinate of \(name)", found: component)
            }
            numbers.append(number)
        }
        return ImportedNode.frame(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }

    /// A point in CGPoint's Codable form, `[x, y]`.
    static func codablePoint(of value: JSONValue, named name: String) throws(JSONValueError) -> (x: Double, y: Double) {
        guard let pair = value.elements, pair.count == 2,
              case .number(let x) = pair[0].content, case .number(let y) = pair[1].content
        else { throw .wrongType("a point [x, y]", for: name, found: value) }
        return (x, y)
    }
}
