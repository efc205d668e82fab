import A11ySnapshot

/// Small trees for recording tests.
enum Screens {
    static let login = AccessibilitySnapshot(name: "Login", viewport: Frame(0, 0, 393, 852), elements: [
        .header("Sign in", frame: Frame(16, 103, 361, 41)),
        .textField("Email", placeholder: "you@example.com", identifier: "login.email", frame: Frame(16, 196, 361, 44)),
        .button("Log in", identifier: "login.submit", frame: Frame(16, 324, 361, 50), isEnabled: false),
    ])

    /// ``login`` with the button relabelled "Sign in" and enabled.
    static let loginChanged: AccessibilitySnapshot = {
        var snapshot = login
        snapshot.elements[2].label = "Sign in"
        snapshot.elements[2].isEnabled = true
        return snapshot
    }()

    /// ``login`` with the button's label removed: a `label-missing` error.
    static let loginUnlabelled: AccessibilitySnapshot = {
        var snapshot = login
        snapshot.elements[2].label = ""
        return snapshot
    }()

    /// A one-element screen that differs for every `number`.
    static func numbered(_ number: Int) -> AccessibilitySnapshot {
        AccessibilitySnapshot(name: "", viewport: Frame(0, 0, 393, 852), elements: [
            .button("Button \(number)", identifier: "button.\(number)", frame: Frame(16, Double(number), 100, 44)),
        ])
    }
}
