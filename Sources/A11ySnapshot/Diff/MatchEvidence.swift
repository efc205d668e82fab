/// What the matcher may read from an element. Ignored attributes are noise by the user's word, so
/// they neither produce changes nor steer matching: each accessor leaves them out.
struct MatchEvidence {
    let usesIdentifier: Bool
    private let usesLabel: Bool
    private let usesValue: Bool
    private let usesType: Bool
    private let usesTraits: Bool
    private let usesFrame: Bool
    let frames: FrameTolerance

    init(_ options: DiffOptions) {
        let ignored = options.ignoredAttributes
        usesIdentifier = !ignored.contains(.identifier)
        usesLabel = !ignored.contains(.label)
        usesValue = !ignored.contains(.value)
        usesType = !ignored.contains(.type)
        usesTraits = !ignored.contains(.traits)
        usesFrame = !ignored.contains(.frame)
        frames = FrameTolerance(options.frameTolerance)
    }

    /// Whether matching reads labels and frames, so an unlabelled element can be told by its place.
    var usesLabelAndFrame: Bool { usesLabel && usesFrame }

    /// The identifier, when matching uses identifiers.
    func identifier(_ element: UnsafePointer<AccessibilityElement>) -> String? {
        usesIdentifier ? element.pointee.identifier : nil
    }

    /// The type and traits, as far as matching uses them.
    func role(_ tree: FlatTree, _ node: Int) -> MatchRole {
        tree.withElement(node) { element in
            MatchRole(type: usesType ? element.pointee.type : nil, traits: identityTraits(element))
        }
    }

    /// The traits that say what an element is, as far as matching uses them: all but Selected,
    /// which is state, as a value is (a pager's current dot among dots of one label: the
    /// selection moves, the dots stay).
    private func identityTraits(_ element: UnsafePointer<AccessibilityElement>) -> UInt64 {
        usesTraits ? element.pointee.traits.subtracting(.selected).rawValue : 0
    }

    /// The role and masked label, as far as matching uses them.
    func key(_ tree: FlatTree, _ node: Int) -> MatchKey {
        MatchKey(role: role(tree, node), label: usesLabel ? tree.label(node) : "")
    }

    /// The ``key(_:_:)`` of an element whose key can identify it across the trees: not one of an
    /// unlabelled element (a type alone names no element; its place among its siblings does).
    func identifyingKey(_ tree: FlatTree, _ node: Int) -> MatchKey? {
        usesLabel && tree.label(node).isEmpty ? nil : key(tree, node)
    }

    /// A fingerprint of the element's ``key(_:_:)``, given its masked label: equal keys give equal
    /// fingerprints; 0 where the key cannot identify the element (``identifyingKey(_:_:)``).
    func keyFingerprint(_ element: UnsafePointer<AccessibilityElement>, label: String) -> UInt64 {
        if usesLabel && label.isEmpty { return 0 }
        var fingerprint = roleFingerprint(element)
        if usesLabel { fingerprint.combine(label) }
        return fingerprint.value
    }

    /// ``keyFingerprint(_:label:)`` of the element's own label, read in place.
    func keyFingerprint(_ element: UnsafePointer<AccessibilityElement>) -> UInt64 {
        if usesLabel && element.pointee.label.isEmpty { return 0 }
        var fingerprint = roleFingerprint(element)
        if usesLabel { fingerprint.combine(element.pointee.label) }
        return fingerprint.value
    }

    private func roleFingerprint(_ element: UnsafePointer<AccessibilityElement>) -> Fingerprint {
        var fingerprint = Fingerprint()
        fingerprint.combine(bytesOf: usesType ? element.pointee.type : nil)
        fingerprint.combine(identityTraits(element))
        return fingerprint
    }

    /// A fingerprint of an identifier as matching reads it (``identifier(_:)``, after the ignored
    /// identifier patterns), or 0 (no identifier). A fingerprint that comes out 0 becomes 1.
    func identifierFingerprint(_ identifier: String?) -> UInt64 {
        guard let identifier else { return 0 }
        var fingerprint = Fingerprint()
        fingerprint.combine(identifier)
        return max(fingerprint.value, 1)
    }

    /// The label when it can identify the element: used and not empty.
    func label(_ tree: FlatTree, _ node: Int) -> String? {
        guard usesLabel else { return nil }
        let label = tree.label(node)
        return label.isEmpty ? nil : label
    }

    /// The type and the label, when the label can identify the element: for an element whose
    /// traits changed (a tab that was selected) but that is still the same kind of element.
    func typedLabel(_ tree: FlatTree, _ node: Int) -> TypedLabel? {
        guard let label = label(tree, node) else { return nil }
        return TypedLabel(type: usesType ? tree.withElement(node) { $0.pointee.type } : nil, label: label)
    }

    /// Whether two elements are both unlabelled and of one type (traits aside): in one place
    /// among siblings both trees share, the one element whose traits changed.
    func areUnlabelledAlike(_ reference: FlatTree, _ r: Int, _ current: FlatTree, _ c: Int) -> Bool {
        guard usesLabel, reference.label(r).isEmpty, current.label(c).isEmpty else { return false }
        return !usesType || reference.withElement(r) { $0.pointee.type } == current.withElement(c) { $0.pointee.type }
    }

    /// Whether two unlabelled elements of one size are a text field and a plain view with no
    /// traits: one field, enabled or disabled, as Flutter exports a disabled field as a plain
    /// view (a remote-agent app's prompt field, disabled while the connection was lost).
    func areFieldAndItsDisabledView(_ reference: FlatTree, _ r: Int, _ current: FlatTree, _ c: Int) -> Bool {
        guard usesLabel, usesType, usesFrame, reference.label(r).isEmpty, current.label(c).isEmpty else { return false }
        let (before, beforeType, beforeTraits) = reference.withElement(r) { ($0.pointee.frame, $0.pointee.type, $0.pointee.traits) }
        let (after, afterType, afterTraits) = current.withElement(c) { ($0.pointee.frame, $0.pointee.type, $0.pointee.traits) }
        guard frames.sameSize(before, after) else { return false }
        func isPlain(_ type: ElementType?, _ traits: AccessibilityTraits) -> Bool { (type == nil || type == .other) && traits.isEmpty }
        return beforeType?.isTextInput == true && isPlain(afterType, afterTraits) || afterType?.isTextInput == true && isPlain(beforeType, beforeTraits)
    }

    /// Whether current element `c` stands where labelled reference element `r` of its type stood
    /// (their frames meet), as far as matching uses types, labels and frames.
    func tookThePlace(of r: Int, in reference: FlatTree, by c: Int, in current: FlatTree) -> Bool {
        guard usesType, usesLabel, usesFrame, !reference.label(r).isEmpty else { return false }
        let (before, type) = reference.withElement(r) { ($0.pointee.frame, $0.pointee.type) }
        let (after, newType) = current.withElement(c) { ($0.pointee.frame, $0.pointee.type) }
        return type == newType && before.overlaps(after)
    }

    /// Whether `r` and `c` went far apart across a change of type: frames that do not meet, of
    /// another size, as far as matching uses types and frames.
    func wentApartAcrossAType(_ reference: FlatTree, _ r: Int, _ current: FlatTree, _ c: Int) -> Bool {
        guard usesType, usesFrame else { return false }
        let (before, type) = reference.withElement(r) { ($0.pointee.frame, $0.pointee.type) }
        let (after, newType) = current.withElement(c) { ($0.pointee.frame, $0.pointee.type) }
        return type != newType && !before.overlaps(after) && !frames.sameSize(before, after)
    }

    /// Whether two text fields of one type are one field typed into or cleared: one side named
    /// and empty, the other unnamed and holding a value. A Compose field named only by the text
    /// its placeholder slot shows loses that name once typed into (a calendar's "제목" field
    /// holding "ㅆㄷㄴㅅ").
    func isFieldTypedInto(_ reference: FlatTree, _ r: Int, _ current: FlatTree, _ c: Int) -> Bool {
        guard usesLabel, usesValue else { return false }
        let type = reference.withElement(r) { $0.pointee.type }
        guard type?.isTextInput == true, type == current.withElement(c, { $0.pointee.type }) else { return false }
        let (beforeLabel, afterLabel) = (reference.label(r), current.label(c))
        let (beforeValue, afterValue) = (reference.value(r) ?? "", current.value(c) ?? "")
        return !beforeLabel.isEmpty && beforeValue.isEmpty && afterLabel.isEmpty && !afterValue.isEmpty
            || beforeLabel.isEmpty && !beforeValue.isEmpty && !afterLabel.isEmpty && afterValue.isEmpty
    }

    /// Whether two elements' labels share most of their words (``RelabelEvidence/sharesMostWords(_:_:)``),
    /// neither empty.
    func sharesMostWords(_ reference: FlatTree, _ r: Int, _ current: FlatTree, _ c: Int) -> Bool {
        let (before, after) = (reference.label(r), current.label(c))
        return !before.isEmpty && !after.isEmpty && RelabelEvidence.sharesMostWords(before, after)
    }

    /// Whether one element's label is the other's with parts added or taken away
    /// (``RelabelEvidence/gainedOrLostParts(_:_:)``), as far as matching uses labels.
    func gainedOrLostParts(_ reference: FlatTree, _ r: Int, _ current: FlatTree, _ c: Int) -> Bool {
        usesLabel && RelabelEvidence.gainedOrLostParts(reference.label(r), current.label(c))
    }

    /// Whether two elements of one role are one element relabelled (``RelabelEvidence``), as far
    /// as matching uses labels and frames.
    func isRelabel(_ reference: FlatTree, _ r: Int, _ current: FlatTree, _ c: Int, anchored: Bool) -> Bool {
        guard usesLabel else { return true }
        let referenceFrame = usesFrame ? reference.withElement(r) { $0.pointee.frame } : nil
        let currentFrame = usesFrame ? current.withElement(c) { $0.pointee.frame } : nil
        let isField = reference.withElement(r) { $0.pointee.type?.isTextInput == true }
        return RelabelEvidence.isRelabel(reference.label(r), referenceFrame, current.label(c), currentFrame, frames: frames,
                                         sameIdentifier: reference.identifiers[r] == current.identifiers[c], anchored: anchored,
                                         isField: isField)
    }

    /// Whether two elements of one name are two, their identifiers say: both present, both telling
    /// elements apart, and different (a tab's "CLEAR" button, `btnClearLogs`, and the next tab's,
    /// `btnClearDatabase`). A longer label is content, and says which element it is whatever
    /// view shows it (a bank's insurance banner, in another layout on another device).
    func namesTwo(_ reference: FlatTree, _ r: Int, _ current: FlatTree, _ c: Int) -> Bool {
        Self.conflict(reference.identifiers[r], current.identifiers[c])
            && reference.label(r).count <= RelabelEvidence.nameLength
    }

    /// Whether two identifiers, both present and both telling elements apart, differ.
    static func conflict(_ a: String?, _ b: String?) -> Bool {
        guard let a, let b, a != b else { return false }
        return identifies(a) && identifies(b)
    }

    /// Whether two trees have the same title: the label of their first element with the Header
    /// trait, when both have one and matching reads labels and traits; `true` when either tells
    /// nothing.
    func sameTitle(_ reference: FlatTree, _ current: FlatTree) -> Bool {
        guard usesLabel, usesTraits, let before = reference.title, let after = current.title else { return true }
        return before == after
    }

    /// Whether one of two identifiers tells its element apart and the other is absent: with a
    /// change of type, another element (a transit app's "Best combined time" button, with its
    /// view id, and the option of that name in the menu it opened, without one).
    static func oneSided(_ a: String?, _ b: String?) -> Bool {
        (a.map(identifies) ?? false) != (b.map(identifies) ?? false) && (a == nil || b == nil)
    }

    /// Whether an identifier can tell an element apart: one of digits only is a row's index or a
    /// view's tag, which names another element in the next capture (Instagram's "60" and "61").
    static func identifies(_ identifier: String) -> Bool {
        identifier.utf8.contains { $0 < UInt8(ascii: "0") || $0 > UInt8(ascii: "9") }
    }

    /// How unlike two candidates of the same key, or of the same label, are apart from their
    /// place: a different type weighs most (a title is not a tab of the same label), then a
    /// different value, then a different frame, then a different identifier, then, least, a
    /// different size: of look-alikes that all moved, the one of the same size (a feed's
    /// unlabelled 141-point button pushed down among its 192-point ones).
    func distance(_ reference: FlatTree, _ r: Int, _ current: FlatTree, _ c: Int) -> Int {
        var distance = 0
        if usesType && reference.withElement(r, { $0.pointee.type }) != current.withElement(c, { $0.pointee.type }) {
            distance += 32
        }
        if usesValue && reference.value(r) != current.value(c) { distance += 16 }
        if usesFrame {
            let before = reference.withElement(r) { $0.pointee.frame }, after = current.withElement(c) { $0.pointee.frame }
            if !frames.equal(before, after) { distance += frames.sameSize(before, after) ? 8 : 9 }
        }
        if reference.identifiers[r] != current.identifiers[c] { distance += 2 }
        return distance
    }
}
