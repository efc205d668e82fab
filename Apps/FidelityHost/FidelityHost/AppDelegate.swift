// The host application of the live-capture fidelity suite (Apps/FidelityHost/README.md).
//
// It does nothing but exist: a hosted test bundle is loaded into this app's process, so
// `UIApplication.shared`, a connected window scene and a key window are there as they are in a
// real app, and UIKit populates accessibility as it does for one (docs/CAPTURE.md, "Host
// application required"). The app adopts the scene-based life cycle, which UIKit requires of apps
// built with the iOS 27 SDK (Apple, TN3187), so it launches with every Xcode from 16.0 on.
#if os(iOS) // the app target is iOS only (project.yml); scripts/darwin-typecheck checks it for the iOS simulator
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        true
    }

    // The generated Info.plist declares scene support (UIApplicationSceneManifest) without a
    // configuration; this names the delegate of the one window scene.
    func application(
        _ application: UIApplication,
        configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
        configuration.delegateClass = SceneDelegate.self
        return configuration
    }
}
#endif
