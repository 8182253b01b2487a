import Foundation

/// What the live window draws ahead of the newest reading: the loop's
/// prediction while it is fresh (`LoopPrediction`: Loop's curve, or oref's
/// followed one, or all of oref's when asked), else the AR2 forecast of the
/// readings (`AR2Forecast`, a line in its cone). Never drawn in a range's
/// colour: it is not a reading.
public struct GlucoseForecast: Hashable, Sendable {
    public struct Point: Hashable, Sendable {
        public var time: Date
        public var mgdl: Double
    }

    /// One predicted curve, its name (`Loop`, `UAM`, `AR2`) and points.
    public struct Line: Hashable, Sendable {
        public var name: String
        public var points: [Point]
    }

    /// The cone around AR2's line: two sigma either side at each step.
    public struct Spread: Hashable, Sendable {
        public var time: Date
        public var low: Double
        public var high: Double
    }

    /// What the header calls it: `Loop forecast`, `oref forecast (UAM)`, `forecast (AR2)`.
    public var name: String
    /// The newest reading, where the lines and the cone start from.
    public var start: Point
    /// The followed line first.
    public var lines: [Line]
    public var cone: [Spread] = []
    /// The glucose it settles on (oref's `eventualBG`, else the followed line's end).
    public var eventual: Double?

    /// A loop's prediction older than this is not the loop's word now.
    public static let freshFor: TimeInterval = DeviceStatus.oldAfter

    /// The forecast at `now`: the loop's when it is fresh, else AR2's of
    /// `recent` (sorted) when its newest reading is; nil without either.
    /// Points at or before the newest reading are left out: the readings
    /// are drawn there.
    public static func current(status: DeviceStatus, recent: [GlucoseReading], now: Date, allCurves: Bool) -> GlucoseForecast? {
        guard let newest = recent.last else { return nil }
        if let prediction = status.prediction, abs(now.timeIntervalSince(prediction.time)) <= freshFor,
           let followed = prediction.value.followed {
            let shown = allCurves ? [followed] + prediction.value.curves.filter { $0 != followed } : [followed]
            let lines = shown.map { curve in
                Line(name: curve.name, points: curve.values.enumerated().map {
                    Point(time: prediction.time.addingTimeInterval(Double($0.offset) * LoopPrediction.step), mgdl: $0.element)
                }.filter { $0.time > newest.time })
            }.filter { !$0.points.isEmpty }
            guard !lines.isEmpty else { return nil }
            let name = followed.name == "Loop" ? "Loop forecast"
                : allCurves ? "oref forecasts (\(shown.map(\.name).joined(separator: " ")))" : "oref forecast (\(followed.name))"
            return GlucoseForecast(name: name, start: Point(time: newest.time, mgdl: newest.mgdl), lines: lines,
                                   eventual: prediction.value.settles)
        }
        return AR2Forecast(readings: recent, now: now)?.forecast
    }

    /// How far past the newest reading its farthest point is.
    public var length: TimeInterval {
        (lines.compactMap { $0.points.last?.time }.max() ?? start.time).timeIntervalSince(start.time)
    }

    /// A line's glucose at `time`, joined straight from the newest reading
    /// through its points; nil outside them.
    public func value(of line: Line, at time: Date) -> Double? {
        interpolated([start] + line.points.map { ($0.time, $0.mgdl) }.map(Point.init), at: time)
    }

    /// The cone's low and high at `time` (from the newest reading's value), or nil outside it.
    public func spread(at time: Date) -> (low: Double, high: Double)? {
        guard !cone.isEmpty,
              let low = interpolated([start] + cone.map { Point(time: $0.time, mgdl: $0.low) }, at: time),
              let high = interpolated([start] + cone.map { Point(time: $0.time, mgdl: $0.high) }, at: time)
        else { return nil }
        return (low, high)
    }

    private func interpolated(_ points: [Point], at time: Date) -> Double? {
        guard let after = points.firstIndex(where: { $0.time >= time }), after > 0 || points[0].time == time else { return nil }
        if after == 0 { return points[0].mgdl }
        let a = points[after - 1], b = points[after]
        let fraction = time.timeIntervalSince(a.time) / b.time.timeIntervalSince(a.time)
        return a.mgdl + (b.mgdl - a.mgdl) * fraction
    }

    /// The followed line's first point below `mgdl`, or nil.
    public func firstPoint(below mgdl: Double) -> Point? {
        lines.first?.points.first { $0.mgdl < mgdl }
    }

    /// When the followed line first goes below `mgdl`, or nil.
    public func firstBelow(_ mgdl: Double) -> Date? { firstPoint(below: mgdl)?.time }
}
