@testable import A11ySnapshot
import Testing

/// The system's status and navigation bars and the iOS keyboard are not the app's screen: the
/// import leaves them out (``SystemUI``), and `keepSystemUI` keeps them. The small trees are shaped like real dumps
/// in `../shared/real-trees` (cited per test); those files are not copied into the project.
@Suite("System UI import")
struct SystemUIImportTests {
    private func labels(_ dump: String, options: ImportOptions = .canonical) throws -> [String] {
        func walk(_ elements: [AccessibilityElement]) -> [String] { elements.flatMap { [$0.label] + walk($0.children) } }
        return walk(try DumpImport.snapshot(fromDump: Array(dump.utf8), options: options).elements)
    }

    private static func node(_ package: String, _ bounds: String, _ attributes: String = "", children: String = "") -> String {
        #"<node class="android.widget.FrameLayout" package="\#(package)" text="" content-desc="" bounds="\#(bounds)" \#(attributes)>\#(children)</node>"#
    }

    private static func text(_ package: String, _ text: String, _ bounds: String, id: String = "") -> String {
        #"<node class="android.widget.TextView" package="\#(package)" text="\#(text)" resource-id="\#(id)" content-desc="" bounds="\#(bounds)"/>"#
    }

    // A multi-window dump (UiAutomator2 with multi-window on, `UiDevice.dumpWindowHierarchy`):
    // one root per window under <hierarchy>. The windows are those of
    // maestro-json/clync-android-samsung-maestro-hierarchy.txt: the app full screen, SystemUI's
    // status bar 92 px high at the top, and here SystemUI's navigation bar at the bottom.
    static let multiWindow = """
        <hierarchy rotation="0">\
        \(node("com.example.chat", "[0,0][1080,2340]", children: text("com.example.chat", "Mohamed Salah", "[177,821][463,866]")))\
        \(node("com.android.systemui", "[0,0][1080,92]", children: text("com.android.systemui", "11:35 am", "[61,26][157,92]", id: "com.android.systemui:id/clock")))\
        \(node("com.android.systemui", "[0,2214][1080,2340]", children: #"<node class="android.widget.ImageView" package="com.android.systemui" content-desc="Back" clickable="true" focusable="true" resource-id="com.android.systemui:id/back" bounds="[100,2214][300,2340]"/>"#))\
        </hierarchy>
        """

    @Test("SystemUI's status-bar and navigation-bar windows are left out of a multi-window uiautomator dump")
    func androidBarWindowsDropped() throws {
        #expect(try labels(Self.multiWindow) == ["Mohamed Salah"])
    }

    @Test("keepSystemUI keeps SystemUI's bar windows")
    func androidBarWindowsKept() throws {
        #expect(try labels(Self.multiWindow, options: ImportOptions(keepSystemUI: true)) == ["Mohamed Salah", "11:35 am", "Back"])
    }

    /// An event app's search with Gboard up (a UiAutomator2 dump): the keyboard's window listed first.
    static let keyboardWindow = """
        <hierarchy rotation="0">\
        \(node("com.google.android.inputmethod.latin", "[0,900][1080,2400]", children: #"<node class="android.widget.FrameLayout" package="com.google.android.inputmethod.latin" content-desc="Go" clickable="true" focusable="true" bounds="[900,2100][1060,2250]"/>"#))\
        \(node("com.example.events", "[0,0][1080,2400]", children: text("com.example.events", "No Results", "[100,600][980,660]")))\
        </hierarchy>
        """

    @Test("the on-screen keyboard's window is left out of a multi-window uiautomator dump, and keepSystemUI keeps it")
    func androidKeyboardWindowDropped() throws {
        #expect(try labels(Self.keyboardWindow) == ["No Results"])
        #expect(try labels(Self.keyboardWindow, options: ImportOptions(keepSystemUI: true)) == ["Go", "No Results"])
    }

    /// Gboard's theme settings (a raw dump of its own activity, round 106): every node is the
    /// input method's package, in a window from the top of the screen.
    @Test("an input method's own activity, from the top of the screen, is an app's screen, not the keyboard")
    func inputMethodsActivityKept() throws {
        let dump = """
            <hierarchy rotation="0">\
            \(Self.node("com.google.android.inputmethod.latin", "[0,0][1080,2400]", children: Self.text("com.google.android.inputmethod.latin", "My themes", "[42,600][500,660]")))\
            </hierarchy>
            """
        #expect(try labels(dump) == ["My themes"])
    }

    @Test("a SystemUI window that is no bar stays: a dialog over the app is what the screen reader reads")
    func androidSystemDialogKept() throws {
        let dump = """
            <hierarchy rotation="0">\
            \(Self.node("com.example.chat", "[0,0][1080,2340]", children: Self.text("com.example.chat", "Mohamed Salah", "[177,821][463,866]")))\
            \(Self.node("com.android.systemui", "[60,900][1020,1400]", children: Self.text("com.android.systemui", "Allow USB debugging?", "[100,950][980,1010]")))\
            </hierarchy>
            """
        #expect(try labels(dump) == ["Mohamed Salah", "Allow USB debugging?"])
    }

    /// A ride-hailing app's raw dump with a phone maker's floating ball, a SystemUI window of
    /// 77 × 150 px at the screen's right edge holding an unlabelled clickable icon.
    @Test("a small SystemUI overlay window, a floating ball, is left out")
    func androidFloatingOverlayDropped() throws {
        let ball = #"<node class="android.widget.FrameLayout" package="com.android.systemui" resource-id="com.android.systemui:id/floatball_icon_container" clickable="true" bounds="[1003,796][1080,946]"/>"#
        let dump = """
            <hierarchy rotation="0">\
            \(Self.node("com.example.rides", "[0,0][1080,2388]", children: Self.text("com.example.rides", "Choose a ride", "[60,900][1020,960]")))\
            \(Self.node("com.android.systemui", "[1003,796][1080,946]", children: ball))\
            </hierarchy>
            """
        #expect(try labels(dump) == ["Choose a ride"])
    }

    /// WhatsApp's chat on a Samsung phone (a raw dump): the launcher's "Edge panels" handle, a
    /// window of 42 × 195 px at the right edge, listed before the app's.
    @Test("another app's small overlay window, Samsung's Edge panels handle, is left out")
    func otherAppsOverlayDropped() throws {
        let handle = #"<node class="android.widget.FrameLayout" package="com.sec.android.app.launcher" content-desc="Edge panels" resource-id="com.sec.android.app.launcher:id/trigger_layout_container" clickable="true" bounds="[1038,398][1080,593]"/>"#
        let dump = """
            <hierarchy rotation="0">\
            \(Self.node("com.sec.android.app.launcher", "[1038,398][1080,593]", children: handle))\
            \(Self.node("com.example.chat", "[0,0][1080,2340]", children: Self.text("com.example.chat", "Mohamed Salah", "[177,821][463,866]")))\
            </hierarchy>
            """
        #expect(try labels(dump) == ["Mohamed Salah"])
        #expect(try labels(dump, options: ImportOptions(keepSystemUI: true)) == ["Edge panels", "Mohamed Salah"])
    }

    @Test("another app's window larger than an overlay stays: an account picker over a sign-in screen is what is read")
    func otherAppsDialogKept() throws {
        let dump = """
            <hierarchy rotation="0">\
            \(Self.node("com.example.shop", "[0,0][1080,2340]", children: Self.text("com.example.shop", "Sign in", "[100,300][980,360]")))\
            \(Self.node("com.google.android.gms", "[0,1500][1080,2340]", children: Self.text("com.google.android.gms", "Choose an account", "[100,1560][980,1620]")))\
            </hierarchy>
            """
        #expect(try labels(dump) == ["Sign in", "Choose an account"])
    }

    @Test("an app's own bar along the screen's edge stays: only the system's bars are left out")
    func androidAppBarKept() throws {
        let dump = """
            <hierarchy rotation="0">\
            \(Self.node("com.example.chat", "[0,0][1080,2340]", children: Self.text("com.example.chat", "Mohamed Salah", "[177,821][463,866]")))\
            \(Self.node("com.example.chat", "[0,2214][1080,2340]", children: Self.text("com.example.chat", "Write your message", "[45,2230][1035,2320]")))\
            </hierarchy>
            """
        #expect(try labels(dump) == ["Mohamed Salah", "Write your message"])
    }

    @Test("without a package attribute, a window holding SystemUI's view ids is the system's")
    func androidSystemWindowFoundByViewID() throws {
        let dump = Self.multiWindow.replacingOccurrences(of: #" package="com.android.systemui""#, with: "")
            .replacingOccurrences(of: #" package="com.example.chat""#, with: "")
        #expect(try labels(dump) == ["Mohamed Salah"])
    }

    @Test("a dump that is all SystemUI (the lock screen, pibiti2017) keeps its status bar: the window is the screen")
    func androidLockScreenKeepsItsContent() throws {
        guard let bytes = RealTrees.bytes("uiautomator-xml/pibiti2017-systemui-phone-window_dump.xml", for: "the SystemUI lock screen") else { return }
        let canonical = try DumpImport.snapshot(fromDump: bytes)
        let kept = try DumpImport.snapshot(fromDump: bytes, options: ImportOptions(keepSystemUI: true))
        #expect(canonical == kept)
        #expect(try labels(String(decoding: bytes, as: UTF8.self)).contains("Vivo , Oi"))
    }

    // appium-ios-xml/confirmrx-bluetooth-pairing-375x667.xml: an iOS 12-era WDA source whose app
    // holds an `XCUIElementTypeStatusBar` with carrier, Wi-Fi, clock and battery items.
    static let wdaStatusBar = """
        <AppiumAUT><XCUIElementTypeApplication type="XCUIElementTypeApplication" name="ConfirmRx" label="ConfirmRx" enabled="true" visible="true" x="0" y="0" width="375" height="667">
          <XCUIElementTypeWindow type="XCUIElementTypeWindow" enabled="true" visible="true" x="0" y="0" width="375" height="667">
            <XCUIElementTypeButton type="XCUIElementTypeButton" name="Skip" label="Skip" enabled="true" visible="true" x="303" y="20" width="64" height="44"/>
          </XCUIElementTypeWindow>
          <XCUIElementTypeWindow type="XCUIElementTypeWindow" enabled="true" visible="true" x="0" y="0" width="375" height="667">
            <XCUIElementTypeStatusBar type="XCUIElementTypeStatusBar" enabled="true" visible="true" x="0" y="0" width="375" height="20">
              <XCUIElementTypeOther type="XCUIElementTypeOther" name="00:20" label="00:20" enabled="true" visible="true" x="171" y="0" width="36" height="20"/>
              <XCUIElementTypeOther type="XCUIElementTypeOther" name="Bluetooth connected" label="Bluetooth connected" enabled="true" visible="true" x="322" y="0" width="7" height="20"/>
            </XCUIElementTypeStatusBar>
          </XCUIElementTypeWindow>
        </XCUIElementTypeApplication></AppiumAUT>
        """

    @Test("an iOS status bar in a WDA page source is left out with its items")
    func iosStatusBarDropped() throws {
        #expect(try labels(Self.wdaStatusBar) == ["Skip"])
    }

    @Test("keepSystemUI keeps the iOS status bar's items")
    func iosStatusBarKept() throws {
        #expect(try labels(Self.wdaStatusBar, options: ImportOptions(keepSystemUI: true)) == ["Skip", "00:20", "Bluetooth connected"])
    }

    // An iOS 26 WDA page source with the keyboard up (a sign-in probe app; its author kept three
    // of the keys): the keyboard's window holds the `inputView` host, with the Keyboard and the
    // Emoji and Dictate keys iOS draws below it.
    static func wdaKeyboard(inputView: String) -> String {
        """
        <AppiumAUT><XCUIElementTypeApplication type="XCUIElementTypeApplication" name="Probe" label="Probe" x="0" y="0" width="402" height="874">
          <XCUIElementTypeWindow type="XCUIElementTypeWindow" x="0" y="0" width="402" height="874">
            <XCUIElementTypeButton type="XCUIElementTypeButton" name="Sign In" label="Sign In" x="175" y="462" width="52" height="21"/>
          </XCUIElementTypeWindow>
          <XCUIElementTypeWindow type="XCUIElementTypeWindow" x="0" y="583" width="402" height="291">
            \(inputView)
          </XCUIElementTypeWindow>
        </XCUIElementTypeApplication></AppiumAUT>
        """
    }

    static let systemKeyboard = """
        <XCUIElementTypeOther type="XCUIElementTypeOther" name="inputView" x="0" y="583" width="402" height="233">
          <XCUIElementTypeKeyboard type="XCUIElementTypeKeyboard" x="0" y="583" width="402" height="233">
            <XCUIElementTypeKey type="XCUIElementTypeKey" name="q" label="q" x="4" y="590" width="40" height="54"/>
            <XCUIElementTypeButton type="XCUIElementTypeButton" name="shift" label="shift" x="4" y="698" width="52" height="54"/>
          </XCUIElementTypeKeyboard>
          <XCUIElementTypeButton type="XCUIElementTypeButton" name="Emoji" label="Emoji" x="8" y="805" width="69" height="42"/>
          <XCUIElementTypeButton type="XCUIElementTypeButton" name="dictation" label="Dictate" x="325" y="805" width="69" height="42"/>
        </XCUIElementTypeOther>
        """

    @Test("the iOS keyboard is left out with the Emoji and Dictate keys beside it")
    func iosKeyboardDropped() throws {
        #expect(try labels(Self.wdaKeyboard(inputView: Self.systemKeyboard)) == ["Sign In"])
    }

    @Test("keepSystemUI keeps the iOS keyboard's keys")
    func iosKeyboardKept() throws {
        #expect(try labels(Self.wdaKeyboard(inputView: Self.systemKeyboard), options: ImportOptions(keepSystemUI: true))
            == ["Sign In", "q", "shift", "Emoji", "Dictate"])
    }

    // An iOS 26 WDA source of a sign-in form (mobium's test data): the assistant bar above the
    // keys, a sibling of the Keyboard in the keyboard's window, offers the autofill "Passwords".
    static let keyboardWithAssistantBar = """
        <XCUIElementTypeOther type="XCUIElementTypeOther" x="0" y="539" width="402" height="335">
          <XCUIElementTypeOther type="XCUIElementTypeOther" name="SystemInputAssistantView" x="0" y="539" width="402" height="44">
            <XCUIElementTypeOther type="XCUIElementTypeOther" name="Typing Predictions" label="Typing Predictions" x="0" y="539" width="402" height="44">
              <XCUIElementTypeButton type="XCUIElementTypeButton" name="Passwords" label="Passwords" x="30" y="539" width="342" height="44"/>
            </XCUIElementTypeOther>
          </XCUIElementTypeOther>
          <XCUIElementTypeKeyboard type="XCUIElementTypeKeyboard" x="0" y="583" width="402" height="233">
            <XCUIElementTypeButton type="XCUIElementTypeButton" name="Go" label="go" x="300" y="752" width="100" height="54"/>
          </XCUIElementTypeKeyboard>
        </XCUIElementTypeOther>
        """

    @Test("the keyboard's assistant bar (predictions, the autofill Passwords button) is left out with it")
    func iosKeyboardAssistantBarDropped() throws {
        #expect(try labels(Self.wdaKeyboard(inputView: Self.keyboardWithAssistantBar)) == ["Sign In"])
        #expect(try labels(Self.wdaKeyboard(inputView: Self.keyboardWithAssistantBar), options: ImportOptions(keepSystemUI: true))
            == ["Sign In", "Typing Predictions", "Passwords", "go"])
    }

    @Test("an app's own input view, which is no Keyboard, stays")
    func appInputViewKept() throws {
        let picker = """
            <XCUIElementTypeOther type="XCUIElementTypeOther" name="inputView" x="0" y="583" width="402" height="233">
              <XCUIElementTypeButton type="XCUIElementTypeButton" name="Blue" label="Blue" x="8" y="600" width="120" height="44"/>
            </XCUIElementTypeOther>
            """
        #expect(try labels(Self.wdaKeyboard(inputView: picker)) == ["Sign In", "Blue"])
    }

    @Test("a bar is a frame along one whole edge of the screen and at most 15 % of it across",
          arguments: [
              (Frame(0, 0, 1080, 92), true), (Frame(0, 2214, 1080, 126), true), (Frame(0, 0, 126, 2340), true),
              (Frame(954, 0, 126, 2340), true), (Frame(0, 0, 1080, 2340), false), (Frame(0, 0, 540, 92), false),
              (Frame(0, 1000, 1080, 92), false), (Frame(0, 0, 1080, 400), false), (Frame(0, 0, 1080, 0), false),
          ])
    func edgeStrip(frame: Frame, isBar: Bool) {
        #expect(SystemUI.isEdgeStrip(frame, in: Frame(0, 0, 1080, 2340)) == isBar)
    }

    /// ebay.com in Safari (debugger89/appium-ui-spy, an old WDA source): Safari's address bar and
    /// toolbar beside the web view that holds the page.
    static let safari = """
        <XCUIElementTypeApplication type="XCUIElementTypeApplication" name="Safari" label="Safari" x="0" y="0" width="320" height="568">
          <XCUIElementTypeWindow type="XCUIElementTypeWindow" x="0" y="0" width="320" height="568">
            <XCUIElementTypeOther type="XCUIElementTypeOther" x="0" y="20" width="320" height="44">
              <XCUIElementTypeButton type="XCUIElementTypeButton" name="URL" label="Address" value="ebay.com" x="9" y="24" width="302" height="30"/>
            </XCUIElementTypeOther>
            <XCUIElementTypeWebView type="XCUIElementTypeWebView" x="0" y="0" width="320" height="568">
              <XCUIElementTypeLink type="XCUIElementTypeLink" name="Sneakers" label="Sneakers" x="120" y="411" width="68" height="44"/>
            </XCUIElementTypeWebView>
            <XCUIElementTypeToolbar type="XCUIElementTypeToolbar" x="0" y="524" width="320" height="44">
              <XCUIElementTypeButton type="XCUIElementTypeButton" name="Back" label="Back" x="0" y="526" width="43" height="40"/>
            </XCUIElementTypeToolbar>
          </XCUIElementTypeWindow>
        </XCUIElementTypeApplication>
        """

    @Test("Safari's address bar and toolbar are left out of a page source of a web page: the page is kept")
    func safariChromeDropped() throws {
        #expect(try labels(Self.safari) == ["Sneakers"])
    }

    @Test("keepSystemUI keeps Safari's bars")
    func safariChromeKept() throws {
        var options = ImportOptions.canonical
        options.keepSystemUI = true
        #expect(try labels(Self.safari, options: options) == ["Address", "Sneakers", "Back"])
    }
}
