#if os(Linux)
// `NS_ENUM(NSUInteger, XCUIElementType)` (a Sendable enum over `UInt`, every case with the raw
// value the header gives it; no availability annotation). The header has no NS_SWIFT_NAME: the
// Swift name `XCUIElement.ElementType` is the documentation's.
// From: nbeirne/ios-header-changes iPhoneOS.platform/Developer/Library/Frameworks/XCUIAutomation.framework/Headers/XCUIElementTypes.h
extension XCUIElement {
    // From: nbeirne/ios-header-changes iPhoneOS.platform/Developer/Library/Frameworks/XCUIAutomation.framework/Headers/XCUIElementTypes.h
    // From: Averyy/apple-dev-docs documentation/XCUIAutomation/xcuielement/elementtype.md
    public enum ElementType: UInt, Sendable {
        case any = 0, other = 1, application = 2, group = 3, window = 4, sheet = 5, drawer = 6
        case alert = 7, dialog = 8, button = 9, radioButton = 10, radioGroup = 11, checkBox = 12
        case disclosureTriangle = 13, popUpButton = 14, comboBox = 15, menuButton = 16
        case toolbarButton = 17, popover = 18, keyboard = 19, key = 20, navigationBar = 21
        case tabBar = 22, tabGroup = 23, toolbar = 24, statusBar = 25, table = 26, tableRow = 27
        case tableColumn = 28, outline = 29, outlineRow = 30, browser = 31, collectionView = 32
        case slider = 33, pageIndicator = 34, progressIndicator = 35, activityIndicator = 36
        case segmentedControl = 37, picker = 38, pickerWheel = 39, `switch` = 40, toggle = 41
        case link = 42, image = 43, icon = 44, searchField = 45, scrollView = 46, scrollBar = 47
        case staticText = 48, textField = 49, secureTextField = 50, datePicker = 51, textView = 52
        case menu = 53, menuItem = 54, menuBar = 55, menuBarItem = 56, map = 57, webView = 58
        case incrementArrow = 59, decrementArrow = 60, timeline = 61, ratingIndicator = 62
        case valueIndicator = 63, splitGroup = 64, splitter = 65, relevanceIndicator = 66
        case colorWell = 67, helpTag = 68, matte = 69, dockItem = 70, ruler = 71, rulerMarker = 72
        case grid = 73, levelIndicator = 74, cell = 75, layoutArea = 76, layoutItem = 77
        case handle = 78, stepper = 79, tab = 80, touchBar = 81, statusItem = 82
    }
}
#endif
