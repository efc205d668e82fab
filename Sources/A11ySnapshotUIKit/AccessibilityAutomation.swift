#if os(iOS) || os(visionOS)
import Darwin
import Foundation
#elseif os(Linux)
import AppleShim
import Foundation
#endif

#if os(iOS) || os(visionOS) || os(Linux)
import A11ySnapshotAssertions

/// Switches accessibility automation on before the first capture, as the reference tool
/// (cashapp/AccessibilitySnapshot, `ASAccessibilityEnabler.m`) does before any of its tests run.
///
/// Without automation, UIKit leaves many accessibility properties unset (standard controls
/// report no label, value or traits) and SwiftUI builds no accessibility elements at all. UI
/// tests have it on already; unit tests do not. The switch is the private function
/// `_AXSSetAutomationEnabled` of `/usr/lib/libAccessibility.dylib` (under `IPHONE_SIMULATOR_ROOT`
/// on the simulator), looked up at run time: when the library or a symbol is missing, the capture
/// goes on and one line is printed to standard error, never a crash. The previous value is put
/// back when the process exits.
///
/// Turn it off with `A11Y_SNAPSHOT_AUTOMATION=off` in the test's environment (or
/// `TEST_RUNNER_A11Y_SNAPSHOT_AUTOMATION=off` for `xcodebuild`), or by setting
/// ``isSwitchingOn`` to `false` before the first capture (for a host app that manages
/// accessibility itself).
@MainActor
public enum AccessibilityAutomation {
    /// What happened to the automation switch.
    public enum State: Hashable, Sendable {
        /// No capture has run yet.
        case notAttempted
        /// Automation is on (it was switched on, or it already was).
        case enabled
        /// It could not be switched on; the reason names the library or symbol that is missing.
        case unavailable(String)
        /// Switching was turned off (``isSwitchingOn`` or `A11Y_SNAPSHOT_AUTOMATION=off`).
        case turnedOff
    }

    /// The switch's state; set by the first capture.
    public private(set) static var state: State = .notAttempted

    /// `false` stops the first capture from switching automation on. Read once, at the first
    /// capture.
    public static var isSwitchingOn = true

    /// The environment variable that turns switching off: `off`, `0`, `false` or `no`.
    public static let environmentVariable = "A11Y_SNAPSHOT_AUTOMATION"

    /// The library path, under the simulator's root file system when the process runs on one.
    static func libraryPath(environment: [String: String]) -> String {
        let path = "/usr/lib/libAccessibility.dylib"
        guard var root = environment["IPHONE_SIMULATOR_ROOT"], !root.isEmpty else { return path }
        while root.hasSuffix("/") { root.removeLast() }
        return root + path
    }

    /// Switches automation on unless that was already tried; called before every capture.
    static func enableIfNeeded(
        loader: DynamicLibraryLoader = .system,
        environment: [String: String] = ProcessInfo.processInfo.environment,
        warn: (String) -> Void = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }
    ) {
        guard state == .notAttempted else { return }
        let setting = SnapshotTestingEnvironment(variables: environment)[variable: environmentVariable]?.lowercased()
        if !isSwitchingOn || ["off", "0", "false", "no"].contains(setting ?? "") {
            state = .turnedOff
            return
        }
        state = switchOn(loader: loader, path: libraryPath(environment: environment))
        if case .unavailable(let reason) = state {
            warn("A11ySnapshot: accessibility automation could not be switched on (\(reason)); standard controls may "
                + "report empty labels and SwiftUI may expose no elements. Set \(environmentVariable)=off to skip the switch.")
        }
    }

    private static func switchOn(loader: DynamicLibraryLoader, path: String) -> State {
        guard let handle = loader.open(path) else { return .unavailable("\(path) could not be opened") }
        guard let getter = loader.symbol(handle, "_AXSAutomationEnabled") else {
            return .unavailable("\(path) has no _AXSAutomationEnabled")
        }
        guard let setter = loader.symbol(handle, "_AXSSetAutomationEnabled") else {
            return .unavailable("\(path) has no _AXSSetAutomationEnabled")
        }
        let isEnabled = unsafeBitCast(getter, to: (@convention(c) () -> Int32).self)
        let setEnabled = unsafeBitCast(setter, to: (@convention(c) (Int32) -> Void).self)
        let initial = isEnabled()
        if initial == 0 {
            setEnabled(1)
            AutomationRestore.register(setEnabled, initial: initial)
        }
        return .enabled
    }

    /// Test support: forget the state, so the next capture tries again.
    static func resetForTesting() {
        state = .notAttempted
        isSwitchingOn = true
    }
}

/// Puts the automation flag back when the process exits, as the reference does with `atexit_b`.
enum AutomationRestore {
    nonisolated(unsafe) private static var setter: (@convention(c) (Int32) -> Void)?
    nonisolated(unsafe) private static var initial: Int32 = 0
    nonisolated(unsafe) private static var isRegistered = false

    static func register(_ setEnabled: @escaping @convention(c) (Int32) -> Void, initial value: Int32) {
        setter = setEnabled
        initial = value
        guard !isRegistered else { return }
        isRegistered = true
        atexit { AutomationRestore.restore() }
    }

    static func restore() {
        setter?(initial)
    }
}

/// How the library is opened and its symbols found: `dlopen`/`dlsym` on Apple platforms, the
/// shim's model of the library on Linux.
struct DynamicLibraryLoader: Sendable {
    var open: @Sendable (String) -> UnsafeMutableRawPointer?
    var symbol: @Sendable (UnsafeMutableRawPointer, String) -> UnsafeMutableRawPointer?

    /// The real dynamic loader: `dlopen(path, RTLD_NOW | RTLD_LOCAL)` and `dlsym`.
    static let dynamicLinker = DynamicLibraryLoader(
        open: { path in dlopen(path, RTLD_NOW | RTLD_LOCAL) },
        symbol: { handle, name in dlsym(handle, name) })

    #if os(Linux)
    /// On Linux: the shim's model of `libAccessibility.dylib`.
    static let system = DynamicLibraryLoader(open: LibAccessibility.open, symbol: LibAccessibility.symbol)
    #else
    static let system = dynamicLinker
    #endif
}
#endif
