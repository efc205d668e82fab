/// The unit of a snapshot's frames, for rule messages: frames are points unless the snapshot's
/// source states them in pixels (``StatedData/pointFrames`` absent), and a message never calls
/// pixels points.
extension RuleTree {
    /// `pt`, or `px` when the source's frames are device pixels.
    var frameUnit: String {
        snapshot.states.contains(.pointFrames) ? "pt" : "px"
    }
}
