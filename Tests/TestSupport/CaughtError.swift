#if canImport(Testing)
import Testing

/// The error of type `E` that `body` throws, or `nil` after recording an issue when `body`
/// throws nothing or an error of another type: the value `#expect(throws: E.self) { … }` returns
/// from swift-testing 6.1 on. In swift-testing 6.0 (Xcode 16.0–16.2) the `throws:` forms of
/// `#expect` and `#require` return nothing, so tests that examine the error take it from here
/// (`try #require(caughtError(…))` where the test cannot go on without it).
public func caughtError<E: Error, R>(
    _ errorType: E.Type, sourceLocation: SourceLocation = #_sourceLocation, _ body: () throws -> R
) -> E? {
    do {
        _ = try body()
        Issue.record("Expected an error of type \(E.self), but none was thrown", sourceLocation: sourceLocation)
    } catch let error as E {
        return error
    } catch {
        Issue.record(error, "Expected an error of type \(E.self), but \(type(of: error)) was thrown", sourceLocation: sourceLocation)
    }
    return nil
}
#endif
