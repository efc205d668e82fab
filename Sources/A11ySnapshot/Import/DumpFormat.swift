/// An accessibility-tree dump format that `a11ysnap import` and ``DumpImport`` read.
///
/// The raw values are the names the command line takes after `--from`.
public enum DumpFormat: String, CaseIterable, Hashable, Sendable {
    /// Appium / WebDriverAgent iOS page source XML (`<AppiumAUT>` or a bare `<XCUIElementType…>` root).
    case appiumXML = "appium-xml"
    /// WebDriverAgent JSON source: the modern `type/label/rect/children` tree and the old `UIA*` form.
    case wdaJSON = "wda-json"
    /// `XCUIElement.debugDescription` text, as `po app` prints it in lldb or a test logs it.
    case xcuiDebugDescription = "xcui-text"
    /// idb `describe-all` / `describe-point` JSON (flat or nested with `children`).
    case idbJSON = "idb-json"
    /// A11yUITests snapshot JSON, every historical version.
    case a11yUITests = "a11yuitests-json"
    /// Android `uiautomator dump` XML, raw (`hierarchy/node`) or Appium UiAutomator2 page source.
    case uiautomatorXML = "uiautomator-xml"
    /// Maestro `hierarchy` JSON, iOS or Android key sets.
    case maestroJSON = "maestro-json"
    /// cashapp AccessibilitySnapshot's Codable model JSON: an encoded `[AccessibilityHierarchy]`
    /// (or a flat `[AccessibilityElement]`), as its parser's output is written with `JSONEncoder`.
    case accessibilitySnapshotJSON = "accessibilitysnapshot-json"

    /// A short description for help and error messages.
    public var summary: String {
        switch self {
        case .appiumXML: "Appium/WebDriverAgent iOS page source XML"
        case .wdaJSON: "WebDriverAgent JSON source"
        case .xcuiDebugDescription: "XCUIElement debugDescription text"
        case .idbJSON: "idb describe-all/describe-point JSON"
        case .a11yUITests: "A11yUITests snapshot JSON"
        case .uiautomatorXML: "Android uiautomator dump XML"
        case .maestroJSON: "Maestro hierarchy JSON"
        case .accessibilitySnapshotJSON: "cashapp AccessibilitySnapshot parsed-hierarchy JSON"
        }
    }
}
