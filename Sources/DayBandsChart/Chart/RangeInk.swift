import DayBandsRecords
/// What a consensus range looks like wherever a value is drawn in the colour
/// of its range (the curve's line, the year's mean, the live reading): the
/// ranges, not the bands, decide what is loud, so a 72 is never alarm red.
extension ConsensusRange {
    /// The strong ink of a value in this range: lows the loudest red.
    public var lineInk: Ink {
        switch self {
        case .veryLow, .low: .low
        case .inRange: .line(.green)
        case .high: .line(.orange)
        case .veryHigh: .line(.red)
        }
    }

    /// The wash over a low's columns; nil for the ranges that have none.
    public var washInk: Ink? {
        switch self {
        case .veryLow: .veryLowWash
        case .low: .lowWash
        default: nil
        }
    }
}

extension Ink {
    /// Whether this is a low's wash (`ConsensusRange.washInk`), drawn as a
    /// background shade or as a hatch's ink.
    public var isWash: Bool { self == .lowWash || self == .veryLowWash }
}

extension Cell {
    /// Whether the cell is a low's wash, shaded or hatched.
    public var isWash: Bool { bg.isWash || (fg.isWash && symbol != " ") }
}
