import CNcurses
import DayBands

/// Keys to viewer events: the one table of bindings.
enum KeyMap {
    static func event(forKey key: Int32) -> ViewerEvent {
        switch key {
        case KEY_LEFT: .moveHour(-1)
        case KEY_RIGHT: .moveHour(1)
        // Left/Right with Shift, Ctrl or Alt, as `Terminal` defines them: reading by reading.
        case KEY_SLEFT: .moveReading(-1)
        case KEY_SRIGHT: .moveReading(1)
        // Some terminfo entries name the ESC[1~ / ESC[4~ that tmux and
        // screen send for Home/End Find and Select.
        case KEY_HOME, KEY_FIND: .firstHour
        case KEY_END, KEY_SELECT: .lastHour
        case KEY_UP: .moveDay(-1)
        case KEY_DOWN: .moveDay(1)
        case KEY_PPAGE: .moveDay(-7)
        case KEY_NPAGE: .moveDay(7)
        // Home/End with Shift, Ctrl or Alt, as `Terminal` defines them.
        case KEY_SHOME: .firstDay
        case KEY_SEND: .lastDay
        case KEY_ENTER: .togglePin
        case KEY_BACKSPACE: .erase
        default: .otherKey
        }
    }

    /// The wheel (`step` -1 up, 1 down) moves days, as Up and Down do; with
    /// Shift, Ctrl or Alt held it moves hours.
    static func event(forWheel step: Int, modified: Bool) -> ViewerEvent {
        modified ? .moveHour(step) : .moveDay(step)
    }

    /// A click selects the nearest hour; with Alt or Ctrl held (Shift most
    /// terminals keep for selecting text) the nearest reading.
    static func event(forClick point: Point, modified: Bool) -> ViewerEvent {
        modified ? .clickReading(point) : .click(point)
    }

    static func event(forCharacter scalar: Unicode.Scalar) -> ViewerEvent {
        switch Character(scalar) {
        case "h": return .moveHour(-1)
        case "l": return .moveHour(1)
        case ",": return .moveReading(-1)
        case ".": return .moveReading(1)
        case "k": return .moveDay(-1)
        case "j": return .moveDay(1)
        case "\r", "\n": return .togglePin
        case "\u{1B}": return .clearPin
        case "?": return .toggleHelp
        case "u": return .toggleUnit
        case "s": return .toggleStatistics
        case "a": return .toggleProfile
        case "w": return .toggleWeek
        case "g": return .startDateEntry
        case "t", ">": return .lastDay
        case "<": return .firstDay
        case "n": return .jump(.low, forward: true)
        case "N": return .jump(.low, forward: false)
        case "]": return .jump(.high, forward: true)
        case "[": return .jump(.high, forward: false)
        case "o": return .toggleOverlay
        case "\u{7F}", "\u{08}": return .erase
        case "q", "Q": return .quit
        case "\u{03}": return .interrupt
        case let character where !character.isWhitespace && character.unicodeScalars.allSatisfy({ $0.value >= 0x20 }):
            return .character(character)
        default: return .otherKey
        }
    }
}
