/// A JSON value as the JSON report writes it, with keys in the order given.
///
/// Layout: two-space indent and a final newline. An array or object whose items are all scalars
/// (strings, numbers, booleans, null) or empty (`[]`, `{}`) is written on one line, items
/// separated by `, ` (`[16, 324, 361, 50]`, `{"label": "Help", "path": "6"}`); any other is
/// written one item per line. Strings are written with ``JSONString/quoted(_:)``, like snapshots.
indirect enum ReportJSON {
    case null
    case bool(Bool)
    /// A number, or any scalar, in its final JSON spelling.
    case literal(String)
    case string(String)
    case array([ReportJSON])
    case object([(key: String, value: ReportJSON)])

    static func int(_ value: Int) -> ReportJSON { .literal(String(value)) }

    static func optional(_ value: String?) -> ReportJSON { value.map(ReportJSON.string) ?? .null }

    /// The document: the value, laid out, with a final newline.
    var document: String {
        var out = ""
        write(to: &out, indent: 0)
        out += "\n"
        return out
    }

    /// A scalar or an empty array or object: what a one-line container may hold.
    private var isFlat: Bool {
        switch self {
        case .null, .bool, .literal, .string: true
        case .array(let items): items.isEmpty
        case .object(let members): members.isEmpty
        }
    }

    private func write(to out: inout String, indent: Int) {
        switch self {
        case .null: out += "null"
        case .bool(let value): out += value ? "true" : "false"
        case .literal(let spelling): out += spelling
        case .string(let text): out += JSONString.quoted(text)
        case .array(let items) where items.isEmpty: out += "[]"
        case .array(let items) where items.allSatisfy(\.isFlat):
            out += "["
            for (index, item) in items.enumerated() {
                if index > 0 { out += ", " }
                item.write(to: &out, indent: indent)
            }
            out += "]"
        case .array(let items):
            out += "[\n"
            for (index, item) in items.enumerated() {
                if index > 0 { out += ",\n" }
                out += Self.spaces(indent + 1)
                item.write(to: &out, indent: indent + 1)
            }
            out += "\n" + Self.spaces(indent) + "]"
        case .object(let members) where members.isEmpty: out += "{}"
        case .object(let members) where members.allSatisfy(\.value.isFlat):
            out += "{"
            for (index, member) in members.enumerated() {
                if index > 0 { out += ", " }
                out += JSONString.quoted(member.key) + ": "
                member.value.write(to: &out, indent: indent)
            }
            out += "}"
        case .object(let members):
            out += "{\n"
            for (index, member) in members.enumerated() {
                if index > 0 { out += ",\n" }
                out += Self.spaces(indent + 1) + JSONString.quoted(member.key) + ": "
                member.value.write(to: &out, indent: indent + 1)
            }
            out += "\n" + Self.spaces(indent) + "}"
        }
    }

    private static func spaces(_ level: Int) -> String {
        String(repeating: " ", count: level * 2)
    }
}
