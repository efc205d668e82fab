/// What kind of container an element is for assistive technology: the
/// `UIAccessibilityContainerType` values plus tab bars, which VoiceOver also announces as a
/// container ("Tab bar", "3 of 4").
public enum ContainerKind: String, CaseIterable, Hashable, Sendable {
    case list
    case landmark
    case dataTable
    case tabBar
    case semanticGroup
}
