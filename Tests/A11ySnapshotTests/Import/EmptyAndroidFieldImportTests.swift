import A11ySnapshot
import Testing

/// An empty Android field reports its hint as its text. Raw `uiautomator dump` files have no
/// `showing-hint` attribute, so a text equal to the hint is the placeholder, not a typed value.
/// The node is modelled on the raw dump uiautomator-xml/whatsapp-business-window_dump.xml in
/// `../shared/real-trees` (its attribute set, with a `hint` added as newer Android writes it).
@Suite("Empty Android field import")
struct EmptyAndroidFieldImportTests {
    private func onlyElement(_ dump: String) throws -> AccessibilityElement {
        let snapshot = try DumpImport.snapshot(fromDump: Array(dump.utf8))
        return try #require(snapshot.elements.first)
    }

    private func rawField(text: String, hint: String, showingHint: String = "") -> String {
        #"""
        <?xml version='1.0' encoding='UTF-8' standalone='yes' ?><hierarchy rotation="0"><node index="0" text="\#(text)" hint="\#(hint)" \#(showingHint) resource-id="com.whatsapp.w4b:id/registration_name" class="android.widget.EditText" package="com.whatsapp.w4b" content-desc="" checkable="false" checked="false" clickable="true" enabled="true" focusable="true" focused="false" scrollable="false" long-clickable="true" password="false" selected="false" bounds="[60,600][1020,720]" /></hierarchy>
        """#
    }

    @Test("a raw dump's EditText whose text equals its hint is empty, with the hint as placeholder")
    func textEqualToHintIsPlaceholder() throws {
        let field = try onlyElement(rawField(text: "Type business name here", hint: "Type business name here"))
        #expect(field.value == nil)
        #expect(field.placeholder == "Type business name here")
        #expect(field.label == "")
    }

    @Test("a text that differs from the hint is the typed value")
    func typedTextIsValue() throws {
        let field = try onlyElement(rawField(text: "Acme Bakery", hint: "Type business name here"))
        #expect(field.value == "Acme Bakery")
        #expect(field.placeholder == "Type business name here")
    }

    @Test("a stated showing-hint=\"false\" wins: the user typed the hint's words")
    func statedShowingHintWins() throws {
        let field = try onlyElement(rawField(text: "Name", hint: "Name", showingHint: #"showing-hint="false""#))
        #expect(field.value == "Name")
    }

    @Test("a Maestro Android text field whose text equals hintText is empty")
    func maestroTextEqualToHintIsPlaceholder() throws {
        // Attribute set as in maestro-json/clync-android-samsung-maestro-hierarchy.txt.
        let dump = """
            {
              "attributes" : { },
              "children" : [ {
                "attributes" : { "text" : "Search", "hintText" : "Search", "accessibilityText" : "", "resource-id" : "com.example:id/query", "class" : "android.widget.EditText", "bounds" : "[79,2163][900,2216]", "enabled" : "true", "clickable" : "true" },
                "children" : [ ]
              } ]
            }
            """
        let field = try onlyElement(dump)
        #expect(field.value == nil)
        #expect(field.placeholder == "Search")
    }

    /// A raw dump of older Android, with neither `hint` nor `showing-hint`; the attribute set of
    /// a tablet registration form's raw dump (audiometry app, round 50d).
    private func hintlessField(text: String, id: String) -> String {
        #"""
        <?xml version='1.0' encoding='UTF-8' standalone='yes' ?><hierarchy rotation="3"><node index="0" text="\#(text)" resource-id="com.audiometry.threshold:id/\#(id)" class="android.widget.EditText" package="com.audiometry.threshold" content-desc="" checkable="false" checked="false" clickable="true" enabled="true" focusable="true" focused="false" scrollable="false" long-clickable="true" password="false" selected="false" bounds="[512,463][1400,569]" /></hierarchy>
        """#
    }

    @Test("a dump without hints: a text that names the field as its id does is the hint the empty field shows")
    func textNamingTheFieldIsItsHint() throws {
        let field = try onlyElement(hintlessField(text: "Full name ●", id: "etFullName"))
        #expect(field.value == nil)
        #expect(field.placeholder == "Full name ●")
    }

    @Test("a dump without hints: a text that does not name the field is the typed value")
    func textNotNamingTheFieldIsItsValue() throws {
        let field = try onlyElement(hintlessField(text: "Mexico City", id: "etCity"))
        #expect(field.value == "Mexico City")
        #expect(field.placeholder == nil)
    }

    @Test("a text names a field when its words are the id's, without the widget's affixes and a prompt's words",
          arguments: [
              ("Date of birth", "etBirthDate", true), ("Enter your email", "email_input", true), ("E-mail", "et_email", true),
              ("Mother's name", "etMothersName", true), ("Search", "search_edit_text", true),
              ("Mexico City", "etCity", false), ("Rua Augusta", "etEndereco", false), ("Anna", "etName", false), ("Ada", "et", false),
          ])
    func textNamesField(text: String, id: String, names: Bool) {
        #expect(ShownHint.isHint(text, identifier: "com.example:id/" + id) == names)
    }

    /// FollowMyHealth's support form and Traveloka's onboarding (DroidBot's raw dumps in
    /// quanjay/app_screenshot); ADHD Buddy's routine sheet, Korneo's search and its "Email" field
    /// with no view id (React Native);
    /// WarRescue's sign-in (Chinese, `etPhone`); a Codex client's chat composer (Compose, "回复 Codex"); TripNest's
    /// trip search (Korean: a prompt ending in its verb, a budget with an example amount); WeCom's
    /// customer form (fields that show only "选填", optional).
    @Test("a dump without hints: a text written as a prompt is the hint, whatever the id",
          arguments: [
              ("Enter your preferred email", true), ("(Optional) Enter preferred phone number", true),
              ("Choose your current location…", true), ("Choose language...", true), ("e.g. Morning Stretch", true),
              ("Search contacts", true),
              ("Поиск по адресу", true), ("输入手机号", true), ("输入6位验证码", true), ("Entrez votre e-mail", true),
              ("Search", true), ("Email", true), ("*Password:", true), ("ZIP code ●", true), ("Global", false), ("ada@example.com", false), ("...", false), ("Selected items", false),
              ("WARXXXXXX", true), ("DD/MM/YYYY", true), ("yyyy-mm-dd", true),
              ("مثال: أجهزة كهربائية بحالة جيدة", true), ("أدخل رقم الهاتف", true), ("חפש איש קשר", true),
              ("Ex: Troca de tomada", true), ("Örn: İstanbul", true), ("标题", true), ("例如：北京", true), ("Ex", false),
              ("回复 Codex", true), ("Reply to Ana", true), ("Ask anything", true), ("Reply", false),
              ("exp://", true), ("https://", true), ("exp://192.168.1.4:8081", false),
              ("도시, 지역, 여행지를 입력", true), ("이름을 입력하세요", true), ("国名を選択してください", true), ("예산, 예: 300000", true),
              ("Budget, e.g. 300000", true), ("입력", false), ("서울", false),
              ("输入", false), ("Москва", false), ("Xerxes", false), ("2024-05-01", false), ("عنوان التبرع", false),
              ("选填", true), ("必填", true), ("(optional)", true), ("Obligatoire", true), ("选填项目很多", false),
          ])
    func promptIsTheHint(text: String, isHint: Bool) {
        #expect(ShownHint.isHint(text, identifier: "com.example:id/edit_text_field") == isHint)
    }

    /// TripNest's trip search (a Korean travel app, raw dump): "출발일" (departure date) on
    /// `et_start_date` is what the empty date field shows; a picked date has figures.
    @Test("a dump without hints: a text without a figure in a date or time field is its hint",
          arguments: [("출발일", "et_start_date", true), ("Departure", "etDepartureTime", true), ("2026-11-30", "et_start_date", false),
                      ("Lisbon", "et_city", false)])
    func dateFieldWithoutFiguresShowsItsHint(text: String, id: String, isHint: Bool) {
        #expect(ShownHint.isHint(text, identifier: "com.example.tripnest:id/" + id) == isHint)
    }

    /// Korneo (React Native, raw dumps): the empty password field says "Пароль"; typed, "••••••••".
    @Test("a dump without hints: a password field's text that is not the dots of typed characters is its hint")
    func passwordFieldWordsAreItsHint() throws {
        func field(_ text: String) throws -> AccessibilityElement {
            try onlyElement(hintlessField(text: text, id: "password").replacingOccurrences(of: #"password="false""#, with: #"password="true""#))
        }
        let empty = try field("Пароль")
        #expect(empty.type == .secureTextField)
        #expect(empty.value == nil)
        #expect(empty.placeholder == "Пароль")
        let typed = try field("••••••••")
        #expect(typed.value == "••••••••")
        #expect(typed.placeholder == nil)
    }

    /// The text field of a Flutter screen (a raw dump with hints): a described view, then an
    /// empty field stating `hint`.
    private func flutterField(under caption: String, hint: String) throws -> AccessibilityElement {
        let dump = #"""
            <?xml version='1.0' encoding='UTF-8' standalone='yes' ?><hierarchy rotation="0"><node index="0" text="" class="android.widget.FrameLayout" package="com.example.mobile" bounds="[0,0][1080,2400]">\#
            <node index="0" text="" class="android.view.View" package="com.example.mobile" content-desc="\#(caption)" bounds="[0,100][1080,250]" />\#
            <node index="1" text="" class="android.widget.EditText" package="com.example.mobile" clickable="true" focusable="true" password="false" bounds="[42,609][1038,788]" hint="\#(hint)" /></node></hierarchy>
            """#
        let snapshot = try DumpImport.snapshot(fromDump: Array(dump.utf8))
        return try #require(snapshot.allElements.first { $0.type == .textField })
    }

    /// An Arabic car app's form (Flutter, a raw dump with hints): each field's `hint` is its
    /// `InputDecoration.labelText`, which floats above typed text.
    @Test("a Flutter screen's field is named by its hint, which joins its floating label and its hint text")
    func flutterFieldIsNamedByItsHint() throws {
        let field = try flutterField(under: "إضافة سيارة", hint: "الموديل")
        #expect(field.label == "الموديل")
        #expect(field.placeholder == nil)
    }

    /// A Flutter sign-in form (uiautomator): the e-mail field's hint is an example address, its
    /// caption "Correo electrónico" a text of its own above it; a Quran app's chat composer, whose
    /// hint is a prompt alone. A label joined with a hint names the field.
    @Test("a Flutter screen's field whose hint is an example address, or a prompt alone, keeps it as its placeholder",
          arguments: [("Ejemplo@mail.com", "Ejemplo@mail.com"), ("İçinden geçeni yaz...", "İçinden geçeni yaz..."),
                      ("Correo, Escribe tu correo...", nil)])
    func flutterFieldHintedWithAnAddressKeepsItAsPlaceholder(hint: String, placeholder: String?) throws {
        let field = try flutterField(under: "Correo electrónico", hint: hint)
        #expect(field.label == (placeholder == nil ? hint : ""))
        #expect(field.placeholder == placeholder)
    }

    @Test("outside Flutter, a field's hint stays its placeholder")
    func nativeFieldHintStaysThePlaceholder() throws {
        let field = try onlyElement(rawField(text: "", hint: "Type business name here"))
        #expect(field.label == "")
        #expect(field.placeholder == "Type business name here")
    }

    /// An Arabic Compose app's donation form (a raw dump): each empty field shows its example in a
    /// text inside it, the field's only name; a Compose field's label slot is a text inside too.
    /// A Vietnamese finance app's sign-in form (Compose): "Nhập mật khẩu" (enter password) and an
    /// example address.
    @Test("an empty field's text inside written as a prompt, or an example address, is its placeholder; a field's name inside is its label",
          arguments: [("مثال: أجهزة كهربائية بحالة جيدة", "", "مثال: أجهزة كهربائية بحالة جيدة"),
                      ("Describe the details, quantity, condition…", "", "Describe the details, quantity, condition…"),
                      ("Nhập mật khẩu", "", "Nhập mật khẩu"), ("ban@email.com", "", "ban@email.com"),
                      ("Email", "Email", nil), ("E-mail @ work", "E-mail @ work", nil)])
    func promptInsideAnEmptyFieldIsItsPlaceholder(inside: String, label: String, placeholder: String?) throws {
        let dump = #"""
            <?xml version='1.0' encoding='UTF-8' standalone='yes' ?><hierarchy rotation="0">\#
            <node index="0" text="" class="android.widget.EditText" package="com.example.mol" clickable="true" focusable="true" password="false" bounds="[110,1773][970,1931]">\#
            <node index="0" text="\#(inside)" class="android.widget.TextView" package="com.example.mol" bounds="[457,1817][926,1887]" /></node></hierarchy>
            """#
        let field = try onlyElement(dump)
        #expect(field.label == label)
        #expect(field.placeholder == placeholder)
        #expect(field.value == nil)
    }

    @Test("a field without a view id: its text cannot be told from a value, and is the value")
    func fieldWithoutIdKeepsItsTextAsValue() {
        #expect(!ShownHint.isHint("Ada Lovelace", identifier: nil))
    }
}
