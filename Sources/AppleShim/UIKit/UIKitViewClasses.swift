#if os(Linux)
import Foundation

// The UIKit view classes the adapter maps to element types, with UIKit's superclasses (the
// adapter tests subclasses before their superclasses, so the chain matters). Each mirrors
// `@MainActor class <Name> : <Superclass>`; none adds members the adapter reads. Test support:
// all of them take `init(frame:)`, inherited from `UIView` (UIKit's `UICollectionView` also
// wants a layout; `UITableView` and `UIActivityIndicatorView` have further initializers).

/// Mirrors UIKit: `class UIControl : UIView`.
open class UIControl: UIView {}
/// Mirrors UIKit: `class UIImageView : UIView`.
open class UIImageView: UIView {}
/// Mirrors UIKit: `class UISwitch : UIControl`.
open class UISwitch: UIControl {}
/// Mirrors UIKit: `class UISlider : UIControl`.
open class UISlider: UIControl {}
/// Mirrors UIKit: `class UIStepper : UIControl`.
open class UIStepper: UIControl {}
/// Mirrors UIKit: `class UISegmentedControl : UIControl`.
open class UISegmentedControl: UIControl {}
/// Mirrors UIKit: `class UIPageControl : UIControl`.
open class UIPageControl: UIControl {}
/// Mirrors UIKit: `class UIDatePicker : UIControl`.
open class UIDatePicker: UIControl {}
/// Mirrors UIKit: `class UIProgressView : UIView`.
open class UIProgressView: UIView {}
/// Mirrors UIKit: `class UIActivityIndicatorView : UIView`.
open class UIActivityIndicatorView: UIView {}
/// Mirrors UIKit: `class UIPickerView : UIView`.
open class UIPickerView: UIView {}
/// Mirrors UIKit: `class UISearchBar : UIView`.
open class UISearchBar: UIView {}
/// Mirrors UIKit: `class UITabBar : UIView`.
open class UITabBar: UIView {}
/// Mirrors UIKit: `class UINavigationBar : UIView`.
open class UINavigationBar: UIView {}
/// Mirrors UIKit: `class UIToolbar : UIView`.
open class UIToolbar: UIView {}
/// Mirrors UIKit: `class UIScrollView : UIView`.
open class UIScrollView: UIView {}
/// Mirrors UIKit: `class UITableView : UIScrollView`.
open class UITableView: UIScrollView {}
/// Mirrors UIKit: `class UICollectionView : UIScrollView`.
open class UICollectionView: UIScrollView {}
/// Mirrors UIKit: `class UITableViewCell : UIView`.
open class UITableViewCell: UIView {}
/// Mirrors UIKit: `class UICollectionReusableView : UIView`.
open class UICollectionReusableView: UIView {}
/// Mirrors UIKit: `class UICollectionViewCell : UICollectionReusableView`.
open class UICollectionViewCell: UICollectionReusableView {}
#endif
