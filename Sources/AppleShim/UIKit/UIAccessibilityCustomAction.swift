#if os(Linux)
import Foundation

/// Mirrors UIKit: `@MainActor class UIAccessibilityCustomAction : NSObject`.
@MainActor
open class UIAccessibilityCustomAction: NSObject {
    /// Mirrors UIKit: `typealias UIAccessibilityCustomAction.Handler = (UIAccessibilityCustomAction) -> Bool`.
    public typealias Handler = (UIAccessibilityCustomAction) -> Bool

    /// Mirrors UIKit: `var name: String { get set }`.
    open var name: String
    /// Test support: keeps the handler as UIKit does; the adapter never calls it.
    open var actionHandler: Handler?

    /// Mirrors UIKit (iOS 13): `init(name: String, actionHandler: @escaping UIAccessibilityCustomAction.Handler)`.
    public init(name: String, actionHandler: @escaping Handler) {
        self.name = name
        self.actionHandler = actionHandler
        super.init()
    }
}
#endif
