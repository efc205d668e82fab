import A11ySnapshot
import Testing

/// Android uiautomator dumps: the raw `hierarchy/node` form and Appium UiAutomator2 page source.
@Suite("uiautomator XML import")
struct UIAutomatorImportTests {
    static let fixtures = [
        "uiautomator-xml/raw-dump.xml",
        "uiautomator-xml/uiautomator2-page-source.xml",
        "uiautomator-xml/checkable-controls.xml",
    ]

    private func read(_ text: String) throws(DumpImportError) -> ImportedDocument {
        try Array(text.utf8).withTypedUnsafeBufferPointer { buffer throws(DumpImportError) in
            try UIAutomatorXMLReader.read(buffer, file: "test.xml")
        }
    }

    private func readError(_ text: String) -> DumpImportError? {
        importError(Array(text.utf8)) { buffer throws(DumpImportError) in _ = try UIAutomatorXMLReader.read(buffer, file: "test.xml") }
    }

    /// The single node of a raw dump holding one `<node>` with `attributes`.
    private func onlyNode(_ attributes: String) throws -> ImportedNode {
        let document = try read(#"<hierarchy rotation="0"><node \#(attributes)/></hierarchy>"#)
        return try #require(document.roots.first?.children.first)
    }

    @Test("each fixture imports to its expected snapshot", arguments: fixtures)
    func golden(fixture: String) throws {
        try ImportFixture.checkGolden(fixture, reader: UIAutomatorXMLReader.self)
    }

    // MARK: Mapping

    @Test("the hierarchy root is the application, framed by UiAutomator2's width and height")
    func applicationRootFromSize() throws {
        let document = try read(#"<hierarchy rotation="0" width="1080" height="2400"><node class="android.widget.FrameLayout" bounds="[0,0][1080,2200]"/></hierarchy>"#)
        let root = try #require(document.roots.first)
        #expect(root.role == .application)
        #expect(document.viewport == Frame(x: 0, y: 0, width: 1080, height: 2400))
        #expect(root.frame == document.viewport)
    }

    @Test("without a stated size the viewport is the union of the top-level nodes' bounds")
    func viewportFromUnion() throws {
        let document = try read(#"<hierarchy rotation="0"><node bounds="[0,0][720,80]"/><node bounds="[0,80][720,1280]"/></hierarchy>"#)
        #expect(document.viewport == Frame(x: 0, y: 0, width: 720, height: 1280))
    }

    /// Android 16 Settings scrolled by 700 px: the "Network & internet" row, wholly under the
    /// app bar, has `bounds="[0,315][1080,69]"`. Raw dumps hold only views visible to the user.
    @Test("reversed bounds, a view wholly outside what clips it, leave it visible")
    func reversedBoundsStayVisible() throws {
        #expect(try onlyNode(#"class="android.widget.LinearLayout" clickable="true" bounds="[0,315][1080,69]""#).isVisible == nil)
        #expect(try onlyNode(#"class="android.widget.LinearLayout" clickable="true" displayed="false" bounds="[0,315][1080,69]""#).isVisible == false)
    }

    @Test("content-desc is the label, ahead of text")
    func contentDescriptionWins() throws {
        let node = try onlyNode(#"class="android.widget.TextView" text="3" content-desc="3 unread messages""#)
        #expect(node.label == "3 unread messages")
        #expect(node.value == nil)
    }

    @Test("text is the label when there is no content-desc")
    func textIsLabel() throws {
        #expect(try onlyNode(#"class="android.widget.TextView" text="Inbox" content-desc="""#).label == "Inbox")
    }

    @Test("an editable field's text is its value and its hint the placeholder")
    func editableText() throws {
        let node = try onlyNode(#"class="android.widget.EditText" text="ada" content-desc="Name" hint="Your name""#)
        #expect(node.type == .textField)
        #expect(node.label == "Name")
        #expect(node.value == "ada")
        #expect(node.placeholder == "Your name")
    }

    @Test("a password field's text never reaches the snapshot: one bullet per character, as XCUI reports it")
    func passwordTextIsMasked() throws {
        // Aegis' password form in a UiAutomator2 page source, whose field gives the typed text.
        let dump = #"<hierarchy rotation="0"><node class="android.widget.EditText" password="true" text="hunter2!" hint="Password" bounds="[0,0][1080,140]"/></hierarchy>"#
        let snapshot = try DumpImport.snapshot(fromDump: Array(dump.utf8))
        let field = try #require(snapshot.allElements.first)
        #expect(field.type == .secureTextField)
        #expect(field.value == "••••••••")
        #expect(!snapshot.canonicalJSONString.contains("hunter2"))
    }

    @Test("a progress bar's or slider's figure is where the range is: its value, never its label", arguments: [
        "android.widget.ProgressBar", "android.widget.SeekBar", "android.widget.RatingBar",
    ])
    func rangeTextIsValue(widget: String) throws {
        // Aegis' password strength bar in a UiAutomator2 page source: text="3.0".
        let node = try onlyNode(#"class="\#(widget)" text="3.0" content-desc="" bounds="[84,1021][996,1063]""#)
        #expect(node.label == nil)
        #expect(node.value == "3.0")
    }

    /// A dating app's profile (a raw dump): texts scrolled out of their card are written with
    /// empty bounds, which TalkBack cannot see.
    @Test("a view with empty bounds is not on the screen")
    func emptyBoundsAreNotVisible() throws {
        let node = try onlyNode(#"class="android.widget.TextView" text="Light brown" bounds="[0,0][0,0]""#)
        #expect(node.isVisible == false)
        let shown = try onlyNode(#"class="android.widget.TextView" text="Green" bounds="[40,300][400,360]""#)
        #expect(shown.isVisible == nil)
    }

    /// A Thai bank's home (a raw dump of a Compose screen): tiles below the fold are written with
    /// empty bounds, and so are their texts.
    @Test("a control of empty bounds whose views all have empty bounds is not on the screen; one holding a shown view is")
    func emptyBoundsAroundUnseenViewsAreNotVisible() throws {
        func tile(_ text: String) throws -> [AccessibilityElement] {
            let dump = #"""
                <hierarchy rotation="0"><node class="android.widget.FrameLayout" package="com.example.bank" bounds="[0,0][1440,3120]">\#
                <node class="android.view.View" package="com.example.bank" clickable="true" focusable="true" bounds="[0,0][0,0]">\#
                <node class="android.widget.TextView" package="com.example.bank" text="Privileges" bounds="\#(text)"/></node></node></hierarchy>
                """#
            return try DumpImport.snapshot(fromDump: Array(dump.utf8)).elements
        }
        #expect(try tile("[0,0][0,0]").isEmpty)
        #expect(try tile("[40,3000][400,3060]").map(\.label) == ["Privileges"])
    }

    @Test("a slider's text without a figure names it: its label")
    func rangeTextOfWordsIsLabel() throws {
        // Android's Quick Settings shade in a raw dump: SystemUI's brightness slider.
        let node = try onlyNode(#"class="android.widget.SeekBar" text="Display brightness" content-desc="" bounds="[84,1021][996,1063]""#)
        #expect(node.label == "Display brightness")
        #expect(node.value == nil)
    }

    @Test("an editable field showing its hint has no value")
    func showingHint() throws {
        let node = try onlyNode(#"class="android.widget.EditText" text="Search" hint="Search" showing-hint="true""#)
        #expect(node.value == nil)
        #expect(node.placeholder == "Search")
    }

    @Test("password fields are secure text fields")
    func password() throws {
        #expect(try onlyNode(#"class="android.widget.EditText" password="true""#).type == .secureTextField)
    }

    @Test("resource-id is the identifier of a node that carries something")
    func resourceIdentifier() throws {
        #expect(try onlyNode(#"class="android.widget.Button" text="OK" resource-id="app:id/ok""#).identifier == "app:id/ok")
    }

    @Test("a layout's resource-id alone is not mapped, so the layout stays a wrapper")
    func layoutIdentifierDropped() throws {
        #expect(try onlyNode(#"class="android.widget.LinearLayout" resource-id="app:id/row""#).identifier == nil)
    }

    @Test("clickable plain, text and image views are buttons; a clickable text loses the static-text trait")
    func clickableTraits() throws {
        #expect(try onlyNode(#"class="android.view.View" clickable="true""#).traits == .button)
        #expect(try onlyNode(#"class="android.widget.TextView" text="More" clickable="true""#).traits == .button)
        #expect(try onlyNode(#"class="android.widget.ImageView" content-desc="Play" clickable="true""#).traits == [.button, .image])
        #expect(try onlyNode(#"class="android.widget.TextView" text="Note""#).traits == .staticText)
    }

    @Test("heading=\"true\" adds the header trait")
    func heading() throws {
        #expect(try onlyNode(#"class="android.widget.TextView" text="Today" heading="true""#).traits == [.header, .staticText])
    }

    @Test("switches, checkboxes and radio buttons carry checked as the value 1 or 0, as TalkBack says on or checked")
    func onOffValue() throws {
        #expect(try onlyNode(#"class="android.widget.Switch" text="Wi-Fi" checkable="true" checked="true""#).value == "1")
        #expect(try onlyNode(#"class="android.widget.CheckBox" text="Agree" checkable="true" checked="false""#).value == "0")
        let small = try onlyNode(#"class="android.widget.RadioButton" text="Small" checkable="true" checked="true""#)
        #expect(small.value == "1" && !small.isSelected)
        #expect(try onlyNode(#"class="android.widget.RadioButton" text="Large" checkable="true" checked="false""#).value == "0")
    }

    @Test("other checkable views are selected when checked; selected=\"true\" selects")
    func checkedSelects() throws {
        #expect(try onlyNode(#"class="android.widget.TextView" text="Small" checkable="true" checked="true""#).isSelected)
        #expect(try onlyNode(#"class="android.widget.TextView" text="Large" checkable="true" checked="false""#).isSelected == false)
        #expect(try onlyNode(#"class="android.widget.TextView" text="Tab" selected="true""#).isSelected)
    }

    @Test("displayed and visible-to-user say whether the node is visible")
    func visibility() throws {
        #expect(try onlyNode(#"text="A" displayed="false""#).isVisible == false)
        #expect(try onlyNode(#"text="A" visible-to-user="false""#).isVisible == false)
        #expect(try onlyNode(#"text="A""#).isVisible == nil)
    }

    @Test("bounds become the frame in pixels; reversed corners are standardized")
    func bounds() throws {
        #expect(try onlyNode(#"bounds="[48,96][400,180]""#).frame == Frame(x: 48, y: 96, width: 352, height: 84))
        #expect(try onlyNode(#"bounds="[400,180][48,96]""#).frame == Frame(x: 48, y: 96, width: 352, height: 84))
    }

    @Test("an empty class is a plain view")
    func emptyClass() throws {
        #expect(try onlyNode(#"class="" text="x""#).type == .other)
    }

    @Test("UiAutomator2 class-name tags give the type when there is no class attribute")
    func classFromTag() throws {
        let document = try read(#"<hierarchy><android.widget.Button text="Go"/></hierarchy>"#)
        #expect(document.roots.first?.children.first?.type == .button)
    }

    // MARK: Errors

    @Test("malformed bounds are an error at the value", arguments: ["[0,0][10]", "0,0,10,10", "[a,0][1,1]", "[0,0][1,1]x", ""])
    func malformedBounds(bounds: String) throws {
        let text = #"<hierarchy rotation="0"><node class="android.view.View" bounds="\#(bounds)!"/></hierarchy>"#
        try expectError(readError(text), .invalidValue, in: text, at: "\(bounds)!\"", mentioning: ["expected bounds as [left,top][right,bottom]", "<node>"])
    }

    @Test("a boolean that is not true or false is an error at the value")
    func badBoolean() throws {
        let text = #"<hierarchy rotation="0"><node clickable="maybe"/></hierarchy>"#
        try expectError(readError(text), .invalidValue, in: text, at: "maybe", mentioning: ["expected true or false for 'clickable'"])
    }

    @Test("a root other than hierarchy is refused")
    func wrongRoot() throws {
        let text = "<AppiumAUT/>"
        try expectError(readError(text), .invalidValue, in: text, at: "<AppiumAUT", mentioning: ["expected a <hierarchy> root element", "found <AppiumAUT>"])
    }

    @Test("a dump cut off mid-node is truncated")
    func truncatedDump() throws {
        let text = #"<?xml version='1.0' encoding='UTF-8' standalone='yes' ?><hierarchy rotation="0"><node index="0" text="Hel"#
        try expectErrorAtEnd(readError(text), .truncated, in: text, mentioning: ["closing quote", "'text'", "<node>"])
    }

    // MARK: Detection

    @Test("recognizes each fixture", arguments: fixtures)
    func recognizesFixture(fixture: String) throws {
        let bytes = try ImportFixture.bytes(fixture)
        #expect(bytes.withUnsafeBufferPointer { UIAutomatorXMLReader.recognizes(DumpHead($0)) })
    }

    @Test("recognizes every real uiautomator dump")
    func recognizesRealFiles() throws {
        guard let files = RealTrees.files(in: "uiautomator-xml", for: "uiautomator detection") else { return }
        #expect(!files.isEmpty)
        for file in files {
            let bytes = try #require(RealTrees.bytes(file, for: "uiautomator detection"))
            #expect(bytes.withUnsafeBufferPointer { UIAutomatorXMLReader.recognizes(DumpHead($0)) }, "\(file)")
        }
    }

    @Test("does not claim any other format's real dump")
    func rejectsOtherFormats() throws {
        guard let files = RealTrees.files(excluding: "uiautomator-xml", for: "uiautomator detection") else { return }
        #expect(!files.isEmpty)
        for file in files {
            let bytes = try #require(RealTrees.bytes(file, for: "uiautomator detection"))
            #expect(!bytes.withUnsafeBufferPointer { UIAutomatorXMLReader.recognizes(DumpHead($0)) }, "\(file)")
        }
    }
}

/// The real dumps in `../shared/real-trees/uiautomator-xml/`.
@Suite("uiautomator XML real trees")
struct UIAutomatorRealTreeTests {
    @Test("every real dump imports through the canonical policy")
    func importsEveryFile() throws {
        guard let files = RealTrees.files(in: "uiautomator-xml", for: "uiautomator real trees") else { return }
        #expect(files.count >= 10)
        for file in files {
            let snapshot = try #require(try RealTrees.snapshot(file, reader: UIAutomatorXMLReader.self), "\(file)")
            #expect(snapshot.viewport.width > 0, "\(file)")
        }
    }

    @Test("the raw WhatsApp Business dump imports with its labels, values, identifiers and frames")
    func whatsAppBusiness() throws {
        guard let snapshot = try RealTrees.snapshot("uiautomator-xml/whatsapp-business-window_dump.xml", reader: UIAutomatorXMLReader.self) else { return }
        #expect(snapshot.viewport == Frame(x: 0, y: 0, width: 1080, height: 2352))
        let elements = snapshot.allElements
        #expect(elements.count == 7)

        let title = try #require(elements.first { $0.label == "Verifying your number" })
        #expect(title.type == .staticText)
        #expect(title.identifier == "com.whatsapp.w4b:id/toolbar_title_text")

        let menu = try #require(elements.first { $0.label == "More options" })
        #expect(menu.traits == [.button, .image])
        #expect(menu.identifier == "com.whatsapp.w4b:id/menuitem_overflow")

        let code = try #require(elements.first { $0.type == .textField })
        #expect(code.value == "–––\u{00A0}–––")
        #expect(code.identifier == "com.whatsapp.w4b:id/verify_sms_code_input")
        #expect(code.frame == Frame(x: 300, y: 609, width: 480, height: 88))

        let fallback = try #require(elements.first { $0.label == "DIDN'T RECEIVE CODE?" })
        #expect(fallback.type == .button)
        #expect(fallback.frame == Frame(x: 298, y: 843, width: 483, height: 144))
    }

    @Test("the UiAutomator2 Gmail search page imports with its labels, values, identifiers and frames")
    func gmailSearch() throws {
        guard let snapshot = try RealTrees.snapshot("uiautomator-xml/tron-ai-gmail-search-appium-uia2.xml", reader: UIAutomatorXMLReader.self) else { return }
        #expect(snapshot.viewport == Frame(x: 0, y: 0, width: 1440, height: 3120))
        let elements = snapshot.allElements
        // 10 elements, as TalkBack reads the page: the open search view is modal for
        // accessibility (Material's SearchView marks the views behind it "no, hide descendants"),
        // so the message list and search bar behind it, all `a11y-important="false"`, are not in
        // TalkBack's tree (issue 30, class 3); the suggestions each read as one row.
        #expect(elements.count == 10)
        #expect(!elements.contains { $0.identifier == "com.google.android.gm:id/contact_image" })

        let back = try #require(elements.first { $0.label == "Back" })
        #expect(back.type == .button)
        #expect(back.hint == nil, "the tooltip repeats the label")
        #expect(back.frame == Frame(x: 0, y: 159, width: 168, height: 196))

        let query = try #require(elements.first { $0.identifier == "com.google.android.gm:id/open_search_view_edit_text" })
        #expect(query.value == "emails from xai")
        #expect(query.placeholder == "Search in mail")

        let clear = try #require(elements.first { $0.label == "Clear text" })
        #expect(clear.identifier == "com.google.android.gm:id/open_search_view_clear_button")
        #expect(clear.frame == Frame(x: 1244, y: 173, width: 196, height: 168))

        // A checkable filter chip: TalkBack says "not checked".
        let labels = try #require(elements.first { $0.label == "Labels" })
        #expect(labels.traits == [.button, .toggleButton])
        #expect(labels.value == "0")
        #expect(labels.frame == Frame(x: 56, y: 401, width: 315, height: 168))
    }
}
