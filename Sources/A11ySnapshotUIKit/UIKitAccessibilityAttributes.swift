#if os(iOS) || os(visionOS)
import UIKit
#elseif os(Linux)
import AppleShim
#endif

#if os(iOS) || os(visionOS) || os(Linux)
import Foundation

/// One object's accessibility attributes as assistive technologies get them: from iOS 17's
/// block-based setter (`accessibilityLabelBlock`, …) when that block is set, else from the
/// property (UIAccessibility.h: a block takes precedence over the property's setter and over
/// overrides of its getter). ``preferringBlock(_:over:)`` is that rule; everything the capture
/// reads that has a block goes through it.
///
/// Each block that is set is called once, when the attributes are read. A block answering `nil`
/// counts: the attribute is then `nil`, whatever the property holds.
///
/// Not read from blocks: `accessibilityContainerTypeBlock` (UIKit's getter on iOS 17 never
/// calls it: cashapp/AccessibilitySnapshot, `AccessibilityAccessorTests.testContainerType_DOES_NOT_PreferBlock`),
/// and the blocks of attributes the capture does not read (attributed strings, navigation
/// style, textual context, header and automation elements, expanded status, actions).
@MainActor
struct UIKitAccessibilityAttributes {
    let object: NSObject
    private let answers: BlockAnswers

    init(of object: NSObject) {
        self.object = object
        if #available(iOS 17.0, visionOS 1.0, *) {
            answers = BlockAnswers(asking: object)
        } else {
            answers = BlockAnswers()
        }
    }

    /// The precedence rule: a block's answer when the block is set (`answer` is then non-`nil`,
    /// even when the block answered `nil`), else the property's value.
    static func preferringBlock<Value>(_ answer: Value?, over property: @autoclosure () -> Value) -> Value {
        if let answer { return answer }
        return property()
    }

    var isAccessibilityElement: Bool { Self.preferringBlock(answers.isAccessibilityElement, over: object.isAccessibilityElement) }
    var label: String? { Self.preferringBlock(answers.label, over: object.accessibilityLabel) }
    var value: String? { Self.preferringBlock(answers.value, over: object.accessibilityValue) }
    var hint: String? { Self.preferringBlock(answers.hint, over: object.accessibilityHint) }
    var traits: UIAccessibilityTraits { Self.preferringBlock(answers.traits, over: object.accessibilityTraits) }
    var identifier: String? { Self.preferringBlock(answers.identifier, over: UIKitIdentifierLookup.identifier(of: object)) }
    var language: String? { Self.preferringBlock(answers.language, over: object.accessibilityLanguage) }
    var userInputLabels: [String]? { Self.preferringBlock(answers.userInputLabels, over: object.accessibilityUserInputLabels) }
    var elementsHidden: Bool { Self.preferringBlock(answers.elementsHidden, over: object.accessibilityElementsHidden) }
    var respondsToUserInteraction: Bool {
        Self.preferringBlock(answers.respondsToUserInteraction, over: object.accessibilityRespondsToUserInteraction)
    }
    var viewIsModal: Bool { Self.preferringBlock(answers.viewIsModal, over: object.accessibilityViewIsModal) }
    var groupsChildren: Bool { Self.preferringBlock(answers.groupsChildren, over: object.shouldGroupAccessibilityChildren) }
    var frame: CGRect { Self.preferringBlock(answers.frame, over: object.accessibilityFrame) }
    var activationPoint: CGPoint { Self.preferringBlock(answers.activationPoint, over: object.accessibilityActivationPoint) }
    var path: UIBezierPath? { Self.preferringBlock(answers.path, over: object.accessibilityPath) }
    var customActions: [UIAccessibilityCustomAction]? { Self.preferringBlock(answers.customActions, over: object.accessibilityCustomActions) }
    var customRotors: [UIAccessibilityCustomRotor]? { Self.preferringBlock(answers.customRotors, over: object.accessibilityCustomRotors) }

    /// Where the identifier came from: the block, or the lookup step that answered (the
    /// capture explanation); `nil` when there is none.
    var identifierSource: UIKitReadProvenance.IdentifierSource? {
        if let answer = answers.identifier { return answer == nil ? nil : .block }
        let found = UIKitIdentifierLookup.lookUp(object)
        return found.identifier == nil ? nil : found.source
    }

    /// Whether the label is an `accessibilityLabelBlock`'s answer.
    var hasLabelBlock: Bool { answers.label != nil }

    /// Whether an `accessibilityFrameBlock` is set (``UIKitFrames`` then skips the container-space
    /// frame, which is how a `UIAccessibilityElement` computes the property the block replaces).
    var hasFrameBlock: Bool { answers.frame != nil }

    /// `accessibilityElementsBlock`'s answer when that block is set: `.some(nil)` when it
    /// answered `nil`; `nil` when the block is not set.
    var elementsFromBlock: [Any]?? { answers.elements }
}

/// What each block-based setter that is set answered (`nil`: the block is not set).
@MainActor
private struct BlockAnswers {
    var isAccessibilityElement: Bool?
    var label: String??
    var value: String??
    var hint: String??
    var traits: UIAccessibilityTraits?
    var identifier: String??
    var language: String??
    var userInputLabels: [String]??
    var elementsHidden: Bool?
    var respondsToUserInteraction: Bool?
    var viewIsModal: Bool?
    var groupsChildren: Bool?
    var elements: [Any]??
    var activationPoint: CGPoint?
    var frame: CGRect?
    var path: UIBezierPath??
    var customActions: [UIAccessibilityCustomAction]??
    var customRotors: [UIAccessibilityCustomRotor]??

    /// No block (before iOS 17).
    init() {}

    /// Calls each block that is set on `object`, once.
    @available(iOS 17.0, visionOS 1.0, *)
    init(asking object: NSObject) {
        isAccessibilityElement = object.isAccessibilityElementBlock.map { $0() }
        label = object.accessibilityLabelBlock.map { $0() }
        value = object.accessibilityValueBlock.map { $0() }
        hint = object.accessibilityHintBlock.map { $0() }
        traits = object.accessibilityTraitsBlock.map { $0() }
        identifier = object.accessibilityIdentifierBlock.map { $0() }
        language = object.accessibilityLanguageBlock.map { $0() }
        userInputLabels = object.accessibilityUserInputLabelsBlock.map { $0() }
        elementsHidden = object.accessibilityElementsHiddenBlock.map { $0() }
        respondsToUserInteraction = object.accessibilityRespondsToUserInteractionBlock.map { $0() }
        viewIsModal = object.accessibilityViewIsModalBlock.map { $0() }
        groupsChildren = object.accessibilityShouldGroupAccessibilityChildrenBlock.map { $0() }
        elements = object.accessibilityElementsBlock.map { $0() }
        activationPoint = object.accessibilityActivationPointBlock.map { $0() }
        frame = object.accessibilityFrameBlock.map { $0() }
        path = object.accessibilityPathBlock.map { $0() }
        customActions = object.accessibilityCustomActionsBlock.map { $0() }
        customRotors = object.accessibilityCustomRotorsBlock.map { $0() }
    }
}
#endif
