import A11ySnapshot

/// `DumpImport.snapshot(fromDump:)` on generated dumps of about `nodeCount` nodes shaped like real
/// ones, reading, format detection and the import policy included: a WebDriverAgent page source
/// of Settings rows (cell > button > text and icon with a disabled chevron, cells with a switch
/// accessory, labelled views over texts) and a uiautomator list (items of two texts and a button,
/// clickable rows around a radio button and its text).
struct ImportBenchmark {
    let format: String
    let nodes: Int
    let elements: Int
    let milliseconds: Double
    let checksum: UInt64

    static func run(nodeCount: Int, iterations: Int) -> [ImportBenchmark] {
        [("wda", wdaSource(nodeCount: nodeCount)), ("uiautomator", uiautomatorDump(nodeCount: nodeCount))].map { format, dump in
            var elements = 0
            let (milliseconds, checksum) = Stopwatch.median(iterations: iterations) {
                let snapshot: AccessibilitySnapshot
                do { snapshot = try DumpImport.snapshot(fromDump: dump.bytes) } catch { fatalError("the generated \(format) dump does not import: \(error)") }
                elements = snapshot.elementCount
                return UInt64(elements) &* 31 &+ UInt64(snapshot.elements.last?.label.utf8.count ?? 0)
            }
            return ImportBenchmark(format: format, nodes: dump.nodes, elements: elements, milliseconds: milliseconds, checksum: checksum)
        }
    }

    /// One line per format.
    static func table(_ results: [ImportBenchmark]) -> String {
        var out = "import (detection, reading and the import policy)\n"
        for result in results {
            out += "  \(result.format), \(BenchmarkTable.grouped(result.nodes)) nodes → \(BenchmarkTable.grouped(result.elements)) elements: "
                + "\(BenchmarkTable.format(result.milliseconds, digits: 1)) ms\n"
        }
        return out
    }

    /// `import-wda-100k-ms` and `import-uiautomator-100k-ms` (goals at 100k nodes only).
    static func goalLines(_ results: [ImportBenchmark], nodeCount: Int) -> [GoalLine] {
        let size = nodeCount >= 1_000 ? "\(nodeCount / 1_000)k" : "\(nodeCount)"
        return results.map {
            GoalLine(key: "import-\($0.format)-\(size)-ms", value: $0.milliseconds, digits: 1,
                     goal: nodeCount == 100_000 ? .atMost(goalMilliseconds[$0.format] ?? 0) : nil)
        }
    }

    /// The goals by format, in milliseconds for 100k nodes (docs/PERFORMANCE.md).
    static let goalMilliseconds = ["wda": 3_000.0, "uiautomator": 4_500.0]

    private static func wdaSource(nodeCount: Int) -> (bytes: [UInt8], nodes: Int) {
        var out = #"<?xml version="1.0" encoding="UTF-8"?><AppiumAUT><XCUIElementTypeApplication type="XCUIElementTypeApplication" name="Settings" label="Settings" enabled="true" visible="true" x="0" y="0" width="402" height="874">"#
        out += #"<XCUIElementTypeWindow type="XCUIElementTypeWindow" enabled="true" visible="true" x="0" y="0" width="402" height="874"><XCUIElementTypeTable type="XCUIElementTypeTable" enabled="true" visible="true" x="0" y="0" width="402" height="874">"#
        var nodes = 3
        var row = 0
        func node(_ type: String, _ attributes: String, y: Int, enabled: Bool = true, _ children: String = "") -> String {
            #"<XCUIElementTypeX type="XCUIElementTypeX" \#(attributes) enabled="\#(enabled)" visible="true" x="20" y="\#(y)" width="362" height="44">\#(children)</XCUIElementTypeX>"#
                .replacingOccurrences(of: "XCUIElementTypeX", with: "XCUIElementType" + type)
        }
        while nodes < nodeCount {
            let y = 100 + row * 54
            switch row % 3 {
            case 0:
                let label = #"name="Row \#(row)" label="Row \#(row)""#
                out += node("Cell", label, y: y, node("Other", "", y: y, node("Button", label, y: y, node("StaticText", label + #" value="Row \#(row)""#, y: y) + node("Image", "", y: y)))
                    + node("Button", #"name="chevron" label="chevron""#, y: y, enabled: false))
                nodes += 6
            case 1:
                let label = #"name="Option \#(row)" label="Option \#(row)""#
                out += node("Cell", #"value="1""#, y: y, node("StaticText", label, y: y) + node("Switch", label + #" value="1""#, y: y))
                nodes += 3
            default:
                out += node("Other", #"name="\#(row) of 7 done" label="\#(row) of 7 done""#, y: y,
                            node("StaticText", #"name="\#(row)/7" label="\#(row)/7""#, y: y) + node("StaticText", #"name="Detail \#(row)" label="Detail \#(row)""#, y: y))
                nodes += 3
            }
            row += 1
        }
        out += "</XCUIElementTypeTable></XCUIElementTypeWindow></XCUIElementTypeApplication></AppiumAUT>"
        return (Array(out.utf8), nodes)
    }

    private static func uiautomatorDump(nodeCount: Int) -> (bytes: [UInt8], nodes: Int) {
        func node(_ className: String, _ attributes: String, y: Int, _ children: String = "") -> String {
            #"<node index="0" text="" resource-id="" class="\#(className)" package="com.example" content-desc="" \#(attributes) enabled="true" bounds="[0,\#(y)][1080,\#(y + 150)]">\#(children)</node>"#
        }
        var out = #"<?xml version='1.0' encoding='UTF-8' standalone='yes' ?><hierarchy rotation="0">"#
        var items = ""
        var nodes = 2
        var row = 0
        while nodes < nodeCount {
            let y = 200 + row * 150
            if row.isMultiple(of: 2) {
                items += node("android.widget.LinearLayout", "", y: y,
                              node("android.widget.TextView", #"clickable="false""#, y: y).replacingOccurrences(of: #"text="""#, with: #"text="Title \#(row)""#)
                              + node("android.widget.TextView", #"clickable="false""#, y: y).replacingOccurrences(of: #"text="""#, with: #"text="Subtitle \#(row)""#)
                              + node("android.widget.ImageView", #"clickable="true" focusable="true""#, y: y).replacingOccurrences(of: #"content-desc="""#, with: #"content-desc="More""#))
                nodes += 4
            } else {
                items += node("android.widget.LinearLayout", #"clickable="true" focusable="true""#, y: y,
                              node("android.widget.RadioButton", #"checkable="true" checked="false""#, y: y)
                              + node("android.widget.CheckedTextView", #"checkable="true" checked="false""#, y: y).replacingOccurrences(of: #"text="""#, with: #"text="Option \#(row)""#))
                nodes += 3
            }
            row += 1
        }
        out += node("android.widget.FrameLayout", "", y: 0, node("androidx.recyclerview.widget.RecyclerView", #"scrollable="true" focusable="true""#, y: 200, items))
        out += "</hierarchy>"
        return (Array(out.utf8), nodes)
    }
}
