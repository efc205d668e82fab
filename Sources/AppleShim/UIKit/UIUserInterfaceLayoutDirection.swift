#if os(Linux)
/// Mirrors UIKit: `enum UIUserInterfaceLayoutDirection : Int` (`leftToRight` 0, `rightToLeft` 1).
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    case leftToRight = 0
    case rightToLeft = 1
}

/// Test support. Mirrors UIKit: `enum UISemanticContentAttribute : Int`, the view property
/// tests set to make a view right-to-left.
public enum UISemanticContentAttribute: Int, Sendable {
    case unspecified = 0
    case playback = 1
    case spatial = 2
    case forceLeftToRight = 3
    case forceRightToLeft = 4
}
#endif
