import A11ySnapshot

/// A change as the diff tests state it: everything but the spoken forms (which belong to the
/// spoken-form tests), so that expected change lists are exact and readable.
struct ReportedChange: Equatable, CustomStringConvertible {
    var kind: ElementChange.Kind
    var path: String
    var label: String
    var attribute: ElementAttribute?
    var before: AttributeValue?
    var after: AttributeValue?
    var from: Int?
    var to: Int?

    static func added(_ path: String, _ label: String) -> Self {
        Self(kind: .added, path: path, label: label)
    }

    static func removed(_ path: String, _ label: String) -> Self {
        Self(kind: .removed, path: path, label: label)
    }

    static func moved(_ path: String, _ label: String, from: Int, to: Int) -> Self {
        Self(kind: .moved, path: path, label: label, from: from, to: to)
    }

    static func changed(_ path: String, _ label: String, _ attribute: ElementAttribute,
                        _ before: AttributeValue, _ after: AttributeValue) -> Self {
        Self(kind: .changed, path: path, label: label, attribute: attribute, before: before, after: after)
    }

    init(kind: ElementChange.Kind, path: String, label: String, attribute: ElementAttribute? = nil,
         before: AttributeValue? = nil, after: AttributeValue? = nil, from: Int? = nil, to: Int? = nil) {
        self.kind = kind
        self.path = path
        self.label = label
        self.attribute = attribute
        self.before = before
        self.after = after
        self.from = from
        self.to = to
    }

    init(_ change: ElementChange) {
        self.init(kind: change.kind, path: change.element.path, label: change.element.label,
                  attribute: change.attributeChange?.attribute, before: change.attributeChange?.before,
                  after: change.attributeChange?.after, from: change.from, to: change.to)
    }

    var description: String {
        var text = "\(kind) \(path) \"\(label)\""
        if let attribute, let before, let after { text += " \(attribute): \(before) → \(after)" }
        if let from, let to { text += " \(from) → \(to)" }
        return text
    }
}

extension SnapshotDiff {
    /// The changes without their spoken forms, in report order.
    var reported: [ReportedChange] { changes.map(ReportedChange.init) }
}
