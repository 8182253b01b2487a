/// A key or mouse input as the viewer names it, apart from any terminal's
/// codes: the terminal front end turns its codes into these and nothing else,
/// and `KeyBindings` says what each does.
public enum Key: Hashable, Sendable {
    case left, right, up, down, home, end, pageUp, pageDown
    /// With Shift, Ctrl or Alt: terminals tell the three apart unreliably, so they are one key.
    case shiftLeft, shiftRight, shiftHome, shiftEnd
    case enter, backspace
    /// A typed character (Esc, Delete and Ctrl-C arrive as theirs).
    case character(Character)
    /// A notch of the mouse wheel; `modified` with Shift, Ctrl or Alt held.
    case wheelUp(modified: Bool), wheelDown(modified: Bool)
    /// A click; `modified` with Alt or Ctrl held (Shift most terminals keep for selecting text).
    case click(modified: Bool)

    static let escape = Key.character("\u{1B}")
}
