/// How many terminal columns text takes, as a terminal draws it: East Asian
/// wide and fullwidth characters (CJK, kana, Hangul) and emoji take two,
/// a character of zero width (a joiner, a lone combining mark) none, any
/// other one. The one measure of text laid out in cells: every layout
/// (the live row, the status line, the header, callouts, the panel) and
/// `CellGrid.write` count in it, never in characters, so a loop's failure
/// reason in Chinese neither runs past its row nor hides what follows.
extension Character {
    public var terminalColumns: Int {
        guard let first = unicodeScalars.first, !isASCII else { return 1 }
        // An emoji asked to show as one (U+FE0F) is drawn two columns wide.
        if unicodeScalars.contains("\u{FE0F}") { return 2 }
        switch first.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control: return 0
        default: break
        }
        if first.properties.isEmojiPresentation { return 2 }
        return Self.wide.contains { $0.contains(first.value) } ? 2 : 1
    }

    /// Unicode's East Asian Wide and Fullwidth blocks (wcwidth's table, by block).
    private static let wide: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x2329...0x232A, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF,
        0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF,
        0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1B000...0x1B2FF,
        0x1F200...0x1F2FF, 0x20000...0x2FFFD, 0x30000...0x3FFFD,
    ]
}

extension StringProtocol {
    /// The columns the text takes on a terminal (`Character.terminalColumns`).
    public var terminalColumns: Int { reduce(0) { $0 + $1.terminalColumns } }
}

extension String {
    /// The text cut to `width` columns, ending in an ellipsis when it was
    /// cut (a wide character that would straddle the edge is left out whole).
    package func shortened(toColumns width: Int, ellipsis: Character) -> String {
        guard terminalColumns > width else { return self }
        var kept = ""
        var used = 0
        for character in self {
            used += character.terminalColumns
            guard used <= width - 1 else { break }
            kept.append(character)
        }
        return kept + String(ellipsis)
    }
}
