#if os(Linux)
import A11ySnapshot
import A11ySnapshotUIKit
import AppleShim
import Foundation
import Testing

/// The element type a UIKit capture gives, as a UI test would report it (the XCUIElement raw
/// values are tested with the XCUI adapter).
@Suite("Element types: UIKit classes")
struct ElementTypeMappingTests {
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
}
#endif
