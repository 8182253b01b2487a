import DayBandsChart
import DayBandsRecords
/// A callout's rows of what the loop said at its hour (`LoopHour`), on a
/// day whose device statuses the archive keeps: the insulin and carbs on
/// board, and where the loop's prediction settled, in the live row's words
/// (`eventual 85 (62-140)`), from the newest device status at or before the
/// hour and no older than `LoopHistory.freshFor`; otherwise nothing of it.
extension Callout {
    static func loopLines(_ hour: LoopHour, unit: GlucoseUnit) -> [(String, Ink)] {
        guard let moment = hour.moment else {
            let minutes = NumberText.whole(LoopHistory.freshFor / 60)
            return hour.rows == 2 ? [("no loop status", .muted), ("within \(minutes) min", .muted)]
                : [("no status in \(minutes) min", .muted)]
        }
        var lines: [(String, Ink)] = []
        if hour.onBoardRow { lines.append(onBoardLine(iob: moment.iob, cob: moment.cob)) }
        if hour.outlookRow {
            if let outlook = moment.outlook {
                let words = outlook.words(unit: unit)
                lines.append((words.long.terminalColumns <= textWidth ? words.long : words.short, .text))
            } else {
                lines.append(("no prediction", .muted))
            }
        }
        return lines
    }

    /// `IOB 1.35 U  COB 20 g`, as the live row says each, shortened to the text width.
    static func onBoardLine(iob: Double?, cob: Double?) -> (String, Ink) {
        let insulin = iob.map { DeviceStatus.decimal($0, places: 2) }, carbs = cob.map { NumberText.whole($0) }
        let candidates: [String] = switch (insulin, carbs) {
        case let (insulin?, carbs?): ["IOB \(insulin) U  COB \(carbs) g", "IOB \(insulin)  COB \(carbs)", "IOB \(insulin) U"]
        case let (insulin?, nil): ["IOB \(insulin) U"]
        case let (nil, carbs?): ["COB \(carbs) g"]
        case (nil, nil): []
        }
        return candidates.first { $0.terminalColumns <= textWidth }.map { ($0, .text) } ?? ("no IOB or COB", .muted)
    }
}
