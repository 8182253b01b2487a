/// Percentiles of a set of values by linear interpolation between closest
/// ranks: numpy's default (`method="linear"`), Hyndman and Fan's type 7,
/// the same as R's `quantile` default and Excel's `PERCENTILE.INC`.
///
/// For `n` sorted values `x[0] <= ... <= x[n-1]` and a percent `p`, the rank is
/// `h = (n - 1) * p / 100` and the percentile is
/// `x[floor(h)] + (h - floor(h)) * (x[floor(h) + 1] - x[floor(h)])`;
/// so the 0th is the minimum, the 100th the maximum and the 50th the median.
public struct Percentiles: Sendable, Equatable {
    /// The values in ascending order.
    public let sorted: [Double]

    public init(_ values: some Sequence<Double>) {
        sorted = values.sorted()
    }

    public var isEmpty: Bool { sorted.isEmpty }

    /// The `percent`th percentile (0...100), or nil when there are no values.
    public func value(atPercent percent: Double) -> Double? {
        precondition((0...100).contains(percent), "a percentile is between 0 and 100")
        guard !sorted.isEmpty else { return nil }
        let rank = Double(sorted.count - 1) * percent / 100
        let below = Int(rank.rounded(.down))
        let fraction = rank - Double(below)
        // At the top rank there is no upper neighbour, and the fraction is 0.
        guard below + 1 < sorted.count else { return sorted[below] }
        return sorted[below] + fraction * (sorted[below + 1] - sorted[below])
    }
}
