#if os(iOS) || os(visionOS)
import UIKit
#elseif os(Linux)
import AppleShim
#endif

#if os(iOS) || os(visionOS) || os(Linux)
import Foundation

/// Where a live capture's view was when it was read: the facts besides the snapshot that the
/// degenerate-capture check (``DegenerateCapture``) and the explanation need.
@MainActor
struct CaptureSituation {
    /// The captured view's bounds.
    var rootSize: CGSize
    /// The window's bounds; `nil` when the view was in no window.
    var windowSize: CGSize?
    var windowIsKey: Bool
    /// The capture made the window (the view was in none); otherwise it is the app's.
    var hostedTemporarily: Bool
    /// How a SwiftUI host's passes went; `nil` for other views.
    var swiftUI: SwiftUIPasses?

    /// The facts of `view`, read now.
    init(of view: UIView, hostedTemporarily: Bool, swiftUI: SwiftUIPasses?) {
        rootSize = view.bounds.size
        windowSize = view.window?.bounds.size
        windowIsKey = view.window?.isKeyWindow ?? false
        self.hostedTemporarily = hostedTemporarily
        self.swiftUI = swiftUI
    }

    /// `true` when a side is not positive (zero, negative or not a number): nothing that size shows.
    static func isEmpty(_ size: CGSize) -> Bool {
        !(size.width > 0 && size.height > 0)
    }
}

/// How many top-level elements a SwiftUI hosting view exposed on the first read and, when that
/// was none, on the read after a second layout pass.
struct SwiftUIPasses: Hashable, Sendable {
    var firstPass: Int
    /// `nil` when the first pass exposed elements and no second pass was made.
    var secondPass: Int?

    /// One line for messages and the explanation.
    var summary: String {
        guard let secondPass else { return "the SwiftUI hosting view exposed \(firstPass) top-level elements on the first pass" }
        let second = secondPass == 0 ? "a second layout pass did not change that" : "a second layout pass exposed \(secondPass), which were captured"
        return "the SwiftUI hosting view exposed no elements on the first pass; \(second)"
    }
}
#endif
