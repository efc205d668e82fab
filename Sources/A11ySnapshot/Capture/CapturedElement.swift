extension AccessibilityElement {
    /// The snapshot element for one object of a live hierarchy: its own attributes, with the
    /// frame in `space` (children are added by the walker).
    ///
    /// Empty strings count as absent, as in imported dumps; the not-enabled trait bit becomes
    /// ``isEnabled``; unknown trait bits are kept. The activation point is recorded only when it
    /// is not the frame's centre, and `respondsToUserInteraction` only when it differs from what
    /// the traits and custom actions imply (UIKit infers it from them when nobody sets it).
    init(capturing node: any AccessibilityHierarchyNode, in space: CaptureCoordinateSpace, container: ContainerKind? = nil) {
        let frame = space.frame(of: node.accessibilityFrame)
        let traits = AccessibilityTraits(rawValue: node.accessibilityTraitBits)
        let customActions = node.accessibilityCustomActionNames
        self.init(
            label: node.accessibilityLabel ?? "",
            value: node.accessibilityValue.nonEmptyCapture,
            traits: traits,
            frame: frame,
            hint: node.accessibilityHint.nonEmptyCapture,
            identifier: node.accessibilityIdentifier.nonEmptyCapture,
            type: node.elementType,
            placeholder: node.placeholder.nonEmptyCapture,
            customActions: customActions,
            language: node.accessibilityLanguage.nonEmptyCapture,
            textStyle: container == nil ? node.textStyle : nil,
            colors: container == nil ? node.colors : nil,
            customContent: node.accessibilityCustomContent,
            customRotors: node.accessibilityCustomRotorNames.filter { !$0.isEmpty },
            userInputLabels: node.accessibilityUserInputLabels.filter { !$0.isEmpty },
            visibleText: container == nil ? VisibleText.shown(node.visibleText, besides: node.accessibilityLabel) : nil,
            activationPoint: container == nil ? space.customActivationPoint(node.accessibilityActivationPoint, in: frame) : nil,
            respondsToUserInteraction: Self.explicitInteraction(
                node.accessibilityRespondsToUserInteraction, traits: traits, hasCustomActions: !customActions.isEmpty),
            container: container
        )
    }

    /// Traits that make UIKit infer that an element responds to user interaction.
    static let interactiveTraits: AccessibilityTraits = [
        .button, .link, .searchField, .keyboardKey, .adjustable, .allowsDirectInteraction, .toggleButton,
    ]

    /// `responds` when it is not what the traits and custom actions imply, else `nil`.
    static func explicitInteraction(_ responds: Bool?, traits: AccessibilityTraits, hasCustomActions: Bool) -> Bool? {
        guard let responds else { return nil }
        let inferred = !traits.intersection(interactiveTraits).isEmpty || hasCustomActions
        return responds == inferred ? nil : responds
    }
}

extension Optional where Wrapped == String {
    /// The string, or `nil` when it is absent or empty.
    fileprivate var nonEmptyCapture: String? {
        guard let self, !self.isEmpty else { return nil }
        return self
    }
}
