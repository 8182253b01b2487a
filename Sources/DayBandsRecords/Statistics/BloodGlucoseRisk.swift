import Foundation

/// Kovatchev's low and high blood glucose indices (LBGI, HBGI; Kovatchev
/// 1998, 2006), as iglu's `lbgi` and `hbgi`: each reading's glucose, in
/// mg/dL, is made symmetric, f = 1.509 × (ln(G)^1.084 − 5.381), zero near
/// 112.5 mg/dL; its risk is 10 × f², a low risk when f is below zero and a
/// high risk above. LBGI is the low risks' sum over all readings, HBGI the
/// high risks'. (iglu's R writes 10 × 1.509² as 22.77, which differs in the
/// fifth digit.) Kept as sums with their count, so days add up (`DaySummary`).
public struct BloodGlucoseRisk: Hashable, Sendable {
    public var lowSum: Double
    public var highSum: Double
    public var count: Int

    public init(lowSum: Double = 0, highSum: Double = 0, count: Int = 0) {
        self.lowSum = lowSum
        self.highSum = highSum
        self.count = count
    }

    /// The risks of `readings`, each at its stored value (a sensor's `Low`
    /// at its bound), as the other figures count them.
    public init(readings: some Sequence<GlucoseReading>) {
        self.init()
        for reading in readings {
            let risk = Self.risk(mgdl: reading.mgdl)
            lowSum += risk.low
            highSum += risk.high
            count += 1
        }
    }

    /// One glucose's low and high risk: one of them is 0.
    static func risk(mgdl: Double) -> (low: Double, high: Double) {
        let symmetric = 1.509 * (pow(log(mgdl), 1.084) - 5.381)
        let risk = 10 * symmetric * symmetric
        return symmetric < 0 ? (risk, 0) : (0, risk)
    }

    /// The risks of two sets of readings together.
    public static func + (a: Self, b: Self) -> Self {
        Self(lowSum: a.lowSum + b.lowSum, highSum: a.highSum + b.highSum, count: a.count + b.count)
    }

    /// Nil without readings.
    public var lbgi: Double? { count > 0 ? lowSum / Double(count) : nil }
    public var hbgi: Double? { count > 0 ? highSum / Double(count) : nil }
}
