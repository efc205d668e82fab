@testable import A11ySnapshot
import Testing

/// AXe's `describe-ui` (idb's keys, nested, with `pid`) as iOS 26 simulator captures show it: the
/// trees are shaped after sim-use's public captures of LINE (lycorp-jp/sim-use,
/// `Tests/Fixtures/SoftKeyboard/*.json` and `Tests/Fixtures/list-detection/account-settings.raw.json`),
/// judged by VoiceOver's rules before importing; no text of those files is copied.
@Suite("AXe describe-ui import")
struct AXeImportTests {
    static let app = 41200
    static let springBoard = 3120

    /// One AXe element: idb's keys, the process that draws it and its children.
    static func element(
        _ label: String?, type: String, _ frame: Frame, pid: Int = app, identifier: String? = nil,
        value: String? = nil, subrole: String? = nil, synthesized: Bool = false, children: [String] = []
    ) -> String {
        func text(_ string: String?) -> String { string.map { #""\#($0)""# } ?? "null" }
        let synthesizedKey = synthesized ? #""synthesized": true, "# : ""
        return #"{"AXLabel": \#(text(label)), "AXUniqueId": \#(text(identifier)), "AXValue": \#(value ?? "null"), "#
            + #""frame": {"x": \#(frame.x), "y": \#(frame.y), "width": \#(frame.width), "height": \#(frame.height)}, "#
            + #""pid": \#(pid), "role": "AX\#(type)", "type": "\#(type)", "subrole": \#(text(subrole)), \#(synthesizedKey)"#
            + #""children": [\#(children.joined(separator: ", "))]}"#
    }

    static func button(_ label: String, _ frame: Frame, identifier: String? = nil) -> String {
        element(label, type: "Button", frame, identifier: identifier)
    }

    static func screen(_ children: [String]) -> String {
        "[" + element("Stickers", type: "Application", Frame(0, 0, 402, 874), children: children) + "]"
    }

    /// The English keyboard as AXe lists it after the app's elements: suggestions, keys, the
    /// unlabelled backdrop from the keys down to the screen's bottom, Next Keyboard and Dictate.
    static let keyboard = [
        element("I", type: "GenericElement", Frame(0, 538, 134, 45)),
        button("Q", Frame(2, 590, 40, 54)),
        button("delete", Frame(350, 698, 52, 54), identifier: "delete"),
        button("space", Frame(102, 752, 200, 54), identifier: "space"),
        element(nil, type: "GenericElement", Frame(0, 583, 402, 291)),
        button("Next keyboard", Frame(8, 806, 68, 69)),
        button("Dictate", Frame(325, 805, 68, 69), identifier: "dictation"),
    ]

    static let statusBar = [
        element("9:41", type: "StaticText", Frame(53, 22, 42, 20), pid: springBoard, synthesized: true),
        element("Dynamic Island, empty", type: "GenericElement", Frame(138, 14, 125, 37), pid: springBoard, synthesized: true),
    ]

    private func labels(_ dump: String, options: ImportOptions = .canonical) throws -> [String] {
        ImportExpectations.allElements(try ImportExpectations.snapshot(Array(dump.utf8), with: IDBJSONReader.self, options: options)).map(\.label)
    }

    private func elements(_ dump: String) throws -> [AccessibilityElement] {
        ImportExpectations.allElements(try ImportExpectations.snapshot(Array(dump.utf8), with: IDBJSONReader.self))
    }

    @Test("The status bar's items, drawn by another process than the app's, are left out")
    func statusBarOfAnotherProcessDropped() throws {
        #expect(try labels(Self.screen([Self.button("Back", Frame(16, 72, 24, 24))] + Self.statusBar)) == ["Back"])
    }

    @Test("keepSystemUI keeps the status bar's items")
    func statusBarKept() throws {
        let dump = Self.screen([Self.button("Back", Frame(16, 72, 24, 24))] + Self.statusBar)
        #expect(try labels(dump, options: ImportOptions(keepSystemUI: true)) == ["Back", "9:41", "Dynamic Island, empty"])
    }

    @Test("An element of another process in the middle of the screen stays: only bars along an edge are left out")
    func otherProcessMidScreenKept() throws {
        let dump = Self.screen([Self.element("Allow Paste", type: "Button", Frame(100, 400, 200, 44), pid: Self.springBoard)])
        #expect(try labels(dump) == ["Allow Paste"])
    }

    @Test("The keyboard AXe lists beside the app's elements is left out, with its suggestions and its Dictate key")
    func keyboardDropped() throws {
        #expect(try labels(Self.screen([Self.button("Back", Frame(16, 72, 24, 24))] + Self.keyboard)) == ["Back"])
    }

    @Test("In idb's flat describe-all list the keyboard's keys and the status bar, roots beside the app's elements, are left out too")
    func flatListKeyboardAndStatusBarDropped() throws {
        let application = Self.element("Stickers", type: "Application", Frame(0, 0, 402, 874))
        let dump = "[" + ([application, Self.button("Back", Frame(16, 72, 24, 24))] + Self.keyboard + Self.statusBar).joined(separator: ", ") + "]"
        #expect(try labels(dump) == ["Back"])
    }

    @Test("keepSystemUI keeps the keyboard's keys")
    func keyboardKept() throws {
        let labels = try labels(Self.screen(Self.keyboard), options: ImportOptions(keepSystemUI: true))
        #expect(labels == ["I", "Q", "delete", "space", "Next keyboard", "Dictate"])
    }

    @Test("The app's tab bar hidden behind the keyboard, listed before it, is not taken for the keyboard")
    func tabBarBehindKeyboardKept() throws {
        let tabBar = Self.element("Tab bar", type: "Group", Frame(0, 791, 402, 83), children: [
            Self.element("Home", type: "RadioButton", Frame(2, 792, 76, 48), value: "1", subrole: "AXTabButton"),
        ])
        #expect(try labels(Self.screen([tabBar] + Self.keyboard)) == ["Tab bar", "Home"])
    }

    @Test("A bottom panel without Apple's key identifiers is the app's, not a keyboard")
    func appPanelKept() throws {
        let panel = [
            Self.button("Undo", Frame(2, 590, 100, 54), identifier: "delete"),
            Self.button("Redo", Frame(102, 590, 100, 54)),
            Self.element(nil, type: "GenericElement", Frame(0, 583, 402, 291)),
        ]
        #expect(try labels(Self.screen(panel)) == ["Undo", "Redo"])
    }

    @Test("An app's bottom sheet whose buttons are identified delete and more is the app's: a keyboard has a Dictate, Shift or Space key")
    func appSheetWithDeleteAndMoreKept() throws {
        let sheet = [
            Self.button("Delete", Frame(2, 600, 398, 54), identifier: "delete"),
            Self.button("More", Frame(2, 660, 398, 54), identifier: "more"),
            Self.element(nil, type: "GenericElement", Frame(0, 583, 402, 291)),
        ]
        #expect(try labels(Self.screen(sheet)) == ["Delete", "More"])
    }

    @Test("A search field AXe lists as a generic element with the search-field subrole is a search field, kept though unlabelled")
    func searchFieldSubrole() throws {
        let field = try #require(try elements(Self.screen([
            Self.element(nil, type: "GenericElement", Frame(47, 65, 303, 39), subrole: "AXSearchField"),
        ])).first)
        #expect(field.type == .searchField)
        #expect(field.label.isEmpty)
    }

    @Test("A tab's value 1 or 0 is its selected state, not a value")
    func tabSelection() throws {
        let tabs = try elements(Self.screen([
            Self.element("Favorites", type: "RadioButton", Frame(19, 152, 66, 48), value: "1", subrole: "AXTabButton"),
            Self.element("Friends", type: "RadioButton", Frame(112, 152, 40, 48), value: "0", subrole: "AXTabButton"),
        ]))
        #expect(tabs.map(\.type) == [.tab, .tab])
        #expect(tabs.map(\.value) == [nil, nil])
        #expect(tabs.map { $0.traits.contains(.selected) } == [true, false])
    }

    @Test("A radio button that is no tab keeps its value")
    func radioButtonValueKept() throws {
        let radio = try #require(try elements(Self.screen([
            Self.element("Small", type: "RadioButton", Frame(19, 152, 66, 48), value: "1"),
        ])).first)
        #expect(radio.type == .radioButton)
        #expect(radio.value == "1")
    }

    @Test("A pid that is not a number is an error at the value")
    func pidNotANumber() {
        let text = #"[{"AXLabel": "Stickers", "type": "Application", "pid": "41200", "children": []}]"#
        ImportExpectations.expectError(text, with: IDBJSONReader.self, at: #""41200""#, mentioning: [#"expected a number for "pid", found a string"#])
    }

    @Test("The tab bar items a capture tool synthesizes in no order are read from the bar's leading edge")
    func synthesizedTabsInBarOrder() throws {
        func bar(_ names: [(String, Double)]) -> String {
            Self.element("Tab bar", type: "Group", Frame(0, 791, 402, 83), children: names.map { name, x in
                Self.element(name, type: "RadioButton", Frame(x, 792, 76, 48), value: "0", subrole: "AXTabButton", synthesized: true)
            })
        }
        #expect(try labels(Self.screen([bar([("Chats", 82), ("Home", 2), ("News", 243)])])) == ["Tab bar", "Home", "Chats", "News"])
        // Right to left, the bar starts at its right edge.
        #expect(try labels(Self.screen([bar([("الدردشات", 82), ("الرئيسية", 324), ("الأخبار", 2)])])) == ["Tab bar", "الرئيسية", "الدردشات", "الأخبار"])
    }
}
