import A11ySnapshot
@testable import A11ySnapshotXCUI
import Testing
#if os(Linux)
import A11ySnapshotUIKit
import AppleShim
import Foundation
#endif

@Suite("Element types: XCUIElement raw values and UIKit classes")
struct ElementTypeMappingTests {
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

    static let uikitClasses: [(String, ElementType)] = [
        ("UIButton", .button), ("UILabel", .staticText), ("UIImageView", .image),
        ("UITextField", .textField), ("UITextView", .textView), ("UISwitch", .switch),
        ("UISlider", .slider), ("UIStepper", .stepper), ("UISegmentedControl", .segmentedControl),
        ("UIPageControl", .pageIndicator), ("UIProgressView", .progressIndicator),
        ("UIActivityIndicatorView", .activityIndicator), ("UITabBar", .tabBar),
        ("UINavigationBar", .navigationBar), ("UIToolbar", .toolbar), ("UITableViewCell", .cell),
        ("UICollectionViewCell", .cell), ("UITableView", .table), ("UICollectionView", .collectionView),
        ("UIScrollView", .scrollView), ("UISearchBar", .searchField), ("UISearchTextField", .searchField), ("UIDatePicker", .datePicker),
        ("UIPickerView", .picker),
    ]

    @Test("UIKit classes give the element type a UI test reports", arguments: uikitClasses)
    @MainActor func uikitClass(name: String, type: ElementType) throws {
        let view = try #require(Self.makeView(named: name))
        let captured = SimulatedScreen.capture(SimulatedScreen.phone([SimulatedScreen.accessible(view, name)]))
        #expect(captured.elements.map(\.type) == [type])
    }

    @Test("A secure UITextField is a secureTextField")
    @MainActor func secureTextField() {
        let field = SimulatedScreen.accessible(UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 44)), "Password")
        field.isSecureTextEntry = true
        #expect(SimulatedScreen.capture(SimulatedScreen.phone([field])).elements.map(\.type) == [.secureTextField])
    }

    @Test("A view of no UIKit control class has no type")
    @MainActor func plainViewHasNoType() {
        let captured = SimulatedScreen.capture(SimulatedScreen.phone([SimulatedScreen.element("Plain", 0, 0)]))
        #expect(captured.elements.map(\.type) == [nil])
    }

    static let textEntryBits: [(UInt64, ElementType)] = [
        (1 << 18, .textField), ((1 << 18) | (1 << 24), .secureTextField), ((1 << 18) | (1 << 47), .textView),
    ]

    @Test("Private text-entry bits type an element whose class says nothing", arguments: textEntryBits)
    @MainActor func textEntryBitsGiveTheType(bits: UInt64, type: ElementType) {
        let element = SimulatedScreen.element("Input", 0, 0, traits: UIAccessibilityTraits(rawValue: bits))
        #expect(SimulatedScreen.capture(SimulatedScreen.phone([element])).elements.map(\.type) == [type])
    }

    @MainActor static func makeView(named name: String) -> UIView? {
        let frame = CGRect(x: 0, y: 0, width: 100, height: 44)
        switch name {
        case "UIButton": return UIButton(frame: frame)
        case "UILabel": return UILabel(frame: frame)
        case "UIImageView": return UIImageView(frame: frame)
        case "UITextField": return UITextField(frame: frame)
        case "UITextView": return UITextView(frame: frame)
        case "UISwitch": return UISwitch(frame: frame)
        case "UISlider": return UISlider(frame: frame)
        case "UIStepper": return UIStepper(frame: frame)
        case "UISegmentedControl": return UISegmentedControl(frame: frame)
        case "UIPageControl": return UIPageControl(frame: frame)
        case "UIProgressView": return UIProgressView(frame: frame)
        case "UIActivityIndicatorView": return UIActivityIndicatorView(frame: frame)
        case "UITabBar": return UITabBar(frame: frame)
        case "UINavigationBar": return UINavigationBar(frame: frame)
        case "UIToolbar": return UIToolbar(frame: frame)
        case "UITableViewCell": return UITableViewCell(frame: frame)
        case "UICollectionViewCell": return UICollectionViewCell(frame: frame)
        case "UITableView": return UITableView(frame: frame)
        case "UICollectionView": return UICollectionView(frame: frame)
        case "UIScrollView": return UIScrollView(frame: frame)
        case "UISearchBar": return UISearchBar(frame: frame)
        case "UISearchTextField": return UISearchTextField(frame: frame)
        case "UIDatePicker": return UIDatePicker(frame: frame)
        case "UIPickerView": return UIPickerView(frame: frame)
        default: return nil
        }
    }
    #endif
}
