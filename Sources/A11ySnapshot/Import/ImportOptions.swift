/// The canonical import policy, one switch per step. The defaults give the snapshot a test of
/// the same screen would record; each switch turns one step off to keep more of the dump.
public struct ImportOptions: Hashable, Sendable {
    /// Keep the application and window nodes as elements instead of dropping them (the viewport
    /// still comes from them).
    public var keepRoots: Bool
    /// Keep elements the dump marks as not visible (off screen, hidden) or as no accessibility
    /// element (WDA `accessible="false"`, Android views no screen reader focuses).
    public var keepInvisible: Bool
    /// Keep structural wrappers: nodes with no label, value, identifier, interesting trait or
    /// container role. By default their children take their place.
    public var keepWrappers: Bool
    /// Derive traits from element types when the format states none.
    public var inferTraits: Bool
    /// Keep images inside a labelled button or tab, which no screen reader focuses: the control
    /// speaks its own label instead. (Images marked as no accessibility element are kept by
    /// ``keepInvisible``.)
    public var keepUnfocusedImages: Bool
    /// Keep the system's UI: the status and navigation bars (iOS's status bar, Android's SystemUI
    /// bar windows and small overlays), iOS's keyboard and Safari's bars around a web page, which
    /// the app does not draw and whose content changes with the clock, the locale and the OS version.
    public var keepSystemUI: Bool

    public init(keepRoots: Bool = false, keepInvisible: Bool = false, keepWrappers: Bool = false, inferTraits: Bool = true,
                keepUnfocusedImages: Bool = false, keepSystemUI: Bool = false) {
        self.keepRoots = keepRoots
        self.keepInvisible = keepInvisible
        self.keepWrappers = keepWrappers
        self.inferTraits = inferTraits
        self.keepUnfocusedImages = keepUnfocusedImages
        self.keepSystemUI = keepSystemUI
    }

    /// The default policy.
    public static let canonical = ImportOptions()
}
