import Foundation

/// Nightscout's `ar2` forecast: a second-order autoregression of the log of
/// the glucose around 140 mg/dL, y' = -0.723·y₋₁ + 1.716·y, stepped every 5
/// minutes from the newest reading and the glucose 5 minutes before it,
/// with the cone of its one-sigma limits doubled either side, clamped to
/// 36…400 mg/dL; 30 minutes, as its alarm. The glucose 5 minutes before is
/// the reading 2.5 to 5.1 minutes older, its change scaled to 5 minutes (as
/// Nightscout's lookback does, so a sensor read every minute is not taken
/// for one read every 5); without one, the newest twice (a level start).
struct AR2Forecast {
    static let reference = 140.0
    static let coefficients = (previous: -0.723, newest: 1.716)
    /// One sigma of each step's uncertainty (Nightscout's `CONE`).
    static let sigmas = [0.020, 0.041, 0.061, 0.081, 0.099, 0.116]
    static let bounds = 36.0...400.0
    static let step: TimeInterval = 5 * 60
    /// The previous reading's age the trend is taken from.
    static let trendFrom: ClosedRange<TimeInterval> = 2.5 * 60...5.1 * 60
    /// A newest reading older than this makes no forecast: it would be one of the past.
    static let freshFor: TimeInterval = 15 * 60

    let newest: GlucoseReading
    /// The log-ratios of the previous and the newest reading.
    private let start: (Double, Double)

    /// Nil when the newest reading is older than `freshFor` at `now`.
    init?(readings: [GlucoseReading], now: Date) {
        guard let newest = readings.last, now.timeIntervalSince(newest.time) <= Self.freshFor,
              newest.mgdl >= Self.bounds.lowerBound else { return nil }
        self.newest = newest
        let y = log(newest.mgdl / Self.reference)
        let previous = readings.dropLast().last { Self.trendFrom.contains(newest.time.timeIntervalSince($0.time)) }
        let fiveMinutesBefore = previous.map { newest.mgdl - (newest.mgdl - $0.mgdl) * Self.step / newest.time.timeIntervalSince($0.time) }
        if let fiveMinutesBefore, fiveMinutesBefore >= Self.bounds.lowerBound {
            start = (log(fiveMinutesBefore / Self.reference), y)
        } else {
            start = (y, y)
        }
    }

    var forecast: GlucoseForecast {
        var y = start
        var points: [GlucoseForecast.Point] = []
        var cone: [GlucoseForecast.Spread] = []
        for (index, sigma) in Self.sigmas.enumerated() {
            y = (y.1, Self.coefficients.previous * y.0 + Self.coefficients.newest * y.1)
            let time = newest.time.addingTimeInterval(Double(index + 1) * Self.step)
            func glucose(_ log: Double) -> Double { min(max((Self.reference * exp(log)).rounded(), Self.bounds.lowerBound), Self.bounds.upperBound) }
            points.append(.init(time: time, mgdl: glucose(y.1)))
            cone.append(.init(time: time, low: glucose(y.1 - 2 * sigma), high: glucose(y.1 + 2 * sigma)))
        }
        return GlucoseForecast(name: "forecast (AR2)", start: .init(time: newest.time, mgdl: newest.mgdl), lines: [.init(name: "AR2", points: points)], cone: cone,
                               eventual: points.last?.mgdl)
    }
}
