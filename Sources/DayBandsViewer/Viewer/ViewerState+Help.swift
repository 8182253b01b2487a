import DayBandsRecords

extension ViewerState {
    /// While the help is open: a key scrolls it, or closes it; whether that
    /// is all the key does (scrolling, Esc and ?), or it acts too.
    mutating func takenByHelp(_ event: ViewerEvent) -> Bool {
        if let top = scrolledHelp(by: event) {
            helpTop = top
            return true
        }
        helpVisible = false
        helpTop = 0
        return event == .toggleHelp || event == .clearPin
    }

    /// Where a key moves the help's lines when they are more than the screen
    /// holds: Up/Down (k/j, the wheel) a line, PgUp/PgDn a box less a line,
    /// Home/End to the ends. Nil for any other key, or when all lines fit:
    /// the key closes the help.
    func scrolledHelp(by event: ViewerEvent) -> Int? {
        let layout = HelpOverlay.layout(screen: size, unit: unit)
        let last = layout.lastTop
        guard last > 0 else { return nil }
        // A resize may have left the top beyond the end.
        let top = min(helpTop, last)
        switch event {
        case .moveDay(let step) where abs(step) == 1: return clamp(top + step, 0, last)
        case .moveDay(let step): return clamp(top + step.signum() * layout.page, 0, last)
        case .firstHour: return 0
        case .lastHour: return last
        default: return nil
        }
    }
}
