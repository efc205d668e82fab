extension ElementType {
    /// The traits UIKit gives the standard control behind this element type, for formats (and
    /// XCUIElement snapshots) that report a type but no traits: `button` → Button,
    /// `switch` → Button + Toggle, `image` → Image, `slider` → Adjustable, …
    ///
    /// Types whose UIKit controls carry no public trait (text fields, cells, tables) imply none;
    /// their `type` still says what they are.
    package var impliedTraits: AccessibilityTraits {
        switch self {
        case .button, .toolbarButton, .menuButton, .popUpButton, .menuItem, .menuBarItem,
             .radioButton, .checkBox, .disclosureTriangle, .tab, .incrementArrow, .decrementArrow,
             .comboBox, .dockItem, .statusItem:
            .button
        case .switch, .toggle: [.button, .toggleButton]
        case .link: .link
        case .image, .icon: .image
        case .staticText: .staticText
        case .searchField: .searchField
        case .key: .keyboardKey
        case .slider, .pickerWheel, .pageIndicator, .ratingIndicator, .stepper, .levelIndicator:
            .adjustable
        case .progressIndicator, .activityIndicator: .updatesFrequently
        case .tabBar: .tabBar
        default: []
        }
    }

    /// The container role the type implies: a tab bar is announced as one.
    package var impliedContainer: ContainerKind? {
        self == .tabBar ? .tabBar : nil
    }

    /// Types that only structure a screen: a node of such a type that carries nothing else
    /// (no label, value, identifier, trait or container role) is a wrapper the import policy
    /// flattens.
    package var isStructural: Bool {
        switch self {
        case .any, .other, .group, .scrollView, .layoutArea, .layoutItem, .splitGroup, .matte,
             .cell, .table, .collectionView, .outline, .tableRow, .tableColumn, .outlineRow,
             .grid, .browser, .webView, .navigationBar, .toolbar, .sheet, .drawer, .popover,
             .scrollBar, .statusBar, .menu, .menuBar, .keyboard, .segmentedControl, .radioGroup,
             .tabGroup, .picker, .datePicker, .application, .window, .alert, .dialog, .timeline,
             .touchBar, .splitter, .ruler:
            true
        default:
            false
        }
    }

    /// Types whose value is typed text: a field reports its placeholder as its value when empty.
    package var isTextInput: Bool {
        self == .textField || self == .secureTextField || self == .searchField || self == .textView
    }
}
