/// The platform a snapshot's screen comes from, which decides the screen reader it is read with:
/// VoiceOver on iOS, TalkBack on Android. They differ where the rules look: TalkBack reads an
/// Android field's hint as its name, with text or without (`AccessibilityNodeInfo.setHintText`,
/// Android 8), where VoiceOver reads a placeholder only while the field is empty.
public enum Platform: String, Hashable, Sendable, CaseIterable {
    case iOS = "ios"
    case android

    /// The platform's screen reader, as reports name it.
    public var screenReader: String {
        switch self {
        case .iOS: "VoiceOver"
        case .android: "TalkBack"
        }
    }
}
