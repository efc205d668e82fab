/// The report's inline style sheet. Colours meet WCAG AA contrast on white (4.5:1 for text);
/// each mark also has its own line style and badge symbol.
package enum HTMLStyle {
    package static let css = """
        :root { color-scheme: light; --added: #1a7f37; --removed: #cf222e; --changed: #9a6700; --violation: #8250df; --unchanged: #57606a; --error: #cf222e; --warning: #9a6700; --info: #0969da; }
        * { box-sizing: border-box; }
        body { font: 15px/1.5 -apple-system, BlinkMacSystemFont, "Segoe UI", Helvetica, Arial, sans-serif; color: #1f2328; background: #fff; margin: 0; overflow-wrap: anywhere; }
        header, main, footer, nav { max-width: 1100px; margin: 0 auto; padding: 0 20px; }
        header { padding-top: 16px; }
        h1 { font-size: 1.6em; margin: 0.4em 0; }
        h2 { font-size: 1.3em; margin: 1.2em 0 0.4em; border-bottom: 1px solid #d0d7de; padding-bottom: 4px; }
        h3 { font-size: 1.05em; margin: 1em 0 0.3em; }
        a { color: #0969da; }
        a:focus, summary:focus { outline: 3px solid #0969da; outline-offset: 2px; }
        .skip { position: absolute; left: -9999px; }
        .skip:focus { left: 8px; top: 8px; background: #fff; padding: 4px 8px; }
        .status { font-size: 0.8em; font-weight: 600; border: 1px solid currentColor; border-radius: 10px; padding: 0 8px; margin-left: 8px; vertical-align: middle; }
        .status-changed { color: var(--changed); } .status-added { color: var(--added); } .status-removed { color: var(--removed); } .status-unchanged { color: var(--unchanged); }
        summary { cursor: pointer; font-weight: 600; padding: 4px 0; }
        .screens { display: flex; flex-wrap: wrap; gap: 24px; align-items: flex-start; }
        figure { margin: 0; }
        figcaption { font-weight: 600; margin-bottom: 4px; }
        svg.screen { border: 1px solid #d0d7de; background: #f6f8fa; height: auto; max-width: 100%; }
        svg.screen .viewport { fill: #fff; stroke: none; }
        svg.screen .el rect { fill: none; }
        .stroke-added { stroke: var(--added); } .stroke-removed { stroke: var(--removed); } .stroke-changed { stroke: var(--changed); }
        .stroke-violation { stroke: var(--violation); } .stroke-unchanged { stroke: #8c959f; }
        .stroke-error { stroke: var(--error); } .stroke-warning { stroke: var(--warning); } .stroke-info { stroke: var(--info); }
        .el-error > rect:first-of-type { fill: rgba(207, 34, 46, 0.08); }
        .el-added > rect:first-of-type { fill: rgba(26, 127, 55, 0.08); } .el-removed > rect:first-of-type { fill: rgba(207, 34, 46, 0.08); }
        .badge rect { stroke: none; } .badge text { fill: #fff; font-family: ui-monospace, SFMono-Regular, Menlo, monospace; font-weight: 600; }
        .badge-added rect { fill: var(--added); } .badge-removed rect { fill: var(--removed); } .badge-changed rect { fill: var(--changed); }
        .badge-violation rect { fill: var(--violation); } .badge-unchanged rect { fill: var(--unchanged); }
        .badge-error rect { fill: var(--error); } .badge-warning rect { fill: var(--warning); } .badge-info rect { fill: var(--info); }
        svg.screen text.label { fill: #1f2328; font-family: -apple-system, "Segoe UI", Helvetica, Arial, sans-serif; }
        ul.changes, ul.violations { list-style: none; padding-left: 0; }
        ul.changes > li, ul.violations > li { border-left: 4px solid var(--unchanged); padding: 2px 10px; margin: 6px 0; }
        li.added { border-left-color: var(--added) !important; } li.removed { border-left-color: var(--removed) !important; border-left-style: dashed !important; }
        li.kept { border-left-color: var(--changed) !important; border-left-style: dotted !important; }
        li.new { border-left-color: var(--violation) !important; } li.resolved { border-left-color: var(--added) !important; }
        .kind { font-weight: 600; margin-right: 6px; }
        .added .kind, .resolved .kind { color: var(--added); } .removed .kind { color: var(--removed); } .kept .kind { color: var(--changed); } .new .kind { color: var(--violation); }
        .path, code { font-family: ui-monospace, SFMono-Regular, Menlo, monospace; font-size: 0.9em; color: #57606a; }
        .before { color: var(--removed); } .after { color: var(--added); }
        table { border-collapse: collapse; font-size: 0.92em; }
        .table-scroll { overflow-x: auto; max-width: 100%; }
        th, td { border: 1px solid #d0d7de; padding: 3px 8px; text-align: left; vertical-align: top; overflow-wrap: normal; }
        th { background: #f6f8fa; }
        dl.legend { display: grid; grid-template-columns: max-content 1fr; gap: 6px 12px; align-items: center; }
        dl.legend dd { margin: 0; }
        footer { color: #57606a; font-size: 0.85em; padding: 24px 20px; }
        dl.facts { display: grid; grid-template-columns: max-content 1fr; gap: 4px 16px; } dl.facts dt { font-weight: 600; } dl.facts dd { margin: 0; }
        td.number { text-align: right; font-variant-numeric: tabular-nums; }
        .severity-error, .status-error { color: var(--error); } .severity-warning, .status-warning { color: var(--warning); }
        .severity-info, .status-info { color: var(--info); } .status-clean { color: var(--added); }
        li.finding-error { border-left-color: var(--error) !important; } li.finding-warning { border-left-color: var(--warning) !important; border-left-style: dashed !important; }
        li.finding-info { border-left-color: var(--info) !important; border-left-style: dotted !important; }
        section.screen { content-visibility: auto; contain-intrinsic-size: auto 700px; }
        .audit-screen { display: flex; flex-wrap: wrap; gap: 8px 24px; align-items: flex-start; } .audit-screen > details { flex: 0 0 auto; }
        .findings-column { flex: 1 1 380px; } .findings-column h4 { margin: 0.3em 0; }
        pre { white-space: pre-wrap; background: #f6f8fa; padding: 8px 12px; font-size: 0.85em; }
        """
}
