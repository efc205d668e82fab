/// A snapshot document: one screen's accessibility tree with its name and viewport.
///
/// ```swift
/// let login = AccessibilitySnapshot(name: "Login", viewport: Frame(0, 0, 393, 852), elements: [
///     .header("Sign in", frame: Frame(16, 64, 361, 41)),
///     .textField("Email", placeholder: "you@example.com", identifier: "email", frame: Frame(16, 120, 361, 44)),
///     .button("Log in", identifier: "login", frame: Frame(16, 200, 361, 50), isEnabled: false),
/// ])
/// let bytes = login.canonicalJSON()              // the reference file's exact bytes
/// let again = try AccessibilitySnapshot(json: bytes)
/// ```
public struct AccessibilitySnapshot: Hashable, Sendable {
    /// The snapshot format version this build writes and reads.
    public static let formatVersion = 1

    /// The snapshot's name, by convention `<TestFileName>/<testName>[.<name>]`.
    public var name: String
    /// The captured root's bounds; element frames are in this coordinate space.
    public var viewport: Frame
    /// The top-level elements in reading order.
    public var elements: [AccessibilityElement]
    /// The issues Apple's accessibility audit reported for this screen, when the capture ran it
    /// (`nil`: no audit ran; empty: it ran and found nothing). Rule checks report them as
    /// violations (`apple-audit-…`), so they are new, resolved or unchanged like any other.
    public var appleAudit: [AppleAuditIssue]?
    /// What the snapshot's source could state, when it could not state everything (an imported
    /// dump); `nil` for live capture and hand-built trees, which state everything. Rules that
    /// need data outside it are reported as not run.
    public var statedData: StatedData?
    /// The platform the screen comes from, when the source says (an Android dump); `nil` for iOS
    /// sources, live capture and hand-built trees, which are read as iOS (``screenPlatform``).
    public var platform: Platform?

    public init(name: String, viewport: Frame, elements: [AccessibilityElement], appleAudit: [AppleAuditIssue]? = nil,
                statedData: StatedData? = nil, platform: Platform? = nil) {
        self.name = name
        self.viewport = viewport
        self.elements = elements
        self.appleAudit = appleAudit
        self.statedData = statedData
        self.platform = platform
    }

    /// The platform the screen is read on: ``platform``, or iOS when it is `nil`.
    public var screenPlatform: Platform { platform ?? .iOS }

    /// What the source states: ``statedData``, or everything when it is `nil`.
    public var states: StatedData { statedData ?? .everything }

    /// A snapshot whose viewport is the smallest frame from the origin that holds every top-level
    /// element; convenient for hand-built trees.
    public init(name: String, elements: [AccessibilityElement]) {
        let bounds = elements.reduce(Frame.zero) { $0.union($1.frame) }
        self.init(name: name, viewport: bounds, elements: elements)
    }

    /// The number of elements in the tree, at every depth.
    public var elementCount: Int {
        AccessibilityElement.count(elements)
    }
}
