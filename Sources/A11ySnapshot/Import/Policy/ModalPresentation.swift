/// What VoiceOver reaches in a window while the app presents an alert or a sheet. UIKit keeps
/// the presenting screen in the window, under the presentation (XCUI lists both, and a
/// `debugDescription` has no visibility to tell them apart), but an alert controller's view and a
/// sheet's presentation are modal to VoiceOver (`accessibilityViewIsModal`): it reaches the
/// presentation and nothing beside it. A presentation is a later child of the window, covering
/// it, that holds an `Alert`, or starts with a sheet's dimming view, an unlabelled view reaching
/// past the window on every side (XCUI `debugDescription`s of a SwiftUI alert and a UIKit page sheet on iOS 26:
/// the dimming view is three screens wide and three high).
enum ModalPresentation {
    /// How deep below a window's child an alert is looked for (it sits two levels down in the
    /// dumps studied).
    static let alertDepth = 6

    /// The children of `window` VoiceOver reaches: all of them, or the last presentation and
    /// what follows it.
    static func reachable(in window: ImportedNode) -> [ImportedNode] {
        let children = window.children
        guard children.count > 1,
              let presentation = children.indices.dropFirst().last(where: { presents(children[$0], over: window.frame) }) else { return children }
        return Array(children[presentation...])
    }

    /// Whether `node`, a child of a window whose frame is `window`, presents an alert or a sheet:
    /// a view covering the window (a presentation's container) holding either.
    static func presents(_ node: ImportedNode, over window: Frame?) -> Bool {
        guard let window, let frame = node.frame, frame.union(window) == frame else { return false }
        if let dimming = node.children.first, isDimmingView(dimming, over: window) { return true }
        return holdsAlert(node, depth: 0)
    }

    private static func holdsAlert(_ node: ImportedNode, depth: Int) -> Bool {
        node.type == .alert || depth < alertDepth && node.children.contains { holdsAlert($0, depth: depth + 1) }
    }

    private static func isDimmingView(_ node: ImportedNode, over window: Frame) -> Bool {
        guard node.children.isEmpty, (node.type ?? .other) == .other, (node.label ?? "").isEmpty, let frame = node.frame else { return false }
        return frame.minX < window.minX && frame.minY < window.minY && frame.maxX > window.maxX && frame.maxY > window.maxY
    }
}
