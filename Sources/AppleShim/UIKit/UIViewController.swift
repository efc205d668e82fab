#if os(Linux)
import Foundation

/// Mirrors UIKit: `@MainActor class UIViewController : UIResponder`.
@MainActor
open class UIViewController: UIResponder {
    private var loadedView: UIView?

    /// Test support: UIKit's `init()` (it calls `init(nibName: nil, bundle: nil)`).
    public override init() {
        super.init()
    }

    /// Mirrors UIKit: `var view: UIView! { get set }`; reading it loads the view
    /// (`loadView()` then `viewDidLoad()`) the first time.
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

    /// Mirrors UIKit (iOS 9): `var viewIfLoaded: UIView? { get }`.
    open var viewIfLoaded: UIView? { loadedView }

    /// Test support. Mirrors UIKit: `func loadView()`; the default makes a plain view.
    open func loadView() {
        view = UIView(frame: .zero)
    }

    /// Test support. Mirrors UIKit: `func viewDidLoad()`.
    open func viewDidLoad() {}
}
#endif
