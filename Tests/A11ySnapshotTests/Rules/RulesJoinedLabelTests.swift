@testable import A11ySnapshot
import Testing

/// A label joined from an element's texts (UIKit's cell and card labels, SwiftUI's combined
/// children, TalkBack's read-out of a row) is content, which `label-too-long` and
/// `label-trailing-period` leave alone; a sentence that has a comma is not.
@Suite("Rules: labels joined from texts")
struct RulesJoinedLabelTests {
    @Test("texts joined by a comma and a space, or by line breaks, are parts", arguments: [
        "Brave New World, Author: Aldous Huxley, Published on: 1932",
        "MOBIUMAPP, 2 minutes ago, Fore title, Fore body 5521",
        "personal, auth healthy, session 20% resets in n/a",
        "1 time på 180 grader, Caroline Fischer Rigelsen",
        "mastodon.social, 3.4M users, The original server of Mastodon, operated by Mastodon GmbH.",
        "Vaccinations\nAdd vaccination\nNo vaccination records",
    ])
    func joinedParts(_ label: String) {
        #expect(TextShape.isJoinedParts(Substring(label)))
    }

    @Test("one text, a number with a thousands comma, or a sentence with a clause after a comma is not", arguments: [
        "Tap this button to save all of your changes to the cloud",
        "12,500 steps today",
        "Save your changes, and they sync to all of your devices",
        "Pick a folder, which is where your exports go",
        ", leading comma",
        "Trailing comma, ",
        "Save your changes\nand they sync to all of your devices",
    ])
    func notJoinedParts(_ label: String) {
        #expect(!TextShape.isJoinedParts(Substring(label)))
    }
}
