/// One node of a dump as its format describes it, before the canonical import policy
/// (``ImportPolicy``) turns the tree into snapshot elements.
///
/// Readers fill in what their format states and leave the rest `nil`; they do not infer traits,
/// drop wrappers or hide invisible nodes: that is the policy's job, shared by every format and
/// by live XCUIElement capture.
package struct ImportedNode: Hashable, Sendable {
    /// Where the node sits in an app's window structure.
    package enum Role: Hashable, Sendable {
        /// The application root (`XCUIElementTypeApplication`, `Application`, the uiautomator
        /// `hierarchy` root). Its frame is the viewport.
        case application
        /// A window (`XCUIElementTypeWindow`, `Window (Main)`).
        case window
        /// Anything else.
        case element
    }

    package var role: Role
    package var type: ElementType?
    package var label: String?
    package var value: String?
    package var hint: String?
    package var identifier: String?
    package var placeholder: String?
    /// Traits as the format states them; `nil` when the format has none, so the policy infers
    /// them from ``type``.
    package var traits: AccessibilityTraits?
    /// Selected / checked state, merged into the traits as `.selected`.
    package var isSelected: Bool
    /// The frame in the dump's coordinate space; `nil` when the dump gives none.
    package var frame: Frame?
    package var isEnabled: Bool
    /// `false` when the dump says the node is not visible; `nil` when it does not say.
    package var isVisible: Bool?
    /// Whether the dump marks the node an accessibility element (WDA `accessible`); `nil` when it
    /// does not say.
    package var isAccessibilityElement: Bool?
    package var customActions: [String]
    package var language: String?
    package var container: ContainerKind?
    package var children: [ImportedNode]
    /// Custom content, rotor names and user input labels, for formats that carry them.
    package var customContent: [CustomContent] = []
    package var customRotors: [String] = []
    package var userInputLabels: [String] = []
    /// The text the node shows where a description names it (Android's `text` under a
    /// `content-desc`, a described row's one caption), as the dump writes it; ``ImportPolicy``
    /// keeps it where the element's label does not say it (``VisibleText/shown(_:besides:)``).
    package var visibleText: String?
    /// The activation point when the dump says it is not the default, in the root's space.
    package var activationPoint: Point?
    /// `respondsToUserInteraction` when it differs from what traits and actions imply.
    package var respondsToUserInteraction: Bool?
    /// The screen reader focuses the node on its own, whatever contains it: TalkBack focuses an
    /// actionable or `screen-reader-focusable` view even inside a labelled row, where VoiceOver
    /// would read an image as part of the control (``ImportPolicy``'s unfocused images).
    package var isFocusedOnItsOwn = false
    /// The node is a window the system draws over the app, not the app's own (a window of
    /// Android's SystemUI, a part of SpringBoard in a Maestro dump): the policy drops it when it
    /// is a bar along the screen's edge (``SystemUI``).
    package var isSystemOwned = false

    package init(
        role: Role = .element,
        type: ElementType? = nil,
        label: String? = nil,
        value: String? = nil,
        hint: String? = nil,
        identifier: String? = nil,
        placeholder: String? = nil,
        traits: AccessibilityTraits? = nil,
        isSelected: Bool = false,
        frame: Frame? = nil,
        isEnabled: Bool = true,
        isVisible: Bool? = nil,
        isAccessibilityElement: Bool? = nil,
        customActions: [String] = [],
        language: String? = nil,
        container: ContainerKind? = nil,
        children: [ImportedNode] = []
    ) {
        self.role = role
        self.type = type
        self.label = label
        self.value = value
        self.hint = hint
        self.identifier = identifier
        self.placeholder = placeholder
        self.traits = traits
        self.isSelected = isSelected
        self.frame = frame
        self.isEnabled = isEnabled
        self.isVisible = isVisible
        self.isAccessibilityElement = isAccessibilityElement
        self.customActions = customActions
        self.language = language
        self.container = container
        self.children = children
    }

    /// Drops a text field's value that only repeats its placeholder. XCUI reports an empty
    /// field's placeholder as its value (a secure field's too), so readers of XCUI-based formats
    /// call this: such a value says nothing was typed. A node of no stated type counts as a
    /// field: only fields have placeholders.
    package mutating func dropPlaceholderEchoedAsValue() {
        if type?.isTextInput ?? true, let value, value == placeholder { self.value = nil }
    }

    /// Whether this node or a node below it satisfies `predicate` (depth-first, iteratively).
    package func contains(where predicate: (ImportedNode) -> Bool) -> Bool {
        var stack = [self]
        while let node = stack.popLast() {
            if predicate(node) { return true }
            stack.append(contentsOf: node.children)
        }
        return false
    }

    /// A frame from a dump's numbers: negative sizes are standardized the way `CGRect` does
    /// (the origin moves, the size turns positive), non-finite values become 0.
    package static func frame(x: Double, y: Double, width: Double, height: Double) -> Frame {
        var (x, y, width, height) = (x, y, width, height)
        if width < 0 { x += width; width = -width }
        if height < 0 { y += height; height = -height }
        return Frame(x: x, y: y, width: width, height: height)
    }
}

/// What a reader returns: the top-level nodes in document order, plus what the format says
/// about the screen itself.
package struct ImportedDocument: Hashable, Sendable {
    /// The top-level nodes (usually one application or window root).
    package var roots: [ImportedNode]
    /// The screen size when the format states it apart from the nodes (uiautomator's rotation
    /// and the hierarchy bounds, A11yUITests' device frame); otherwise the policy takes it from
    /// the application or window root.
    package var viewport: Frame?
    /// A snapshot name the dump itself carries (A11yUITests `nameThisFile`); the caller's name
    /// wins over it.
    package var name: String?
    /// What the format could state about this screen (``StatedData``); the policy stores it in
    /// the snapshot so rules needing data the format cannot carry report *not run*. `nil` only
    /// for a source that states everything a snapshot holds.
    package var statedData: StatedData?
    /// Whether the tree is an XCUI tree (WebDriverAgent, XCUI `debugDescription`, live
    /// `XCUIElementSnapshot` capture, Maestro on iOS), which lists the views inside an
    /// accessibility element too: the policy then keeps what VoiceOver focuses (``VoiceOverFocus``).
    package var shapesVoiceOverFocus = false
    /// Where the tree looks cut by the depth the capturing tool asked for (WebDriverAgent's
    /// `snapshotMaxDepth`, ``DepthLimitCut``); `nil` for formats without such a limit.
    package var depthLimitCut: DepthLimitCut?
    /// The platform the dump comes from, when it is not iOS (``AccessibilitySnapshot/platform``).
    package var platform: Platform?

    package init(roots: [ImportedNode], viewport: Frame? = nil, name: String? = nil, statedData: StatedData? = nil) {
        self.roots = roots
        self.viewport = viewport
        self.name = name
        self.statedData = statedData
    }
}
