/// Which element a change is about, as reports name it.
public struct ElementReference: Hashable, Sendable {
    public var label: String
    public var identifier: String?
    public var type: ElementType?
    /// The element's index path: 0-based child indexes joined by `.` (`"2.0.1"`), in the current
    /// tree, or in the reference tree for a removed element.
    public var path: String
    /// What VoiceOver says for the element (see ``SpokenForm``), in the tree the path refers to.
    public var spoken: String

    public init(label: String, identifier: String? = nil, type: ElementType? = nil, path: String, spoken: String = "") {
        self.label = label
        self.identifier = identifier
        self.type = type
        self.path = path
        self.spoken = spoken
    }
}

/// One attribute's change on a matched element.
public struct AttributeChange: Hashable, Sendable {
    public var attribute: ElementAttribute
    public var before: AttributeValue
    public var after: AttributeValue

    public init(attribute: ElementAttribute, before: AttributeValue, after: AttributeValue) {
        self.attribute = attribute
        self.before = before
        self.after = after
    }

    /// For a traits change: the traits the element gained.
    public var addedTraits: AccessibilityTraits {
        guard case .traits(let old) = before, case .traits(let new) = after else { return [] }
        return new.subtracting(old)
    }

    /// For a traits change: the traits the element lost.
    public var removedTraits: AccessibilityTraits {
        guard case .traits(let old) = before, case .traits(let new) = after else { return [] }
        return old.subtracting(new)
    }
}

/// A semantic change between a reference tree and a current tree.
public struct ElementChange: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable {
        /// In the current tree only.
        case added
        /// In the reference tree only.
        case removed
        /// In both, at a different position in reading order.
        case moved
        /// In both, with an attribute changed.
        case changed
    }

    public var kind: Kind
    /// The element: in the current tree, or the reference tree for `removed`.
    public var element: ElementReference
    /// For `changed`: the attribute and its before and after values.
    public var attributeChange: AttributeChange?
    /// For `moved`: the 0-based positions in the flattened reading order (depth-first, pre-order)
    /// of the reference and the current tree.
    public var from: Int?
    public var to: Int?
    /// For `removed`, `moved` and `changed`: the element's spoken form in the reference tree.
    public var spokenBefore: String?
    /// For a `frame` change: how many other elements moved with this one by the same displacement
    /// (its descendants, and the siblings after it that moved together), whose frame changes are
    /// not reported (DIFF.md, *Impact*). A menu that moved as a whole is its first item's frame
    /// change with the other items counted here.
    public var movedAlong: Int
    /// For `removed`: the content's scroll took the element off the screen; for `added`: it
    /// brought the element onto it (``SnapshotDiff/scroll``).
    public var byScroll: Bool

    public init(kind: Kind, element: ElementReference, attributeChange: AttributeChange? = nil,
                from: Int? = nil, to: Int? = nil, spokenBefore: String? = nil, movedAlong: Int = 0, byScroll: Bool = false) {
        self.kind = kind
        self.element = element
        self.attributeChange = attributeChange
        self.from = from
        self.to = to
        self.spokenBefore = spokenBefore
        self.movedAlong = movedAlong
        self.byScroll = byScroll
    }

    /// What the change affects: presence and order always change what is announced.
    public var impact: ChangeImpact {
        attributeChange?.attribute.impact ?? .announcement
    }
}
