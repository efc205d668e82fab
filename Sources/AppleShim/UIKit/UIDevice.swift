#if os(Linux)
import Foundation

/// Mirrors UIKit: `enum UIUserInterfaceIdiom : Int` (raw values as in UIDevice.h).
public enum UIUserInterfaceIdiom: Int, Sendable {
    case unspecified = -1
    case phone = 0
    case pad = 1
    case tv = 2
    case carPlay = 3
    case mac = 5
    case vision = 6
}

/// Mirrors UIKit: `@MainActor class UIDevice : NSObject`.
@MainActor
open class UIDevice: NSObject {
    /// Mirrors UIKit: `class var current: UIDevice { get }`.
    public static let current = UIDevice()

    /// Mirrors UIKit: `var userInterfaceIdiom: UIUserInterfaceIdiom { get }`. Test support:
    /// settable here (a test chooses the device it runs on); phone by default.
    open var userInterfaceIdiom: UIUserInterfaceIdiom = .phone
}
#endif
