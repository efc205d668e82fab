import A11ySnapshot

/// Realistic example screens, built with the model: the project's own tests record them, the
/// benchmark and the demo use them.
public enum ExampleScreens {
    /// The iPhone 15/16 portrait viewport in points.
    public static let phoneViewport = Frame(0, 0, 393, 852)

    /// A sign-in form: a heading, two fields, a disabled button and two links.
    public static let login = AccessibilitySnapshot(name: "ExampleScreens/login", viewport: phoneViewport, elements: [
        .header("Sign in", frame: Frame(16, 103, 361, 41)),
        .staticText("Use your Acme account to continue.", frame: Frame(16, 152, 361, 20)),
        .textField("Email", placeholder: "you@example.com", identifier: "login.email",
                   frame: Frame(16, 196, 361, 44), textContentType: "username", keyboardType: .emailAddress),
        .secureTextField("Password", placeholder: "Required", identifier: "login.password",
                         frame: Frame(16, 256, 361, 44), textContentType: "password"),
        .button("Log in", hint: "Signs in with the email and password above.", identifier: "login.submit",
                frame: Frame(16, 324, 361, 50), isEnabled: false),
        .link("Forgot password?", identifier: "login.forgot", frame: Frame(16, 390, 140, 22)),
        .link("Create an account", identifier: "login.signup", frame: Frame(237, 390, 140, 22)),
    ])
}
