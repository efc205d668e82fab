#if os(Linux)
import Foundation

// Test support: a model of the two private functions of Apple's libAccessibility.dylib that
// switch accessibility automation on (`_AXSAutomationEnabled`, `_AXSSetAutomationEnabled`; no
// public header declares them), and of looking them up with dlopen/dlsym. On Apple platforms
// the adapter opens the real library; on Linux it asks this model through the same code path.
public enum LibAccessibility {
    /// The path UIKit's library has on a device (`/usr/lib/libAccessibility.dylib`).
    public static let path = "/usr/lib/libAccessibility.dylib"

    /// The automation flag `_AXSAutomationEnabled` reads and `_AXSSetAutomationEnabled` writes.
    nonisolated(unsafe) public static var automationEnabled: Int32 = 0
    /// How often `_AXSSetAutomationEnabled` was called, and with what.
    nonisolated(unsafe) public static var setCalls: [Int32] = []
    /// Test support: symbols to leave out of the model (a library without them).
    nonisolated(unsafe) public static var missingSymbols: Set<String> = []
    /// Test support: `false` makes opening the library fail.
    nonisolated(unsafe) public static var isPresent = true

    /// Models `dlopen(path, mode)`: a non-nil handle for ``path`` (also under a simulator root).
    public static func open(_ path: String) -> UnsafeMutableRawPointer? {
        guard isPresent, path.hasSuffix(Self.path) else { return nil }
        return UnsafeMutableRawPointer(bitPattern: 0xA11)
    }

    /// Models `dlsym(handle, name)`.
    public static func symbol(_ handle: UnsafeMutableRawPointer, _ name: String) -> UnsafeMutableRawPointer? {
        guard !missingSymbols.contains(name) else { return nil }
        switch name {
        case "_AXSAutomationEnabled":
            let function: @convention(c) () -> Int32 = { LibAccessibility.automationEnabled }
            return unsafeBitCast(function, to: UnsafeMutableRawPointer.self)
        case "_AXSSetAutomationEnabled":
            let function: @convention(c) (Int32) -> Void = { value in
                LibAccessibility.setCalls.append(value)
                LibAccessibility.automationEnabled = value
            }
            return unsafeBitCast(function, to: UnsafeMutableRawPointer.self)
        default:
            return nil
        }
    }

    /// Test support: back to a fresh process's state.
    public static func reset() {
        automationEnabled = 0
        setCalls = []
        missingSymbols = []
        isPresent = true
    }
}
#endif
