/// Everything that can happen to the viewer, already translated from keys,
/// mouse and signals by the front end.
public enum ViewerEvent: Hashable, Sendable {
    case moveHour(Int)
    case firstHour
    case lastHour
    case moveDay(Int)
    case togglePin
    case clearPin
    case toggleHelp
    case toggleUnit
    /// A mouse click at a screen position.
    case click(Point)
    case resize(Size)
    /// A key with no binding: it only closes the help.
    case otherKey
    case quit
}
