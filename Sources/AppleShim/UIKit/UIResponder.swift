#if os(Linux)
import Foundation

/// Mirrors UIKit: `@MainActor class UIResponder : NSObject`. Only a superclass here.
@MainActor
open class UIResponder: NSObject {
    /// Test support: UIKit's `init()` inherited from `NSObject`.
    public override init() {
        super.init()
    }
}
#endif
