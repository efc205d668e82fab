/// Compares the attributes of two matched elements under the diff options: labels and values after
/// the value masks, identifiers as matching reads them (absent where an ignored pattern matches),
/// frames within the tolerance, ignored attributes skipped.
struct AttributeComparison {
    private let attributes: [ElementAttribute]
    let frames: FrameTolerance
    private let masked: Bool
    /// Whether frames are compared (``DiffOptions/ignoredAttributes`` does not hold `frame`).
    let comparesFrames: Bool

    init(_ options: DiffOptions) {
        masked = !options.masks.isEmpty
        attributes = ElementAttribute.allCases.filter { !options.ignoredAttributes.contains($0) }
        frames = FrameTolerance(options.frameTolerance)
        comparesFrames = !options.ignoredAttributes.contains(.frame)
    }

    /// The changed attributes in ``ElementAttribute`` order, with their unmasked before and after
    /// (whether a frame change is reported is ``LayoutShifts``' to say).
    func changes(_ reference: FlatTree, _ r: Int, _ current: FlatTree, _ c: Int) -> [AttributeChange] {
        if reference.isSameStorage(r, as: c, in: current) { return [] }
        let unchanged = reference.withElement(r) { a in
            current.withElement(c) { b in
                (masked ? reference.label(r) == current.label(c) && reference.value(r) == current.value(c)
                        : a.pointee.label == b.pointee.label && a.pointee.value == b.pointee.value)
                    && sameOtherAttributes(a, b)
            }
        }
        if unchanged { return [] }
        let before = reference.element(r), after = current.element(c)
        var changes: [AttributeChange] = []
        for attribute in attributes where !equal(reference, r, current, c, attribute) {
            changes.append(AttributeChange(attribute: attribute, before: AttributeValue(attribute, of: before),
                                           after: AttributeValue(attribute, of: after)))
        }
        return changes
    }

    /// Whether every attribute but the label and value is equal, ignored or not: the fast path for
    /// the many elements that did not change.
    private func sameOtherAttributes(_ a: UnsafePointer<AccessibilityElement>, _ b: UnsafePointer<AccessibilityElement>) -> Bool {
        a.pointee.traits == b.pointee.traits && a.pointee.isEnabled == b.pointee.isEnabled
            && a.pointee.type == b.pointee.type && a.pointee.identifier == b.pointee.identifier
            && a.pointee.hint == b.pointee.hint && a.pointee.container == b.pointee.container
            && frames.equal(a.pointee.frame, b.pointee.frame) && a.pointee.hasSameRareAttributes(as: b.pointee)
    }

    private func equal(_ before: FlatTree, _ r: Int, _ after: FlatTree, _ c: Int, _ attribute: ElementAttribute) -> Bool {
        switch attribute {
        case .label: return before.label(r) == after.label(c)
        case .value: return before.value(r) == after.value(c)
        // As matching read them: an identifier an ignored pattern matches is absent.
        case .identifier: return before.identifiers[r] == after.identifiers[c]
        default: break
        }
        return before.withElement(r) { a in
            after.withElement(c) { b in
                switch attribute {
                case .label, .value, .identifier: true
                case .traits: a.pointee.traits == b.pointee.traits
                case .frame: frames.equal(a.pointee.frame, b.pointee.frame)
                case .enabled: a.pointee.isEnabled == b.pointee.isEnabled
                case .type: a.pointee.type == b.pointee.type
                case .hint: a.pointee.hint == b.pointee.hint
                case .placeholder: a.pointee.placeholder == b.pointee.placeholder
                case .textContentType: a.pointee.textContentType == b.pointee.textContentType
                case .keyboardType: a.pointee.keyboardType == b.pointee.keyboardType
                case .customActions: a.pointee.customActions == b.pointee.customActions
                case .customContent: a.pointee.customContent == b.pointee.customContent
                case .customRotors: a.pointee.customRotors == b.pointee.customRotors
                case .userInputLabels: a.pointee.userInputLabels == b.pointee.userInputLabels
                case .visibleText: a.pointee.visibleText == b.pointee.visibleText
                case .activationPoint: a.pointee.activationPoint == b.pointee.activationPoint
                case .respondsToUserInteraction: a.pointee.respondsToUserInteraction == b.pointee.respondsToUserInteraction
                case .language: a.pointee.language == b.pointee.language
                case .textStyle: a.pointee.textStyle == b.pointee.textStyle
                case .colors: a.pointee.colors == b.pointee.colors
                case .container: a.pointee.container == b.pointee.container
                }
            }
        }
    }
}
