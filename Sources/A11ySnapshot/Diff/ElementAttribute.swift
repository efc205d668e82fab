/// An attribute of an element that the differ compares, named as its snapshot key.
public enum ElementAttribute: String, CaseIterable, Hashable, Sendable, Comparable {
    case label, value, traits, frame, enabled
    case type, identifier, hint, placeholder, textContentType, keyboardType, customActions
    case customContent, customRotors, userInputLabels, visibleText
    case language, textStyle, colors, activationPoint, respondsToUserInteraction, container

    /// What a change of this attribute affects. Custom content, rotors, input labels and whether
    /// an element responds to interaction change what VoiceOver, Voice Control and Switch Control
    /// offer, so they count as announcements; the activation point is where a double tap lands.
    public var impact: ChangeImpact {
        switch self {
        case .label, .value, .traits, .enabled, .hint, .placeholder, .customActions, .language, .container,
             .customContent, .customRotors, .userInputLabels, .respondsToUserInteraction:
            .announcement
        case .frame, .activationPoint:
            .layout
        case .type, .identifier, .textContentType, .keyboardType, .textStyle, .colors, .visibleText:
            .metadata
        }
    }

    public static func < (lhs: Self, rhs: Self) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// Whether a change alters what assistive technology announces, only where things are, or only
/// data that is never spoken.
public enum ChangeImpact: String, Hashable, Sendable {
    /// VoiceOver says something different: presence, order, label, value, traits, state, hint…
    case announcement
    /// Only the element's frame changed.
    case layout
    /// Only data that is not spoken changed (identifier, element type, keyboard, styling).
    case metadata
}
