/// The last few labels the rule tree tokenized, with where their words are: lists repeat their
/// labels ("More", "Edit" on every row), and a repeated label reuses the words of its first
/// occurrence instead of being tokenized again. Labels are compared byte for byte, so a reused
/// entry is exactly what tokenizing would have given.
struct RecentLabels {
    struct Entry {
        let label: String
        let byteCount: Int
        let layout: LabelLayout
    }

    private static let capacity = 4
    private var entries: [Entry] = []
    private var next = 0

    init() {
        entries.reserveCapacity(Self.capacity)
    }

    /// The entry of a label with the same bytes as `label` (`byteCount` of them), if one is recent.
    func entry(for label: String, byteCount: Int) -> Entry? {
        for entry in entries where entry.byteCount == byteCount && ByteEquality.equal(entry.label, label) {
            return entry
        }
        return nil
    }

    /// Remembers `entry`, forgetting the oldest when full.
    mutating func insert(_ entry: Entry) {
        if entries.count < Self.capacity {
            entries.append(entry)
        } else {
            entries[next] = entry
            next = (next + 1) % Self.capacity
        }
    }
}
