/// A point in the captured root's coordinate space, quantized like ``Frame`` values.
public struct Point: Hashable, Sendable, CustomStringConvertible {
    public let x: Double
    public let y: Double

    public init(x: Double, y: Double) {
        self.x = Points.quantize(x)
        self.y = Points.quantize(y)
    }

    /// A point from its two values in snapshot order: x, y.
    public init(_ x: Double, _ y: Double) {
        self.init(x: x, y: y)
    }

    /// `[x, y]` as a snapshot writes it.
    public var description: String {
        "[\(Points.format(x)), \(Points.format(y))]"
    }
}
