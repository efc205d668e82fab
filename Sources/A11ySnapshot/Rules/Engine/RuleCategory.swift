/// The group a rule belongs to in the catalogue and its documentation.
public enum RuleCategory: String, CaseIterable, Hashable, Sendable {
    case labels, images, hints, traits, geometry, state, text

    /// The heading used in listings.
    public var title: String {
        switch self {
        case .labels: "Labels"
        case .images: "Images"
        case .hints: "Hints"
        case .traits: "Traits"
        case .geometry: "Geometry"
        case .state: "State"
        case .text: "Text and input"
        }
    }
}
