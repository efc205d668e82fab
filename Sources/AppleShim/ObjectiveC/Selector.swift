#if os(Linux)
import Foundation

/// Mirrors the Objective-C runtime's `struct Selector` (a method name), which Foundation on
/// Linux does not have. Only its name matters here.
public struct Selector: Hashable, Sendable {
    /// Shim internals: the method name.
    let name: String

    /// Mirrors Swift's `Selector(_ name: String)` (spelled `Selector(("name"))` at call sites).
    public init(_ name: String) {
        self.name = name
    }
}

/// Mirrors Foundation: `func NSSelectorFromString(_ aSelectorName: String) -> Selector`.
public func NSSelectorFromString(_ aSelectorName: String) -> Selector {
    Selector(aSelectorName)
}
#endif
