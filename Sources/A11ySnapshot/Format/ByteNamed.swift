/// An enumeration snapshots spell by its raw value, which the reader matches on the bytes of the
/// file (``ByteNameTable``) instead of making a string and comparing it with every case.
protocol ByteNamed: RawRepresentable, CaseIterable, Sendable where RawValue == String {
    static var byteNames: ByteNames<Self> { get }
}

/// The cases of a ``ByteNamed`` enumeration and the table of their raw values.
struct ByteNames<Name: ByteNamed>: Sendable {
    let table: ByteNameTable
    let values: [Name]

    init() {
        values = Array(Name.allCases)
        table = ByteNameTable(values.map(\.rawValue))
    }

    /// The case spelled by `bytes`, or `nil`.
    @inline(__always)
    func value(_ bytes: UnsafeBufferPointer<UInt8>) -> Name? {
        table.index(of: bytes).map { values[$0] }
    }
}

extension ElementType: ByteNamed {
    static let byteNames = ByteNames<ElementType>()
}

extension KeyboardType: ByteNamed {
    static let byteNames = ByteNames<KeyboardType>()
}

extension ContainerKind: ByteNamed {
    static let byteNames = ByteNames<ContainerKind>()
}

extension DynamicTypeStyle: ByteNamed {
    static let byteNames = ByteNames<DynamicTypeStyle>()
}

/// The named traits, matched on bytes.
enum TraitNames {
    static let table = ByteNameTable(AccessibilityTraits.named.map(\.name))
    static let traits = AccessibilityTraits.named.map(\.trait)
}
