extension AccessibilityElement {
    /// The snapshot element for one object of a live hierarchy: its own attributes, with the
    /// frame in `space` (children are added by the walker).
    ///
    /// Empty strings count as absent, as in imported dumps; the not-enabled trait bit becomes
    /// ``isEnabled``; unknown trait bits are kept. The activation point has no place in the
    /// snapshot format and is not read.
    init(capturing node: any AccessibilityHierarchyNode, in space: CaptureCoordinateSpace, container: ContainerKind? = nil) {
        self.init(
            label: node.accessibilityLabel ?? "",
            value: node.accessibilityValue.nonEmptyCapture,
            traits: AccessibilityTraits(rawValue: node.accessibilityTraitBits),
            frame: space.frame(of: node.accessibilityFrame),
            hint: node.accessibilityHint.nonEmptyCapture,
            identifier: node.accessibilityIdentifier.nonEmptyCapture,
            type: node.elementType,
            placeholder: node.placeholder.nonEmptyCapture,
            customActions: node.accessibilityCustomActionNames,
            language: node.accessibilityLanguage.nonEmptyCapture,
            container: container
        )
    }
}

extension Optional where Wrapped == String {
    /// The string, or `nil` when it is absent or empty.
    fileprivate var nonEmptyCapture: String? {
        guard let self, !self.isEmpty else { return nil }
        return self
    }
}
