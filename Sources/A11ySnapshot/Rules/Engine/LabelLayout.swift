/// Where a tokenized label's words and trimmed text are: its first word's position in its
/// thread's word array and how many words it has, and the UTF-8 offsets of the label without
/// surrounding whitespace (-1 for the whole label). A ``RuleTree/Node`` stores it, and
/// ``RecentLabels`` hands it to a repeated label instead of tokenizing it again.
struct LabelLayout {
    let wordOffset: Int32
    let wordCount: Int32
    let trimmedStart: Int32
    let trimmedEnd: Int32
}
