/// The element type nearest to an Android view class, for uiautomator and Maestro dumps.
///
/// Matching uses the simple class name (after the last `.` or `$`), so AndroidX, Material and
/// app subclasses that keep the framework's suffix (`AppCompatButton`, `MaterialButton`,
/// `SwitchCompat`) map like the framework class; layouts and plain views map to `other`.
package enum AndroidWidgetClass {
    /// The type for a fully qualified or simple class name; `other` when nothing is nearer.
    package static func elementType(forClass className: String) -> ElementType {
        let simple = simpleName(className)
        if let exact = exactTypes[simple] { return exact }
        for (suffix, type) in suffixTypes where simple.hasSuffix(suffix) {
            return type
        }
        return .other
    }

    /// Whether `node` is a layout that says nothing to accessibility services. Android dumps list
    /// every view, and nearly every layout has a resource id; keeping those ids would keep every
    /// layout as a snapshot element, so an importer drops a bare layout's id and lets the import
    /// policy flatten it.
    package static func isBareLayout(_ node: ImportedNode) -> Bool {
        (node.type?.isStructural ?? true)
            && node.label == nil && node.value == nil && node.hint == nil && node.placeholder == nil
            && (node.traits ?? []).isEmpty && !node.isSelected && node.isAccessibilityElement != true
    }

    /// Whether `className` is a framework layout a dump names by its accessibility class (app
    /// and library layouts report the framework class they extend: a `ConstraintLayout` reports
    /// `android.view.ViewGroup`, a `CardView` `android.widget.FrameLayout`).
    package static func isPlainLayout(_ className: String) -> Bool {
        plainLayouts.contains(className)
    }

    private static let plainLayouts: Set<String> = [
        "android.view.ViewGroup", "android.widget.LinearLayout", "android.widget.FrameLayout", "android.widget.RelativeLayout",
        "android.widget.GridLayout", "android.widget.TableLayout", "android.widget.TableRow", "android.widget.AbsoluteLayout",
    ]

    /// `android.widget.Button` → `Button`; `android.app.ActionBar$Tab` → `Tab`.
    package static func simpleName(_ className: String) -> String {
        let afterDot = className.split(separator: ".").last.map(String.init) ?? className
        return afterDot.split(separator: "$").last.map(String.init) ?? afterDot
    }

    private static let exactTypes: [String: ElementType] = [
        "View": .other, "ViewGroup": .other, "ComposeView": .other, "AndroidComposeView": .other,
        "Button": .button, "ImageButton": .button, "Chip": .button, "FloatingActionButton": .button,
        "ExtendedFloatingActionButton": .button,
        "TextView": .staticText, "CheckedTextView": .staticText,
        "EditText": .textField, "AutoCompleteTextView": .textField, "MultiAutoCompleteTextView": .textField,
        "SearchAutoComplete": .searchField, "SearchView": .searchField,
        "ImageView": .image, "QuickContactBadge": .image,
        // Chrome and WebView name a page's images `android.widget.Image`.
        "Image": .image,
        "CheckBox": .checkBox, "RadioButton": .radioButton, "RadioGroup": .radioGroup,
        "Switch": .switch, "SwitchCompat": .switch, "SwitchMaterial": .switch, "MaterialSwitch": .switch,
        "ToggleButton": .toggle,
        "SeekBar": .slider, "Slider": .slider, "RangeSlider": .slider,
        "ProgressBar": .progressIndicator, "RatingBar": .ratingIndicator,
        "Spinner": .popUpButton,
        "ListView": .table, "ExpandableListView": .table,
        "RecyclerView": .collectionView, "GridView": .collectionView,
        "ScrollView": .scrollView, "HorizontalScrollView": .scrollView, "NestedScrollView": .scrollView,
        "ViewPager": .scrollView, "ViewPager2": .scrollView,
        "WebView": .webView,
        "TabWidget": .tabBar, "TabLayout": .tabBar, "BottomNavigationView": .tabBar, "NavigationBarView": .tabBar,
        "Tab": .tab, "TabView": .tab,
        "Toolbar": .toolbar, "ActionBar": .toolbar, "MaterialToolbar": .toolbar,
        "NumberPicker": .pickerWheel, "DatePicker": .datePicker, "TimePicker": .datePicker,
    ]

    private static let suffixTypes: [(String, ElementType)] = [
        ("ImageButton", .button), ("Button", .button),
        ("EditText", .textField), ("TextView", .staticText),
        ("ImageView", .image), ("CheckBox", .checkBox), ("RadioButton", .radioButton),
        ("Switch", .switch), ("SwitchCompat", .switch), ("SeekBar", .slider), ("ProgressBar", .progressIndicator),
        ("RecyclerView", .collectionView), ("GridView", .collectionView), ("ListView", .table), ("ScrollView", .scrollView),
        // App pagers (`LoopViewPager`, `BannerPager`) scroll like the framework's: never one element.
        ("Pager", .scrollView),
        ("WebView", .webView), ("Toolbar", .toolbar),
    ]
}
