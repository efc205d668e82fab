import Foundation

/// `NSRegularExpression` is immutable and thread-safe but not marked `Sendable`.
struct NSRegularExpressionBox: @unchecked Sendable {
    let value: NSRegularExpression
    init(_ value: NSRegularExpression) { self.value = value }
}
