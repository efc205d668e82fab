#if os(iOS) // the app target is iOS only (project.yml); scripts/darwin-typecheck checks it for the iOS simulator
import UIKit

/// Gives the app's window scene a key window with an empty root view controller: what a
/// capture's own window joins, and what it hands key status back to afterwards.
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        let root = UIViewController()
        root.view.backgroundColor = .systemBackground
        window.rootViewController = root
        window.makeKeyAndVisible()
        self.window = window
    }
}
#endif
