import A11ySnapshot
import Testing

/// Android reports a selected view's `selected="true"` on every descendant; only the topmost
/// selected view owns the state. Modelled on uiautomator-xml/tron-ai-x-twitter-timeline-appium-uia2.xml
/// in `../shared/real-trees`: the selected "For you" tab, its inner layout and its title all say
/// `selected="true"`.
@Suite("Inherited selection import")
struct InheritedSelectionImportTests {
    static let tabs = """
        <hierarchy index="0" class="hierarchy" rotation="0" width="1080" height="2400">
          <android.widget.HorizontalScrollView class="android.widget.HorizontalScrollView" text="" selected="false" bounds="[0,200][1080,330]">
            <android.widget.LinearLayout class="android.widget.LinearLayout" text="" content-desc="For you" clickable="true" focusable="true" selected="true" bounds="[0,200][540,330]">
              <android.widget.LinearLayout class="android.widget.LinearLayout" text="" clickable="false" focusable="false" selected="true" bounds="[180,230][360,300]">
                <android.widget.TextView class="android.widget.TextView" text="For you" clickable="false" focusable="false" selected="true" bounds="[180,230][360,300]" />
              </android.widget.LinearLayout>
            </android.widget.LinearLayout>
            <android.widget.LinearLayout class="android.widget.LinearLayout" text="" content-desc="Following" clickable="true" focusable="true" selected="false" bounds="[540,200][1080,330]">
              <android.widget.TextView class="android.widget.TextView" text="Following" clickable="false" focusable="false" selected="false" bounds="[720,230][900,300]" />
            </android.widget.LinearLayout>
          </android.widget.HorizontalScrollView>
        </hierarchy>
        """

    private func flattened(_ elements: [AccessibilityElement]) -> [AccessibilityElement] {
        elements.flatMap { [$0] + flattened($0.children) }
    }

    @Test("only the topmost selected view is selected; its descendants are not")
    func onlyTopmostSelectedViewIsSelected() throws {
        let elements = flattened(try DumpImport.snapshot(fromDump: Array(Self.tabs.utf8)).elements)
        let selected = elements.filter { $0.traits.contains(.selected) }
        #expect(selected.map(\.label) == ["For you"])
        #expect(selected.first?.traits.contains(.button) == true)
        // The title is read as part of the tab (TalkBack's row), never as a selected text of its own.
        #expect(!elements.contains { $0.type == .staticText && $0.traits.contains(.selected) })
    }

    @Test("a layout that only inherited the selection is flattened like any bare layout")
    func inheritedSelectionDoesNotKeepLayouts() throws {
        let elements = flattened(try DumpImport.snapshot(fromDump: Array(Self.tabs.utf8)).elements)
        #expect(!elements.contains { $0.type == .other && $0.label.isEmpty })
    }

    @Test("a checked view inside a selected one stays selected: checked is its own state")
    func checkedDescendantKeepsItsState() throws {
        let dump = #"<hierarchy rotation="0"><node class="android.widget.LinearLayout" content-desc="Row" clickable="true" selected="true" bounds="[0,0][100,100]"><node class="android.widget.RadioButton" text="Pick" checkable="true" checked="true" selected="true" focusable="true" bounds="[0,0][50,50]"/></node></hierarchy>"#
        let elements = flattened(try DumpImport.snapshot(fromDump: Array(dump.utf8)).elements)
        #expect(elements.filter { $0.traits.contains(.selected) }.map(\.label) == ["Row", "Pick"])
    }
}
