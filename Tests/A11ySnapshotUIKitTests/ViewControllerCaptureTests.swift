#if os(Linux)
import A11ySnapshot
import A11ySnapshotUIKit
import AppleShim
import Foundation
import Testing

/// `AccessibilityCapture.snapshot(of: UIViewController, size:)`: the view is loaded, sized and
/// laid out before it is read.
@Suite("UIKit capture: view controllers")
@MainActor
struct ViewControllerCaptureTests {
    /// A screen whose layout depends on its size: a title across the top, a button at the bottom.
    final class LoginViewController: UIViewController {
        override func loadView() {
            view = LoginView(frame: .zero)
        }
    }

    final class LoginView: UIView {
        let title = SimulatedScreen.accessible(UILabel(frame: .zero), "Sign in", traits: [.header, .staticText])
        let button = SimulatedScreen.accessible(UIButton(frame: .zero), "Log in", traits: .button)

        override init(frame: CGRect) {
            super.init(frame: frame)
            addSubview(button)
            addSubview(title)
        }

        override func layoutSubviews() {
            title.frame = CGRect(x: 16, y: 64, width: bounds.width - 32, height: 41)
            button.frame = CGRect(x: 16, y: bounds.height - 100, width: bounds.width - 32, height: 50)
        }
    }

    @Test("The view is laid out at the given size before it is read")
    func laidOutAtSize() {
        let captured = AccessibilityCapture.snapshot(of: LoginViewController(), size: CGSize(width: 393, height: 852))
        #expect(captured.viewport == Frame(0, 0, 393, 852))
        #expect(captured.elements.map(\.label) == ["Sign in", "Log in"])
        #expect(captured.elements.map(\.frame) == [Frame(16, 64, 361, 41), Frame(16, 752, 361, 50)])
        #expect(captured.elements.map(\.type) == [.staticText, .button])
    }

    @Test("Capturing again at another size lays the view out again")
    func relaidOutAtAnotherSize() {
        let controller = LoginViewController()
        _ = AccessibilityCapture.snapshot(of: controller, size: CGSize(width: 393, height: 852))
        let pad = AccessibilityCapture.snapshot(of: controller, size: CGSize(width: 1024, height: 1366))
        #expect(pad.viewport == Frame(0, 0, 1024, 1366))
        #expect(pad.elements.last?.frame == Frame(16, 1266, 992, 50))
    }

    @Test("The snapshot carries the given name")
    func name() {
        let captured = AccessibilityCapture.snapshot(of: LoginViewController(), size: CGSize(width: 393, height: 852), name: "Login")
        #expect(captured.name == "Login")
    }
}
#endif
