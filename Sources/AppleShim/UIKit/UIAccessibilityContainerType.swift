#if os(Linux)
/// Mirrors UIKit: `enum UIAccessibilityContainerType : Int` (iOS 11; `semanticGroup` iOS 13),
/// raw values as in UIAccessibilityConstants.h.
public enum UIAccessibilityContainerType: Int, Sendable {
    case none = 0
    case dataTable = 1
    case list = 2
    case landmark = 3
    case semanticGroup = 4
}
#endif
