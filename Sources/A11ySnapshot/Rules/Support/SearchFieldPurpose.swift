/// Whether an Android text field is for searching, told by what a dump shows: its view id's
/// words (`search_src_text`, the platform `SearchView`'s field; `open_search_view_edit_text`,
/// Material's `SearchView`; an app's `et_search_bar`) or a hint that starts with the word for
/// search ("Search in mail", "Pesquisar contatos", "搜索群组", "검색어를 입력해 주세요.").
/// Android has no search-field role: TalkBack says "Edit box" of every field.
enum SearchFieldPurpose {
    static func isSearch(identifier: String?, placeholder: Substring) -> Bool {
        if let identifier, WordTokenizer.words(identifier).contains("search") { return true }
        let hint = placeholder.lowercased()
        if let first = WordTokenizer.words(hint).first, searchWords.contains(first) { return true }
        // Chinese, Japanese and Korean write the word without a space after it (Korean adds its
        // particle: "검색어를").
        return joinedSearchWords.contains(where: hint.hasPrefix)
    }

    private static let searchWords: Set<String> = [
        "search", "find", "buscar", "busca", "busque", "pesquisar", "pesquise", "procurar", "rechercher", "recherche",
        "suchen", "suche", "cerca", "cercare", "zoeken", "zoek", "поиск", "найти", "искать", "szukaj", "wyszukaj",
        "hledat", "ara", "arama", "cari", "tìm", "ค้นหา", "بحث", "ابحث", "חיפוש",
    ]

    private static let joinedSearchWords = ["搜索", "搜尋", "検索", "검색"]
}
