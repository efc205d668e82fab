import A11ySnapshot
import Testing

/// Material's `TextInputLayout` draws its hint in the empty field and floats it above once text
/// is typed: the hint is the field's label, which stays on the screen, not a placeholder. A dump
/// shows the layout as a `LinearLayout` whose first child, an unnamed `FrameLayout`, holds the
/// `EditText`. Shaped after a tablet registration form's raw dump (`tilCpf` > frame > `etCpf`)
/// and UiAutomator2's attributes for the same shape.
@Suite("Material text field import")
struct MaterialTextFieldImportTests {
    private func field(in dump: String) throws -> AccessibilityElement {
        let snapshot = try DumpImport.snapshot(fromDump: Array(dump.utf8))
        return try #require(snapshot.allElements.first { $0.type == .textField })
    }

    private func form(layout: String = "android.widget.LinearLayout", frameID: String = "", field: String) -> String {
        #"""
        <?xml version='1.0' encoding='UTF-8' standalone='yes' ?><hierarchy rotation="0">
        <node index="0" text="" resource-id="" class="android.widget.FrameLayout" package="com.example" content-desc="" clickable="false" enabled="true" focusable="false" bounds="[0,0][1080,2400]">
        <node index="0" text="" resource-id="com.example:id/tilName" class="\#(layout)" package="com.example" content-desc="" clickable="false" enabled="true" focusable="false" bounds="[40,300][1040,440]">
        <node index="0" text="" resource-id="\#(frameID)" class="android.widget.FrameLayout" package="com.example" content-desc="" clickable="false" enabled="true" focusable="false" bounds="[40,311][1040,440]">
        \#(field)
        </node></node>
        <node index="1" text="Continue" resource-id="com.example:id/next" class="android.widget.Button" package="com.example" content-desc="" clickable="true" enabled="true" focusable="true" bounds="[40,600][1040,720]" />
        </node></hierarchy>
        """#
    }

    private let emptyFieldUIA2 = #"<node index="0" text="Full name" hint="Full name" showing-hint="true" resource-id="com.example:id/etName" class="android.widget.EditText" package="com.example" content-desc="" clickable="true" enabled="true" focusable="true" bounds="[40,311][1040,440]" />"#

    @Test("the hint of a field in a text input layout is its label")
    func hintOfTextInputLayoutIsLabel() throws {
        let name = try field(in: form(field: emptyFieldUIA2))
        #expect(name.label == "Full name")
        #expect(name.placeholder == nil)
        #expect(name.value == nil)
    }

    @Test("with text typed, the floating hint still names the field and the text is its value")
    func typedFieldKeepsItsFloatingLabel() throws {
        let typed = #"<node index="0" text="Ada Lovelace" hint="Full name" showing-hint="false" resource-id="com.example:id/etName" class="android.widget.EditText" package="com.example" content-desc="" clickable="true" enabled="true" focusable="true" bounds="[40,311][1040,440]" />"#
        let name = try field(in: form(field: typed))
        #expect(name.label == "Full name")
        #expect(name.value == "Ada Lovelace")
    }

    @Test("in a raw dump without hints, the empty field's text that names it is its label")
    func rawDumpHintIsLabel() throws {
        let raw = #"<node index="0" text="Full name ●" resource-id="com.example:id/etFullName" class="android.widget.EditText" package="com.example" content-desc="" clickable="true" enabled="true" focusable="true" bounds="[40,311][1040,440]" />"#
        let name = try field(in: form(field: raw))
        #expect(name.label == "Full name ●")
        #expect(name.value == nil)
    }

    @Test("a field in a frame with a view id is not a text input layout's: its hint stays a placeholder")
    func identifiedFrameIsNoTextInputLayout() throws {
        let name = try field(in: form(frameID: "com.example:id/search_box", field: emptyFieldUIA2))
        #expect(name.placeholder == "Full name")
        #expect(name.label == "")
    }

    @Test("a field in a frame inside another layout than a LinearLayout keeps its hint as a placeholder")
    func otherLayoutIsNoTextInputLayout() throws {
        let name = try field(in: form(layout: "android.widget.RelativeLayout", field: emptyFieldUIA2))
        #expect(name.placeholder == "Full name")
    }
}
