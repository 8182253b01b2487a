import CNcurses
import DayBands

/// ncurses key codes to the viewer's names for keys; what each key does is
/// `KeyBindings`' to say.
enum KeyMap {
    static func key(forCode code: Int32) -> Key? {
        switch code {
        case KEY_LEFT: .left
        case KEY_RIGHT: .right
        // Left/Right and Home/End with Shift, Ctrl or Alt, as `Terminal` defines them.
        case KEY_SLEFT: .shiftLeft
        case KEY_SRIGHT: .shiftRight
        case KEY_SHOME: .shiftHome
        case KEY_SEND: .shiftEnd
        // Some terminfo entries name the ESC[1~ / ESC[4~ that tmux and
        // screen send for Home/End Find and Select.
        case KEY_HOME, KEY_FIND: .home
        case KEY_END, KEY_SELECT: .end
        case KEY_UP: .up
        case KEY_DOWN: .down
        case KEY_PPAGE: .pageUp
        case KEY_NPAGE: .pageDown
        case KEY_ENTER: .enter
        case KEY_BACKSPACE: .backspace
        default: nil
        }
    }

    static func event(forCode code: Int32) -> ViewerEvent {
        key(forCode: code).map(KeyBindings.event(for:)) ?? .otherKey
    }
}
