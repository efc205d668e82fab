extension DumpFormat {
    /// The reader of this format. A switch, so a new format does not compile until it has a
    /// reader and a place in detection.
    var reader: any DumpReader.Type {
        switch self {
        case .appiumXML: AppiumXMLReader.self
        case .wdaJSON: WDAJSONReader.self
        case .xcuiDebugDescription: XCUIDebugDescriptionReader.self
        case .idbJSON: IDBJSONReader.self
        case .a11yUITests: A11yUITestsReader.self
        case .uiautomatorXML: UIAutomatorXMLReader.self
        case .maestroJSON: MaestroJSONReader.self
        case .accessibilitySnapshotJSON: CashAppAccessibilitySnapshotReader.self
        }
    }

    /// When detection tries the format, lowest first: formats with the most specific markers go
    /// before those whose markers others share (any JSON tree with `children` looks like WDA).
    var detectionRank: Int {
        switch self {
        case .a11yUITests: 0
        case .idbJSON: 1
        case .maestroJSON: 2
        case .accessibilitySnapshotJSON: 3
        case .wdaJSON: 4
        case .appiumXML: 5
        case .uiautomatorXML: 6
        case .xcuiDebugDescription: 7
        }
    }
}
