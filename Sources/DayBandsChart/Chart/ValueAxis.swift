import DayBandsRecords
/// Maps glucose values onto the plot's rows at 1/8-cell resolution over the
/// scale's fixed domain. Levels count eighths of a cell up from the plot floor.
public struct ValueAxis: Hashable, Sendable {
    public let scale: BandScale
    public let rows: Int

    public init(scale: BandScale, rows: Int) {
        self.scale = scale
        self.rows = rows
    }

    public var levels: Int { rows * 8 }

    /// Whether no cell holds more than two bands, as many as its two halves
    /// (`▄`, the area's precision) can draw: only then are the bands drawn
    /// where they lie.
    public var resolvesBands: Bool {
        (0..<rows).allSatisfy { row in
            let low = value(atLevel: Double(row * 8)), high = value(atLevel: Double(row * 8 + 8))
            return scale.bands.filter { $0.lower < high && $0.upper > low }.count <= 2
        }
    }

    /// The level of a value: 0 at the floor, `levels` at the ceiling; values
    /// outside the domain are clipped to it.
    public func level(for mgdl: Double) -> Int {
        guard mgdl.isFinite else { return 0 }
        let clamped = min(max(mgdl, scale.floor), scale.ceiling)
        return Int(((clamped - scale.floor) / (scale.ceiling - scale.floor) * Double(levels)).rounded())
    }

    /// The value at a level (inverse of `level(for:)`, up to rounding).
    public func value(atLevel level: Double) -> Double {
        scale.floor + (scale.ceiling - scale.floor) * level / Double(levels)
    }

    /// The plot row (0 = top) whose cell holds the level just below `level`:
    /// the row a mark at that level sits in.
    public func row(forLevel level: Int) -> Int {
        let fromBottom = max(0, min(rows - 1, (level - 1) / 8))
        return rows - 1 - max(0, fromBottom)
    }
}
