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

    /// The sign-in screen's variants for `a11ysnap variants --demo`, each with the file name its
    /// reference would have.
    public static let variants: [(path: String, screen: AccessibilitySnapshot)] = [
        ("__Snapshots__/LoginTests/loginScreen.json", ExampleScreens.login),
        ("__Snapshots__/LoginTests/loginScreen.ax5.json", loginAtAccessibilitySize5),
        ("__Snapshots__/LoginTests/loginScreen.rtl.json", loginRightToLeft),
    ]

    /// The sign-in screen at the largest accessibility text size: everything grows, the
    /// introduction is cut to one line, and the two links, side by side, grow into each other.
    public static let loginAtAccessibilitySize5: AccessibilitySnapshot = {
        var screen = ExampleScreens.login
        screen.name = "ExampleScreens/login.ax5"
        screen.elements[0].frame = Frame(16, 103, 361, 96)
        screen.elements[1].label = "Use your Acme acc…"                 // cut to one line
        screen.elements[1].frame = Frame(16, 207, 361, 48)
        screen.elements[2].frame = Frame(16, 263, 361, 88)
        screen.elements[3].frame = Frame(16, 359, 361, 88)
        screen.elements[4].frame = Frame(16, 463, 361, 96)
        screen.elements[5].frame = Frame(16, 575, 230, 120)              // "Forgot password?" grows right…
        screen.elements[6].frame = Frame(147, 575, 230, 120)             // …into "Create an account"
        return screen
    }()

    /// The sign-in screen in a right-to-left language: every frame mirrored (leading and trailing
    /// constraints), so that reading each row from the right gives the default order.
    public static let loginRightToLeft: AccessibilitySnapshot = {
        var screen = ExampleScreens.login
        screen.name = "ExampleScreens/login.rtl"
        for index in screen.elements.indices {
            let frame = screen.elements[index].frame
            screen.elements[index].frame = Frame(screen.viewport.width - frame.maxX, frame.y, frame.width, frame.height)
        }
        return screen
    }()
}
