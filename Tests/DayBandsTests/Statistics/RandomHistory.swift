import Foundation
@testable import DayBandsRecords

/// Random histories for the day summaries' tests: several devices (a 5-minute
/// CGM, a Libre with 15-minute history and scans of the same name, a
/// 1-minute CGM), stretches of hours to days with gaps between them, whole
/// days and weeks missing, DST changes, long lows and highs across
/// midnight, copies and conflicting values at one instant, doses and carbs.
/// Instants are whole seconds, as the archive keeps them.
struct RandomHistory {
    typealias Generator = SplitMix64

    static let newYork = DayCalendar(timeZone: TimeZone(identifier: "America/New_York")!)
    static let series = [GlucoseSeries(name: "G6"), GlucoseSeries(name: "Libre"),
                         GlucoseSeries(name: "Libre", sampling: .scans), GlucoseSeries(name: "G7")]
    /// Steps (seconds) of each series' stretches; scans come at random.
    static let steps: [Int] = [300, 900, 0, 60]

    var generator: Generator
    let start: Date

    /// Around the 2026 spring DST change in New York (8 March) or the autumn one (1 November).
    init(seed: UInt64) {
        generator = Generator(seed: seed)
        let starts = [Date(timeIntervalSince1970: 1_772_600_000), Date(timeIntervalSince1970: 1_793_000_000)]
        start = starts[Int(seed % 2)]
    }

    /// About `days` days of data, in `parts` pieces (a later import's edits are further parts).
    mutating func data(days: Int) -> GlucoseData {
        var readings: [GlucoseReading] = []
        for _ in 0..<Int.random(in: 2...6, using: &generator) {
            let series = Int.random(in: 0..<Self.series.count, using: &generator)
            let from = Int.random(in: 0...(days * 86_400), using: &generator)
            let length = Int.random(in: 3_600...(4 * 86_400), using: &generator)
            readings += stretch(series: series, from: from, length: length)
            // A Libre's scans come beside its history.
            if series == 1 { readings += stretch(series: 2, from: from, length: length) }
        }
        let doses = (0..<Int.random(in: 0...days, using: &generator)).map { _ in
            InsulinDose(time: instant(Int.random(in: 0...(days * 86_400), using: &generator)),
                        units: Double(Int.random(in: 1...40, using: &generator)) / 4)
        }
        let carbs = (0..<Int.random(in: 0...days, using: &generator)).map { _ in
            CarbEntry(time: instant(Int.random(in: 0...(days * 86_400), using: &generator)),
                      grams: Double(Int.random(in: 5...90, using: &generator)))
        }
        return GlucoseData(readings: readings, doses: doses, carbs: carbs, series: Self.series)
    }

    private func instant(_ second: Int) -> Date { start.addingTimeInterval(TimeInterval(second)) }

    /// One device's readings from `from` for `length` seconds: a random walk
    /// with long lows and highs, dropouts, jittered instants, copies and conflicts.
    private mutating func stretch(series: Int, from: Int, length: Int) -> [GlucoseReading] {
        var readings: [GlucoseReading] = []
        var second = from
        var mgdl = Double.random(in: 60...250, using: &generator)
        while second < from + length {
            let step = Self.steps[series] > 0 ? Self.steps[series] : Int.random(in: 120...7_200, using: &generator)
            second += step + Int.random(in: -20...20, using: &generator)
            if Int.random(in: 0..<40, using: &generator) == 0 { second += Int.random(in: 600...5_400, using: &generator) }
            mgdl = min(420, max(38, mgdl + Double.random(in: -25...25, using: &generator)))
            if Int.random(in: 0..<60, using: &generator) == 0 { mgdl = Double.random(in: 39...52, using: &generator) }
            if Int.random(in: 0..<60, using: &generator) == 0 { mgdl = Double.random(in: 260...400, using: &generator) }
            // Whole mg/dL mostly, mmol/L-converted values sometimes.
            let value = Int.random(in: 0..<4, using: &generator) == 0 ? (mgdl / 18.0182).rounded() * 18.0182 : mgdl.rounded()
            let reading = GlucoseReading(time: instant(second), mgdl: value, series: UInt16(series))
            readings.append(reading)
            switch Int.random(in: 0..<50, using: &generator) {
            case 0: readings.append(reading)
            case 1: readings.append(GlucoseReading(time: reading.time, mgdl: value + 7, series: UInt16(series)))
            default: break
            }
        }
        return readings
    }
}

/// The sample's generator: the same history for the same seed on every machine.
extension SplitMix64: RandomNumberGenerator {}

extension StatisticsSummary {
    /// Whether two summaries agree: every figure equal, the mean and the
    /// figures made from it (SD, CV, GMI) and the risk indices to 1e-9 of their value, as sums
    /// taken in another order differ in their last bits.
    func agrees(with other: StatisticsSummary) -> Bool {
        func close(_ a: Double?, _ b: Double?) -> Bool {
            guard let a, let b else { return a == nil && b == nil }
            return abs(a - b) <= 1e-9 * Swift.max(1, abs(a))
        }
        guard close(mean, other.mean), close(sd, other.sd), close(cvPercent, other.cvPercent),
              close(gmiPercent, other.gmiPercent), close(lbgi, other.lbgi), close(hbgi, other.hbgi) else { return false }
        var same = other
        (same.mean, same.sd, same.cvPercent, same.gmiPercent) = (mean, sd, cvPercent, gmiPercent)
        (same.lbgi, same.hbgi) = (lbgi, hbgi)
        return self == same
    }
}
