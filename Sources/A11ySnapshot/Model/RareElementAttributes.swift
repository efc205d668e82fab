/// The attributes of an ``AccessibilityElement`` that few elements set (text input details, text
/// style, colours, custom actions), kept behind one reference so that the element itself stays
/// small: most elements hold `nil` instead of about 150 bytes of empty optionals.
///
/// Elements share the storage when copied and copy it before a change (copy-on-write, see
/// `AccessibilityElement.updateRare`); two storages are equal when their values are.
final class RareElementAttributes: Hashable, @unchecked Sendable {
    /// The attributes' values. Mutated only through a uniquely referenced storage, so sharing
    /// across threads is safe.
    var values: Values

    init(_ values: Values) {
        self.values = values
    }

    struct Values: Hashable, Sendable {
        var placeholder: String?
        var customActions: [String] = []
        var language: String?
        var textContentType: String?
        var keyboardType: KeyboardType?
        var textStyle: TextStyle?
        var colors: ElementColors?
        var customContent: [CustomContent] = []
        var customRotors: [String] = []
        var userInputLabels: [String] = []
        var visibleText: String?
        var activationPoint: Point?
        var respondsToUserInteraction: Bool?

        /// Whether no attribute is set (the element then needs no storage).
        var isEmpty: Bool {
            placeholder == nil && customActions.isEmpty && language == nil && textContentType == nil
                && keyboardType == nil && textStyle == nil && colors == nil && customContent.isEmpty
                && customRotors.isEmpty && userInputLabels.isEmpty && visibleText == nil && activationPoint == nil
                && respondsToUserInteraction == nil
        }
    }

    static func == (lhs: RareElementAttributes, rhs: RareElementAttributes) -> Bool {
        lhs === rhs || lhs.values == rhs.values
    }

    func hash(into hasher: inout Hasher) {
        values.hash(into: &hasher)
    }
}
