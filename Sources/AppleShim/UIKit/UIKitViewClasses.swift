#if os(Linux)
import Foundation

// The UIKit view classes the adapter maps to element types, with UIKit's superclasses (the
// adapter tests subclasses before their superclasses, so the chain matters). None adds
// members the adapter reads. Each is UIKIT_EXTERN NS_SWIFT_UI_ACTOR and watchOS-unavailable;
// the controls marked tvOS-unavailable are so in their headers. `init(frame:)`, inherited
// from UIView, is how tests make them (UICollectionView also wants a layout in UIKit).

// From: nbeirne/ios-header-changes iPhoneOS.platform/Developer/SDKs/iPhoneOS.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIControl.h
@available(iOS 2.0, *)
@available(watchOS, unavailable)
@MainActor
open class UIControl: UIView {}

// From: nbeirne/ios-header-changes iPhoneOS.platform/Developer/SDKs/iPhoneOS.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIImageView.h
@available(iOS 2.0, *)
@available(watchOS, unavailable)
@MainActor
open class UIImageView: UIView {}

// From: nbeirne/ios-header-changes iPhoneOS.platform/Developer/SDKs/iPhoneOS.sdk/System/Library/Frameworks/UIKit.framework/Headers/UISwitch.h
@available(iOS 2.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor
open class UISwitch: UIControl {}

// From: nbeirne/ios-header-changes iPhoneOS.platform/Developer/SDKs/iPhoneOS.sdk/System/Library/Frameworks/UIKit.framework/Headers/UISlider.h
@available(iOS 2.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor
open class UISlider: UIControl {}

// From: nbeirne/ios-header-changes iPhoneOS.platform/Developer/SDKs/iPhoneOS.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIStepper.h
@available(iOS 5.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor
open class UIStepper: UIControl {}

// From: nbeirne/ios-header-changes iPhoneOS.platform/Developer/SDKs/iPhoneOS.sdk/System/Library/Frameworks/UIKit.framework/Headers/UISegmentedControl.h
@available(iOS 2.0, *)
@available(watchOS, unavailable)
@MainActor
open class UISegmentedControl: UIControl {}

// From: nbeirne/ios-header-changes iPhoneOS.platform/Developer/SDKs/iPhoneOS.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIPageControl.h
@available(iOS 2.0, *)
@available(watchOS, unavailable)
@MainActor
open class UIPageControl: UIControl {}

// From: nbeirne/ios-header-changes iPhoneOS.platform/Developer/SDKs/iPhoneOS.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIDatePicker.h
@available(iOS 2.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor
open class UIDatePicker: UIControl {}

// From: nbeirne/ios-header-changes iPhoneOS.platform/Developer/SDKs/iPhoneOS.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIProgressView.h
@available(iOS 2.0, *)
@available(watchOS, unavailable)
@MainActor
open class UIProgressView: UIView {}

// From: nbeirne/ios-header-changes iPhoneOS.platform/Developer/SDKs/iPhoneOS.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIActivityIndicatorView.h
@available(iOS 2.0, *)
@available(watchOS, unavailable)
@MainActor
open class UIActivityIndicatorView: UIView {}

// From: nbeirne/ios-header-changes iPhoneOS.platform/Developer/SDKs/iPhoneOS.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIPickerView.h
@available(iOS 2.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor
open class UIPickerView: UIView {}

// From: nbeirne/ios-header-changes iPhoneOS.platform/Developer/SDKs/iPhoneOS.sdk/System/Library/Frameworks/UIKit.framework/Headers/UISearchBar.h
@available(iOS 2.0, *)
@available(watchOS, unavailable)
@MainActor
open class UISearchBar: UIView {}

// From: nbeirne/ios-header-changes iPhoneOS.platform/Developer/SDKs/iPhoneOS.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITabBar.h
@available(iOS 2.0, *)
@available(watchOS, unavailable)
@MainActor
open class UITabBar: UIView {}

// From: nbeirne/ios-header-changes iPhoneOS.platform/Developer/SDKs/iPhoneOS.sdk/System/Library/Frameworks/UIKit.framework/Headers/UINavigationBar.h
@available(iOS 2.0, *)
@available(watchOS, unavailable)
@MainActor
open class UINavigationBar: UIView {}

// From: nbeirne/ios-header-changes iPhoneOS.platform/Developer/SDKs/iPhoneOS.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIToolbar.h
@available(iOS 2.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor
open class UIToolbar: UIView {}

// From: nbeirne/ios-header-changes iPhoneOS.platform/Developer/SDKs/iPhoneOS.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIScrollView.h
@available(iOS 2.0, *)
@available(watchOS, unavailable)
@MainActor
open class UIScrollView: UIView {}

// From: nbeirne/ios-header-changes iPhoneOS.platform/Developer/SDKs/iPhoneOS.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITableView.h
@available(iOS 2.0, *)
@available(watchOS, unavailable)
@MainActor
open class UITableView: UIScrollView {}

// From: nbeirne/ios-header-changes iPhoneOS.platform/Developer/SDKs/iPhoneOS.sdk/System/Library/Frameworks/UIKit.framework/Headers/UICollectionView.h
@available(iOS 6.0, *)
@available(watchOS, unavailable)
@MainActor
open class UICollectionView: UIScrollView {}

// From: nbeirne/ios-header-changes iPhoneOS.platform/Developer/SDKs/iPhoneOS.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITableViewCell.h
@available(iOS 2.0, *)
@available(watchOS, unavailable)
@MainActor
open class UITableViewCell: UIView {}

// From: nbeirne/ios-header-changes iPhoneOS.platform/Developer/SDKs/iPhoneOS.sdk/System/Library/Frameworks/UIKit.framework/Headers/UICollectionViewCell.h
@available(iOS 6.0, *)
@available(watchOS, unavailable)
@MainActor
open class UICollectionReusableView: UIView {}

// From: nbeirne/ios-header-changes iPhoneOS.platform/Developer/SDKs/iPhoneOS.sdk/System/Library/Frameworks/UIKit.framework/Headers/UICollectionViewCell.h
@available(iOS 6.0, *)
@available(watchOS, unavailable)
@MainActor
open class UICollectionViewCell: UICollectionReusableView {}
#endif
