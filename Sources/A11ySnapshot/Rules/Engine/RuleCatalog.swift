/// Every rule this build knows, in catalogue order (by category, then as listed). Reports and
/// documentation use this order.
package enum RuleCatalog {
    package static let rules: [any Rule] = [
        // Labels
        LabelMissingRule(), LabelTooShortRule(), LabelTooLongRule(), LabelAllCapsRule(), LabelNotCapitalizedRule(),
        LabelTrailingPeriodRule(), LabelContainsRoleRule(), LabelNonDescriptiveRule(), LabelLooksLikeIdentifierRule(),
        LabelDuplicatedRule(), LabelRepeatsItselfRule(), LabelNamesGestureRule(), PlaceholderAsLabelRule(), LabelNotVisibleTextRule(), LabelDecorativeSymbolRule(),
        // Images
        ImageLabelRedundantRule(), ImageLabelFilenameRule(), ImageLabelRepeatsTextRule(),
        // Hints
        HintEmptyRule(), HintNotCapitalizedRule(), HintMissingPeriodRule(), HintRepeatsLabelRule(), HintContainsRoleRule(),
        HintNamesGestureRule(),
        // Traits
        TraitsConflictingRule(), ButtonMissingTraitRule(), SelectedMissingRoleRule(), ImageMissingTraitRule(), AdjustableMissingValueRule(),
        ToggleMissingStateRule(), HeaderMissingRule(),
        // Geometry
        TargetSizeMinimumRule(), TargetSizeRecommendedRule(), ElementTooSmallRule(), ElementZeroSizeRule(),
        ElementOffscreenRule(), ControlsOverlapRule(), ControlsTooCloseRule(),
        // State
        ElementDisabledRule(),
        // Text and input
        TextContrastRule(), TextSpacingRule(), TextMayTruncateRule(), TextSplitSentenceRule(), DynamicTypeUnsupportedRule(),
        KeyboardContentTypeMismatchRule(),
    ]

    package static let descriptions: [RuleDescription] = rules.map(\.description)

    private static let indexByID: [String: Int] = Dictionary(uniqueKeysWithValues: descriptions.enumerated().map { ($1.id, $0) })

    /// The rule with `id`.
    package static func rule(_ id: String) -> (any Rule)? {
        indexByID[id].map { rules[$0] }
    }

    /// The description of the rule with `id`.
    package static func description(of id: String) -> RuleDescription? {
        indexByID[id].map { descriptions[$0] }
    }

    /// The catalogue position of `id` (for ordering).
    static func order(of id: String) -> Int {
        indexByID[id] ?? Int.max
    }

    /// `; did you mean 'label-missing'?` for a near miss, or `""`.
    package static func suggestion(for id: String) -> String {
        NameSuggester.hint(for: id, in: descriptions.map(\.id)) ?? ""
    }

    static func unknownOption(_ name: String, of description: RuleDescription, kind: String) -> String {
        let names = description.options.map(\.name)
        guard !names.isEmpty else { return "unknown \(kind) \"\(name)\" for rule \"\(description.id)\", which has no options" }
        let hint = NameSuggester.hint(for: name, in: names) ?? ""
        return "unknown \(kind) \"\(name)\" for rule \"\(description.id)\"\(hint) (its options: \(names.joined(separator: ", ")))"
    }
}
