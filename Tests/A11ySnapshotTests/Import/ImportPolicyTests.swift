import A11ySnapshot
import Testing
import TestSupport

@Suite("Import policy")
struct ImportPolicyTests {
    private func importing(_ roots: [ImportedNode], viewport: Frame? = nil, options: ImportOptions = .canonical) throws -> AccessibilitySnapshot {
        try ImportPolicy.snapshot(from: ImportedDocument(roots: roots, viewport: viewport), name: "screen", file: nil, options: options)
    }

    private let application = ImportedNode(role: .application, type: .application, label: "App", frame: Frame(0, 0, 390, 844))

    @Test("the application root's frame becomes the viewport and the root is dropped")
    func applicationRootIsTheViewport() throws {
        var app = application
        app.children = [ImportedNode(type: .button, label: "OK", frame: Frame(10, 20, 100, 44))]
        let snapshot = try importing([app])
        #expect(snapshot.viewport == Frame(0, 0, 390, 844))
        #expect(snapshot.elements.map(\.label) == ["OK"])
    }

    @Test("without an application root, the first window's frame is the viewport")
    func windowFrameIsTheViewport() throws {
        let window = ImportedNode(role: .window, type: .window, frame: Frame(0, 0, 320, 480),
                                  children: [ImportedNode(type: .staticText, label: "Hi", frame: Frame(0, 0, 10, 10))])
        #expect(try importing([window]).viewport == Frame(0, 0, 320, 480))
    }

    @Test("a viewport the document states wins over the roots' frames")
    func statedViewportWins() throws {
        #expect(try importing([application], viewport: Frame(0, 0, 1080, 2400)).viewport == Frame(0, 0, 1080, 2400))
    }

    @Test("keepRoots keeps the application and window as elements with their types")
    func keepRootsKeepsThem() throws {
        var app = application
        app.children = [ImportedNode(role: .window, frame: Frame(0, 0, 390, 844), children: [ImportedNode(type: .button, label: "OK")])]
        let snapshot = try importing([app], options: ImportOptions(keepRoots: true, keepWrappers: true))
        #expect(snapshot.elements.first?.type == .application)
        #expect(snapshot.elements.first?.children.first?.type == .window)
        #expect(snapshot.elements.first?.children.first?.children.first?.label == "OK")
    }

    @Test("an invisible node is dropped and its visible descendants take its place")
    func invisibleNodesAreDropped() throws {
        let hidden = ImportedNode(type: .cell, label: "Offscreen", isVisible: false, children: [
            ImportedNode(type: .staticText, label: "Still shown", isVisible: true),
            ImportedNode(type: .staticText, label: "Hidden too", isVisible: false),
        ])
        #expect(try importing([hidden]).elements.map(\.label) == ["Still shown"])
    }

    @Test("keepInvisible keeps nodes the dump marks as not visible")
    func keepInvisibleKeepsThem() throws {
        let hidden = ImportedNode(type: .staticText, label: "Offscreen", isVisible: false)
        #expect(try importing([hidden], options: ImportOptions(keepInvisible: true)).elements.map(\.label) == ["Offscreen"])
    }

    @Test("a structural wrapper is replaced by its children, so an extra wrapper changes nothing")
    func wrappersAreFlattened() throws {
        let text = ImportedNode(type: .staticText, label: "Title", frame: Frame(0, 0, 100, 20))
        let bare = try importing([text])
        let wrapped = try importing([ImportedNode(type: .other, frame: Frame(0, 0, 390, 100), children: [
            ImportedNode(type: .group, children: [text]),
        ])])
        #expect(wrapped == bare)
    }

    @Test("a node with an identifier, a value, a hint or a custom action is not a wrapper")
    func informativeNodesAreKept() throws {
        let nodes = [
            ImportedNode(type: .cell, identifier: "card"),
            ImportedNode(type: .other, value: "3"),
            ImportedNode(type: .other, hint: "Opens the card"),
            ImportedNode(type: .other, customActions: ["Delete"]),
            ImportedNode(type: .other, isAccessibilityElement: true),
        ]
        #expect(try importing(nodes).elements.count == 5)
    }

    @Test("a control type is kept even without a label, so rules can flag it")
    func unlabelledControlsAreKept() throws {
        let snapshot = try importing([ImportedNode(type: .textField), ImportedNode(type: .button), ImportedNode(type: .image)])
        #expect(snapshot.elements.map(\.type) == [.textField, .button, .image])
    }

    @Test("keepWrappers keeps structural wrappers")
    func keepWrappersKeepsThem() throws {
        let wrapper = ImportedNode(type: .other, children: [ImportedNode(type: .staticText, label: "Title")])
        let snapshot = try importing([wrapper], options: ImportOptions(keepWrappers: true))
        #expect(snapshot.elements.first?.type == .other)
        #expect(snapshot.elements.first?.children.first?.label == "Title")
    }

    @Test("traits are inferred from the type when the dump states none")
    func traitsAreInferred() throws {
        let snapshot = try importing([ImportedNode(type: .switch, label: "Wi-Fi", value: "1"), ImportedNode(type: .link, label: "Terms")])
        #expect(snapshot.elements.map(\.traits) == [[.button, .toggleButton], .link])
    }

    @Test("stated traits are kept exactly, even when the type implies others")
    func statedTraitsWin() throws {
        let snapshot = try importing([ImportedNode(type: .button, label: "Sign in", traits: .header)])
        #expect(snapshot.elements.first?.traits == .header)
    }

    @Test("without trait inference, a node without stated traits has none")
    func inferenceCanBeTurnedOff() throws {
        let snapshot = try importing([ImportedNode(type: .button, label: "OK")], options: ImportOptions(inferTraits: false))
        #expect(snapshot.elements.first?.traits == [])
    }

    @Test("a selected node gets the Selected trait")
    func selectedBecomesATrait() throws {
        let snapshot = try importing([ImportedNode(type: .button, label: "Home", isSelected: true)])
        #expect(snapshot.elements.first?.traits == [.button, .selected])
    }

    @Test("a tab bar becomes a tab bar container")
    func tabBarsAreContainers() throws {
        let bar = ImportedNode(type: .tabBar, children: [ImportedNode(type: .button, label: "Home"), ImportedNode(type: .button, label: "Search")])
        let element = try #require(try importing([bar]).elements.first)
        #expect(element.container == .tabBar)
        #expect(element.children.map(\.label) == ["Home", "Search"])
    }

    @Test("empty strings count as absent")
    func emptyStringsAreAbsent() throws {
        let element = try #require(try importing([ImportedNode(type: .textField, label: "", value: "", identifier: "", placeholder: "")]).elements.first)
        #expect(element.value == nil && element.identifier == nil && element.placeholder == nil)
    }

    @Test("a node without a frame gets a zero frame")
    func missingFramesAreZero() throws {
        #expect(try importing([ImportedNode(type: .button, label: "OK")]).elements.first?.frame == .zero)
    }

    @Test("negative sizes are standardized like CGRect, non-finite numbers become zero")
    func oddFrameNumbers() {
        #expect(ImportedNode.frame(x: 100, y: 50, width: -20, height: -10) == Frame(80, 40, 20, 10))
        #expect(ImportedNode.frame(x: .nan, y: .infinity, width: 10, height: 10) == Frame(0, 0, 10, 10))
    }

    @Test("a tree deeper than a snapshot can hold is refused with a clear error")
    func tooDeepIsRefused() {
        var node = ImportedNode(type: .button, label: "Leaf")
        for level in 0..<(ImportPolicy.maximumElementDepth + 5) {
            node = ImportedNode(type: .group, identifier: "level \(level)", children: [node])
        }
        let error = caughtError(DumpImportError.self) { try importing([node]) }
        #expect(error?.reason == .nestingTooDeep)
        #expect(error?.message.contains("at most \(ImportPolicy.maximumElementDepth)") == true)
    }

    @Test("a deep chain of wrappers flattens without exhausting the stack")
    func deepWrapperChainsFlatten() throws {
        var node = ImportedNode(type: .button, label: "Leaf")
        for _ in 0..<300 { node = ImportedNode(type: .other, children: [node]) }
        #expect(try importing([node]).elements.map(\.label) == ["Leaf"])
    }

    @Test("a hand-built tree nested deeper than the policy walks is refused, not a stack overflow")
    func deeperThanTheWalkIsRefused() {
        var node = ImportedNode(type: .button, label: "Leaf")
        for _ in 0..<(ImportPolicy.maximumNodeDepth + 1) { node = ImportedNode(type: .other, children: [node]) }
        let error = caughtError(DumpImportError.self) { try importing([node]) }
        #expect(error?.reason == .nestingTooDeep)
    }
}
