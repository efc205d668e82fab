#if os(iOS) || os(visionOS)
import UIKit
#elseif os(Linux)
import AppleShim
#endif

#if os(iOS) || os(visionOS) || os(Linux)
import A11ySnapshot
import Foundation

/// The element type a UIKit class stands for, named as `XCUIElement.ElementType` names it (what
/// a UI test would report for the same control). Subclasses are tested before their
/// superclasses (`UITableView` before `UIScrollView`); classes not listed have no type.
@MainActor
enum UIKitElementTypes {
    static func type(of object: NSObject) -> ElementType? {
        guard let view = object as? UIView else { return nil }
        switch view {
        case is UISearchTextField: return .searchField
        case let field as UITextField: return field.isSecureTextEntry ? .secureTextField : .textField
        case is UITextView: return .textView
        case is UITableView: return .table
        case is UICollectionView: return .collectionView
        case is UIScrollView: return .scrollView
        case is UIButton: return .button
        case is UILabel: return .staticText
        case is UIImageView: return .image
        case is UISwitch: return .switch
        case is UISlider: return .slider
        case is UIStepper: return .stepper
        case is UISegmentedControl: return .segmentedControl
        case is UIPageControl: return .pageIndicator
        case is UIDatePicker: return .datePicker
        case is UIPickerView: return .picker
        case is UIProgressView: return .progressIndicator
        case is UIActivityIndicatorView: return .activityIndicator
        case is UISearchBar: return .searchField
        case is UITabBar: return .tabBar
        case is UINavigationBar: return .navigationBar
        case is UIToolbar: return .toolbar
        case is UITableViewCell, is UICollectionViewCell: return .cell
        default: return nil
        }
    }
}
#endif
