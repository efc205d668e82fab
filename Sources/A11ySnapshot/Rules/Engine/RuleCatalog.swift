/// Every rule this build knows, in catalogue order (by category, then as listed). Reports and
/// documentation use this order.
package enum RuleCatalog {
    package static let rules: [any Rule] = [
        // Labels
        LabelMissingRule(), LabelTooShortRule(), LabelTooLongRule(), LabelAllCapsRule(), LabelNotCapitalizedRule(),
        LabelTrailingPeriodRule(), LabelContainsRoleRule(), LabelNonDescriptiveRule(), LabelLooksLikeIdentifierRule(),
        LabelDuplicatedRule(), PlaceholderAsLabelRule(),
        // Images
        ImageLabelRedundantRule(), ImageLabelFilenameRule(),
        // Hints
        HintEmptyRule(), HintNotCapitalizedRule(), HintMissingPeriodRule(), HintRepeatsLabelRule(), HintContainsRoleRule(),
        HintNamesGestureRule(),
        // Traits
        TraitsConflictingRule(), ButtonMissingTraitRule(), ImageMissingTraitRule(), AdjustableMissingValueRule(),
        ToggleMissingStateRule(), HeaderMissingRule(),
        // Geometry
        TargetSizeMinimumRule(), TargetSizeRecommendedRule(), ElementTooSmallRule(), ElementZeroSizeRule(),
        ElementOffscreenRule(), ControlsOverlapRule(), ControlsTooCloseRule(),
        // State
        ElementDisabledRule(),
        // Text and input
        TextContrastRule(), TextSpacingRule(), TextMayTruncateRule(), DynamicTypeUnsupportedRule(),
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
        closest(to: id, in: descriptions.map(\.id)).map { "; did you mean '\($0)'?" } ?? ""
    }

    static func unknownOption(_ name: String, of description: RuleDescription, kind: String) -> String {
        let names = description.options.map(\.name)
        guard !names.isEmpty else { return "unknown \(kind) \"\(name)\" for rule \"\(description.id)\", which has no options" }
        let hint = closest(to: name, in: names).map { "; did you mean '\($0)'?" } ?? ""
        return "unknown \(kind) \"\(name)\" for rule \"\(description.id)\"\(hint) (its options: \(names.joined(separator: ", ")))"
    }

    /// The candidate within a third of the name's length in edits, if any.
    private static func closest(to name: String, in candidates: [String]) -> String? {
        let target = Array(name.lowercased())
        var best: (String, Int)?
        for candidate in candidates {
            let distance = editDistance(target, Array(candidate.lowercased()))
            if distance <= max(2, target.count / 2), distance < (best?.1 ?? Int.max) { best = (candidate, distance) }
        }
        return best?.0
    }

    private static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        var row = Array(0...b.count)
        for i in 1...max(a.count, 1) where !a.isEmpty {
            var previous = row[0]
            row[0] = i
            for j in 1...max(b.count, 1) where !b.isEmpty {
                let current = row[j]
                row[j] = min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] == b[j - 1] ? 0 : 1))
                previous = current
            }
        }
        return a.isEmpty ? b.count : row[b.count]
    }
}
