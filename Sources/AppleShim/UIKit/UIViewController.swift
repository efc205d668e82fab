#if os(Linux)
import Foundation

// From: nbeirne/ios-header-changes iPhoneOS.platform/Developer/SDKs/iPhoneOS.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIViewController.h
@available(iOS 2.0, *)
@available(watchOS, unavailable)
@MainActor
open class UIViewController: UIResponder {
    private var loadedView: UIView?

    // Test support: UIKit's `init()` (it calls `init(nibName: nil, bundle: nil)`).
    public override init() {
        super.init()
    }

    /// `null_resettable`; reading it loads the view (`loadView()` then `viewDidLoad()`) the
    /// first time.
    open var view: UIView! {
        get {
            if loadedView == nil {
                loadView()
                viewDidLoad()
            }
            return loadedView
        }
        set { loadedView = newValue }
    }

    @available(iOS 9.0, *)
    open var viewIfLoaded: UIView? { loadedView }

    /// The default makes a plain view.
    open func loadView() {
        view = UIView(frame: .zero)
    }

    open func viewDidLoad() {}
}
#endif
