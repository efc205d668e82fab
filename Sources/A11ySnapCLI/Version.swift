extension A11ySnapCommandLine {
    /// The tool's name, as users type it.
    package static let programName = "a11ysnap"

    /// The tool's version, printed by `a11ysnap --version`. The only place it is spelled.
    package static let version = "0.1.0"
}
