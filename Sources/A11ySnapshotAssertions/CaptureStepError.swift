/// An error a capture step throws with its own failure message, for a step that is no capture
/// ("could not run Apple's accessibility audit: …").
package struct CaptureStepError: Error, CustomStringConvertible {
    /// What could not be done.
    package var failure: String
    /// Why.
    package var error: any Error

    package init(_ failure: String, _ error: any Error) {
        self.failure = failure
        self.error = error
    }

    package var description: String { "\(failure): \(error)" }
}
