/// Whether an editable field's text, in a dump that states no hints, is the hint the empty field
/// shows. A raw `uiautomator dump` of older Android writes neither `hint` nor `showing-hint`, and
/// an empty field reports its hint as its text (`TextView.getTextForAccessibility`, and Material's
/// `TextInputLayout` does the same), so "Full name" may be a placeholder or a typed name.
///
/// The text is taken for the hint when it names the field as its view id does: the same words,
/// leaving out the widget's affixes and the words a prompt adds ("Full name ●" on `etFullName`,
/// "Date of birth" on `etBirthDate`, "Enter your email" on `email_input`). A typed value rarely
/// repeats the name its developer gave the field: "Mexico City" in `etCity` is a value.
///
/// So is a text written as a prompt (``isPrompt(_:)``), whatever the id: "Enter your preferred
/// email" on `ed_email`, "Choose language..." on `edit_text_field`; and a text without a figure in
/// a field whose id names a date or time, which a typed or picked value always has ("출발일",
/// departure date, on `et_start_date`).
///
/// In a password field, any text but the dots Android draws for typed characters is the hint
/// ("Пароль" in a React Native login form, whose typed password reads "••••••••").
package enum ShownHint {
    package static func isHint(_ text: String, identifier: String?, isSecure: Bool = false) -> Bool {
        if isSecure, text.contains(where: { !maskCharacters.contains($0) && !$0.isWhitespace }) { return true }
        if isPrompt(text) { return true }
        guard let identifier else { return false }
        let name = identifier.split(separator: "/").last.map(String.init) ?? identifier
        if let last = WordTokenizer.words(name).last, dateWords.contains(last), !text.contains(where: \.isNumber) { return true }
        var idWords = words(name)
        while let first = idWords.first, widgetAffixes.contains(first) { idWords.removeFirst() }
        while let last = idWords.last, widgetAffixes.contains(last) { idWords.removeLast() }
        idWords.removeAll { promptWords.contains($0) }
        let textWords = words(text).filter { !promptWords.contains($0) }
        guard !idWords.isEmpty, !textWords.isEmpty else { return false }
        return Set(idWords) == Set(textWords) || idWords.joined() == textWords.joined()
    }

    /// Whether `text` asks for input rather than answering it: it is written as a prompt
    /// (``isWrittenAsPrompt(_:)``), gives an example after the field's name ("예산, 예: 300000", a
    /// budget with an example amount; a name shown above a Compose field may hold one too, so
    /// this is the field's own text only), or is a common field's name ("Email", "ZIP code ●"). A
    /// value a user typed rarely is.
    package static func isPrompt(_ text: String) -> Bool {
        if isWrittenAsPrompt(text) { return true }
        if exampleMarks.contains(where: { text.contains($0) }) { return true }
        if requirementWords.contains(String(text.lowercased().filter { !"()（）".contains($0) }.trimmedWhitespace)) { return true }
        // Marks of a required field ("ZIP code ●", "*Password:") aside.
        return fieldNames.contains(String(text.lowercased().filter { !"*:●".contains($0) }.trimmedWhitespace))
    }

    /// Whether `text` is written as a prompt: it opens with a verb of asking ("Enter your preferred
    /// email", "(Optional) Enter preferred phone number", "Search contacts", "Поиск по адресу",
    /// "输入手机号", "أدخل رقم الهاتف"), or ends with one where the verb comes last ("도시, 지역,
    /// 여행지를 입력", Korean for "enter a city, region or place"), opens with an example ("e.g.
    /// Morning Stretch", "مثال: أجهزة كهربائية"), shows a format (``isFormatMask(_:)``), or trails
    /// off in an ellipsis ("Choose language...", "Write a comment…"). A field's name, which a label
    /// shows too, is not.
    package static func isWrittenAsPrompt(_ text: String) -> Bool {
        let trimmed = text.trimmedWhitespace
        guard trimmed.contains(where: \.isLetter) else { return false }
        if trimmed.hasSuffix("…") || trimmed.hasSuffix("...") { return true }
        if promptOpenings.contains(where: { trimmed.hasPrefix($0) && trimmed.count > $0.count }) { return true }
        if promptEndings.contains(where: { trimmed.hasSuffix($0) && trimmed.count > $0.count }) { return true }
        if isFormatMask(text) { return true }
        var textWords = WordTokenizer.words(text)
        if textWords.first == "optional" { textWords.removeFirst() }
        guard let first = textWords.first else { return false }
        if first == "e", textWords.dropFirst().first == "g" { return true }
        return (promptVerbs.contains(first) || exampleWords.contains(first)) && textWords.count > 1
    }

    /// Whether `text`, shown inside an empty field, is its placeholder rather than its name: a
    /// prompt (``isWrittenAsPrompt(_:)``), or an example of what to type, which names no field: an
    /// email address ("ban@email.com" in a Vietnamese finance app's Compose sign-in form).
    package static func isPlaceholderInside(_ text: String) -> Bool {
        isWrittenAsPrompt(text) || isEmailAddress(text)
    }

    /// One word holding an `@` with a dotted domain after it.
    package static func isEmailAddress(_ text: String) -> Bool {
        let trimmed = text.trimmedWhitespace
        guard !trimmed.contains(where: \.isWhitespace), let at = trimmed.firstIndex(of: "@"), at != trimmed.startIndex else { return false }
        let domain = trimmed[trimmed.index(after: at)...]
        guard let dot = domain.lastIndex(of: "."), dot != domain.startIndex else { return false }
        return domain[domain.index(after: dot)...].count >= 2
    }

    /// Whether `text` shows the shape of what to type rather than a value: a run of four X's
    /// ("WARXXXXXX", an invite code; "XXXX XXXX XXXX XXXX"), a date's pattern ("DD/MM/YYYY",
    /// "YYYY-MM-DD"), or a URL's scheme alone, which no address ends with ("exp://" in Expo's dev
    /// launcher, for a server's address).
    private static func isFormatMask(_ text: String) -> Bool {
        if text.contains("XXXX") { return true }
        let trimmed = text.trimmedWhitespace
        if trimmed.hasSuffix("://"), trimmed.count > 3, trimmed.dropLast(3).allSatisfy({ $0.isASCII && $0.isLetter }) { return true }
        let upper = text.uppercased()
        return upper.contains("YYYY") && (upper.contains("MM") || upper.contains("DD"))
    }

    /// The words of an id or a text as ``WordTokenizer`` splits them (camelCase humps and
    /// underscores separate words: `etBirthDate` → et, birth, date), without apostrophes
    /// ("Mother's" → mothers) or digits.
    private static func words(_ text: String) -> [String] {
        WordTokenizer.words(text.filter { $0 != "'" && $0 != "\u{2019}" }).compactMap { word in
            let letters = word.filter { !$0.isNumber }
            return letters.isEmpty ? nil : letters
        }
    }

    /// What developers put before or after a field's name in its id.
    private static let widgetAffixes: Set<String> = [
        "et", "edt", "ed", "etx", "edit", "edittext", "input", "inp", "textinput", "txt", "text", "tf", "textfield",
        "field", "til", "layout", "box",
    ]

    /// What Android draws for a typed character in a password field (`PasswordTransformationMethod`:
    /// U+2022), and what some apps draw instead.
    private static let maskCharacters: Set<Character> = ["\u{2022}", "\u{25CF}", "*", "\u{00B7}"]

    /// The names of common fields, which no one types as a value: an empty field shows them
    /// ("Email" in a React Native sign-in form with no view id; "标题", a Huawei calendar's event
    /// title, in a dump without hints).
    private static let fieldNames: Set<String> = [
        "email", "e-mail", "email address", "password", "username", "user name", "login", "phone", "phone number",
        "mobile number", "first name", "last name", "full name", "search", "message", "address", "zip code", "postal code",
        "title", "subject",
        "标题", "标題", "用户名", "密码", "手机号", "手机号码", "邮箱", "验证码", "地点", "备注",
        "パスワード", "メールアドレス", "ユーザー名", "タイトル", "비밀번호", "이메일", "아이디", "제목",
    ]

    /// Verbs a prompt opens with: English, French, German, Spanish, Portuguese, Italian,
    /// Indonesian, Vietnamese, Russian, Ukrainian, Arabic and Hebrew (lowercased words).
    private static let promptVerbs: Set<String> = [
        "enter", "type", "choose", "select", "pick", "search", "add", "write", "provide", "insert", "fill", "reply", "ask",
        "entrez", "saisissez", "saisir", "rechercher", "choisissez", "sélectionnez", "écrivez",
        "eingeben", "suchen", "wählen", "auswählen",
        "introduce", "introduzca", "ingrese", "ingresa", "escribe", "escriba", "buscar", "selecciona", "seleccione", "elige",
        "digite", "insira", "pesquisar", "selecione", "escolha", "inserisci", "cerca", "seleziona", "scegli",
        "masukkan", "cari", "pilih", "nhập", "chọn", "tìm", "điền",
        "введите", "выберите", "поиск", "найти", "укажите", "введіть", "оберіть", "виберіть", "пошук",
        "أدخل", "ادخل", "اكتب", "ابحث", "اختر", "حدد", "הזן", "הזינו", "הכנס", "חפש", "בחר",
    ]

    /// Words an example opens with, before what it shows ("مثال: …", Arabic and Persian; "לדוגמה",
    /// Hebrew; "Ex: …", Portuguese, Spanish and French; "Örn: …", Turkish; "напр.", Russian;
    /// "np.", Polish; "example").
    private static let exampleWords: Set<String> = [
        "example", "ex", "ej", "exemplo", "ejemplo", "exemple", "örn", "напр", "np", "مثال", "مثلا", "مثلاً", "לדוגמה",
    ]

    /// What a prompt opens with in scripts written without spaces: Chinese "请输入", "输入",
    /// "请选择", "搜索", "回复" (reply: a chat composer's "回复 Codex") and their traditional forms,
    /// "例如" (for example), Japanese "入力", "検索", "返信", Korean "입력", "검색", "답장".
    private static let promptOpenings = [
        "请输入", "输入", "请选择", "搜索", "回复", "請輸入", "輸入", "請選擇", "回覆", "入力", "検索", "返信", "입력", "검색", "답장", "例如", "例：",
    ]

    /// What a prompt ends with in languages that put the verb last: Korean "입력" (enter), "선택"
    /// (choose), "검색" (search) and their polite forms; Japanese "を入力", "入力してください",
    /// "を選択", "選択してください".
    private static let promptEndings = [
        "입력", "입력하세요", "입력해 주세요", "입력해주세요", "선택", "선택하세요", "선택해 주세요", "선택해주세요", "검색",
        "を入力", "入力してください", "を選択", "選択してください",
    ]

    /// What marks an example after a field's name: "e.g.", Korean "예:" and "예)", Chinese and
    /// Japanese "例：".
    private static let exampleMarks = ["e.g.", "예:", "예)", "例：", "例:"]

    /// Texts that say only whether a field must be filled in: Chinese "选填" (optional) and "必填"
    /// (required) in WeCom's customer form, and the same in English, French, Spanish and Portuguese.
    private static let requirementWords: Set<String> = [
        "选填", "必填", "選填", "非必填", "可选", "可選", "optional", "required", "facultatif", "optionnel", "obligatoire", "opcional", "obligatorio",
    ]

    /// The last word of a view id that names a date or time field.
    private static let dateWords: Set<String> = ["date", "time", "dob", "birthday", "birthdate"]

    /// Words a hint adds to a field's name.
    private static let promptWords: Set<String> = ["enter", "type", "your", "the", "a", "an", "of", "here"]
}
