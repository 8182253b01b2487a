import DayBandsRecords
/// A desktop notification through the terminal: OSC 9 (iTerm2's) or OSC 777
/// (rxvt's `notify`), written only where the terminal is known to show it,
/// decided from `TERM_PROGRAM` and `TERM`. Anywhere else (tmux and screen,
/// which pass neither on by default; kitty, which wants its own OSC 99; an
/// unknown terminal, which might print the bytes) nothing is written: the
/// bell and the screen still say it.
public enum DesktopNotice {
    public enum Sequence: Hashable, Sendable {
        case osc9, osc777
    }

    /// The protocol the terminal of `environment` shows, or nil.
    public static func protocolOf(_ environment: [String: String]) -> Sequence? {
        let program = environment["TERM_PROGRAM"] ?? ""
        let term = environment["TERM"] ?? ""
        if environment["TMUX"] != nil || term.hasPrefix("screen") || term.hasPrefix("tmux") { return nil }
        switch program {
        case "iTerm.app": return .osc9
        case "WezTerm", "ghostty": return .osc777
        default: break
        }
        if term.hasPrefix("foot") || term.hasPrefix("rxvt-unicode") { return .osc777 }
        return nil
    }

    /// The bytes for `text` (made printable: no control character, no `;`,
    /// which would end a field, at most 120 characters), or nil.
    public static func sequence(_ text: String, environment: [String: String]) -> String? {
        guard let kind = protocolOf(environment) else { return nil }
        let body = String(PrintableText.escaped(text, limit: 120).map { $0 == ";" ? "," : $0 })
        switch kind {
        case .osc9: return "\u{1B}]9;daybands: \(body)\u{07}"
        case .osc777: return "\u{1B}]777;notify;daybands;\(body)\u{07}"
        }
    }
}
