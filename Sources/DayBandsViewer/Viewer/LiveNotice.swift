import DayBandsChart
import DayBandsLive
/// What the status line says in place of the key hints while it lasts: an
/// alert rung (in its alarm's colour, an urgent low reversed), a snooze
/// being chosen, or the feed's word on the site.
public struct LiveNotice: Hashable, Sendable {
    public var text: String
    public var ink: Ink
    public var reverse = false

    public init(_ text: String, ink: Ink = .text, reverse: Bool = false) {
        self.text = text
        self.ink = ink
        self.reverse = reverse
    }

    /// An alert's line in its colour: a low's (or a low foreseen) red, a high's orange, no reading's yellow.
    init(alert: Alert, snooze: String) {
        let (ink, reverse): (Ink, Bool) = switch alert.kind {
        case .urgentLow: (.low, true)
        case .low, .predictedLow: (.low, false)
        case .stale: (.line(.yellow), false)
        case .high: (.line(.orange), false)
        }
        self.init("\(alert.text)  \(snooze)", ink: ink, reverse: reverse)
    }
}
