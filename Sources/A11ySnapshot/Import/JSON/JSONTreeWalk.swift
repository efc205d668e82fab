/// Converts a tree of JSON nodes into a tree of another type bottom-up, with an explicit stack
/// instead of recursion, so a deep dump cannot exhaust a test thread's small stack.
///
/// Each node carries a `Context` its parent gave it (a reader's "is my parent a wrapper?"). For
/// every node, `children` lists its child JSON nodes with their contexts; `build` makes the node
/// once all its children are built, receiving them in order.
package enum JSONTreeWalk {
    package static func convert<Context, Node>(
        _ root: JSONValue,
        context: Context,
        children: (JSONValue, Context) throws(JSONValueError) -> [(JSONValue, Context)],
        build: (JSONValue, Context, [Node]) throws(JSONValueError) -> Node
    ) throws(JSONValueError) -> Node {
        var stack: [Pending<Context, Node>] = [
            Pending(value: root, context: context, children: try children(root, context)),
        ]
        while true {
            let top = stack.count - 1
            if stack[top].next < stack[top].children.count {
                let (child, childContext) = stack[top].children[stack[top].next]
                stack[top].next += 1
                stack.append(Pending(value: child, context: childContext, children: try children(child, childContext)))
                continue
            }
            let finished = stack.removeLast()
            let node = try build(finished.value, finished.context, finished.built)
            guard !stack.isEmpty else { return node }
            stack[stack.count - 1].built.append(node)
        }
    }

    /// A node whose children are being built.
    private struct Pending<Context, Node> {
        var value: JSONValue
        var context: Context
        var children: [(JSONValue, Context)]
        var next = 0
        var built: [Node] = []

        init(value: JSONValue, context: Context, children: [(JSONValue, Context)]) {
            self.value = value
            self.context = context
            self.children = children
            built.reserveCapacity(children.count)
        }
    }
}
