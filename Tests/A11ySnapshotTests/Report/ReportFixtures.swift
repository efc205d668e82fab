import A11ySnapshot
import ExampleScreens

/// Fixed comparisons for the report tests: the example screens with hand-made changes, built with
/// `SnapshotDiff`'s package initializer so the reports are tested apart from the differ. Element
/// references carry the spoken description (`SpokenForm`), as the differ fills them.
enum ReportFixtures {
    // MARK: Comparisons

    /// The one-line UI change: the login button's title.
    static let relabelledLogin: SnapshotComparison = {
        let reference = ExampleScreens.login
        var current = reference
        current.elements[4].label = "Sign in"
        return SnapshotComparison(diff: diff(reference, current, [
            changed(.label, at: [4], reference: reference, current: current),
        ]))
    }()

    /// The login screen reworked: a link became a button and moved ahead of the submit button,
    /// which was relabelled, enabled and given a shorter hint; one link removed, one added.
    static let reworkedLogin: SnapshotComparison = {
        let reference = ExampleScreens.login
        var current = reference
        var submit = reference.elements[4]
        submit.label = "Sign in"
        submit.isEnabled = true
        submit.hint = "Signs in."
        var forgot = reference.elements[5]
        forgot.traits = .button
        let help = AccessibilityElement.link("Help", identifier: "login.help", frame: Frame(16, 430, 60, 22))
        current.elements = Array(reference.elements[0...3]) + [forgot, submit, help]
        return SnapshotComparison(
            diff: diff(reference, current, [
                changed(.traits, at: [4], was: [5], reference: reference, current: current),
                moved(at: [5], was: [4], from: 4, to: 5, reference: reference, current: current),
                changed(.label, at: [5], was: [4], reference: reference, current: current),
                changed(.enabled, at: [5], was: [4], reference: reference, current: current),
                changed(.hint, at: [5], was: [4], reference: reference, current: current),
                removed(at: [6], reference: reference),
                added(at: [6], current: current),
            ]),
            referencePath: "__Snapshots__/ExampleScreenSnapshotTests/login.json",
            currentPath: ".build/a11y-artifacts/ExampleScreenSnapshotTests/login.json")
    }()

    /// The settings screen on a smaller phone: Wi-Fi off, the slider lower, a new custom action,
    /// a text style and a colour captured.
    static let settingsOnSmallerPhone: SnapshotComparison = {
        let reference = ExampleScreens.settings
        var current = reference
        current.viewport = Frame(0, 0, 390, 844)
        current.elements[0].colors = ElementColors(foreground: RGBAColor(red: 0x1C, green: 0x1C, blue: 0x1E))
        current.elements[1].children[1].value = "0"
        current.elements[1].children[5].textStyle = TextStyle(size: 17, dynamicType: .body)
        current.elements[1].children[6].frame = Frame(16, 412, 358, 44)
        current.elements[1].children[7].customActions.append("Automatic")
        return SnapshotComparison(
            diff: diff(reference, current, [
                changed(.colors, at: [0], reference: reference, current: current),
                changed(.value, at: [1, 1], reference: reference, current: current),
                changed(.textStyle, at: [1, 5], reference: reference, current: current),
                changed(.frame, at: [1, 6], reference: reference, current: current),
                changed(.customActions, at: [1, 7], reference: reference, current: current),
            ], viewport: AttributeChange(attribute: .frame, before: .frame(reference.viewport), after: .frame(current.viewport))),
            referencePath: "__Snapshots__/ExampleScreenSnapshotTests/settings.json",
            currentPath: ".build/a11y-artifacts/ExampleScreenSnapshotTests/settings.json")
    }()

    /// The tab bar screen, unchanged.
    static let unchangedTabBar = SnapshotComparison(
        diff: diff(ExampleScreens.tabBar, ExampleScreens.tabBar, []),
        referencePath: "__Snapshots__/ExampleScreenSnapshotTests/tabBar.json",
        currentPath: ".build/a11y-artifacts/ExampleScreenSnapshotTests/tabBar.json")

    /// A new screen with no reference yet.
    static let addedProfile = SnapshotComparison(
        added: AccessibilitySnapshot(name: "ExampleScreens/profile", viewport: ExampleScreens.phoneViewport, elements: [
            .header("Profile", frame: Frame(16, 96, 361, 41)),
            .image("Maya Chen", identifier: "profile.photo", frame: Frame(146, 150, 100, 100)),
            .button("Edit profile", identifier: "profile.edit", frame: Frame(16, 270, 361, 44)),
        ]),
        currentPath: ".build/a11y-artifacts/ExampleScreenSnapshotTests/profile.json")

    /// A reference whose test is gone.
    static let removedOnboarding: SnapshotComparison = {
        var onboarding = ExampleScreens.login
        onboarding.name = "ExampleScreens/onboarding"
        return SnapshotComparison(removed: onboarding,
                                  referencePath: "__Snapshots__/ExampleScreenSnapshotTests/onboarding.json")
    }()

    /// Labels, names and messages full of characters that mean something in Markdown, HTML, JSON
    /// and terminals, with violations introduced, fixed and kept.
    static let escaping: SnapshotComparison = {
        let reference = AccessibilitySnapshot(name: "Escaping/<b>quotes|pipes</b>", viewport: Frame(0, 0, 393, 200), elements: [
            .button(#"Say "hi""#, identifier: "say", frame: Frame(0, 0, 393, 44)),
            .staticText("a | b", frame: Frame(0, 50, 393, 20)),
        ])
        var current = reference
        current.elements[0].label = #"Say "hello" <b>now</b> & \ back"#
        current.elements[0].customActions = [#"Copy "quote""#, "Share | Send"]
        current.elements[1].label = "a | b | c"
        current.elements.append(.staticText("Line one\nLine two *bold* _it_ `code` ``ticks`` $5 [link](x) ~strike~ #1 \u{1B}[31mred",
                                            frame: Frame(0, 80, 393, 40)))
        let say = element(at: [0], in: current, path: "0")
        let text = element(at: [1], in: reference, path: "1")
        return SnapshotComparison(
            diff: diff(reference, current, [
                changed(.label, at: [0], reference: reference, current: current),
                changed(.customActions, at: [0], reference: reference, current: current),
                changed(.label, at: [1], reference: reference, current: current),
                added(at: [2], current: current),
            ]),
            violations: ViolationChanges(
                new: [
                    Violation(ruleID: "header-missing", severity: .warning, message: "The screen has no heading.",
                                    element: ElementReference(label: "", path: "")),
                    Violation(ruleID: "label-contains-markup", severity: .error,
                                    message: "The label contains markup: <b>now</b> | *stars*.", element: say, wcag: ["1.3.1", "4.1.2"]),
                    Violation(ruleID: "label-trailing-period", severity: .warning,
                                    message: #"The label "Say "hello"…" is long."#, element: say),
                ],
                resolved: [
                    Violation(ruleID: "label-too-short", severity: .info, message: "The label has 5 characters.", element: text),
                ],
                unchanged: [
                    Violation(ruleID: "frame-too-small", severity: .warning, message: "Height 20 < 44.", element: text, wcag: ["2.5.8"]),
                ]))
    }()

    /// Every comparison that `a11ysnap compare` would report for the example screens.
    static let compare: [SnapshotComparison] = [
        unchangedTabBar, reworkedLogin, addedProfile, settingsOnSmallerPhone, removedOnboarding,
    ]

    // MARK: Building changes

    private static func diff(_ reference: AccessibilitySnapshot, _ current: AccessibilitySnapshot, _ changes: [ElementChange],
                             viewport: AttributeChange? = nil) -> SnapshotDiff {
        SnapshotDiff(reference: reference, current: current, changes: changes, viewportChange: viewport)
    }

    private static func node(at path: [Int], in snapshot: AccessibilitySnapshot) -> AccessibilityElement {
        var element = snapshot.elements[path[0]]
        for index in path.dropFirst() { element = element.children[index] }
        return element
    }

    private static func spoken(at path: [Int], in snapshot: AccessibilitySnapshot) -> String {
        SpokenForm.describe(elementAt: path, in: snapshot.elements)?.description ?? ""
    }

    /// The reference to the element at `path`, as the differ writes it.
    static func element(at path: [Int], in snapshot: AccessibilitySnapshot, path text: String? = nil) -> ElementReference {
        let element = node(at: path, in: snapshot)
        return ElementReference(label: element.label, identifier: element.identifier, type: element.type,
                                path: text ?? path.map(String.init).joined(separator: "."),
                                spoken: spoken(at: path, in: snapshot))
    }

    private static func changed(_ attribute: ElementAttribute, at path: [Int], was referencePath: [Int]? = nil,
                                reference: AccessibilitySnapshot, current: AccessibilitySnapshot) -> ElementChange {
        let before = node(at: referencePath ?? path, in: reference), after = node(at: path, in: current)
        return ElementChange(
            kind: .changed, element: element(at: path, in: current),
            attributeChange: AttributeChange(attribute: attribute, before: AttributeValue(attribute, of: before),
                                             after: AttributeValue(attribute, of: after)),
            spokenBefore: spoken(at: referencePath ?? path, in: reference))
    }

    private static func moved(at path: [Int], was referencePath: [Int], from: Int, to: Int,
                              reference: AccessibilitySnapshot, current: AccessibilitySnapshot) -> ElementChange {
        ElementChange(kind: .moved, element: element(at: path, in: current), from: from, to: to,
                      spokenBefore: spoken(at: referencePath, in: reference))
    }

    private static func added(at path: [Int], current: AccessibilitySnapshot) -> ElementChange {
        ElementChange(kind: .added, element: element(at: path, in: current))
    }

    private static func removed(at path: [Int], reference: AccessibilitySnapshot) -> ElementChange {
        ElementChange(kind: .removed, element: element(at: path, in: reference), spokenBefore: spoken(at: path, in: reference))
    }
}
