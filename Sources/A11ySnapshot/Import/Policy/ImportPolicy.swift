/// The canonical import policy: how a dump's tree becomes snapshot elements, the same way for
/// every format and for live XCUIElement capture, so one screen gives one snapshot whatever it
/// was read from. Each step can be turned off through ``ImportOptions``:
///
/// 0. The system's status and navigation bars, which the app does not draw, are dropped with
///    their content (``SystemUI``).
/// 1. The viewport is the document's stated screen, else the application root's frame, else the
///    first window's; application and window nodes are then dropped and their children hoisted.
/// 2. Nodes the dump marks invisible, and nodes it marks as no accessibility element (WDA's
///    `accessible="false"`, Android views no screen reader focuses), are dropped; their visible
///    descendants are kept in their place.
/// 3. Web links and headings that are not accessibility elements are replaced by their content,
///    which gets their Link or Header trait (``WebContentTraits``), as WebKit gives it.
/// 4. Traits are inferred from the element type when the format states none
///    (``ElementType/impliedTraits``), and a selected node gets the Selected trait.
/// 5. A structural container that is not an accessibility element and whose label is only its
///    descendants' labels run together (React Native's iOS views do this) loses the label
///    (``SynthesizedLabel``), so it flattens like any wrapper.
/// 6. Structural wrappers (no label, value, hint, placeholder, custom action, trait or container
///    role, not marked an accessibility element, and of a structural type such as `other`,
///    `group` or `cell`) are replaced by their children, so wrapping a view in another does not
///    change the snapshot. An identifier keeps a node of a specific type, not a plain view (a
///    React Native view with a testID is not focused).
/// 7. A static text's value that repeats its label, give or take trailing whitespace, is dropped.
/// 8. Images no screen reader focuses are dropped (their children, if any, take their place):
///    images the dump marks as not accessibility elements (``ImportedNode/isAccessibilityElement``
///    `false`: WDA's decorative `accessible="false"` images, Android image views that are neither
///    focusable nor clickable and have no content description), and images inside a labelled
///    button or tab, whose label VoiceOver speaks instead (not those TalkBack focuses on their
///    own, ``ImportedNode/isFocusedOnItsOwn``).
/// 9. In an XCUI tree (``ImportedDocument/shapesVoiceOverFocus``) only what VoiceOver focuses is
///    kept (``VoiceOverFocus``): nothing inside an element the dump marks accessible, nothing
///    inside a control that only repeats it, no scroll indicator, unlabelled bar, unlabelled
///    cell holding texts or unlabelled image that is no element; content lying wholly outside
///    its cell takes the cell's frame (``StaleCellFrames``).
package enum ImportPolicy {
    /// The deepest element nesting a snapshot file can hold: the reader's JSON nesting limit,
    /// less the document's own object and `elements` array, two containers per element.
    package static let maximumElementDepth = (AccessibilitySnapshot.maximumNestingDepth - 2) / 2

    /// The deepest node nesting the policy walks, wrappers included; readers refuse deeper input
    /// before it gets here, and this bound keeps hand-built trees from exhausting the stack.
    package static let maximumNodeDepth = 2_000

    /// Applies the policy to a parsed document.
    ///
    /// - Throws: ``DumpImportError/Reason/nestingTooDeep`` when the tree is still deeper than a
    ///   snapshot can hold after flattening.
    package static func snapshot(from document: ImportedDocument, name: String, file: String?, options: ImportOptions) throws(DumpImportError) -> AccessibilitySnapshot {
        let viewport = document.viewport ?? viewport(of: document.roots)
        var converter = Converter(options: options, shapesVoiceOverFocus: document.shapesVoiceOverFocus, viewport: viewport,
                                  trustsVisibility: document.platform == .android)
        var roots = document.shapesVoiceOverFocus ? StaleCellFrames.repaired(document.roots) : document.roots
        if !options.keepSystemUI { roots = roots.map { SafariChrome.page(of: $0) ?? $0 } }
        let elements = roots.flatMap {
            converter.convert($0, depth: 0, level: 0, insideLabelledControl: false, web: WebContentTraits())
        }
        if converter.tooDeep {
            throw DumpImportError(
                reason: .nestingTooDeep, file: file, line: 1, column: 1,
                message: "the dump nests nodes more than \(maximumNodeDepth) deep")
        }
        if converter.deepest > maximumElementDepth {
            throw DumpImportError(
                reason: .nestingTooDeep, file: file, line: 1, column: 1,
                message: "the imported tree is \(converter.deepest) elements deep after flattening; a snapshot holds at most \(maximumElementDepth)")
        }
        var snapshot = AccessibilitySnapshot(name: name, elements: elements)
        if let viewport { snapshot.viewport = viewport }
        snapshot.statedData = document.statedData
        snapshot.platform = document.platform
        return snapshot
    }

    /// The types whose content scrolls, and may lie beyond the screen.
    static let scrollingTypes: Set<ElementType> = [.scrollView, .table, .collectionView, .outline]

    /// The application root's frame, else the first window's (searched breadth-first, so a
    /// window inside the application is found before any deeper one).
    static func viewport(of roots: [ImportedNode]) -> Frame? {
        if let application = roots.first(where: { $0.role == .application }), let frame = application.frame, frame.width > 0, frame.height > 0 {
            return frame
        }
        var level = roots
        while !level.isEmpty {
            if let window = level.first(where: { $0.role == .window && ($0.frame?.width ?? 0) > 0 }) {
                return window.frame
            }
            level = level.flatMap(\.children)
        }
        return nil
    }

    private struct Converter {
        let options: ImportOptions
        /// The deepest element nesting produced so far (1 = top level).
        var deepest = 0
        /// Whether some node sits deeper than ``ImportPolicy/maximumNodeDepth``.
        var tooDeep = false

        /// ``ImportedDocument/shapesVoiceOverFocus``.
        let shapesVoiceOverFocus: Bool
        /// The focus stops met on the way down (``VoiceOverFocus``).
        var stops: [VoiceOverFocus.Stop] = []
        /// The index in ``stops`` of the focus stop the node being converted is inside, or
        /// ``noStop``. Kept here rather than passed down, so the recursive walk's frame stays small.
        var stop = noStop
        /// The `stop` of a node inside no focus stop.
        static let noStop = -1

        /// The screen, against which ``SystemUI`` finds the system's bars.
        let viewport: Frame?
        /// The titles of the navigation bars met so far (``TableSectionElements``).
        var navigationTitles: Set<String> = []
        /// Whether the innermost scroll view holding the node being converted is shown; `nil`
        /// outside scroll views. Content behind a modal sheet lies in scroll views marked hidden.
        var innermostScrollViewIsShown: Bool?

        /// Whether the source's visibility of content on the screen is to be believed: Android's
        /// `visible-to-user` is, WebDriverAgent's `visible`, a test of frames and a hit test, is
        /// not (``shape(_:insideLabelledControl:insideShownScrollView:web:wrapped:)``).
        let trustsVisibility: Bool

        init(options: ImportOptions, shapesVoiceOverFocus: Bool, viewport: Frame?, trustsVisibility: Bool) {
            self.trustsVisibility = trustsVisibility
            self.options = options
            self.shapesVoiceOverFocus = shapesVoiceOverFocus && !options.keepWrappers
            self.viewport = viewport
        }

        /// `insideLabelledControl`: whether an ancestor element is a labelled button or tab;
        /// `web`: the traits a link or heading around the node gives it (``WebContentTraits``).
        mutating func convert(_ node: ImportedNode, depth: Int, level: Int, insideLabelledControl: Bool,
                              web: WebContentTraits) -> [AccessibilityElement] {
            guard level < ImportPolicy.maximumNodeDepth else {
                tooDeep = true
                return []
            }
            let wrapper = options.keepWrappers ? nil : WebContentTraits.passed(by: node, inside: web)
            let below = wrapper ?? WebContentTraits.below(node, inside: web)
            let items = shapesVoiceOverFocus ? focusItems(of: node) : node.children
            func hoisted(_ this: inout Converter) -> [AccessibilityElement] {
                items.flatMap {
                    this.convert($0, depth: depth, level: level + 1, insideLabelledControl: insideLabelledControl, web: below)
                }
            }
            let outerStop = stop
            let kept: Kept
            let insideShownScrollView = innermostScrollViewIsShown == true
            let enclosingScrollView = innermostScrollViewIsShown
            if let type = node.type, ImportPolicy.scrollingTypes.contains(type) { innermostScrollViewIsShown = node.isVisible != false }
            defer { innermostScrollViewIsShown = enclosingScrollView }
            switch shape(node, insideLabelledControl: insideLabelledControl, insideShownScrollView: insideShownScrollView, web: web,
                         wrapped: wrapper != nil) {
            case .enclosed:
                return []
            case .hoisted:
                stop = outerStop
                return hoisted(&self)
            case .kept(let shaped):
                kept = shaped
            }
            let (label, traits, container) = (kept.label, kept.traits, kept.container)
            let labelsItsContent = insideLabelledControl || isLabelledControl(node, traits: traits)
            var children = items.flatMap {
                convert($0, depth: depth + 1, level: level + 1, insideLabelledControl: labelsItsContent, web: below)
            }
            if shapesVoiceOverFocus { VoiceOverFocus.dropRepeats(&children) }
            stop = outerStop
            deepest = max(deepest, depth + 1)
            return [element(node, label: label, traits: traits, container: container, children: children, web: kept.web)]
        }

        /// ``VoiceOverFocus/items(of:navigationTitles:)``, noting a navigation bar's title (XCUI
        /// gives it as the bar's identifier) for the tables that follow.
        @inline(never)
        private mutating func focusItems(of node: ImportedNode) -> [ImportedNode] {
            if node.type == .navigationBar, let title = node.identifier, !title.isEmpty { navigationTitles.insert(title) }
            return VoiceOverFocus.items(of: node, navigationTitles: navigationTitles)
        }

        /// What becomes of a node.
        enum Shape {
            /// Inside an accessibility element (``VoiceOverFocus``): neither it nor its content is kept.
            case enclosed
            /// Not an element; its children take its place.
            case hoisted
            /// An element, with what the policy makes of it.
            case kept(Kept)
        }

        /// A kept node's label, traits, container role and web traits as the policy gives them.
        struct Kept {
            let label: String?
            let traits: AccessibilityTraits
            let container: ContainerKind?
            let web: WebContentTraits
        }

        /// Steps 0–9 of the policy for one node. Out of line, so the recursive walk's stack frame
        /// stays small for ``ImportPolicy/maximumNodeDepth`` levels.
        @inline(never)
        private mutating func shape(_ node: ImportedNode, insideLabelledControl: Bool, insideShownScrollView: Bool, web: WebContentTraits,
                                    wrapped: Bool) -> Shape {
            if !options.keepSystemUI, SystemUI.isSystemUI(node, in: viewport) {
                return .enclosed
            }
            if node.role != .element, !options.keepRoots {
                return .hoisted
            }
            // A container is no accessibility element: WDA marks a tab bar `accessible="false"`,
            // yet VoiceOver announces it and numbers its tabs, so it keeps its role; so does an
            // alert, which VoiceOver announces with its title and keeps focus in.
            // A web view that is not visible hides its page, whatever WebKit says of the texts in
            // it (Pocket Casts' player over its podcast page: the page's description, marked
            // visible inside web views that are not).
            if node.type == .webView, node.isVisible == false, !options.keepInvisible {
                return .enclosed
            }
            // Content a shown scroll view holds beyond the screen, or under a bar laid over it, is
            // not hidden: WebDriverAgent calls it not visible, as it tests frames against the
            // screen and hit-tests their middle, and VoiceOver scrolls to it (Instagram's last
            // comments under its composer). A scroll view marked hidden (behind a modal sheet)
            // hides all it holds; a modal view in its window hides it (``ModalPresentation``).
            // In a shown web view, what WebKit lists is what VoiceOver reads (a page hides content
            // from it by leaving it out: `display: none`, `aria-hidden`), on the screen too: m.ebay.com's
            // skip link and logo, `visible="false"` beside account links marked visible. Chrome's
            // `visible-to-user` on Android marks hidden content that TalkBack passes by.
            let hidden = node.isVisible == false
                && !(insideShownScrollView && (isBeyondScreen(node) || !trustsVisibility && isWithinScreenWidth(node) && saysSomething(node)))
                && !(web.insideWebView && !trustsVisibility && isInScreenColumn(node))
            if hidden || node.isAccessibilityElement == false && containerKind(of: node) == nil && !isAlert(node),
               !options.keepInvisible {
                return .hoisted
            }
            // A link or heading wrapper is not what VoiceOver focuses: its content is, with its trait.
            if wrapped {
                return .hoisted
            }
            if !options.keepUnfocusedImages, isUnfocusedImage(node, insideLabelledControl: insideLabelledControl) {
                return .hoisted
            }
            var traits = node.traits ?? (options.inferTraits ? node.type?.impliedTraits ?? [] : [])
            if shapesVoiceOverFocus {
                if let verdict = focus(of: node, traits: traits) { return verdict == .enclosed ? .enclosed : .hoisted }
                if VoiceOverFocus.isSelectedByValue(node) { traits.insert(.selected) }
                if node.traits == nil, let accessory = VoiceOverFocus.accessorySwitch(of: node) {
                    traits.formUnion(accessory.traits ?? (options.inferTraits ? accessory.type?.impliedTraits ?? [] : []))
                }
            }
            let stopsBefore = stops.count
            let label = labelAndStop(of: node, traits: traits, insideWebView: web.insideWebView)
            var container = containerKind(of: node)
            if container == nil, shapesVoiceOverFocus, stops.count == stopsBefore,
               VoiceOverFocus.namesAGroup(node, label: label ?? "", traits: traits, insideWebView: web.insideWebView) {
                container = .semanticGroup
            }
            if node.isSelected { traits.insert(.selected) }
            let web = WebContentTraits.own(node, inside: web)
            traits.formUnion(web.traits)
            if !options.keepWrappers, isWrapper(node, label: label, traits: traits, container: container) {
                return .hoisted
            }
            return .kept(Kept(label: label, traits: traits, container: container, web: web))
        }

        /// Whether the node's frame lies wholly above or below the screen, within its width.
        private func isBeyondScreen(_ node: ImportedNode) -> Bool {
            guard let frame = node.frame, let viewport else { return false }
            return (frame.minY >= viewport.maxY || frame.maxY <= viewport.minY) && isWithinScreenWidth(node)
        }

        /// Whether the node has a label or a value, or holds other nodes: an empty text WDA marks
        /// not visible on the screen is a form's error line with nothing to say (shirates' sign-up
        /// form), which VoiceOver does not focus.
        private func saysSomething(_ node: ImportedNode) -> Bool {
            node.label?.isEmpty == false || node.value?.isEmpty == false || !node.children.isEmpty
        }

        /// Whether the node's frame lies within the screen's width: on it, under a bar laid over
        /// it, or above or below it. Pages beside the screen are left out: VoiceOver does not swipe
        /// into a paged scroll view's next page (SpringBoard's home screen pages and its search
        /// page, in WDA's `/tree`).
        private func isWithinScreenWidth(_ node: ImportedNode) -> Bool {
            guard let frame = node.frame, let viewport, frame.width > 0, frame.height > 0 else { return false }
            return frame.minX >= viewport.minX - 1 && frame.maxX <= viewport.maxX + 1
        }

        /// Whether the node's frame lies on the screen or above or below it, not beside it.
        private func isInScreenColumn(_ node: ImportedNode) -> Bool {
            guard let frame = node.frame, let viewport else { return false }
            return frame.maxX > viewport.minX && frame.minX < viewport.maxX
        }

        /// The element for a kept node. Out of line, like ``ownLabel(_:)``: the recursive walk's
        /// stack frame must stay small for ``ImportPolicy/maximumNodeDepth`` levels.
        @inline(never)
        private func element(_ node: ImportedNode, label: String?, traits: AccessibilityTraits,
                             container: ContainerKind?, children: [AccessibilityElement], web: WebContentTraits) -> AccessibilityElement {
            AccessibilityElement(
                label: label ?? "",
                value: web.value(ownValue(of: node, label: label, traits: traits)),
                traits: traits,
                frame: node.frame ?? .zero,
                isEnabled: node.isEnabled,
                hint: node.hint.nonEmpty,
                identifier: node.identifier.nonEmpty,
                type: node.type ?? roleType(node.role),
                placeholder: node.placeholder.nonEmpty,
                customActions: node.customActions,
                language: node.language.nonEmpty,
                customContent: node.customContent,
                customRotors: node.customRotors,
                userInputLabels: node.userInputLabels,
                visibleText: VisibleText.shown(node.visibleText ?? shownText(of: node, traits: traits), besides: label),
                activationPoint: node.activationPoint,
                respondsToUserInteraction: node.respondsToUserInteraction,
                container: container,
                children: children
            )
        }

        /// In an XCUI tree, the one text a control with a label of its own shows inside it
        /// (``VisibleText/caption(inside:)``); XCUI lists it though VoiceOver reads the label.
        private func shownText(of node: ImportedNode, traits: AccessibilityTraits) -> String? {
            guard shapesVoiceOverFocus, !(node.label ?? "").isEmpty, VoiceOverFocus.isControl(node, traits: traits) else { return nil }
            return VisibleText.caption(inside: node)
        }

        /// What VoiceOver makes of a node of an XCUI tree (``VoiceOverFocus``); `nil` when the rest
        /// of the policy decides.
        private func focus(of node: ImportedNode, traits: AccessibilityTraits) -> VoiceOverFocus.Verdict? {
            if options.keepUnfocusedImages, node.type == .image { return nil }
            if stop != Self.noStop {
                if stops[stop].enclosesAll { return .enclosed }
                if VoiceOverFocus.speaks(node, for: stops[stop]) { return .hoisted }
            }
            return VoiceOverFocus.verdict(on: node, traits: traits)
        }

        /// The node's label; in an XCUI tree an element without a label reads its texts
        /// (``VoiceOverFocus/descendantText(of:)``), and a node that is a focus stop becomes
        /// ``stop`` for its content (the caller restores it). Out of line, like ``ownLabel(_:)``.
        @inline(never)
        private mutating func labelAndStop(of node: ImportedNode, traits: AccessibilityTraits, insideWebView: Bool) -> String? {
            var label = ownLabel(node)
            guard shapesVoiceOverFocus else { return label }
            if (label ?? "").isEmpty, node.isAccessibilityElement == true || VoiceOverFocus.isControl(node, traits: traits) {
                label = VoiceOverFocus.descendantText(of: node) ?? label
            }
            if let newStop = VoiceOverFocus.stop(for: node, label: label ?? "", traits: traits, insideWebView: insideWebView) {
                stops.append(newStop)
                stop = stops.count - 1
            }
            return label
        }

        /// The node's value, unless it is a static text's label again, maybe with trailing
        /// whitespace (`"Search ·  "` for the label `"Search ·"`): a text's value that only echoes
        /// its label says nothing VoiceOver does not already say.
        private func ownValue(of node: ImportedNode, label: String?, traits: AccessibilityTraits) -> String? {
            // XCUI joins an alert's texts as its value ("Face Not Recognized#Try Again"), which
            // no one hears: its texts are its elements.
            guard let value = node.value.nonEmpty, !isAlert(node) else { return nil }
            // A secure field's text is never written: a screen reader does not speak it, and a
            // snapshot is committed. XCUI already gives one bullet per character; some Android
            // dumps give the typed text itself (UiAutomator2 with `password="true"`).
            if node.type == .secureTextField { return SecureText.masked(value) }
            // XCTest reports a selected button's selection as its value "1" (a SwiftUI tab bar's
            // selected tab); VoiceOver says "selected", which the trait holds.
            if shapesVoiceOverFocus, node.type == .button, value == "1", traits.contains(.selected) { return nil }
            let isStaticText = node.type == .staticText || node.type == nil && traits.contains(.staticText)
            guard isStaticText, let label = label.nonEmpty else { return value }
            return value.droppingTrailingWhitespace == label.droppingTrailingWhitespace ? nil : value
        }

        /// The node's label, unless it is a synthesized concatenation the policy drops. Kept
        /// out of line so the recursive walk's stack frame stays small.
        @inline(never)
        private func ownLabel(_ node: ImportedNode) -> String? {
            // XCUI labels an alert with its title, which its title text says again: VoiceOver
            // speaks it once, and a changed title is one change.
            if isAlert(node), let title = node.label, node.contains(where: { $0.type == .staticText && $0.label == title }) { return nil }
            return !options.keepWrappers && SynthesizedLabel.isConcatenation(of: node) ? nil : node.label
        }

        private func roleType(_ role: ImportedNode.Role) -> ElementType? {
            switch role {
            case .application: .application
            case .window: .window
            case .element: nil
            }
        }

        /// An image that no screen reader focuses because it sits inside a labelled button or tab.
        /// (Images marked as not accessibility elements go with the invisible nodes.)
        private func isUnfocusedImage(_ node: ImportedNode, insideLabelledControl: Bool) -> Bool {
            let stated = node.traits ?? []
            // A clickable image (Android states the Button trait) is a control of its own, and
            // TalkBack focuses a focusable or screen-reader-focusable image on its own.
            guard node.type == .image || stated.contains(.image), !stated.contains(.button), !node.isFocusedOnItsOwn else { return false }
            return insideLabelledControl
        }

        /// An alert in an XCUI tree: a modal container VoiceOver announces, whatever the dump
        /// says of it as an element.
        private func isAlert(_ node: ImportedNode) -> Bool {
            shapesVoiceOverFocus && node.type == .alert
        }

        /// The container role a node states, or its type implies (a tab bar).
        private func containerKind(of node: ImportedNode) -> ContainerKind? {
            node.container ?? (options.inferTraits ? node.type?.impliedContainer : nil)
        }

        /// A button or tab with a label: what it contains is spoken as that label.
        private func isLabelledControl(_ node: ImportedNode, traits: AccessibilityTraits) -> Bool {
            guard !(node.label ?? "").isEmpty else { return false }
            return node.type == .button || node.type == .tab || traits.contains(.button)
        }

        /// A node that says nothing a screen reader reads (a label of spaces says nothing: a React
        /// Native field's host view labelled " "). An identifier alone keeps a node of a
        /// specific type, but not a plain view that is not marked an accessibility element: a
        /// React Native view with a testID (or any UIKit view with an identifier) is not focused.
        private func isWrapper(_ node: ImportedNode, label: String?, traits: AccessibilityTraits, container: ContainerKind?) -> Bool {
            (label ?? "").allSatisfy(\.isWhitespace)
                && node.value.nonEmpty == nil
                && (node.identifier.nonEmpty == nil
                    || (node.type ?? .other) == .other && node.isAccessibilityElement != true)
                && node.hint.nonEmpty == nil
                && node.placeholder.nonEmpty == nil
                && node.customActions.isEmpty
                && traits.isEmpty
                && container == nil && !isAlert(node)
                && node.isAccessibilityElement != true
                && (node.type?.isStructural ?? true)
        }
    }
}

extension String {
    /// The string without its trailing spaces, tabs and line breaks.
    fileprivate var droppingTrailingWhitespace: Substring {
        var end = endIndex
        while end > startIndex, self[index(before: end)].isWhitespace { end = index(before: end) }
        return self[..<end]
    }
}

extension Optional where Wrapped == String {
    /// The string, or `nil` when it is absent or empty.
    fileprivate var nonEmpty: String? {
        guard let self, !self.isEmpty else { return nil }
        return self
    }
}
