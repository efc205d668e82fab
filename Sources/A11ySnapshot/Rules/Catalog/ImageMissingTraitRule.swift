/// `image-missing-trait`: an image VoiceOver does not announce as one.
struct ImageMissingTraitRule: ElementRule {
    static let judgesContainers = true

    let description = RuleDescription(
        id: "image-missing-trait", title: "Images have the image trait", category: .traits,
        severity: .warning, wcag: ["1.1.1", "4.1.2"], level: .a,
        rationale: "The image trait tells VoiceOver users that the label describes a picture.",
        fix: "Add the .image trait (accessibilityTraits in UIKit, .accessibilityAddTraits(.isImage) in SwiftUI), or hide the image from accessibility if it is decorative.",
        examples: [
            .triggers("An image without the trait", [.image("Company logo", frame: Frame(16, 100, 120, 60)).with(\.traits, [])]),
            .passes("An image with the trait", [.image("Company logo", frame: Frame(16, 100, 120, 60))]),
        ],
        requiredSourceData: .traits)

    func check(_ node: RuleTree.Node, in tree: RuleTree, _: inout Void) -> ElementVerdict {
        guard node.element.type == .image, !node.element.traits.contains(.image) else { return .passes }
        return .violation("This image does not have the image trait.")
    }
}
