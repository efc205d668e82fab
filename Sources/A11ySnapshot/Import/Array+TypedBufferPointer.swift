extension Array {
    /// `withUnsafeBufferPointer(_:)` that throws exactly the error type of `body`.
    ///
    /// The standard library of Swift 6.0 (Xcode 16.0–16.2) declares `Array.withUnsafeBufferPointer`
    /// `rethrows`, so a call with a `throws(E)` closure throws `any Error` there, which a
    /// `throws(E)` function cannot pass on; later standard libraries make it generic over the
    /// closure's error type. Carrying the error out in a `Result` (whose typed `init(catching:)`
    /// and `get()` Swift 6.0 has) compiles the same with every supported compiler.
    package func withTypedUnsafeBufferPointer<R, E: Error>(
        _ body: (UnsafeBufferPointer<Element>) throws(E) -> R
    ) throws(E) -> R {
        try withUnsafeBufferPointer { buffer in Result { () throws(E) in try body(buffer) } }.get()
    }
}
