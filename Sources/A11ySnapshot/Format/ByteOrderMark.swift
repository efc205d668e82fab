/// The UTF-8 byte-order mark (`EF BB BF`), which some editors put before JSON and XML files.
/// Snapshots refuse it; dumps, configuration files and the CLI's format sniffing skip it.
package enum ByteOrderMark {
    /// The mark's length in bytes.
    package static let length = 3

    /// Whether `bytes` hold the UTF-8 byte-order mark at `offset`.
    package static func isPresent<Bytes: Collection>(in bytes: Bytes, at offset: Int = 0) -> Bool
    where Bytes.Element == UInt8, Bytes.Index == Int {
        offset >= bytes.startIndex && offset + length <= bytes.endIndex
            && bytes[offset] == 0xEF && bytes[offset + 1] == 0xBB && bytes[offset + 2] == 0xBF
    }
}
