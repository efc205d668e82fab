import Foundation

/// How two trees are compared. The defaults are in `docs/DIFF.md`.
public struct DiffOptions: Sendable {
    /// Frames whose every value differs by at most this many points are equal (symmetric).
    public var frameTolerance: Double
    /// Attributes left out of the comparison (`[.frame]` for layout-independent snapshots).
    public var ignoredAttributes: Set<ElementAttribute>
    /// Elements, with their subtrees, left out of both trees by identifier.
    public var ignoredIdentifiers: Set<String>
    /// Identifiers that tell nothing (per-session UUIDs): an identifier that one of these matches
    /// counts as absent, on both sides, for matching and comparing; the element and its subtree
    /// stay in the diff. Changes report the identifiers as written.
    public var ignoredIdentifierPatterns: [IdentifierPattern]
    /// Replacements applied to labels and values before comparing, for clocks, counters and dates.
    public var masks: [ValueMask]

    public init(frameTolerance: Double = 0.5, ignoredAttributes: Set<ElementAttribute> = [],
                ignoredIdentifiers: Set<String> = [], ignoredIdentifierPatterns: [IdentifierPattern] = [],
                masks: [ValueMask] = []) {
        self.frameTolerance = frameTolerance
        self.ignoredAttributes = ignoredAttributes
        self.ignoredIdentifiers = ignoredIdentifiers
        self.ignoredIdentifierPatterns = ignoredIdentifierPatterns
        self.masks = masks
    }

    public static let `default` = DiffOptions()
}

/// A regular expression whose matches in labels and values are replaced before comparing.
public struct ValueMask: Sendable, CustomStringConvertible {
    public let pattern: String
    public let replacement: String
    private let expression: NSRegularExpressionBox

    /// - Throws: when `pattern` is not a valid regular expression (ICU syntax).
    public init(_ pattern: String, replacement: String = "•") throws {
        self.pattern = pattern
        self.replacement = replacement
        self.expression = NSRegularExpressionBox(try NSRegularExpression(pattern: pattern))
    }

    /// `text` with every match replaced.
    public func apply(to text: String) -> String {
        let range = NSRange(text.startIndex..., in: text)
        return expression.value.stringByReplacingMatches(in: text, range: range, withTemplate: NSRegularExpression.escapedTemplate(for: replacement))
    }

    public var description: String { "/\(pattern)/ → \(replacement)" }
}
