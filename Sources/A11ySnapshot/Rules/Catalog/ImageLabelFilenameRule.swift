/// `image-label-filename`: the asset name became the label.
struct ImageLabelFilenameRule: ElementRule {
    enum Option {
        static let fileExtensions = RuleOption.Words("fileExtensions", ["png", "jpg", "jpeg", "gif", "pdf", "svg", "heic", "heif", "avci", "webp", "tif", "tiff"],
            "File extensions that mark a label as a file name.")
    }

    let description = RuleDescription(
        id: "image-label-filename", title: "Image labels are not file or asset names", category: .images,
        severity: .error, wcag: ["1.1.1"], level: .a,
        rationale: "UIKit can fall back to the asset name; \"ic_close\" or \"play_icon.png\" tells a listener nothing.",
        fix: "Describe the image (accessibilityLabel in UIKit; Image(_:label:) or .accessibilityLabel in SwiftUI, whose Image(\"name\") reads the asset's name; contentDescription on Android), or hide a decorative one (Image(decorative:); contentDescription = null).",
        options: [Option.fileExtensions.declaration],
        examples: [
            .triggers("ic_close", [.image("ic_close", frame: Frame(16, 100, 44, 44))]),
            .triggers("play_icon.png", [.image("play_icon.png", frame: Frame(16, 100, 44, 44))]),
            .triggers("playIcon", [.image("playIcon", frame: Frame(16, 100, 44, 44))]),
            // A11yUITests' example app (its JSON snapshots): the logo's asset name.
            .triggers("A capitalised asset name", [.image("A11y_logo", frame: Frame(16, 100, 200, 80))]),
            // An ECOVACS robot's hybrid map page (uiautomator): a web image named by its data URL's tail.
            .triggers("The base64 tail of a data URL", [.image("DDqXYoTSnOMUpTnGKUxZRxA7ltEHJPP1DeQOKoZXM0KIal1CSRgkLriiP6p6DPBVysY97p42EcE1ACC+95oE3FQ69InYLJWcAAAAASUVORK5CYII=", frame: Frame(96, 610, 25, 14))]),
            // An in-app browser showing httpbin.org/image/png (uiautomator): Chrome names an
            // undescribed image by its address's last segment.
            .triggers("A file type alone", [.image("png", frame: Frame(490, 1075, 100, 100))]),
            .passes("A hyphenated description", [.image("Tree-lined avenue", frame: Frame(16, 100, 200, 150))]),
            .passes("A brand name", [.image("iPhone", frame: Frame(16, 100, 200, 150))]),
            // Vetching Plus, a vet clinic's Flutter app (a raw dump): a pet's weight on its record.
            .passes("A measure", [.image("5.0kg", frame: Frame(40, 900, 160, 60))]),
        ])

    func context(_ options: RuleOptionValues) -> WordList {
        options[Option.fileExtensions]
    }

    func check(_ node: RuleTree.Node, in tree: RuleTree, _ extensions: inout WordList) -> ElementVerdict {
        guard node.kind.contains(.image), !node.labelWords.isEmpty else { return .passes }
        let label = node.trimmedLabel
        if extensions.contains(label.lowercased()) {
            return .violation("Image label \"\(label)\" is a file type, not a description.")
        } else if let fileExtension = TextShape.fileExtension(label, among: extensions) {
            return .violation("Image label \"\(label)\" is a file name (.\(fileExtension)).")
        } else if TextShape.looksLikeIdentifier(label, capitalisedSnakeIsCode: true) {
            return .violation("Image label \"\(label)\" looks like an asset name.")
        } else if TextShape.isEncodedData(label) {
            return .violation("Image label \"\(label)\" is encoded data (a data URL's base64), not a description.")
        }
        return .passes
    }
}
