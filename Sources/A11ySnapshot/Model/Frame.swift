/// A rectangle in points, in the captured root's coordinate space.
///
/// Values are quantized to hundredths of a point when the frame is made, so two frames that would
/// be written the same way compare equal. Non-finite values become 0 (a snapshot never holds NaN).
/// See `docs/FORMAT.md` for the exact rounding rule.
public struct Frame: Hashable, Sendable, CustomStringConvertible {
    public let x: Double
    public let y: Double
    public let width: Double
    public let height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = Points.quantize(x)
        self.y = Points.quantize(y)
        self.width = Points.quantize(width)
        self.height = Points.quantize(height)
    }

    /// A frame from its four values in snapshot order: x, y, width, height.
    public init(_ x: Double, _ y: Double, _ width: Double, _ height: Double) {
        self.init(x: x, y: y, width: width, height: height)
    }

    /// An empty frame at the origin.
    public static let zero = Frame(x: 0, y: 0, width: 0, height: 0)

    public var minX: Double { x }
    public var minY: Double { y }
    public var maxX: Double { x + width }
    public var maxY: Double { y + height }
    public var midX: Double { x + width / 2 }
    public var midY: Double { y + height / 2 }

    /// The smallest frame containing both frames.
    /// Whether the two frames' insides meet (frames that only touch do not).
    package func overlaps(_ other: Frame) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }

    public func union(_ other: Frame) -> Frame {
        let left = Swift.min(minX, other.minX), top = Swift.min(minY, other.minY)
        let right = Swift.max(maxX, other.maxX), bottom = Swift.max(maxY, other.maxY)
        return Frame(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// `[x, y, width, height]` as a snapshot writes it.
    public var description: String {
        "[\(Points.format(x)), \(Points.format(y)), \(Points.format(width)), \(Points.format(height))]"
    }
}

/// The fixed-point rule for coordinates: hundredths of a point.
enum Points {
    /// Largest magnitude a snapshot coordinate may have, in points. Keeps every value exactly
    /// representable in hundredths.
    static let limit: Double = 1_000_000_000

    /// `x` rounded to the nearest hundredth (ties away from zero), computed as
    /// `round(x * 100) / 100` in IEEE-754 double arithmetic. Non-finite input gives 0; `-0` gives 0.
    static func quantize(_ value: Double) -> Double {
        guard value.isFinite else { return 0 }
        let clamped = Swift.min(Swift.max(value, -limit), limit)
        let hundredths = (clamped * 100).rounded(.toNearestOrAwayFromZero)
        return hundredths == 0 ? 0 : hundredths / 100
    }

    /// The hundredths of an already quantized value.
    static func hundredths(_ value: Double) -> Int64 {
        Int64((value * 100).rounded(.toNearestOrAwayFromZero))
    }

    /// The canonical spelling: shortest decimal, at most two fraction digits, no exponent, no `-0`.
    static func format(_ value: Double) -> String {
        var buffer = ByteBuffer(capacity: 24)
        appendCanonical(hundredths(value), to: &buffer)
        return String(decoding: buffer.finish(), as: UTF8.self)
    }

    static func appendCanonical(_ hundredths: Int64, to out: inout ByteBuffer) {
        var magnitude = hundredths.magnitude
        if hundredths < 0 { out.append(UInt8(ascii: "-")) }
        let fraction = Int(magnitude % 100)
        magnitude /= 100
        out.appendDecimal(magnitude)
        if fraction != 0 {
            out.append(UInt8(ascii: "."))
            out.append(UInt8(ascii: "0") + UInt8(fraction / 10))
            if fraction % 10 != 0 { out.append(UInt8(ascii: "0") + UInt8(fraction % 10)) }
        }
    }
}
