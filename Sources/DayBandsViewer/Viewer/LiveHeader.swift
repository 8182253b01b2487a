import DayBandsChart
import DayBandsLive
import DayBandsRecords
import DayBandsSources
import Foundation

/// The live row on top of the screen: the glucose now (value, trend, change,
/// range, age), coloured and named by its consensus range, stale data and an
/// unreachable site said loudly, a snooze under way, then what the loop and
/// the pump said, old figures muted. What does not fit is shortened, then
/// left out, the least needed first (`FittedWords`), never cut but for a
/// reason (a loop's failure, a site's error), shortened to the room: the glucose,
/// the site's state and the snooze always stay. A flash (an alert just
/// rung) reverses the row.
struct LiveHeader: Hashable {
    var now: GlucoseNow?
    var status: DeviceStatus
    var ages = CareAges()
    var site = SiteContact.answering
    var at: Date
    var limits: StaleLimits
    var flash: Bool
    /// While the alerts are snoozed.
    var snoozedUntil: Date? = nil
    var calendar: DayCalendar

    func grid(width: Int, unit: GlucoseUnit, glyphs: GlyphSet) -> CellGrid {
        FittedWords(words: words(unit: unit, glyphs: glyphs), ellipsis: glyphs.ellipsis)
            .grid(width: width, background: Cell(" ", fg: .text, reverse: flash), flash: flash)
    }

    /// The row's words, each with the weights of its giving way (`FittedWords`):
    /// the device figures shortened first, then the least wanted left out,
    /// then the glucose's change, the snooze and the site said shorter, the
    /// age and the range word left out; the site's state and the snooze are
    /// never left out, nor the glucose.
    func words(unit: GlucoseUnit, glyphs: GlyphSet) -> [FittedWords.Word] {
        var words: [FittedWords.Word] = []
        let freshness = now?.freshness(at: at, limits: limits) ?? .urgent
        if let now {
            let said = now.words(unit: unit, glyphs: glyphs, at: at, limits: limits)
            let (ink, loud) = Self.ink(of: now.range)
            // A stale value is no longer the glucose now: shown, but quiet.
            let valueInk = freshness == .fresh ? ink : .muted
            let plain = "\(unit.format(now.reading)) \(unit.label)"
            let arrow = now.reading.trend.flatMap { glyphs.trends[$0] }.map { plain + " " + $0 }
            let forms = [said.value, arrow, plain].compactMap { $0 }.uniqued
            words.append(.init(forms: forms, ink: valueInk, bold: true, steps: Array([3.8, 9].prefix(forms.count - 1))))
            words.append(.init(forms: [said.range], ink: valueInk, bold: true, reverse: loud && freshness == .fresh, steps: [6.5]))
            // Stale, the age is shortened, never left out.
            let ageForms = freshness == .fresh ? [said.age] : [said.age, "\(DurationText.glance(now.age(at: at))) old"]
            words.append(.init(forms: ageForms, ink: freshness == .fresh ? .muted : .line(.yellow), bold: freshness != .fresh,
                               reverse: freshness == .urgent, steps: freshness == .fresh ? [6] : [6.5]))
        } else {
            words.append(.init(forms: ["no readings yet"], ink: .muted, steps: []))
        }
        if case .unreachable(let since, let reason) = site {
            let when = calendar.clockText(since)
            words.append(.init(forms: ["site unreachable since \(when): \(reason)", "unreachable since \(when)", "unreachable"],
                               ink: .line(.yellow), bold: freshness != .fresh, reverse: freshness == .urgent, steps: [4.6, 8],
                               cut: true))
        }
        if let snoozedUntil {
            let until = calendar.clockText(snoozedUntil)
            words.append(.init(forms: ["snoozed until \(until)", "snoozed \(until)"], ink: .pin, bold: true, steps: [4.5]))
        }
        // Each shortened before any is left out, a loop's failure reason first (cut to
        // the room the figures after it leave); the pump's reservoir and batteries left out last.
        for word in status.words(at: at, unit: unit) + ages.words(at: at) {
            // An old figure (muted) gives way before the glucose's change.
            words.append(.init(forms: [word.text, word.short], ink: word.old ? .muted : .text,
                               steps: [word.cut ? 0.5 : 1, word.old ? 1 : word.weight], gap: 3, cut: word.cut))
        }
        return words
    }

    /// The range's ink, and whether it is reversed: a very low is the loudest thing on screen.
    static func ink(of range: ConsensusRange) -> (Ink, reversed: Bool) {
        (range.lineInk, range == .veryLow || range == .veryHigh)
    }
}

private extension Array where Element == String {
    /// The forms without a repeat (a reading with no trend and no change has one form).
    var uniqued: [String] {
        var seen = Set<String>()
        return filter { seen.insert($0).inserted }
    }
}

extension LiveStatus {
    /// The live row at `now`.
    func header(at now: Date, calendar: DayCalendar) -> LiveHeader {
        LiveHeader(now: self.now, status: deviceStatus, ages: ages, site: site, at: now, limits: limits, flash: flashing(at: now),
                   snoozedUntil: snoozed(at: now), calendar: calendar)
    }
}
