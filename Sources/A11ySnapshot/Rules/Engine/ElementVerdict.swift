/// What an ``ElementRule`` finds on one element.
package enum ElementVerdict {
    /// The element passes, or the rule does not apply to it.
    case passes
    /// The element violates the rule; the message says how.
    case violation(String)
    /// The rule applies to the element but cannot judge it: the snapshot lacks the data it
    /// needs (a text style, colours, a keyboard type). The report counts it as *not run*.
    case lacksData
}
