/// Receives the walker's decision for every object it reaches. The walker is generic over its
/// observer, so a plain walk (``UnobservedWalk``, whose `isObserving` is `false`) compiles to the
/// walk without any reporting.
package protocol CaptureWalkObserver {
    /// `false` turns every report off at compile time.
    static var isObserving: Bool { get }

    /// `node`, reached `depth` levels below the root, was decided `decision`.
    mutating func reached(_ node: any AccessibilityHierarchyNode, depth: Int, decision: CaptureDecision)
}

/// The walker's default observer: reports nothing.
struct UnobservedWalk: CaptureWalkObserver {
    static var isObserving: Bool { false }

    @inline(__always)
    mutating func reached(_ node: any AccessibilityHierarchyNode, depth: Int, decision: CaptureDecision) {}
}

/// Every object a walk reached, in walk order (depth first, each object before the objects
/// below it, siblings in the order they are read), with the walker's decision: what a capture
/// explanation lists.
package struct CaptureWalkRecord: CaptureWalkObserver {
    /// One object the walk reached.
    package struct Entry {
        package var node: any AccessibilityHierarchyNode
        /// Levels below the root (the root is 0).
        package var depth: Int
        package var decision: CaptureDecision
    }

    package private(set) var entries: [Entry] = []

    package init() {}

    package static var isObserving: Bool { true }

    package mutating func reached(_ node: any AccessibilityHierarchyNode, depth: Int, decision: CaptureDecision) {
        entries.append(Entry(node: node, depth: depth, decision: decision))
    }
}
