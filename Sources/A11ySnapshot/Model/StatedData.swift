/// The kinds of accessibility data a snapshot's source could state: what an absent attribute
/// means. A live capture states everything, but an Android `uiautomator dump` cannot mark a
/// header and gives frames in pixels, and an XCUI `debugDescription` has no traits: an element
/// without the Header trait from such a source is not known to lack it.
///
/// Stored in a snapshot as the optional `statedData` key (docs/FORMAT.md). A snapshot without the
/// key (live capture, hand-built trees, every file written before the key existed) states
/// everything. Rules that need data the source cannot state report *not run*
/// (``RuleDescription/requiredSourceData``, ``RuleReport/notStated``) instead of a violation.
public struct StatedData: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8

    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// The source states traits itself (Button, Image, Selected, …), so a missing trait is
    /// missing; otherwise they were inferred from element types.
    public static let traits = StatedData(rawValue: 1 << 0)
    /// The source can mark an element a header (the Header trait, Android's `heading`).
    public static let headers = StatedData(rawValue: 1 << 1)
    /// Frames are in points; otherwise they are in device pixels of unknown density, and sizes
    /// and distances cannot be compared with the point thresholds.
    public static let pointFrames = StatedData(rawValue: 1 << 2)
    /// The source carries accessibility hints.
    public static let hints = StatedData(rawValue: 1 << 3)
    /// The source carries values (a field's text, a switch's state).
    public static let values = StatedData(rawValue: 1 << 4)
    /// The source carries accessibility identifiers.
    public static let identifiers = StatedData(rawValue: 1 << 5)
    /// The source carries the values of adjustable elements (a slider's "50%"). An Android
    /// dump states a field's text and a switch's state, but never where a slider is.
    public static let adjustableValues = StatedData(rawValue: 1 << 6)

    /// Everything: what a snapshot without the `statedData` key states.
    public static let everything: StatedData = [.traits, .headers, .pointFrames, .hints, .values, .adjustableValues, .identifiers]

    /// Each kind with its name in the snapshot format, in canonical order.
    public static let named: [(data: StatedData, name: String)] = [
        (.traits, "traits"), (.headers, "headers"), (.pointFrames, "pointFrames"),
        (.hints, "hints"), (.values, "values"), (.adjustableValues, "adjustableValues"), (.identifiers, "identifiers"),
    ]

    /// The format names of the kinds in this set, in canonical order.
    public var names: [String] {
        Self.named.filter { contains($0.data) }.map(\.name)
    }

    /// The kinds named `names`, or `nil` with the first unknown name.
    public static func parse(_ names: [String]) -> Result<StatedData, UnknownName> {
        var data: StatedData = []
        for name in names {
            guard let entry = named.first(where: { $0.name == name }) else { return .failure(UnknownName(name: name)) }
            data.insert(entry.data)
        }
        return .success(data)
    }

    /// A name that is not one of ``named``.
    public struct UnknownName: Error, Hashable, Sendable {
        public let name: String
    }

    /// What the missing kinds are, in words for reports: `headers`, `frames in points`.
    /// `the source cannot state headers`: why a rule needing this data did not run, as every
    /// report words it (after `not run: `).
    public var missingReason: String { "the source cannot state \(phrase)" }

    public var phrase: String {
        let words: [StatedData: String] = [
            .traits: "traits", .headers: "headers", .pointFrames: "frames in points", .hints: "hints",
            .values: "values", .adjustableValues: "values of adjustable elements", .identifiers: "identifiers",
        ]
        return Self.named.filter { contains($0.data) }.compactMap { words[$0.data] }.joined(separator: " or ")
    }
}
