/// Whether two elements of one role, left open in the same gap between matched siblings, are one
/// element relabelled rather than one removed and another added: the last pass of phase 3
/// (`docs/DIFF.md`).
///
/// A relabel keeps something of the element: a label that was or became empty (a label added or
/// taken away), or most of its words (a count that changed: "View 3 more replies" → "View 22 more
/// replies"), on an element that kept its width, its height or its place, or whose old and new
/// frames mostly cover each other (a form field whose label scrolled out of view keeps its width; a price ticker
/// re-laid out in a smaller font, "₿ $65,399.99" → "₿ $65,349.33", covers most of its old area; a
/// podcast's title "Machine Gods" in a list and a player's "Welcome to Machine Gods" 300 pt below
/// it in a smaller font are two), or, for a name (a short label), its place: the same origin,
/// centre or size ("Sign in" → "Log in" on one button), unless its identifier changed too (a
/// sheet's "Close" where the page's back button "Discover", identified `BackButton`, was). The
/// same size alone needs a gap between children both trees share (`anchored`): two screens that
/// share nothing (a note app's subject list and its editor) have buttons of one size that are
/// not one button. A long label is content, and the element is what it says: two comments by
/// different people in one list row are two elements, even at one place (Instagram's comment
/// sheet captured days apart; its "More" sheet replacing the comments).
enum RelabelEvidence {
    /// Labels longer than this many characters are content, not names.
    static let nameLength = 40

    /// At least this share of the two labels' words (those with a letter) in common.
    static let sharedWords = 0.5

    static func isRelabel(_ referenceLabel: String, _ referenceFrame: Frame?, _ currentLabel: String, _ currentFrame: Frame?,
                          frames: FrameTolerance, sameIdentifier: Bool = true, anchored: Bool = true, isField: Bool = false) -> Bool {
        // A label that gained or lost parts after its own or before it, the rest kept: a Compose
        // card at a list's edge reads only its title while its subtitle is covered, and both once
        // scrolled into full view ("Indo-Pak Quran", then "Indo-Pak Quran, Read with Indo-Pak
        // script styling").
        let gainedParts = gainedOrLostParts(referenceLabel, currentLabel)
        if referenceLabel.isEmpty || currentLabel.isEmpty || gainedParts || sharesMostWords(referenceLabel, currentLabel) {
            guard let a = referenceFrame, let b = currentFrame else { return true }
            // Where the containers share nothing, one size is no evidence: a TV app's unlabelled
            // top-left button and the search dialog's "Search" button, far off, are two.
            // A text that changed keeps its height, its width changing; one that kept only its
            // width and lies elsewhere is another text (a treasure-hunt app's map stat "38m" and
            // its wallet tab's "5m ago", 700 px below in a smaller font, one "m" in common), unless
            // it gained or lost its label (a field clipped by the list's edge as its label scrolled).
            let keptSize = frames.sameMove(a.height, b.height)
                || frames.sameMove(a.width, b.width) && (referenceLabel.isEmpty || currentLabel.isEmpty || gainedParts || a.overlaps(b))
            return keptSize && !crossedTheScreen(a, b) && (anchored || a.overlaps(b))
                || samePlace(a, b, frames: frames) || coversMostOf(a, b)
        }
        // A field that kept its frame and its caption, its label's first part, is one field whose
        // supporting text changed with its value: a Compose dropdown, "Institute type *, Coaching,
        // tuition and courses" holding "Coaching Centre", then "Institute type *, Primary and
        // secondary education" holding "School".
        if isField, sameIdentifier, let a = referenceFrame, let b = currentFrame, frames.sameSize(a, b),
           samePlace(a, b, frames: frames), let caption = caption(of: referenceLabel), caption == Self.caption(of: currentLabel) {
            return true
        }
        guard sameIdentifier, referenceLabel.count <= nameLength, currentLabel.count <= nameLength else { return false }
        guard let a = referenceFrame, let b = currentFrame else { return true }
        return anchored && (frames.sameSize(a, b) || coversMostOf(a, b)) || samePlace(a, b, frames: frames)
    }

    /// Whether one label is the other with parts added after it (a title that gained its
    /// subtitle) or before it (a list's first row that lost the section title it held, to a row
    /// inserted above it: WeCom's "近三天, 天天一泉～小石榴, …" became "天天一泉～小石榴, …").
    static func gainedOrLostParts(_ a: String, _ b: String) -> Bool {
        isLeadingPart(a, of: b) || isLeadingPart(b, of: a) || isTrailingPart(a, of: b) || isTrailingPart(b, of: a)
    }

    /// Whether `part` is the first of the parts `label` joins with ", " or line breaks, and
    /// `label` holds more.
    private static func isLeadingPart(_ part: String, of label: String) -> Bool {
        guard !part.isEmpty, label.count > part.count + 1, label.hasPrefix(part), part.contains(where: \.isLetter) else { return false }
        let rest = label.dropFirst(part.count)
        return rest.hasPrefix(", ") || rest.hasPrefix("\n")
    }

    /// Whether `part` is what follows the first of the parts `label` joins with ", " or line
    /// breaks, and holds more than one part itself.
    private static func isTrailingPart(_ part: String, of label: String) -> Bool {
        guard !part.isEmpty, label.count > part.count + 1, label.hasSuffix(part), part.contains(", ") || part.contains("\n"),
              part.contains(where: \.isLetter) else { return false }
        let head = label.dropLast(part.count)
        let first = head.hasSuffix(", ") ? head.dropLast(2) : head.hasSuffix("\n") ? head.dropLast() : nil
        return first.map { !$0.isEmpty && !$0.contains(", ") && !$0.contains("\n") } ?? false
    }

    /// The first of the parts a label joins with ", " (a field's caption before its supporting
    /// text), when it holds a letter.
    private static func caption(of label: String) -> Substring? {
        let caption = String(label.prefix { $0 != "," }).trimmedWhitespace
        return caption.contains(where: \.isLetter) ? caption : nil
    }

    /// Whether an element of one size in both frames moved across the screen, by more than three
    /// times its width, along a line: the bar's unlabelled button at one end and the "Back" button
    /// that came at the other (a salon app's home and profile tabs) are two buttons.
    private static func crossedTheScreen(_ a: Frame, _ b: Frame) -> Bool {
        (a.midX - b.midX).magnitude > 3 * max(a.width, b.width) && (a.midY - b.midY).magnitude < min(a.height, b.height)
    }

    /// Whether the frames' overlap is more than half of each: a control inside a row does not
    /// cover most of the row (a settings row's switch, left when the row became a plain text).
    private static func coversMostOf(_ a: Frame, _ b: Frame) -> Bool {
        let overlap = FramePairs.gap(a, b)
        guard overlap.overlapWidth > 0, overlap.overlapHeight > 0 else { return false }
        return 2 * overlap.overlapWidth * overlap.overlapHeight > max(a.width * a.height, b.width * b.height)
    }

    /// The same origin or the same centre.
    private static func samePlace(_ a: Frame, _ b: Frame, frames: FrameTolerance) -> Bool {
        let sameOrigin = frames.equal(a.x, b.x) && frames.equal(a.y, b.y)
        let sameCentre = frames.equal(a.midX, b.midX) && frames.equal(a.midY, b.midY)
        return sameOrigin || sameCentre
    }

    /// Whether the labels share at least ``sharedWords`` of their words, counted without case and
    /// without their digits (a count with its unit, "1天" and "3天", one day and three, is one
    /// word: a trading app's repo rows kept their names as their figures changed); labels
    /// without such words (numbers alone) share all.
    static func sharesMostWords(_ a: String, _ b: String) -> Bool {
        let (first, second) = (words(a), words(b))
        if first.isEmpty && second.isEmpty { return true }
        let shared = first.intersection(second).count
        return Double(shared) >= sharedWords * Double(first.union(second).count)
    }

    /// Whether the labels share a word (as ``sharesMostWords(_:_:)`` counts them); labels
    /// without words (numbers alone) share none.
    static func sharesAWord(_ a: String, _ b: String, besides common: Set<String> = []) -> Bool {
        !words(a).subtracting(common).isDisjoint(with: words(b))
    }

    /// The words that at least half of `labels`, and three or more, hold: a list's category or
    /// unit ("body" in a workout list's "Full Body" and "body only"), which tells no row apart.
    static func commonWords(_ labels: [String]) -> Set<String> {
        guard labels.count >= 3 else { return [] }
        var counts: [String: Int] = [:]
        for label in labels {
            for word in words(label) { counts[word, default: 0] += 1 }
        }
        return Set(counts.filter { $0.value >= 3 && $0.value * 2 >= labels.count }.keys)
    }

    private static func words(_ text: String) -> Set<String> {
        let lowered = text.lowercased()
        return Set(lowered.split { !($0.isLetter || $0.isNumber) }.compactMap { word in
            guard word.contains(where: \.isLetter) else { return nil }
            return word.contains(where: \.isNumber) ? String(word.filter { !$0.isNumber }) : String(word)
        })
    }
}
