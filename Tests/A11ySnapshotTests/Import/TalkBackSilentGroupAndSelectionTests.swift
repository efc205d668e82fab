import A11ySnapshot
import Testing

/// Two readings of TalkBack's focus checked on unseen raw dumps (eval round 106): a view that is
/// only focusable, with views inside and nothing to say, is passed by; and a selected view that
/// is no stop leaves its selection to the controls inside it, which say "selected" themselves.
@Suite("TalkBack focus: silent focusable groups, selection inside a selected view")
struct TalkBackSilentGroupAndSelectionTests {
    private func elements(_ content: String) throws -> [AccessibilityElement] {
        let dump = #"<hierarchy rotation="0"><node class="android.widget.FrameLayout" package="com.example.app" bounds="[0,0][1080,2340]">"#
            + content + "</node></hierarchy>"
        func walk(_ elements: [AccessibilityElement]) -> [AccessibilityElement] { elements.flatMap { [$0] + walk($0.children) } }
        return walk(try DumpImport.snapshot(fromDump: Array(dump.utf8)).elements)
    }

    /// Google Maps' results sheet: each place's rating star is a focusable, not clickable,
    /// group around an unlabelled image.
    @Test("a focusable, not clickable group around an unlabelled image is passed by: no unlabelled stop")
    func focusableOnlySilentGroupIsNoStop() throws {
        let found = try elements("""
            <node class="android.widget.TextView" package="com.example.app" text="4.5" bounds="[60,306][140,330]"/>\
            <node class="android.view.ViewGroup" package="com.example.app" focusable="true" bounds="[147,306][183,330]">\
            <node class="android.widget.ImageView" package="com.example.app" bounds="[153,306][177,330]"/></node>
            """)
        #expect(found.map(\.label) == ["4.5"])
    }

    @Test("a clickable group around an unlabelled image stays, an unlabelled control for label-missing")
    func clickableSilentGroupStays() throws {
        let found = try elements("""
            <node class="android.view.ViewGroup" package="com.example.app" clickable="true" focusable="true" bounds="[147,306][283,430]">\
            <node class="android.widget.ImageView" package="com.example.app" bounds="[153,306][277,430]"/></node>
            """)
        #expect(found.map(\.frame) == [Frame(147, 306, 136, 124)])
    }

    @Test("a focusable view with nothing inside is a stop of its own")
    func focusableLeafStays() throws {
        let found = try elements(#"<node class="android.view.View" package="com.example.app" focusable="true" bounds="[1019,511][1080,1903]"/>"#)
        #expect(found.count == 1)
    }

    /// Instagram's profile tabs (a raw dump): the selected tab is a focusable layout, no stop of
    /// its own, around its selected icon button "Grid view".
    @Test("a control inside a selected view that is no stop keeps its own selection")
    func controlInsideSelectedNonStopIsSelected() throws {
        let found = try elements("""
            <node class="android.widget.LinearLayout" package="com.example.app" focusable="true" selected="true" bounds="[0,2136][476,2328]">\
            <node class="android.widget.FrameLayout" package="com.example.app" selected="true" bounds="[64,2136][412,2328]">\
            <node class="android.widget.ImageView" package="com.example.app" content-desc="Grid view" clickable="true" selected="true" bounds="[64,2136][412,2328]"/></node></node>\
            <node class="android.widget.LinearLayout" package="com.example.app" clickable="true" focusable="true" bounds="[482,2136][958,2328]">\
            <node class="android.widget.ImageView" package="com.example.app" content-desc="Reels" clickable="true" bounds="[546,2136][894,2328]"/></node>
            """)
        #expect(found.filter { $0.traits.contains(.selected) }.map(\.label) == ["Grid view"])
    }

    @Test("a text read as part of a selected row leaves the selection to the row")
    func selectedRowOwnsItsSelection() throws {
        let found = try elements("""
            <node class="android.widget.LinearLayout" package="com.example.app" clickable="true" focusable="true" selected="true" bounds="[0,400][1080,560]">\
            <node class="android.widget.TextView" package="com.example.app" text="English" selected="true" bounds="[60,440][600,520]"/></node>
            """)
        #expect(found.map(\.label) == ["English"])
        #expect(found.map { $0.traits.contains(.selected) } == [true])
    }
}
