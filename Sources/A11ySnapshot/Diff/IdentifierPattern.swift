import Foundation

/// A regular expression for identifiers that tell nothing, such as a per-session UUID
/// (`cell-3F2504E0-4F89-11D3-9A0C-0305E82C3301`): the differ treats an identifier it matches as
/// absent, on both sides, and keeps the element. See ``DiffOptions/ignoredIdentifierPatterns``.
///
/// The expression is found anywhere in the identifier, as `--mask` finds its matches in labels;
/// anchor it (`^…$`) to require the whole identifier.
public struct IdentifierPattern: Sendable, CustomStringConvertible {
    public let pattern: String
    private let expression: NSRegularExpressionBox

    /// - Throws: when `pattern` is not a valid regular expression (ICU syntax).
    public init(_ pattern: String) throws {
        self.pattern = pattern
        self.expression = NSRegularExpressionBox(try NSRegularExpression(pattern: pattern))
    }

    /// Whether the expression occurs in `identifier`.
    public func matches(_ identifier: String) -> Bool {
        expression.value.firstMatch(in: identifier, range: NSRange(identifier.startIndex..., in: identifier)) != nil
    }

    public var description: String { "/\(pattern)/" }
}
