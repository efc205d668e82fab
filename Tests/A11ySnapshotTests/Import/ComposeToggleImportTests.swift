import A11ySnapshot
import Testing

/// Checkable Compose nodes of no widget class (docs/IMPORT.md, T5). Shaped after a uiautomator
/// dump of a Compose music app's settings (a theme chooser of `FilterChip`s, each a checkable
/// view over its text and an unchecked `CheckBox` placeholder carrying the role, and a `Switch`,
/// a checkable view with no class name).
@Suite("TalkBack focus: Compose toggles")
struct ComposeToggleImportTests {
    private func elements(_ content: String, host: String = "androidx.compose.ui.platform.ComposeView") throws -> [AccessibilityElement] {
        let dump = #"<hierarchy rotation="0"><node class="android.widget.FrameLayout" package="com.music" bounds="[0,0][1080,2400]">"#
            + #"<node class="\#(host)" package="com.music" bounds="[0,0][1080,2400]">"#
            + content + "</node></node></hierarchy>"
        return try DumpImport.snapshot(fromDump: Array(dump.utf8)).elements
    }

    private static func chip(_ label: String, checked: Bool, x: Int) -> String {
        #"<node class="android.view.View" package="com.music" checkable="true" checked="\#(checked)" clickable="true" focusable="true" bounds="[\#(x),480][\#(x + 130),582]">"#
            + #"<node class="android.widget.TextView" package="com.music" text="\#(label)" bounds="[\#(x + 34),516][\#(x + 100),546]"/>"#
            + #"<node class="android.widget.CheckBox" package="com.music" checkable="false" checked="false" bounds="[\#(x),497][\#(x + 130),565]"/>"#
            + "</node>"
    }

    @Test("a checked filter chip is a toggle that is on, whatever its role placeholder says")
    func filterChipIsAToggle() throws {
        let chips = try elements(Self.chip("Dark", checked: false, x: 68) + Self.chip("System", checked: true, x: 363))
        #expect(chips.map(\.label) == ["Dark", "System"])
        #expect(chips.map(\.value) == ["0", "1"])
        #expect(chips.allSatisfy { $0.traits.contains(.toggleButton) && !$0.traits.contains(.selected) })
    }

    @Test("a checkable Compose view without children, a Switch, states on or off")
    func composeSwitchStatesOnOrOff() throws {
        let switches = try elements(#"<node class="android.view.View" package="com.music" checkable="true" checked="true" clickable="true" focusable="true" bounds="[901,608][1012,710]"/>"#)
        #expect(switches.map(\.value) == ["1"])
        #expect(switches.first?.traits.contains(.toggleButton) == true)
    }

    /// TalkBack says "checked" or "not checked" for any checkable node, in a list of choices too.
    @Test("outside Compose a checkable clickable row is a toggle as well")
    func viewRowIsAToggle() throws {
        let rows = try elements(Self.chip("System", checked: true, x: 363) + Self.chip("Dark", checked: false, x: 68),
                                host: "android.widget.LinearLayout")
        #expect(rows.map(\.value) == ["1", "0"])
        #expect(rows.allSatisfy { !$0.traits.contains(.selected) })
    }

    /// A car's sound settings (a raw dump): the chosen option of a section, a checkable plain View
    /// over its text and radio button, is neither clickable nor focusable; Compose's `selectable`
    /// makes it screen-reader-focusable, which only UiAutomator2 sources state.
    @Test("a raw dump's chosen Compose option, checkable and not clickable, is its own element, not part of its section")
    func chosenOptionIsItsOwnElement() throws {
        let option = { (label: String, checked: Bool, x: Int) in
            #"<node class="android.view.View" package="com.music" checkable="true" checked="\#(checked)" clickable="\#(!checked)" focusable="\#(!checked)" bounds="[\#(x),472][\#(x + 160),529]">"#
                + #"<node class="android.widget.TextView" package="com.music" text="\#(label)" bounds="[\#(x + 40),480][\#(x + 140),520]"/>"#
                + #"<node class="android.widget.RadioButton" package="com.music" checkable="true" checked="\#(checked)" bounds="[\#(x),480][\#(x + 36),520]"/></node>"#
        }
        let section = #"<node class="android.widget.ScrollView" package="com.music" scrollable="true" bounds="[0,100][1080,2400]">"#
            + #"<node class="android.view.View" package="com.music" bounds="[0,100][1080,600]">"#
            + #"<node class="android.widget.TextView" package="com.music" text="Auto volume" bounds="[20,120][600,170]"/>"#
            + option("Off", true, 20) + option("Low", false, 200) + "</node></node>"
        // The section's column says nothing of its own and is no stop (``isComposeLayoutNode``).
        let elements = try elements(section)
        #expect(elements.map(\.label) == ["Auto volume", "Off", "Low"])
        #expect(elements.map(\.value) == [nil, "1", "0"])
        #expect(elements.first?.traits.contains(.selected) == false)
    }

    /// An audiometry tablet app's sign-in (a raw dump): Material's text field shows its error icon
    /// as a checkable image button, neither clickable nor focusable, named "Error"; its password
    /// toggle is the same, clickable. TalkBack says "checked" or "not checked" for both.
    @Test("a checkable image button that is not clickable states checked or not checked too")
    func unclickableCheckableImageButtonStatesItsCheck() throws {
        let icons = try elements(
            #"<node class="android.widget.ImageButton" package="br.reab" content-desc="Error" checkable="true" checked="false" clickable="false" focusable="false" bounds="[900,400][990,490]"/>"#
                + #"<node class="android.widget.ImageButton" package="br.reab" content-desc="Show password" checkable="true" checked="false" clickable="true" focusable="true" bounds="[900,600][990,690]"/>"#,
            host: "android.widget.LinearLayout")
        #expect(icons.map(\.label) == ["Error", "Show password"])
        #expect(icons.map(\.value) == ["0", "0"])
        #expect(icons.allSatisfy { $0.traits.contains(.toggleButton) })
    }

    /// A chat app's delete dialog (a raw dump): each row is a `RadioButton` that is not checkable,
    /// the chosen one marked selected, around the checkable radio that shows the choice.
    @Test("a radio button the dump says is not checkable takes the check of the radio it holds, not a check of its own")
    func uncheckableRadioRowTakesItsRadiosCheck() throws {
        func row(_ label: String, chosen: Bool, y: Int) -> String {
            #"<node class="android.widget.RadioButton" package="com.chat" content-desc="\#(label)" checkable="false" checked="false" clickable="true" focusable="true" selected="\#(chosen)" bounds="[113,\#(y)][967,\#(y + 135)]">"#
                + #"<node class="android.widget.RadioButton" package="com.chat" checkable="true" checked="\#(chosen)" clickable="false" focusable="false" bounds="[855,\#(y + 40)][911,\#(y + 96)]"/></node>"#
        }
        let rows = try elements(row("Delete for everyone", chosen: true, y: 1009) + row("Delete for me", chosen: false, y: 1144),
                                host: "android.widget.LinearLayout")
        #expect(rows.map(\.label) == ["Delete for everyone", "Delete for me"])
        #expect(rows.map(\.value) == ["1", "0"])
    }
}
