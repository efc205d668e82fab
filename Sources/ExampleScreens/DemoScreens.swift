import A11ySnapshot

/// A realistic pull request's worth of accessibility changes, for `a11ysnap demo`: each pair is a
/// screen before and after a change, as a reviewer would receive it.
public enum DemoScreens {
    /// A before/after pair with the reference file path it would have in a project.
    public struct Pair: Sendable {
        public let path: String
        public let before: AccessibilitySnapshot
        public let after: AccessibilitySnapshot
    }

    public static let pairs: [Pair] = [
        Pair(path: "__Snapshots__/LoginTests/loginScreen.json", before: ExampleScreens.login, after: loginAfterRedesign),
        Pair(path: "__Snapshots__/SettingsTests/settingsScreen.json", before: ExampleScreens.settings, after: settingsAfterRefactor),
        Pair(path: "__Snapshots__/HomeTests/homeScreen.json", before: ExampleScreens.tabBar, after: ExampleScreens.tabBar),
    ]

    /// The sign-in screen after a redesign: the button is renamed "Sign in" and enabled, a "Sign in
    /// with Apple" button is added above it, the password field lost its label (only a placeholder
    /// remains), and "Forgot password?" now comes after "Create an account".
    public static let loginAfterRedesign: AccessibilitySnapshot = {
        var screen = ExampleScreens.login
        var elements = screen.elements
        elements[3].label = ""                                   // password field: label dropped
        elements[4].label = "Sign in"                            // "Log in" renamed
        elements[4].isEnabled = true
        elements[4].hint = nil
        let forgot = elements.remove(at: 5)
        elements[5].frame = Frame(16, 436, 140, 22)              // "Create an account" moves left
        var forgotMoved = forgot
        forgotMoved.frame = Frame(237, 436, 140, 22)
        elements.append(forgotMoved)
        elements.insert(
            .button("Sign in with Apple", identifier: "login.apple", frame: Frame(16, 316, 361, 44)), at: 4)
        elements[5].frame = Frame(16, 370, 361, 50)
        screen.elements = elements
        return screen
    }()

    /// The settings list after a refactor: Bluetooth is switched on, Personal Hotspot is gone, the
    /// "Text Size" button became a link, and the brightness slider lost its adjustable trait.
    public static let settingsAfterRefactor: AccessibilitySnapshot = {
        var screen = ExampleScreens.settings
        var list = screen.elements[1]
        list.children[2].value = "1"                             // Bluetooth on
        list.children.remove(at: 3)                              // Personal Hotspot removed
        list.children[4].traits = .link                          // Text Size: button → link
        list.children[5].traits = []                             // Brightness: no longer adjustable
        screen.elements[1] = list
        return screen
    }()
}
