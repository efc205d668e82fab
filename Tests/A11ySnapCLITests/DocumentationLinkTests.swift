import Foundation
import Testing

/// The documentation's relative links lead somewhere: README.md and every page under docs/
/// point at files that exist and, into Markdown, at headings that exist (GitHub's anchors).
@Suite("Documentation links")
struct DocumentationLinkTests {
    @Test("Every relative link in README.md and docs/ resolves to a file, and its #anchor to a heading",
          arguments: MarkdownLinks.documents())
    func relativeLinksResolve(document: String) throws {
        let root = MarkdownLinks.repository
        let text = try String(contentsOfFile: root + "/" + document, encoding: .utf8)
        let folder = (document as NSString).deletingLastPathComponent
        for link in MarkdownLinks.links(in: text) where !MarkdownLinks.isExternal(link.target) {
            let parts = link.target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
            let path = String(parts[0]).removingPercentEncoding ?? String(parts[0])
            let anchor = parts.count > 1 ? String(parts[1]) : nil
            let target = path.isEmpty ? document : ((folder as NSString).appendingPathComponent(path) as NSString).standardizingPath
            let full = root + "/" + target
            guard FileManager.default.fileExists(atPath: full) else {
                Issue.record("\(document), \(link): no file \(target)")
                continue
            }
            guard let anchor, target.hasSuffix(".md") else { continue }
            let anchors = MarkdownLinks.anchors(in: try String(contentsOfFile: full, encoding: .utf8))
            #expect(anchors.contains(anchor.lowercased()), "\(document), \(link): \(target) has no heading with the anchor #\(anchor)")
        }
    }

    @Test("The documents the link check reads include README.md and the pages of docs/")
    func documentsAreFound() {
        let documents = MarkdownLinks.documents()
        #expect(documents.contains("README.md"))
        #expect(documents.contains("docs/PERFORMANCE.md"))
        #expect(documents.contains("docs/ARCHITECTURE.md"))
    }

    @Test("Anchors follow GitHub's rules: lowercase, punctuation dropped, spaces made hyphens, repeats numbered")
    func anchorsFollowGitHub() {
        let markdown = """
            # Xcode 16.0–16.2: the trait's settings without the trait
            ## `trend-500-commits` and the audit page
            ## Diff
            ```sh
            # not a heading
            ```
            ### Diff
            """
        let anchors = MarkdownLinks.anchors(in: markdown)
        #expect(anchors == ["xcode-160162-the-traits-settings-without-the-trait",
                            "trend-500-commits-and-the-audit-page", "diff", "diff-1"])
    }

    @Test("Links are found across lines and outside code, and external ones are told apart")
    func linksAreFound() {
        let markdown = """
            See [the
            guide](docs/TESTING.md#the-api) and ![a picture](img/a.png "title").
            `[not](a-link.md)`
            ```
            [not](a-link-either.md)
            ```
            [ref]: docs/FORMAT.md
            [web](https://example.com)
            """
        let links = MarkdownLinks.links(in: markdown)
        #expect(Set(links.map(\.target)) == ["docs/TESTING.md#the-api", "img/a.png", "https://example.com", "docs/FORMAT.md"])
        #expect(links.first?.line == 2)
        #expect(MarkdownLinks.isExternal("https://example.com"))
        #expect(!MarkdownLinks.isExternal("docs/FORMAT.md"))
        #expect(!MarkdownLinks.isExternal("#diff"))
    }
}
