/// Safari's own controls around a web page: the address bar, its reload button, the toolbar's
/// Back, Forward, Share, Bookmarks and Tabs. A page source of Safari lists them beside the
/// `WebView` that holds the page. They are Apple's, as the status bar is: a team testing its web
/// site in Safari cannot change them, their frames change as Safari shrinks its bars on scroll,
/// and rules judge them as the page's (ebay.com in Safari: 12 of 27 findings were on the bars or
/// on links the translucent toolbar covers, and a scroll read as the address bar removed and
/// added). So the import keeps the page: the web views and any alert, and what holds them
/// (``ImportOptions/keepSystemUI`` keeps the bars).
enum SafariChrome {
    /// `application` with only its web views and alerts, or `nil` when it is not Safari showing a page.
    static func page(of application: ImportedNode) -> ImportedNode? {
        guard application.role == .application, application.label == "Safari" else { return nil }
        // An iterative post-order walk: each node's kept children, and whether it holds a page.
        var stack: [(node: ImportedNode, next: Int, kept: [ImportedNode])] = [(application, 0, [])]
        var foundPage = false
        while let top = stack.indices.last {
            let node = stack[top].node
            if stack[top].next < node.children.count {
                let child = node.children[stack[top].next]
                stack[top].next += 1
                if child.type == .webView || child.type == .alert {
                    if child.type == .webView { foundPage = true }
                    stack[top].kept.append(child)
                } else {
                    stack.append((child, 0, []))
                }
                continue
            }
            let finished = stack.removeLast()
            guard !stack.isEmpty else {
                guard foundPage else { return nil }
                var page = finished.node
                page.children = finished.kept
                return page
            }
            if !finished.kept.isEmpty {
                var holder = finished.node
                holder.children = finished.kept
                stack[stack.count - 1].kept.append(holder)
            }
        }
        return nil
    }
}
