import Foundation

/// The bundled data set: 31 days (October 2026) of 5-minute readings with a
/// realistic daily shape, generated deterministically in the viewer's time zone,
/// so the program is useful offline and tests have fixed data.
///
/// Planted features: a peak above 420 mg/dL on Oct 12, lows below 60 on the
/// nights of Oct 5 and Oct 20, a sensor gap of about 3.5 hours on Oct 17, and
/// meal and correction boluses every day.
public struct SampleData: GlucoseSource {
    public let name = "sample"
    public let title = "sample data"
    public static let firstDay = (year: 2026, month: 10, day: 1)
    public static let dayCount = 31

    public init() {}

    public func load(in calendar: DayCalendar) throws -> GlucoseData {
        guard var day = calendar.day(year: Self.firstDay.year, month: Self.firstDay.month, day: Self.firstDay.day) else {
            throw DataError(source: name, message: "cannot place the sample's first day")
        }
        var readings: [GlucoseReading] = []
        var doses: [InsulinDose] = []
        var random = SplitMix64(seed: 0x5EED_DA7A)
        for index in 0..<Self.dayCount {
            let plan = DayPlan(dayOfMonth: day.day, random: &random)
            doses += plan.doses.map { dose in
                InsulinDose(time: day.interval.start.addingTimeInterval(dose.minute * 60), units: dose.units, kind: dose.kind)
            }
            var previous: GlucoseReading?
            var drift = 0.0
            let slots = Int(day.interval.duration / 300)
            for slot in 0..<slots {
                let time = day.interval.start.addingTimeInterval(Double(slot) * 300)
                let clock = calendar.clock(time)
                let minute = Double(clock.hour * 60 + clock.minute)
                if plan.gap.contains(minute) { previous = nil; continue }
                drift = drift * 0.9 + random.nextSigned() * 3
                let mgdl = max(40, (plan.level(atMinute: minute) + drift).rounded())
                var trend: Trend?
                if let previous, time.timeIntervalSince(previous.time) <= 600 {
                    trend = Trend(mgdlPerMinute: (mgdl - previous.mgdl) / (time.timeIntervalSince(previous.time) / 60))
                }
                let reading = GlucoseReading(time: time, mgdl: mgdl, trend: trend)
                readings.append(reading)
                previous = reading
            }
            if index < Self.dayCount - 1 { day = calendar.day(after: day) }
        }
        return GlucoseData(readings: readings, doses: doses, series: [GlucoseSeries(name: title)])
    }
}

/// One day's physiology: baseline, dawn rise, meals and their boluses.
private struct DayPlan {
    struct Meal { var minute: Double; var rise: Double }
    struct Dose { var minute: Double; var units: Double; var kind: String }

    var baseline: Double
    var meals: [Meal]
    var doses: [Dose] = []
    var lowAt: (minute: Double, depth: Double)?
    var gap: Range<Double> = 0..<0

    init(dayOfMonth: Int, random: inout SplitMix64) {
        baseline = 105 + random.nextUnit() * 25
        meals = [
            Meal(minute: 7 * 60 + 20 + random.nextUnit() * 40, rise: 70 + random.nextUnit() * 60),
            Meal(minute: 12 * 60 + 15 + random.nextUnit() * 45, rise: 50 + random.nextUnit() * 70),
            Meal(minute: 18 * 60 + 40 + random.nextUnit() * 60, rise: 80 + random.nextUnit() * 90),
        ]
        switch dayOfMonth {
        case 12: meals[2].rise = 340  // the peak above the chart's domain
        case 5: lowAt = (minute: 3 * 60 + 10, depth: 70)
        case 20: lowAt = (minute: 2 * 60 + 30, depth: 60)
        case 17: gap = (2 * 60 + 10)..<(5 * 60 + 40)
        default: break
        }
        for meal in meals {
            let units = (meal.rise / 22 * 2).rounded() / 2
            doses.append(Dose(minute: meal.minute - 10, units: units, kind: "Meal Bolus"))
        }
        if meals[2].rise > 150 {
            doses.append(Dose(minute: meals[2].minute + 150, units: (meals[2].rise / 60).rounded(), kind: "Correction Bolus"))
        }
        doses.sort { $0.minute < $1.minute }
    }

    /// Glucose in mg/dL at a local minute of the day, before sensor noise.
    func level(atMinute minute: Double) -> Double {
        var value = baseline
        value += 30 * bump(minute - 4.5 * 60, rise: 120, fall: 180)  // dawn phenomenon
        for meal in meals {
            value += meal.rise * bump(minute - meal.minute, rise: 55, fall: 110)
        }
        if let lowAt {
            value -= lowAt.depth * bump(minute - lowAt.minute, rise: 50, fall: 70)
        }
        return value
    }

    /// A smooth pulse: 0 before `t = 0`, peaking at 1 after `rise` minutes, decaying over `fall`.
    private func bump(_ t: Double, rise: Double, fall: Double) -> Double {
        guard t > 0 else { return 0 }
        if t < rise { return sin(t / rise * .pi / 2) }
        return exp(-(t - rise) / fall)
    }
}

/// A small deterministic generator (SplitMix64) so the sample is identical on every machine.
struct SplitMix64 {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// Uniform in [0, 1).
    mutating func nextUnit() -> Double { Double(next() >> 11) / Double(1 << 53) }

    /// Uniform in [-1, 1).
    mutating func nextSigned() -> Double { nextUnit() * 2 - 1 }
}
