import A11ySnapshot
import Testing

@Suite("Model")
struct ModelTests {
    @Test("Frames are quantized to hundredths when made, so equal-looking frames are equal")
    func frameQuantization() {
        #expect(Frame(16.333333, 0, 0, 0) == Frame(16.33, 0, 0, 0))
        #expect(Frame(0.1 + 0.2, 0, 0, 0) == Frame(0.3, 0, 0, 0))
        #expect(Frame(16.333333, 0, 0, 0).x == 16.33)
    }

    @Test("Frame geometry and union")
    func frameGeometry() {
        let frame = Frame(x: 10, y: 20, width: 100, height: 40)
        #expect((frame.maxX, frame.maxY, frame.midX, frame.midY) == (110, 60, 60, 40))
        #expect(frame.union(Frame(0, 100, 5, 5)) == Frame(0, 20, 110, 85))
        #expect(frame.description == "[10, 20, 100, 40]")
    }

    @Test("Colours parse #RRGGBB and #RRGGBBAA in either case and refuse anything else")
    func colourParsing() {
        #expect(RGBAColor(hex: "#ff8000") == RGBAColor(red: 255, green: 128, blue: 0))
        #expect(RGBAColor(hex: "#FF800080") == RGBAColor(red: 255, green: 128, blue: 0, alpha: 128))
        for bad in ["ff8000", "#ff800", "#ff80000", "#gg8000", "", "#", "#ff8000800"] {
            #expect(RGBAColor(hex: bad) == nil, "\(bad)")
        }
        #expect(RGBAColor(red: 1, green: 2, blue: 3, alpha: 255).hex == "#010203")
        #expect(RGBAColor(red: 1, green: 2, blue: 3, alpha: 4).hex == "#01020304")
    }

    @Test("Role factories set the traits and element type UIKit gives standard controls")
    func roleFactories() {
        #expect(AccessibilityElement.button("OK").traits == .button)
        #expect(AccessibilityElement.button("OK").type == .button)
        #expect(AccessibilityElement.header("Settings").traits == .header)
        #expect(AccessibilityElement.link("Help").traits == .link)
        #expect(AccessibilityElement.image("Logo").traits == .image)
        #expect(AccessibilityElement.searchField("Search").traits == .searchField)
        #expect(AccessibilityElement.staticText("Hi").traits == .staticText)
        let on = AccessibilityElement.toggle("Wi-Fi", isOn: true)
        #expect(on.traits == [.button, .toggleButton])
        #expect(on.value == "1")
        #expect(on.type == .switch)
        #expect(AccessibilityElement.toggle("Wi-Fi", isOn: false).value == "0")
        #expect(AccessibilityElement.tab("Home", isSelected: true).traits == [.button, .selected])
        #expect(AccessibilityElement.adjustable("Volume", value: "50%").traits == .adjustable)
        let tabs = AccessibilityElement.container(.tabBar, [.tab("Home")])
        #expect(tabs.traits == .tabBar)
        #expect(tabs.container == .tabBar)
        #expect(tabs.children.count == 1)
    }

    @Test("Element counts include every depth")
    func elementCount() {
        let snapshot = AccessibilitySnapshot(name: "", elements: [
            .button("A"), .container(.list, [.cell("B", children: [.button("C")]), .cell("D")]),
        ])
        #expect(snapshot.elementCount == 5)
    }

    @Test("Without an explicit viewport, a snapshot's viewport holds the origin and every top-level element")
    func defaultViewport() {
        let snapshot = AccessibilitySnapshot(name: "", elements: [.button("A", frame: Frame(10, 10, 100, 44)), .button("B", frame: Frame(10, 800, 100, 44))])
        #expect(snapshot.viewport == Frame(0, 0, 110, 844))
    }

    @Test("Element types are XCUIElement.ElementType's names, in its order")
    func elementTypes() {
        #expect(ElementType.allCases.count == 83)
        #expect(ElementType.allCases.first == .any)
        #expect(ElementType.allCases.last == .statusItem)
        #expect(ElementType.switch.rawValue == "switch")
        #expect(ElementType(rawValue: "secureTextField") == .secureTextField)
    }
}
