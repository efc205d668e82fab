import A11ySnapshot
import Testing

/// How the differ tells changes of a matched element: one change per attribute, with before and
/// after, in attribute order, with their impact.
@Suite("Diff: attribute changes")
struct DiffAttributeChangeTests {
    private static let base = AccessibilityElement.button("Log in", identifier: "login", frame: Frame(16, 200, 361, 50))

    private func diff(_ change: (inout AccessibilityElement) -> Void) -> SnapshotDiff {
        var changed = Self.base
        change(&changed)
        return SnapshotDiff(reference: screen([Self.base]), current: screen([changed]))
    }

    @Test func traitsChangeTellsTheTraitsGainedAndLost() throws {
        let diff = diff { $0.traits = [.link, .selected] }
        #expect(diff.reported == [.changed("0", "Log in", .traits, .traits(.button), .traits([.link, .selected]))])
        let change = try #require(diff.changes.first?.attributeChange)
        #expect(change.addedTraits == [.link, .selected])
        #expect(change.removedTraits == .button)
    }

    @Test func valueChangeIsReportedFromNoneToText() {
        #expect(diff { $0.value = "3" }.reported == [.changed("0", "Log in", .value, .absent, .text("3"))])
    }

    @Test func disablingIsAnEnabledChange() {
        #expect(diff { $0.isEnabled = false }.reported == [.changed("0", "Log in", .enabled, .bool(true), .bool(false))])
    }

    @Test func resizedFrameIsAFrameChange() {
        #expect(diff { $0.frame = Frame(16, 200, 361, 44) }.reported == [
            .changed("0", "Log in", .frame, .frame(Frame(16, 200, 361, 50)), .frame(Frame(16, 200, 361, 44))),
        ])
    }

    /// Each optional attribute set where the reference has none (the type: changed): exactly one
    /// change of it, before and after as the snapshot holds them.
    @Test(arguments: [ElementAttribute.type, .hint, .placeholder, .textContentType, .keyboardType, .customActions,
                      .language, .textStyle, .colors, .container, .customContent, .customRotors, .userInputLabels,
                      .visibleText, .activationPoint, .respondsToUserInteraction])
    func optionalAttributeChangeIsOneChangeOfIt(_ attribute: ElementAttribute) {
        var changed = Self.base
        let after = Self.set(attribute, on: &changed)
        let before = AttributeValue(attribute, of: Self.base)
        #expect(before == (attribute == .type ? .text("button") : .absent))
        #expect(SnapshotDiff(reference: screen([Self.base]), current: screen([changed])).reported == [
            .changed("0", "Log in", attribute, before, after),
        ])
    }

    /// Sets `attribute` on `element` to a value the base element does not have; returns that value
    /// as a change should tell it.
    private static func set(_ attribute: ElementAttribute, on element: inout AccessibilityElement) -> AttributeValue {
        switch attribute {
        case .type:
            element.type = .link
            return .text("link")
        case .hint:
            element.hint = "Signs you in."
            return .text("Signs you in.")
        case .placeholder:
            element.placeholder = "Password"
            return .text("Password")
        case .textContentType:
            element.textContentType = "password"
            return .text("password")
        case .keyboardType:
            element.keyboardType = .emailAddress
            return .text("emailAddress")
        case .customActions:
            element.customActions = ["Delete", "Share"]
            return .list(["Delete", "Share"])
        case .language:
            element.language = "fr-CA"
            return .text("fr-CA")
        case .textStyle:
            element.textStyle = TextStyle(size: 17, isBold: true, dynamicType: .body)
            return .textStyle(TextStyle(size: 17, isBold: true, dynamicType: .body))
        case .colors:
            element.colors = ElementColors(foreground: RGBAColor(red: 0, green: 0, blue: 0))
            return .colors(ElementColors(foreground: RGBAColor(red: 0, green: 0, blue: 0)))
        case .container:
            element.container = .semanticGroup
            return .text("semanticGroup")
        case .customContent:
            element.customContent = [CustomContent(label: "Price", value: "$4.50", isImportant: true)]
            return .list(["Price: $4.50 (important)"])
        case .customRotors:
            element.customRotors = ["Headings"]
            return .list(["Headings"])
        case .userInputLabels:
            element.userInputLabels = ["Sign in"]
            return .list(["Sign in"])
        case .visibleText:
            element.visibleText = "Go"
            return .text("Go")
        case .activationPoint:
            element.activationPoint = Point(20, 210)
            return .point(Point(20, 210))
        case .respondsToUserInteraction:
            element.respondsToUserInteraction = false
            return .bool(false)
        default:
            Issue.record("not an optional attribute: \(attribute)")
            return .absent
        }
    }

    /// The attributes few elements set live in storage of their own; two elements whose values
    /// are equal but stored apart are unchanged, and one rare attribute changed among others that
    /// are not is that one change.
    @Test func rareAttributesCompareByValueNotByStorage() {
        var reference = Self.base
        reference.customActions = ["Delete"]
        reference.language = "fr-CA"
        var equal = Self.base
        equal.language = "fr-CA"
        equal.customActions = ["Delete"]
        #expect(SnapshotDiff(reference: screen([reference]), current: screen([equal])).isEmpty)
        var changed = equal
        changed.customRotors = ["Links"]
        #expect(SnapshotDiff(reference: screen([reference]), current: screen([changed])).reported == [
            .changed("0", "Log in", .customRotors, .absent, .list(["Links"])),
        ])
    }

    @Test func removedIdentifierIsAChangeToNone() {
        #expect(diff { $0.identifier = nil }.reported == [.changed("0", "Log in", .identifier, .text("login"), .absent)])
    }

    @Test func anElementsChangesComeTogetherInAttributeOrder() {
        let diff = diff {
            $0.container = .list
            $0.hint = "Signs you in."
            $0.isEnabled = false
            $0.label = "Sign in"
        }
        #expect(diff.reported == [
            .changed("0", "Sign in", .label, .text("Log in"), .text("Sign in")),
            .changed("0", "Sign in", .enabled, .bool(true), .bool(false)),
            .changed("0", "Sign in", .hint, .absent, .text("Signs you in.")),
            .changed("0", "Sign in", .container, .absent, .text("list")),
        ])
    }

    @Test func changesHaveTheImpactOfTheirAttribute() {
        let diff = diff {
            $0.label = "Sign in"
            $0.frame = Frame(16, 210, 361, 50)
            $0.keyboardType = .numberPad
        }
        #expect(diff.changes.map(\.impact) == [.announcement, .layout, .metadata])
    }

    @Test func changesAreInCurrentReadingOrderWithRemovalsWhereTheyStood() {
        let reference: [AccessibilityElement] = [.header("Title"), .button("Old"), .button("Keep"), .link("Gone")]
        var current: [AccessibilityElement] = [.staticText("New"), .header("Title"), .button("Keep")]
        current[2].hint = "Keeps it."
        let diff = SnapshotDiff(reference: screen(reference), current: screen(current))
        #expect(diff.reported == [
            .added("0", "New"),
            .removed("1", "Old"),
            .changed("2", "Keep", .hint, .absent, .text("Keeps it.")),
            .removed("3", "Gone"),
        ])
    }

    @Test func movedElementWithChangesReportsTheMoveFirst() {
        let reference: [AccessibilityElement] = [.button("A"), .button("B"), .button("C")]
        var current: [AccessibilityElement] = [.button("C"), .button("A"), .button("B")]
        current[0].value = "1"
        let diff = SnapshotDiff(reference: screen(reference), current: screen(current))
        #expect(diff.reported == [
            .moved("0", "C", from: 2, to: 0),
            .changed("0", "C", .value, .absent, .text("1")),
        ])
    }

    @Test func changesNameTheElementWithTypeAndIdentifier() throws {
        let change = try #require(diff { $0.label = "Sign in" }.changes.first)
        #expect(change.element.label == "Sign in")
        #expect(change.element.identifier == "login")
        #expect(change.element.type == .button)
    }

    @Test func viewportChangeIsReportedSeparately() {
        let diff = SnapshotDiff(reference: screen([Self.base]), current: screen([Self.base], viewport: Frame(0, 0, 430, 932)))
        #expect(diff.changes.isEmpty)
        #expect(diff.viewportChange == AttributeChange(attribute: .frame, before: .frame(Frame(0, 0, 393, 852)),
                                                       after: .frame(Frame(0, 0, 430, 932))))
        #expect(!diff.isEmpty)
    }

    @Test func countsTellHowManyOfEachKind() {
        let reference: [AccessibilityElement] = [.button("A"), .button("B"), .button("C")]
        let current: [AccessibilityElement] = [.button("C"), .button("A", value: "1"), .link("D")]
        let diff = SnapshotDiff(reference: screen(reference), current: screen(current))
        #expect([diff.count(.added), diff.count(.removed), diff.count(.moved), diff.count(.changed)] == [1, 1, 1, 1])
    }
}
