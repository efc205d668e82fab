extension A11ySnapCommandLine {
    /// The tool's name, as users type it.
    public static let programName = "a11ysnap"

    /// The tool's version, printed by `a11ysnap --version`. The only place it is spelled.
    public static let version = "0.1.0"
}
