extension Points {
    /// The longest canonical number: a sign, ten integer digits (the limit is 10⁹ points) and
    /// two decimals.
    static let maximumCanonicalLength = 14

    /// ``appendCanonical(_:to:)`` into room the caller reserved (``maximumCanonicalLength``).
    @inline(__always)
    static func appendCanonicalUnchecked(_ hundredths: Int64, to out: inout ByteBuffer) {
        var magnitude = hundredths.magnitude
        if hundredths < 0 { out.appendUnchecked(UInt8(ascii: "-")) }
        let fraction = UInt8(truncatingIfNeeded: magnitude % 100)
        magnitude /= 100
        out.appendDecimalUnchecked(magnitude)
        if fraction != 0 {
            out.appendUnchecked(UInt8(ascii: "."))
            out.appendUnchecked(UInt8(ascii: "0") + fraction / 10)
            if fraction % 10 != 0 { out.appendUnchecked(UInt8(ascii: "0") + fraction % 10) }
        }
    }
}
