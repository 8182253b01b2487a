import DayBandsChart
import DayBandsLive
import DayBandsRecords
import DayBandsSources
import Foundation

/// One person's row of the list: the name, then the glucose now as the live
/// row says it (value and arrow, range, change, age; stale said loudly, an
/// unreachable site said and never left out), IOB and COB where the source
/// has them, and a sparkline of the last three hours. On a narrow screen the
/// sparkline goes first, then the rest gives way as the live row's words do
/// (`FittedWords`): the name, the glucose and the site's state always stay.
struct PersonRow: Hashable {
    var person: FollowedPerson
    var at: Date
    var unit: GlucoseUnit
    var glyphs: GlyphSet
    var calendar: DayCalendar
    /// The longest name of the list in columns, so the values line up.
    var nameWidth: Int
    var selected: Bool

    /// Columns of the sparkline: 15 minutes each over `FollowedPerson.sparkSpan`
    /// (LibreLinkUp's graph has a reading every 15 minutes).
    static let sparkColumns = 12

    func grid(width: Int) -> CellGrid {
        FittedWords(words: words(), ellipsis: glyphs.ellipsis).grid(width: width, background: Cell(" ", fg: .text), flash: false)
    }

    func words() -> [FittedWords.Word] {
        let live = person.live
        let name = person.name + String(repeating: " ", count: max(0, nameWidth - person.name.terminalColumns))
        // The cursor's row: its name reversed.
        var words: [FittedWords.Word] = [.init(forms: [name], ink: .text, bold: true, reverse: selected, steps: [])]
        let freshness = live.now?.freshness(at: at, limits: live.limits) ?? .urgent
        if let now = live.now {
            let (ink, loud) = LiveHeader.ink(of: now.range)
            let valueInk = freshness == .fresh ? ink : .muted
            let value = unit.format(now.reading)
            let aligned = String(repeating: " ", count: max(0, (unit == .mgdl ? 3 : 4) - value.count)) + value
            let arrow = now.reading.trend.flatMap { glyphs.trends[$0] }.map { " " + $0 } ?? ""
            words.append(.init(forms: ["\(aligned) \(unit.label)\(arrow)", aligned + arrow], ink: valueInk, bold: true,
                               reverse: loud && freshness == .fresh, steps: [5]))
            // The range's word goes after IOB and COB: the list is read for it.
            words.append(.init(forms: [now.range.name], ink: valueInk, bold: true, steps: [4]))
            if let change = now.change {
                let text = unit.formatDifference(mgdl: change)
                words.append(.init(forms: [text + "/5 min", text], ink: .text, steps: [2.5, 4.5]))
            }
            let age = now.age(at: at)
            if freshness == .fresh {
                let long = age < 60 ? "just now" : "\(DurationText.glance(age)) ago"
                words.append(.init(forms: [long, GlucoseStatus.shortAge(age)], ink: .muted, steps: [3, 6]))
            } else {
                words.append(.init(forms: ["no reading for \(DurationText.glance(age))", "\(GlucoseStatus.shortAge(age)) old"],
                                   ink: .line(.yellow), bold: true, reverse: freshness == .urgent, steps: [6.5]))
            }
        } else {
            words.append(.init(forms: ["no readings yet"], ink: .muted, steps: []))
        }
        if case .unreachable(let since, let reason) = live.site {
            let when = calendar.clockText(since)
            words.append(.init(forms: ["unreachable since \(when): \(reason)", "unreachable since \(when)", "unreachable"],
                               ink: .line(.yellow), bold: true, steps: [4.6, 8], cut: true))
        }
        for word in live.deviceStatus.onBoard(at: at) {
            words.append(.init(forms: [word.text, word.short], ink: word.old ? .muted : .text, steps: [1, 3.5]))
        }
        if let spark = sparkline() {
            words.append(.init(forms: [String(spark.map(\.symbol))], ink: .text, steps: [2], gap: 3, inks: spark.map(\.fg)))
        }
        return words
    }

    /// The last three hours to `at`, a column each 15 minutes: the column's
    /// newest reading as an eighth from 40 to 300 mg/dL, coloured by its
    /// range; a blank where none was read. Nil with nothing in the span.
    func sparkline() -> [Cell]? {
        let slot = FollowedPerson.sparkSpan / Double(Self.sparkColumns)
        let start = at.addingTimeInterval(-FollowedPerson.sparkSpan)
        var columns: [GlucoseReading?] = Array(repeating: nil, count: Self.sparkColumns)
        for reading in person.readings where reading.time >= start && reading.time <= at {
            columns[min(Self.sparkColumns - 1, Int(reading.time.timeIntervalSince(start) / slot))] = reading
        }
        guard columns.contains(where: { $0 != nil }) else { return nil }
        return columns.map { reading in
            guard let reading else { return Cell(" ", fg: .none) }
            let share = (min(max(reading.mgdl, 40), 300) - 40) / 260
            return Cell(glyphs.eighths[1 + Int((share * 7).rounded())], fg: ConsensusRange(mgdl: reading.mgdl).lineInk)
        }
    }
}
