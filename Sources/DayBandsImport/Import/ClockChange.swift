import DayBandsRecords
import Foundation

/// A jump of the times a file writes against the transmitter's own clock,
/// which only counts on: the device that wrote the times had its clock set
/// back or forward (by hand, or crossing time zones). Readings stay at the
/// times written, so a clock set back gives a stretch two series share and
/// one set forward a gap that is no missing data: said, never left silent.
struct ClockChange {
    /// Smaller jumps are clocks' drift and rows written late; larger ones
    /// than any time zone's are no clock change this can name.
    static let sizes: ClosedRange<TimeInterval> = (15 * 60)...(26 * 3_600)

    var line: Int
    /// The first reading at the clock's new time.
    var at: Date
    /// Seconds the times moved against the transmitter's clock: negative
    /// when the clock was set back.
    var by: TimeInterval

    /// `FILE line N: the times written go back 60 min at ...`: the first
    /// change in words, and up to two more in brief.
    static func warning(_ changes: [ClockChange], source: String) -> String? {
        let changes = changes.sorted { $0.line < $1.line }
        guard let first = changes.first else { return nil }
        let effect = first.by < 0
            ? "from there to \(first.at.addingTimeInterval(-first.by).ISO8601Format()) two series of readings share the times, both shown"
            : "the \(DurationText.glance(first.by)) before it are a gap of the clock, not missing readings"
        let more = changes.dropFirst().prefix(2).map { "\($0.move) at \($0.at.ISO8601Format()) (line \($0.line))" }
        let also = more.isEmpty ? "" : "; also " + more.joined(separator: ", ") + (changes.count > 3 ? " and \(changes.count - 3) more" : "")
        return "\(source) line \(first.line): the times written go \(first.move) at \(first.at.ISO8601Format()) while the "
            + "transmitter's clock runs on (the clock of the device that wrote them was changed): \(effect)\(also)"
    }

    /// `back 60 min`, `forward 2 h`.
    private var move: String { "\(by < 0 ? "back" : "forward") \(DurationText.glance(abs(by)))" }
}
