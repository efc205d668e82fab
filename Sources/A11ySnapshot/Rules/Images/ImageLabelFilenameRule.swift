/// `image-label-filename`: the asset name became the label.
struct ImageLabelFilenameRule: Rule {
    /// The rule's options, declared once: the description lists them, `evaluate` reads them.
    enum Option {
        static let fileExtensions = RuleOption.Words("fileExtensions", ["png", "jpg", "jpeg", "gif", "pdf", "svg", "heic", "heif", "avci", "webp", "tif", "tiff"],
            "File extensions that mark a label as a file name.")
    }

    let description = RuleDescription(
        id: "image-label-filename", title: "Image labels are not file or asset names", category: .images,
        severity: .error, wcag: ["1.1.1"], level: .a,
        rationale: "UIKit can fall back to the asset name; \"ic_close\" or \"play_icon.png\" tells a listener nothing.",
        fix: "Set accessibilityLabel to a description, or hide decorative images from accessibility.",
        options: [Option.fileExtensions.declaration],
        examples: [
            .triggers("ic_close", [.image("ic_close", frame: Frame(16, 100, 44, 44))]),
            .triggers("play_icon.png", [.image("play_icon.png", frame: Frame(16, 100, 44, 44))]),
            .triggers("playIcon", [.image("playIcon", frame: Frame(16, 100, 44, 44))]),
            .passes("A hyphenated description", [.image("Tree-lined avenue", frame: Frame(16, 100, 200, 150))]),
            .passes("A brand name", [.image("iPhone", frame: Frame(16, 100, 200, 150))]),
        ])

    func evaluate(_ tree: RuleTree, nodes: Range<Int>, options: RuleOptionValues, into findings: inout RuleFindings) {
        let extensions = options[Option.fileExtensions]
        for index in nodes {
            let node = tree.nodes[index]
            guard node.kind.contains(.image), !node.isContainer, !node.labelWords.isEmpty else { continue }
            let label = node.trimmedLabel
            if let fileExtension = TextShape.fileExtension(label, among: extensions) {
                findings.report(index, "Image label \"\(label)\" is a file name (.\(fileExtension)).")
            } else if TextShape.looksLikeIdentifier(label) {
                findings.report(index, "Image label \"\(label)\" looks like an asset name.")
            }
        }
    }
}
