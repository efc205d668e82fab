import A11ySnapshot
@testable import A11ySnapshotXCUI
import Testing
#if os(Linux)
import AppleShim
#endif

/// `ElementType` from the raw values of XCTest's `XCUIElement.ElementType`.
@Suite("Element types: XCUIElement raw values")
struct ElementTypeRawValueTests {
    @Test("ElementType lists the 83 cases of XCUIElementType (0 … 82)")
    func caseCountMatchesXCTest() {
        #expect(ElementType.allCases.count == 83)
    }

    static let rawValueCases: [(UInt, ElementType)] = [
        (0, .any), (1, .other), (2, .application), (4, .window), (9, .button),
        (21, .navigationBar), (22, .tabBar), (26, .table), (32, .collectionView), (33, .slider),
        (40, .switch), (43, .image), (45, .searchField), (48, .staticText), (49, .textField),
        (50, .secureTextField), (52, .textView), (75, .cell), (79, .stepper), (80, .tab), (82, .statusItem),
    ]

    @Test("Raw values from XCUIElementTypes.h map to the same-named type", arguments: rawValueCases)
    func headerRawValues(rawValue: UInt, type: ElementType) {
        #expect(ElementType(xcuiRawValue: rawValue) == type)
    }

    @Test("A raw value XCTest may add later has no type")
    func unknownRawValue() {
        #expect(ElementType(xcuiRawValue: 83) == nil)
        #expect(ElementType(xcuiRawValue: UInt.max) == nil)
    }

    #if os(Linux)
    @Test("Every XCUIElement.ElementType case maps to the ElementType of the same name")
    @MainActor func everyShimCaseHasTheSameName() throws {
        for rawValue in UInt(0)...82 {
            let xcuiType = try #require(XCUIElement.ElementType(rawValue: rawValue))
            #expect(ElementType(xcuiRawValue: rawValue)?.rawValue == "\(xcuiType)", "raw value \(rawValue)")
        }
    }
    #endif
}
