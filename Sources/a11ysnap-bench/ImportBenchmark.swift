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
        /// A node of a row at `y`, or the whole screen when `y` is `nil`.
        func node(_ type: String, _ attributes: String, y: Int?, enabled: Bool = true, _ children: String = "") -> String {
            let name = "XCUIElementType" + type
            let frame = y.map { #"x="20" y="\#($0)" width="362" height="44""# } ?? #"x="0" y="0" width="402" height="874""#
            return #"<\#(name) type="\#(name)" \#(attributes) enabled="\#(enabled)" visible="true" \#(frame)>\#(children)</\#(name)>"#
        }
        func named(_ label: String) -> String { #"name="\#(label)" label="\#(label)""# }
        var rows = ""
        var nodes = 3
        var row = 0
        while nodes < nodeCount {
            let y = 100 + row * 54
            switch row % 3 {
            case 0:
                let label = named("Row \(row)")
                rows += node("Cell", label, y: y, node("Other", "", y: y, node("Button", label, y: y, node("StaticText", label, y: y) + node("Image", "", y: y)))
                    + node("Button", named("chevron"), y: y, enabled: false))
                nodes += 6
            case 1:
                let label = named("Option \(row)")
                rows += node("Cell", #"value="1""#, y: y, node("StaticText", label, y: y) + node("Switch", label + #" value="1""#, y: y))
                nodes += 3
            default:
                rows += node("Other", named("\(row) of 7 done"), y: y, node("StaticText", named("\(row)/7"), y: y) + node("StaticText", named("Detail \(row)"), y: y))
                nodes += 3
            }
            row += 1
        }
        let document = #"<?xml version="1.0" encoding="UTF-8"?><AppiumAUT>"#
            + node("Application", named("Settings"), y: nil, node("Window", "", y: nil, node("Table", "", y: nil, rows))) + "</AppiumAUT>"
        return (Array(document.utf8), nodes)
    }

    private static func uiautomatorDump(nodeCount: Int) -> (bytes: [UInt8], nodes: Int) {
        func node(_ className: String, text: String = "", description: String = "", _ flags: String = "", y: Int, _ children: String = "") -> String {
            #"<node index="0" text="\#(text)" resource-id="" class="\#(className)" package="com.example" content-desc="\#(description)" \#(flags) enabled="true" bounds="[0,\#(y)][1080,\#(y + 150)]">\#(children)</node>"#
        }
        var items = ""
        var nodes = 2
        var row = 0
        while nodes < nodeCount {
            let y = 200 + row * 150
            if row.isMultiple(of: 2) {
                items += node("android.widget.LinearLayout", y: y,
                              node("android.widget.TextView", text: "Title \(row)", y: y) + node("android.widget.TextView", text: "Subtitle \(row)", y: y)
                              + node("android.widget.ImageView", description: "More", #"clickable="true" focusable="true""#, y: y))
                nodes += 4
            } else {
                items += node("android.widget.LinearLayout", #"clickable="true" focusable="true""#, y: y,
                              node("android.widget.RadioButton", #"checkable="true" checked="false""#, y: y)
                              + node("android.widget.CheckedTextView", text: "Option \(row)", #"checkable="true" checked="false""#, y: y))
                nodes += 3
            }
            row += 1
        }
        let document = #"<?xml version='1.0' encoding='UTF-8' standalone='yes' ?><hierarchy rotation="0">"#
            + node("android.widget.FrameLayout", y: 0, node("androidx.recyclerview.widget.RecyclerView", #"scrollable="true" focusable="true""#, y: 200, items))
            + "</hierarchy>"
        return (Array(document.utf8), nodes)
    }
}
