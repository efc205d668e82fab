#if os(Linux)
import A11ySnapshot
@testable import A11ySnapshotUIKit
import AppleShim
import Foundation
import Testing

/// Accessibility automation is switched on before the first capture through
/// `_AXSSetAutomationEnabled` in libAccessibility, as the reference tool's `ASAccessibilityEnabler`
/// does; on Linux the shim models the library (`LibAccessibility`), and the adapter reaches it
/// through the same handle-and-symbol path it uses with `dlopen` on Apple platforms.
@Suite("UIKit capture: accessibility automation", .serialized)
@MainActor
struct AutomationSwitchTests {
    /// Back to a fresh process: called first in every test, in the same synchronous stretch as
    /// the test's checks, so no other main-actor test can capture in between.
    private func fresh() {
        LibAccessibility.reset()
        AccessibilityAutomation.resetForTesting()
    }

    private func captureOnce() {
        _ = SimulatedScreen.capture(SimulatedScreen.phone([SimulatedScreen.element("A", 0, 0)]))
    }

    @Test("The first capture switches automation on, once")
    func switchedOnOnce() {
        fresh()
        captureOnce()
        captureOnce()
        #expect(LibAccessibility.setCalls == [1])
        #expect(LibAccessibility.automationEnabled == 1)
        #expect(AccessibilityAutomation.state == .enabled)
    }

    @Test("When automation is already on, nothing is switched")
    func alreadyOn() {
        fresh()
        LibAccessibility.automationEnabled = 1
        captureOnce()
        #expect(LibAccessibility.setCalls.isEmpty)
        #expect(AccessibilityAutomation.state == .enabled)
    }

    @Test("The previous value is put back when the process exits")
    func restoredAtExit() {
        fresh()
        captureOnce()
        AutomationRestore.restore()
        #expect(LibAccessibility.setCalls == [1, 0])
        #expect(LibAccessibility.automationEnabled == 0)
    }

    @Test("A11Y_SNAPSHOT_AUTOMATION=off turns the switch off", arguments: ["off", "0", "false", "NO"])
    func environmentTurnsItOff(setting: String) {
        fresh()
        AccessibilityAutomation.enableIfNeeded(environment: ["A11Y_SNAPSHOT_AUTOMATION": setting])
        #expect(AccessibilityAutomation.state == .turnedOff)
        #expect(LibAccessibility.setCalls.isEmpty)
    }

    @Test("TEST_RUNNER_A11Y_SNAPSHOT_AUTOMATION=off, as a script for xcodebuild sets it, turns the switch off too")
    func testRunnerFormTurnsItOff() {
        fresh()
        AccessibilityAutomation.enableIfNeeded(environment: ["TEST_RUNNER_A11Y_SNAPSHOT_AUTOMATION": "off"])
        #expect(AccessibilityAutomation.state == .turnedOff)
        #expect(LibAccessibility.setCalls.isEmpty)
    }

    @Test("isSwitchingOn = false turns the switch off")
    func propertyTurnsItOff() {
        fresh()
        AccessibilityAutomation.isSwitchingOn = false
        captureOnce()
        #expect(AccessibilityAutomation.state == .turnedOff)
        #expect(LibAccessibility.setCalls.isEmpty)
    }

    @Test("A missing library gives one warning line and the capture goes on")
    func missingLibrary() {
        fresh()
        LibAccessibility.isPresent = false
        var warnings: [String] = []
        AccessibilityAutomation.enableIfNeeded(environment: [:], warn: { warnings.append($0) })
        AccessibilityAutomation.enableIfNeeded(environment: [:], warn: { warnings.append($0) })
        #expect(AccessibilityAutomation.state == .unavailable("/usr/lib/libAccessibility.dylib could not be opened"))
        #expect(warnings.count == 1)
        #expect(warnings.first?.contains("A11Y_SNAPSHOT_AUTOMATION=off") == true)
        #expect(!warnings[0].contains("\n"))
        let captured = SimulatedScreen.capture(SimulatedScreen.phone([SimulatedScreen.element("A", 0, 0)]))
        #expect(captured.elements.map(\.label) == ["A"])
    }

    @Test("A missing symbol is named in the warning", arguments: ["_AXSAutomationEnabled", "_AXSSetAutomationEnabled"])
    func missingSymbol(symbol: String) {
        fresh()
        LibAccessibility.missingSymbols = [symbol]
        AccessibilityAutomation.enableIfNeeded(environment: [:], warn: { _ in })
        #expect(AccessibilityAutomation.state == .unavailable("/usr/lib/libAccessibility.dylib has no \(symbol)"))
        #expect(LibAccessibility.setCalls.isEmpty)
    }

    @Test("On the simulator the library is looked up under the simulator's root")
    func simulatorRoot() {
        fresh()
        let root = "/Library/Developer/CoreSimulator/Volumes/iOS_22A3354/Runtimes/iOS 18.0.simruntime/Contents/Resources/RuntimeRoot"
        #expect(AccessibilityAutomation.libraryPath(environment: ["IPHONE_SIMULATOR_ROOT": root]) == root + "/usr/lib/libAccessibility.dylib")
        #expect(AccessibilityAutomation.libraryPath(environment: [:]) == "/usr/lib/libAccessibility.dylib")
        AccessibilityAutomation.enableIfNeeded(environment: ["IPHONE_SIMULATOR_ROOT": root])
        #expect(AccessibilityAutomation.state == .enabled)
    }

    @Test("The real dynamic linker on a library without the symbols reports them missing, without crashing")
    func realDynamicLinkerMissingSymbols() {
        fresh()
        let libc = DynamicLibraryLoader(open: { _ in DynamicLibraryLoader.dynamicLinker.open("libc.so.6") },
                                        symbol: DynamicLibraryLoader.dynamicLinker.symbol)
        AccessibilityAutomation.enableIfNeeded(loader: libc, environment: [:], warn: { _ in })
        #expect(AccessibilityAutomation.state == .unavailable("/usr/lib/libAccessibility.dylib has no _AXSAutomationEnabled"))
    }

    @Test("The real dynamic linker on a path that does not exist reports it, without crashing")
    func realDynamicLinkerMissingLibrary() {
        fresh()
        AccessibilityAutomation.enableIfNeeded(loader: .dynamicLinker, environment: [:], warn: { _ in })
        #expect(AccessibilityAutomation.state == .unavailable("/usr/lib/libAccessibility.dylib could not be opened"))
    }
}
#endif
