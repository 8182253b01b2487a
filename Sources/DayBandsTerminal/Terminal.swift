import CNcurses
import DayBands
import Foundation

/// The terminal's life: start-up checks and modes, what it can show, reading
/// events, and restoring it on every way out (quit, error, signal, crash).
public final class Terminal {
    public enum StartError: Error, CustomStringConvertible {
        case notATerminal
        case unusableTerminal(String)

        public var description: String {
            switch self {
            case .notATerminal:
                "the viewer needs a terminal; use 'daybands render' to print the chart instead"
            case .unusableTerminal(let term):
                "the terminal type '\(term)' cannot show the viewer (it cannot move the cursor); "
                    + "set TERM (e.g. xterm-256color) or use 'daybands render'"
            }
        }
    }

    public let depth: ColorDepth
    public let unicode: Bool
    private var open = true

    /// Takes over the terminal. `wantColor` nil means: colour unless NO_COLOR.
    public init(wantColor: Bool?, mouse: Bool) throws(StartError) {
        guard isatty(STDOUT_FILENO) == 1, cn_can_read_keys() != 0 else { throw .notATerminal }
        setlocale(LC_ALL, "")
        guard cn_terminal_can_address_cursor() != 0 else {
            throw .unusableTerminal(ProcessInfo.processInfo.environment["TERM"] ?? "")
        }
        guard cn_newterm_stdio() != nil else {
            throw .unusableTerminal(ProcessInfo.processInfo.environment["TERM"] ?? "")
        }
        cn_install_restore_handlers()
        cn_install_suspend_handler()
        cn_hold_stderr()
        unicode = cn_locale_is_utf8() != 0
        cbreak()
        noecho()
        nonl()
        keypad(cn_stdscr(), true)
        curs_set(0)
        set_escdelay(25)
        // Home/End as tmux, screen, PuTTY and rxvt send them, which the
        // terminfo entry of the outer terminal may not list.
        for (sequence, key) in [("\u{1B}[1~", KEY_HOME), ("\u{1B}[7~", KEY_HOME), ("\u{1B}[H", KEY_HOME),
                                ("\u{1B}[4~", KEY_END), ("\u{1B}[8~", KEY_END), ("\u{1B}[F", KEY_END)] {
            define_key(sequence, key)
        }
        // Home/End with a modifier (xterm's ESC[1;<m>H and ESC[1;<m>F, m = 2
        // Shift ... 8) go to the first and last day, Left/Right with one
        // (ESC[1;<m>D, ESC[1;<m>C, as tmux and xterm send them) step reading
        // by reading: one code each, whatever extended name the terminfo
        // entry gave them, or none (tmux's own entries list no kLFT).
        for modifier in 2...8 {
            for (final, key) in [("H", KEY_SHOME), ("F", KEY_SEND), ("D", KEY_SLEFT), ("C", KEY_SRIGHT)] {
                let sequence = "\u{1B}[1;\(modifier)\(final)"
                define_key(sequence, 0)
                define_key(sequence, key)
            }
        }
        let noColor = !(ProcessInfo.processInfo.environment["NO_COLOR"] ?? "").isEmpty
        if has_colors() && (wantColor ?? !noColor) {
            start_color()
            use_default_colors()
            depth = cn_colors() >= 256 ? .ansi256 : (cn_colors() >= 8 ? .ansi8 : .none)
        } else {
            depth = .none
        }
        if mouse {
            // Presses and the wheel only: no REPORT_MOUSE_POSITION, so the
            // terminal is never put in any-motion mode (bytes on every move;
            // nothing here follows the pointer).
            mousemask(cn_BUTTON1_PRESSED | cn_BUTTON1_CLICKED | cn_BUTTON4_PRESSED | cn_BUTTON5_PRESSED, nil)
            mouseinterval(0)
        }
        cn_prepare_signal_restore()
        // stdscr stays empty under the panels; mark it refreshed so reading a
        // key (which refreshes stdscr when it is touched) never paints over them.
        wnoutrefresh(cn_stdscr())
    }

    deinit { close() }

    public var size: Size { Size(columns: Int(cn_cols()), rows: Int(cn_lines())) }

    /// Whether the input is gone (the terminal closed without a hang-up
    /// signal): reading then fails at once, again and again.
    public private(set) var inputEnded = false
    private var immediateFailures = 0

    /// How long `nextEvents` waits for input before returning none (nil:
    /// for ever), so a caller with work of its own (a live feed) gets to do it.
    public func setEventTimeout(milliseconds: Int32?) {
        eventTimeout = milliseconds ?? -1
        wtimeout(cn_stdscr(), eventTimeout)
    }

    private var eventTimeout: Int32 = -1

    /// Most events taken between two frames: a key held down or an endless
    /// paste still shows a frame now and then.
    static let burstLimit = 1_000

    /// Bytes of a character typed, decoded here rather than by ncurses'
    /// `get_wch`, which after one invalid byte swallows every key up to the
    /// next function key.
    private var typed = TypedBytes()
    /// Events decoded already but not returned yet (a broken character and
    /// the key that broke it).
    private var decoded: [ViewerEvent] = []

    /// What one read of the input gave.
    private enum Read {
        case event(ViewerEvent)
        /// Input that means nothing here (a byte of a character begun, an unbound mouse report).
        case meaningless
        /// No input: the timeout passed, or (not waiting) none is queued.
        case nothing
    }

    /// Waits for input, then takes every event already queued behind it
    /// without waiting (at most `burstLimit`), in order: keys typed while a
    /// frame was drawn are applied together and drawn once. Empty when the
    /// timeout passed or the input meant nothing.
    public func nextEvents() -> [ViewerEvent] {
        var events: [ViewerEvent] = []
        switch read(waiting: true) {
        case .event(let event): events.append(event)
        case .meaningless: break
        case .nothing: return []
        }
        wtimeout(cn_stdscr(), 0)
        defer { wtimeout(cn_stdscr(), eventTimeout) }
        while events.count < Self.burstLimit {
            switch read(waiting: false) {
            case .event(let event): events.append(event)
            case .meaningless: continue
            case .nothing: return events
            }
        }
        return events
    }

    private func read(waiting: Bool) -> Read {
        if !decoded.isEmpty { return .event(decoded.removeFirst()) }
        let asked = DispatchTime.now().uptimeNanoseconds
        let code = wgetch(cn_stdscr())
        if code == ERR {
            // Back from Ctrl-Z: the screen was given away, and may have changed size.
            if cn_take_resumed() != 0 {
                cn_resume()
                wnoutrefresh(cn_stdscr())
                return .event(.resize(size))
            }
            // Not waiting, an error only says nothing is queued (a character's next byte may still come).
            guard waiting else { return .nothing }
            typed.reset()
            let waited = DispatchTime.now().uptimeNanoseconds - asked
            immediateFailures = waited < 5_000_000 ? immediateFailures + 1 : 0
            inputEnded = immediateFailures >= 100
            return .nothing
        }
        immediateFailures = 0
        guard (0...0xFF).contains(code) else {
            typed.reset()
            if code == KEY_RESIZE {
                wnoutrefresh(cn_stdscr())
                return .event(.resize(size))
            }
            if cn_is_key_mouse(code) != 0 { return mouseEvent().map(Read.event) ?? .meaningless }
            return .event(KeyMap.event(forCode: code))
        }
        decoded = typed.feed(UInt8(code)).compactMap { result in
            guard case .scalar(let scalar) = result else { return nil }  // bytes that are no character mean nothing
            return KeyBindings.event(for: .character(Character(scalar)))
        }
        return decoded.isEmpty ? .meaningless : .event(decoded.removeFirst())
    }

    private func mouseEvent() -> ViewerEvent? {
        var event = MEVENT()
        guard getmouse(&event) == OK else { return nil }
        let modified = event.bstate & cn_BUTTON_MODIFIERS != 0
        if event.bstate & cn_BUTTON4_PRESSED != 0 { return KeyBindings.event(for: .wheelUp(modified: modified)) }
        if event.bstate & cn_BUTTON5_PRESSED != 0 { return KeyBindings.event(for: .wheelDown(modified: modified)) }
        guard event.bstate & (cn_BUTTON1_PRESSED | cn_BUTTON1_CLICKED) != 0 else { return nil }
        return KeyBindings.event(forClick: Point(x: Int(event.x), y: Int(event.y)), modified: modified)
    }

    /// The terminal's bell (ncurses' `beep`: audible, or the screen flashed where there is none).
    public func bell() { beep() }

    /// Bytes that draw nothing (a desktop notice's OSC, `DesktopNotice`),
    /// written straight to the terminal between frames.
    public func send(_ sequence: String) {
        // After `doupdate` has flushed the frame, so the bytes land between frames.
        let bytes = Array(sequence.utf8)
        _ = bytes.withUnsafeBytes { write(STDOUT_FILENO, $0.baseAddress, $0.count) }
    }

    /// Gives the terminal back as it was. Safe to call more than once.
    public func close() {
        guard open else { return }
        open = false
        endwin()
        cn_release_stderr()
    }
}
