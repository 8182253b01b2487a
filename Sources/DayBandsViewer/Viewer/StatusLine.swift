import DayBandsChart
import DayBandsRecords
/// The bottom line: key hints (or a live feed's notice, or on a small screen
/// the callout's readout) on the left, the pin (and the cursor's difference to
/// it) on the right; or the date prompt after `g`, or a notice of the viewer's
/// own. Text is cut only between words, so no number is ever cut.
struct StatusLine {
    /// The line of `line` (`StatusInputs`), `readout` its readout's parts.
    static func grid(_ line: StatusInputs, readout: [(String, Ink)]?) -> CellGrid {
        let width = line.width, pin = line.pin, liveNotice = line.liveNotice, overlay = line.overlay
        let glyphs = line.settings.style.glyphs
        var grid = CellGrid(size: Size(columns: width, rows: 1), filling: Cell(" ", fg: .muted))
        if let entry = line.dateEntry {
            let prompt = " go to date (YYYY-MM-DD): "
            grid.write(prompt, x: 0, y: 0, fg: .text, bold: true)
            let end = grid.write(entry, x: prompt.terminalColumns, y: 0, fg: .cursor, bold: true)
            grid.set(end, 0, Cell(" ", fg: .cursor, reverse: true))
            grid.write("  Enter go  Esc cancel", x: end + 1, y: 0, fg: .muted)
            return grid
        }
        if !line.notice.isEmpty {
            grid.write(noticeText(line.notice, width: width), x: 0, y: 0, fg: .pin, bold: true)
            return grid
        }
        // With --follow, first whether the cursor follows the newest reading; the rest after it.
        if let following = line.following {
            let word = following ? " following" : " f follow"
            grid.write(word, x: 0, y: 0, fg: following ? .cursor : .text, bold: true)
            var rest = line
            rest.following = nil
            rest.width = max(0, width - word.terminalColumns)
            return withFollowWord(grid, word: word, rest: Self.grid(rest, readout: readout))
        }
        // A readout carries the difference to the pin itself.
        var pinText = pin.map { Self.pinText($0, cursor: readout == nil ? line.cursor : nil, onPage: line.pinOnPage, settings: line.settings) }
        // The cursor's reading before the pin's, when both do not fit.
        if let readout, let first = readout.first, let text = pinText, 1 + first.0.terminalColumns + 1 + text.terminalColumns > width {
            pinText = nil
        }
        // The overlay's day before the pin, when both fit.
        let overlayText = overlay.map { $0 + "  " }.flatMap { $0.terminalColumns + (pinText?.terminalColumns ?? 0) <= width ? $0 : nil }
        // Whole hints only, as many as fit beside the pin and the overlay's day.
        let room = width - (pinText.map { $0.terminalColumns + 1 } ?? 0) - (overlayText?.terminalColumns ?? 0)
        if let liveNotice {
            // The notice may quote the network: escaped, and cut between words to the room left.
            let text = wholeWords(" " + PrintableText.escaped(liveNotice.text, limit: max(0, room)), width: room - 1)
            grid.write(String(text.prefix(1)), x: 0, y: 0, fg: liveNotice.ink, bold: true)
            grid.write(String(text.dropFirst()), x: 1, y: 0, fg: liveNotice.ink, bold: true, reverse: liveNotice.reverse)
        } else if let readout {
            var x = 0
            for (part, ink) in readout {
                let start = x + (x == 0 ? 1 : 2)
                guard start + part.terminalColumns <= room else { break }
                x = grid.write(part, x: start, y: 0, fg: ink, bold: x == 0)
            }
        } else {
            grid.write(hints(room: room, glyphs: glyphs), x: 0, y: 0, fg: .muted)
        }
        if let pinText, pinText.terminalColumns <= width {
            grid.write(pinText, x: width - pinText.terminalColumns, y: 0, fg: .pin, bold: true)
        }
        if let overlayText {
            grid.write(overlayText, x: width - (pinText?.terminalColumns ?? 0) - overlayText.terminalColumns, y: 0, fg: .overlay)
        }
        return grid
    }

    /// The line: the follow word, then the rest after it.
    private static func withFollowWord(_ line: CellGrid, word: String, rest: CellGrid) -> CellGrid {
        var line = line
        line.draw(rest, at: Point(x: word.terminalColumns, y: 0))
        return line
    }

    /// The key hints (`KeyBindings.hints`), in their order, the most
    /// needed first when there is not room for all. Whole hints only.
    static func hints(room: Int, glyphs: GlyphSet, from hints: [StatusHint] = KeyBindings.hints) -> String {
        let all = hints.map { (hint: $0.text(glyphs), priority: $0.priority) }
        var chosen = Set<Int>()
        var width = 0
        for index in all.indices.sorted(by: { all[$0].priority < all[$1].priority }) {
            let needed = all[index].hint.terminalColumns + 2
            guard width + needed <= room else { continue }
            chosen.insert(index)
            width += needed
        }
        return all.indices.filter(chosen.contains).map { " " + all[$0].hint }.joined(separator: " ")
    }

    private static func pinText(_ pin: HourWindow, cursor: HourWindow?, onPage: Bool, settings: RenderSettings) -> String {
        let unit = settings.unit
        // A pin on another page may be years away: its date in full.
        let date = onPage ? pin.day.isoDate.suffix(5) : Substring(pin.day.isoDate)
        var text = "pin \(date) \(settings.calendar.clockText(pin.instant)) "
        if let pinned = pin.reading {
            text += "\(unit.format(pinned)) \(unit.label)"
            if let cursor, let now = cursor.reading, cursor.mark != pin.mark {
                text += "  \(settings.style.glyphs.delta) \(unit.formatDifference(mgdl: now.mgdl - pinned.mgdl))"
            }
        } else {
            text += "no reading"
        }
        return text + " "
    }

    /// A notice after a space: its longest form that fits whole, else the
    /// shortest's whole words, never ending on the comma or colon before a
    /// word left out (a notice holds numbers; a cut one must not read as said).
    static func noticeText(_ forms: [String], width: Int) -> String {
        if let whole = forms.first(where: { 1 + $0.terminalColumns <= width }) { return " " + whole }
        var text = wholeWords(" " + (forms.last ?? ""), width: width)
        while let last = text.last, ",;:".contains(last) { text.removeLast() }
        return text
    }

    /// The words of `text` that fit in `width` cells.
    static func wholeWords(_ text: String, width: Int) -> String {
        guard text.terminalColumns > width else { return text }
        // The text's first `width + 1` columns, back to the last space in them.
        var cut = ""
        var used = 0
        for character in text {
            used += character.terminalColumns
            guard used <= width + 1 else { break }
            cut.append(character)
        }
        while let last = cut.last, last != " " { cut.removeLast() }
        return String(cut.dropLast())
    }
}
