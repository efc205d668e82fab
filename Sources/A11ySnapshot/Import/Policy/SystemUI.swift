/// The system's UI that dumps of all windows list beside the app: iOS's status bar
/// (`XCUIElementTypeStatusBar` in WebDriverAgent sources of older iOS versions, SpringBoard's
/// strip in a Maestro dump), iOS's keyboard, and Android's SystemUI bar windows (the status bar
/// and the navigation bar, in UiAutomator2's and Maestro's multi-window dumps). The app neither
/// draws nor owns them, their content changes with the clock, the locale and the OS version, and
/// a rule finding on them is not the app team's to fix, so the policy leaves them out of the
/// snapshot (``ImportOptions/keepSystemUI`` keeps them). A full-screen system window (Android's
/// lock screen or open notification shade) is what the screen reader reads then, and stays.
enum SystemUI {
    /// Android's system UI package: the status bar, the navigation bar, the shade and the lock screen.
    static let androidSystemUIPackage = "com.android.systemui"

    /// Whether `identifier` is a view id of Android's system UI (`com.android.systemui:id/clock`).
    static func isAndroidSystemUIIdentifier(_ identifier: String) -> Bool {
        identifier.hasPrefix("com.android.systemui:id/")
    }

    /// The largest share of the screen's height (or, for a bar along a side, its width) a bar
    /// takes: a status bar takes 3–7 % of a phone's height, a navigation bar 2–6 %.
    static let maximumThickness = 0.15

    /// XCUI's identifier of the view that hosts the keyboard: the system keyboard and the keys
    /// iOS draws below it (Emoji, Dictate), which XCUI lists beside the `Keyboard` element.
    static let keyboardHostIdentifier = "inputView"

    /// XCUI's identifier of the keyboard's assistant bar above the keys (typing predictions, and
    /// the autofill suggestion "Passwords"), which XCUI lists beside the `Keyboard` element, not
    /// inside it: an iOS 26 WDA source of a sign-in form with the keyboard up; UI tests that query
    /// the keyboard's regions by `inputView` and this identifier.
    static let keyboardAssistantIdentifier = "SystemInputAssistantView"

    /// Whether `node` is system UI the policy leaves out: the iOS status bar; the iOS keyboard
    /// (a `Keyboard`, or the `inputView` host holding one, so the Emoji and Dictate keys go with
    /// it; an app's own input view is no `Keyboard` and stays) and its assistant bar; an element
    /// the system owns within ``maximumThickness`` of the top or bottom edge; or a window the system owns that
    /// spans one edge of `viewport` and is at most ``maximumThickness`` thick, or that covers at
    /// most ``maximumOverlayShare`` of it (a phone maker's floating ball, drawn by SystemUI over
    /// a ride-hailing app: an unlabelled button the app cannot fix).
    static func isSystemUI(_ node: ImportedNode, in viewport: Frame?) -> Bool {
        if node.type == .statusBar || node.type == .keyboard { return true }
        if node.identifier == keyboardHostIdentifier, node.children.contains(where: { $0.type == .keyboard }) { return true }
        if node.identifier == keyboardAssistantIdentifier { return true }
        guard node.isSystemOwned, let frame = node.frame, let viewport, viewport.width > 0, viewport.height > 0 else {
            return false
        }
        // One item of a bar, where the dump lists the system's elements one by one (idb and AXe:
        // the clock, the Dynamic Island, the battery, in SpringBoard's process).
        if node.role == .element, isInEdgeBand(frame, of: viewport) { return true }
        return isEdgeStrip(frame, in: viewport) || isOverlaySized(frame, in: viewport)
    }

    /// Whether `frame` covers at most ``maximumOverlayShare`` of `viewport`.
    static func isOverlaySized(_ frame: Frame, in viewport: Frame) -> Bool {
        frame.width * frame.height <= viewport.width * viewport.height * maximumOverlayShare
    }

    /// The largest share of the screen's area a small system overlay takes: a floating ball of
    /// 77 × 150 px takes 0.45 % of a 1080 × 2388 px screen.
    static let maximumOverlayShare = 0.01

    /// A frame that lies within ``maximumThickness`` of the top or the bottom edge of `viewport`.
    static func isInEdgeBand(_ frame: Frame, of viewport: Frame) -> Bool {
        let band = viewport.height * maximumThickness
        return frame.maxY <= viewport.y + band || frame.y >= viewport.maxY - band
    }

    /// A frame that runs the whole length of one edge of `viewport` (within a point) and is thin
    /// across it: a bar along the top, bottom, left or right.
    static func isEdgeStrip(_ frame: Frame, in viewport: Frame) -> Bool {
        let slack = 1.0
        let spansWidth = frame.x <= viewport.x + slack && frame.maxX >= viewport.maxX - slack
        let spansHeight = frame.y <= viewport.y + slack && frame.maxY >= viewport.maxY - slack
        if spansWidth, frame.height > 0, frame.height <= viewport.height * maximumThickness {
            return frame.y <= viewport.y + slack || frame.maxY >= viewport.maxY - slack
        }
        if spansHeight, frame.width > 0, frame.width <= viewport.width * maximumThickness {
            return frame.x <= viewport.x + slack || frame.maxX >= viewport.maxX - slack
        }
        return false
    }
}
