import DayBandsRecords
/// What a status bar colours by (waybar's `class`): the consensus range of
/// the glucose now, or `stale` when there is no fresh reading (a source
/// that fails to answer is never shown as fine).
public enum StatusLevel: String, CaseIterable, Sendable {
    case urgentLow = "urgent-low"
    case low
    case inRange = "in-range"
    case high
    case urgentHigh = "urgent-high"
    case stale

    public init(_ range: ConsensusRange) {
        switch range {
        case .veryLow: self = .urgentLow
        case .low: self = .low
        case .inRange: self = .inRange
        case .high: self = .high
        case .veryHigh: self = .urgentHigh
        }
    }

    /// Worst first, as `--all` sorts: urgent low, urgent high, stale or
    /// unreachable, low, high, in range.
    public var rank: Int {
        switch self {
        case .urgentLow: 0
        case .urgentHigh: 1
        case .stale: 2
        case .low: 3
        case .high: 4
        case .inRange: 5
        }
    }

    /// The marks text carries instead of colour: `!!` urgent, `!` out of
    /// range, `?` stale; nothing in range.
    var mark: String {
        switch self {
        case .urgentLow, .urgentHigh: "!!"
        case .low, .high: "!"
        case .stale: "?"
        case .inRange: ""
        }
    }

    /// The colour as `#rrggbb` (i3blocks, polybar) and as tmux's 256-colour
    /// number: lows red, highs amber to orange, in range green, stale grey.
    var color: (hex: String, tmux: Int) {
        switch self {
        case .urgentLow: ("#ff2d2d", 196)
        case .low: ("#ff5f5f", 203)
        case .inRange: ("#5fd75f", 77)
        case .high: ("#ffd75f", 221)
        case .urgentHigh: ("#ff8700", 208)
        case .stale: ("#8a8a8a", 245)
        }
    }

    /// i3blocks marks a block urgent when the command exits 33.
    public var isUrgent: Bool { self == .urgentLow || self == .urgentHigh }
}
