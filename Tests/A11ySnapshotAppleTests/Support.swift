// Live-capture fidelity on an iOS simulator, inside the host application of Apps/FidelityHost
// (run by the macOS job in .github/workflows/ci.yml). Live capture needs a host application:
// without one UIKit leaves accessibility unset (docs/CAPTURE.md, "Host application required"),
// so this suite is no SwiftPM test target. Each expected value below is taken from the reference
// tool's own expectations (cashapp/AccessibilitySnapshot, its Example/SnapshotTests reference
// images and parser tests) or Apple's documentation, never from what this capture produces.
#if os(iOS)
import A11ySnapshot
import UIKit

/// Every element of `snapshot`, containers and their children, in reading order.
func allElements(_ snapshot: AccessibilitySnapshot) -> [AccessibilityElement] {
    var result: [AccessibilityElement] = []
    var pending = Array(snapshot.elements.reversed())
    while let element = pending.popLast() {
        result.append(element)
        pending += element.children.reversed()
    }
    return result
}

/// The first element labelled `label`, anywhere in `snapshot`.
func element(_ label: String, in snapshot: AccessibilitySnapshot) -> AccessibilityElement? {
    allElements(snapshot).first { $0.label == label }
}

/// UIKit's private trait bits the snapshot keeps (docs/CAPTURE.md).
let backButtonTrait = AccessibilityTraits(rawValue: 1 << 27)
let tabBarItemTrait = AccessibilityTraits(rawValue: 1 << 28)

/// The phone-sized screen the fidelity cases are laid out on.
let phoneSize = CGSize(width: 402, height: 874)

/// A white screen holding `subviews`.
@MainActor
func screen(_ subviews: [UIView]) -> UIView {
    let view = UIView(frame: CGRect(origin: .zero, size: phoneSize))
    view.backgroundColor = .white
    for subview in subviews { view.addSubview(subview) }
    return view
}
#endif
