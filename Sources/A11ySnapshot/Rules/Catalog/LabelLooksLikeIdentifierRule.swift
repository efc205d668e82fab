/// `label-looks-like-identifier`: a developer name leaked into what VoiceOver reads.
struct LabelLooksLikeIdentifierRule: ElementRule {
    let description = RuleDescription(
        id: "label-looks-like-identifier", title: "Labels are words, not code identifiers", category: .labels,
        severity: .error, wcag: ["1.1.1", "2.4.6"], level: .a,
        rationale: "Labels such as \"btn_login\" or \"loginButton\" come from code and are read out letter salad.",
        fix: "Give the element a localized, human name (accessibilityLabel on iOS, contentDescription or the visible text on Android); keep identifiers where tests read them (accessibilityIdentifier; a resource id or Compose's testTag; React Native's testID).",
        examples: [
            // React Native test IDs that reach the label (testID used as accessibilityLabel).
            .triggers("A kebab-case test ID", [.button("button-login-container", frame: Frame(16, 100, 200, 44))]),
            .triggers("A two-part test ID naming a UI piece", [.textField("input-email", frame: Frame(16, 100, 300, 44))]),
            .passes("Hyphenated words", [.button("sign-in", frame: Frame(16, 100, 200, 44))]),
            // A Flutter code editor's project tree (a raw dump): each row is a file or folder.
            .passes("A file's name in a file list", [.button("pubspec.yaml", frame: Frame(0, 900, 540, 96))]),
            .passes("A hidden folder's name in a file list", [.button(".dart_tool", frame: Frame(0, 996, 540, 96))]),
            // WeCom's customer form (a raw dump): a switch row's description is its state.
            .triggers("A control described by a boolean printed as text", [.button("false", frame: Frame(880, 600, 160, 96))]),
            .triggers("A control described by a missing value printed as text", [.button("undefined", frame: Frame(16, 100, 200, 44))]),
            .passes("A text that says a word of code among others", [.staticText("Returns false when the list is empty", frame: Frame(16, 100, 300, 20))]),
            // webdriverio/native-demo-app's testIDs, which reach TalkBack as content descriptions.
            .triggers("A mixed-case test ID naming a UI piece", [.button("button-LOGIN", frame: Frame(16, 100, 200, 44))]),
            .triggers("A screen's test ID", [.staticText("Login-screen", frame: Frame(16, 100, 200, 20))]),
            .passes("Hyphenated words in title case", [.button("Wi-Fi", frame: Frame(16, 100, 120, 44))]),
            .passes("Chinese text with a version number", [.staticText("版本1.2", frame: Frame(16, 100, 200, 20))]),
            // A React Native app's profile footer (a raw dump).
            .passes("A version number", [.staticText("V2.0.4", frame: Frame(16, 100, 80, 20))]),
            .triggers("A dotted key path after a v", [.staticText("v2.config.enabled", frame: Frame(16, 100, 200, 20))]),
            // Spotlight's publisher page (Android): "31.9K" beside the text "Articles".
            .passes("A compact count", [.staticText("31.9K", frame: Frame(16, 100, 40, 20))]),
            .passes("A link labelled with a user name", [.link("kathy_raskin", frame: Frame(16, 100, 120, 20))]),
            // Instagram's profile (uiautomator): the handle is the page's title, and the other
            // labels say it in sentences.
            .passes("A user name the screen's sentences say too", [
                .staticText("arya_parvathi", frame: Frame(198, 129, 272, 53)),
                .button("arya_parvathi's highlight story at column 0, Music", frame: Frame(6, 911, 243, 275)),
            ]),
            .triggers("A key no sentence on the screen says", [
                .staticText("profile_title", frame: Frame(198, 129, 272, 53)),
                .button("Edit profile", frame: Frame(6, 911, 243, 100)),
            ]),
            // Instagram's profile header (uiautomator): a button described by a resource's number.
            .triggers("A resource reference never resolved: \"@2131898591\"", [.button("@2131898591", frame: Frame(951, 778, 94, 94))]),
            .triggers("A resource's name: \"@string/follow_button\"", [.button("@string/follow_button", frame: Frame(951, 778, 94, 94))]),
            // A farming app's dashboard (Compose, a raw dump): a text showing a drawable's path.
            .triggers("A resource file's path", [.staticText("res/drawable/$avd_show_password__1.xml", frame: Frame(42, 1134, 996, 190))]),
            .passes("A path in a sentence", [.staticText("Save it to res/values/strings.xml first", frame: Frame(42, 1134, 996, 60))]),
            // A Flutter cat-rescue app (uiautomator): a photo tile whose image failed to load.
            .triggers("An image's address in an error", [
                .button("HTTP request failed, statusCode: 404, https://example.com/cats/cat009_01.jpg", frame: Frame(42, 1286, 996, 315)),
            ]),
            .passes("A site's address", [.link("https://example.com/help", frame: Frame(16, 100, 250, 44))]),
            .passes("A user name after an at sign", [.staticText("@arya", frame: Frame(16, 100, 120, 20))]),
            // TikTok's comments (uiautomator): the authors' names are buttons.
            .passes("A user name with an emoji", [.button("amSanele💋", frame: Frame(162, 1207, 211, 44))]),
            .passes("A capitalised user name with an underscore", [.button("Leo_xx", frame: Frame(162, 907, 114, 44))]),
            // A messaging app's conversation, a file manager's folder, a quick-settings tile's Wi-Fi network.
            .passes("A contact's initial and name", [.staticText("A.Keval", frame: Frame(16, 100, 120, 20))]),
            .passes("A folder named in two scripts", [.staticText("AutoJS_完整API文档", frame: Frame(178, 345, 735, 47))]),
            .passes("A network's name after its tile's", [.toggle("互联网,zxgj_5G", isOn: true, frame: Frame(40, 300, 480, 160))]),
            .passes("A product named like a file", [.staticText("Auto.js", frame: Frame(207, 87, 193, 78))]),
            // Chromium's error page, in a web view: the code is the page's text.
            .passes("A browser's error code", [.staticText("net::ERR_CONNECTION_REFUSED", frame: Frame(42, 600, 996, 60))]),
            // Instagram's profile header: the count glued to its word.
            .passes("A decimal count glued to a word", [.button("53.5KFollowers", frame: Frame(581, 252, 221, 259))]),
            // An Avalonia app on Android (uiautomator): a combo box reads its item's type name.
            .triggers("A type's full name", [.button("McpServerManager.Core.ViewModels.WorkspaceConnectionOption", frame: Frame(880, 704, 220, 32))]),
            .passes("Initials with dots", [.staticText("U.S.A. Today", frame: Frame(16, 100, 200, 20))]),
            .triggers("SCREAMING_SNAKE", [.staticText("QUOTE_TEXTVIEW", frame: Frame(16, 100, 200, 20))]),
            .triggers("snake_case", [.button("btn_login", frame: Frame(16, 100, 120, 44))]),
            // A bank's home in a web view (a raw dump, round 104): each tab's test id follows its name.
            .triggers("A test id after the name", [.tab("Главная|FINANCE_TAB1", frame: Frame(0, 2160, 216, 180))]),
            // A ride app's Compose home (round 104): a card reads its icon's drawable name first.
            .triggers("A drawable's name among the words", [.button("search_icon 목적지를 검색하세요", frame: Frame(48, 600, 984, 160))]),
            .passes("A user's name with an underscore in a sentence", [.button("kathy_raskin liked your photo", frame: Frame(0, 600, 1080, 160))]),
            .triggers("lowerCamelCase", [.button("loginButton", frame: Frame(16, 100, 120, 44))]),
            .triggers("A key with digits", [.button("a11yPlayLabel", frame: Frame(16, 100, 120, 44))]),
            .passes("A brand name", [.button("iPhone", frame: Frame(16, 100, 120, 44))]),
            .passes("A domain name", [.link("example.com", frame: Frame(16, 100, 120, 44))]),
            .passes("A short domain that names an app, in Settings' list of apps", [.button("app.st", frame: Frame(0, 995, 390, 45))]),
            .passes("Words", [.button("Log in", frame: Frame(16, 100, 120, 44))]),
            // Ice Cubes' image viewer (iOS 26, WebDriverAgent): SwiftUI read a symbol with no
            // description of its own by its name.
            .triggers("A label spelling out its SF Symbol's name", [.button("Arrow Down Circle", identifier: "arrow.down.circle", frame: Frame(16, 100, 41, 36))]),
            .passes("A symbol's own description", [.button("Share", identifier: "square.and.arrow.up", frame: Frame(16, 100, 44, 44))]),
        ])

    /// The names with underscores that the tree's sentences (labels of several words) say, found
    /// once per block and only when a label with an underscore needs them.
    struct Context {
        var namesInSentences: Set<Substring>?
    }

    func context(_ options: RuleOptionValues) -> Context {
        Context()
    }

    /// Values a program prints where a name was meant: a toggle's state or a missing string
    /// written into its description (WeCom's customer form: a switch row described "false").
    static let codeLiterals: [String.UTF8View] = ["true", "false", "null", "undefined", "nan", "[object object]"].map(\.utf8)

    /// Whether `label` is one of ``codeLiterals`` in any letter case, compared byte by byte: this
    /// runs on every control, and lowercasing a copy of each label cost a tenth of all the rules'
    /// time. No label outside ASCII lowercases to one of them.
    static func isCodeLiteral(_ label: Substring) -> Bool {
        let bytes = label.utf8
        guard (3...15).contains(bytes.count), let first = bytes.first,
              first == UInt8(ascii: "[") || [UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"), UInt8(ascii: "u")].contains(first | 0x20)
        else { return false }
        return codeLiterals.contains { literal in
            literal.count == bytes.count && zip(literal, bytes).allSatisfy { expected, byte in
                byte &- 0x41 < 26 ? byte | 0x20 == expected : byte == expected
            }
        }
    }

    func check(_ node: RuleTree.Node, in tree: RuleTree, _ context: inout Context) -> ElementVerdict {
        if let symbol = Self.symbolSpelledOut(by: node) {
            return .violation("Label \"\(node.trimmedLabel)\" is the SF Symbol name \"\(symbol)\" spelled out, not what the element does.")
        }
        let label = node.trimmedLabel
        if node.isInteractive, Self.isCodeLiteral(label) {
            return .violation("Label \"\(label)\" is a value from code (a boolean or an empty value printed as text), not a name.")
        }
        if Self.isResourceReference(label) {
            return .violation("Label \"\(label)\" is a resource reference that was never resolved to its text.")
        }
        if Self.isResourcePath(label) {
            return .violation("Label \"\(label)\" is the path of an app's resource file, not words.")
        }
        if let address = Self.fileAddress(in: label) {
            return .violation("Label \"\(label)\" holds a file's address (\(address)), which a screen reader reads out.")
        }
        // Images are image-label-filename's; a link labelled with a user name
        // (`kathy_raskin`, Instagram's comment authors) is a name, not code.
        guard !node.kind.contains(.image), !Self.isLink(node) else { return .passes }
        guard node.labelWords.count > 1 || Self.containsUnderscore(node.element.label)
                || TextShape.isKebabCaseIdentifier(node.trimmedLabel),
              TextShape.looksLikeIdentifier(node.trimmedLabel) else {
            guard let token = Self.identifierToken(in: node.trimmedLabel) else { return .passes }
            return .violation("Label \"\(node.trimmedLabel)\" holds the code identifier \"\(token)\", which a screen reader reads out.")
        }
        // A file's name in a file list is the app's content.
        if Self.isFileName(node.trimmedLabel) { return .passes }
        // A user name the screen's sentences say ("arya_parvathi's highlight story") is a name.
        if Self.containsUnderscore(node.element.label) {
            if context.namesInSentences == nil { context.namesInSentences = Self.namesInSentences(of: tree) }
            if context.namesInSentences!.contains(node.trimmedLabel) { return .passes }
        }
        return .violation("Label \"\(node.trimmedLabel)\" looks like a code identifier, not words.")
    }

    /// A developer's name among a label's words: a tab's test id appended to its name
    /// ("Главная|FINANCE_TAB1", a bank's web view), a drawable's name read before a card's text
    /// ("search_icon 목적지 검색", a ride app's Compose card). Only names a user would not write:
    /// SCREAMING_SNAKE_CASE, or snake_case with a part naming a view (`icon`, `btn`, `tab`);
    /// `kathy_raskin` in a sentence is a user's name.
    static func identifierToken(in label: Substring) -> Substring? {
        guard label.utf8.contains(UInt8(ascii: "_")) else { return nil }
        let tokens = label.split { $0.isWhitespace || $0 == "|" || $0 == "," || $0 == ";" || $0 == "(" || $0 == ")" }
        guard tokens.count > 1 else { return nil }
        return tokens.first { token in
            guard token.utf8.count >= 5, token.utf8.allSatisfy({ TextShape.isLetterByte($0) || $0 &- 0x30 < 10 || $0 == UInt8(ascii: "_") }),
                  token.first != "_", token.last != "_" else { return false }
            let parts = token.split(separator: "_")
            guard parts.count > 1, parts[0].first?.isLetter == true else { return false }
            if !token.utf8.contains(where: { $0 &- 0x61 < 26 }) { return parts.filter { $0.count > 1 }.count > 1 }
            return parts.contains { viewWords.contains($0.lowercased()) }
        }
    }

    /// Parts of a snake_case name that name a view, as drawables, ids and keys do.
    static let viewWords: Set<String> = [
        "icon", "ic", "btn", "button", "img", "image", "iv", "tv", "tab", "lbl", "label", "txt", "bg", "view", "layout", "toolbar", "nav", "cell",
    ]

    /// Whether `label` is a file's or folder's name: a name and an extension of documents, code or
    /// archives (`pubspec.yaml`, `main.dart`), or a hidden one (`.dart_tool`), as a file manager
    /// or a code editor lists them (a Flutter IDE's project tree, a raw dump). Images' and
    /// media's names stay reported: they are pictures' names read out.
    static func isFileName(_ label: Substring) -> Bool {
        guard !label.contains(where: \.isWhitespace), let dot = label.lastIndex(of: ".") else { return false }
        if dot == label.startIndex {
            return label.count > 1 && label.dropFirst().allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }
        }
        return documentExtensions.contains(Substring(label[label.index(after: dot)...].lowercased()))
    }

    static let documentExtensions: Set<Substring> = [
        "dart", "yaml", "yml", "lock", "json", "iml", "txt", "md", "swift", "kt", "kts", "java", "js", "ts", "tsx", "jsx", "py",
        "rb", "go", "rs", "c", "h", "cpp", "m", "xml", "gradle", "properties", "plist", "csv", "log", "sh", "html", "css",
        "zip", "apk", "ipa", "doc", "docx", "xls", "xlsx", "ppt", "pptx", "pdf", "epub",
    ]

    /// The identifier, when it is an SF Symbol's name (lowercase words joined by dots: XCUI
    /// identifies a symbol's image or button by it) and the label says its words and nothing
    /// else: SwiftUI's label for a symbol Apple gives no description.
    static func symbolSpelledOut(by node: RuleTree.Node) -> String? {
        guard node.labelWords.count > 1, let identifier = node.element.identifier else { return nil }
        // Compared byte by byte, without copies: this runs on every labelled element.
        let label = node.trimmedLabel.utf8
        guard label.count == identifier.utf8.count else { return nil }
        var dots = 0
        var spokenBytes = label.makeIterator()
        for named in identifier.utf8 {
            guard let spoken = spokenBytes.next() else { return nil }
            switch named {
            case UInt8(ascii: "."):
                guard spoken == UInt8(ascii: " ") else { return nil }
                dots += 1
            case UInt8(ascii: "a")...UInt8(ascii: "z"):
                guard spoken | 0x20 == named else { return nil }
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                guard spoken == named else { return nil }
            default:
                return nil
            }
        }
        return dots > 0 ? identifier : nil
    }

    static func isLink(_ node: RuleTree.Node) -> Bool {
        node.element.type == .link || node.element.traits.contains(.link)
    }

    /// Whether `label` is an Android resource reference rather than its text: "@" and a resource
    /// number (seven digits or more: resource ids are 0xPPTTEEEE, from 2130706432 in an app), or
    /// "@type/name" ("@string/follow_button", "@android:string/ok").
    static func isResourceReference(_ label: Substring) -> Bool {
        guard label.utf8.first == UInt8(ascii: "@"), label.utf8.count > 1 else { return false }
        let rest = label.dropFirst()
        if rest.count >= 7, rest.allSatisfy({ $0.isASCII && $0.isNumber }) { return true }
        let parts = rest.split(separator: "/", omittingEmptySubsequences: false)
        return parts.count == 2 && ["string", "android:string", "plurals", "drawable"].contains(parts[0]) && !parts[1].isEmpty
            && parts[1].allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == ".") }
    }

    /// Whether `label` is the path of an Android resource file ("res/drawable/$avd_show_password__1.xml"):
    /// what a `Text` shows when handed a drawable's path instead of a string.
    static func isResourcePath(_ label: Substring) -> Bool {
        guard label.utf8.first == UInt8(ascii: "r"), label.hasPrefix("res/"), !label.contains(where: \.isWhitespace) else { return false }
        let parts = label.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count >= 3, let file = parts.last, let dot = file.lastIndex(of: ".") else { return false }
        let fileExtension = file[file.index(after: dot)...]
        return (2...4).contains(fileExtension.count) && fileExtension.allSatisfy { $0.isASCII && $0.isLetter }
    }

    /// The extensions of the files whose address is never a name: images, video and documents.
    static let fileExtensions: Set<Substring> = ["png", "jpg", "jpeg", "gif", "webp", "svg", "heic", "bmp", "mp4", "mov", "pdf"]

    /// The first web address in the label that leads to a file of ``fileExtensions``: an image
    /// that failed to load, named by Flutter's error and its URL ("HTTP request failed,
    /// statusCode: 404, https://…/cat009_01.jpg"). An address of a site or page is left alone: a
    /// link may show where it goes.
    static func fileAddress(in label: Substring) -> Substring? {
        guard hasDoubleSlash(label), let scheme = label.range(of: "https://") ?? label.range(of: "http://") else { return nil }
        let address = label[scheme.lowerBound...].prefix { !$0.isWhitespace && $0 != "," && $0 != "\"" && $0 != ")" }
        let path = address.prefix { $0 != "?" && $0 != "#" }
        guard let file = path.split(separator: "/").last, path.split(separator: "/").count > 2,
              let dot = file.lastIndex(of: ".") else { return nil }
        return fileExtensions.contains(Substring(file[file.index(after: dot)...].lowercased())) ? address : nil
    }

    /// Whether `//` occurs in the label: a byte scan, as most labels hold no address.
    private static func hasDoubleSlash(_ label: Substring) -> Bool {
        func scan<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> Bool {
            var previous: UInt8 = 0
            for byte in bytes {
                if byte == UInt8(ascii: "/"), previous == UInt8(ascii: "/") { return true }
                previous = byte
            }
            return false
        }
        return label.utf8.withContiguousStorageIfAvailable(scan) ?? scan(label.utf8)
    }

    /// The words with an underscore in the labels of several words, without a leading "@" and
    /// a trailing possessive or punctuation.
    private static func namesInSentences(of tree: RuleTree) -> Set<Substring> {
        var names: Set<Substring> = []
        for node in tree.nodes where containsUnderscore(node.element.label) {
            let words = node.trimmedLabel.split(whereSeparator: \.isWhitespace)
            guard words.count > 1 else { continue }
            for word in words where word.contains("_") {
                var name = word.drop { $0 == "@" }
                for suffix in ["'s", "\u{2019}s"] where name.hasSuffix(suffix) { name = name.dropLast(2) }
                while let last = name.last, last.isPunctuation, last != "_" { name = name.dropLast() }
                if !name.isEmpty { names.insert(name) }
            }
        }
        return names
    }

    /// `label.contains("_")`, answered from the bytes when there is no underscore at all.
    private static func containsUnderscore(_ label: String) -> Bool {
        label.utf8.contains(UInt8(ascii: "_")) && label.contains("_")
    }
}
