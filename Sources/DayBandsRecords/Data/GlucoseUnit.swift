import Foundation

/// The unit values are shown in. Data is always held in mg/dL.
public enum GlucoseUnit: String, CaseIterable, Sendable {
    case mgdl
    case mmol

    /// mg/dL per mmol/L, the molar mass of glucose (180.156 g/mol) / 10.
    public static let mgdlPerMmol = 18.0156

    public var label: String {
        switch self {
        case .mgdl: "mg/dL"
        case .mmol: "mmol/L"
        }
    }

    public func value(fromMgdl mgdl: Double) -> Double {
        self == .mgdl ? mgdl : mgdl / Self.mgdlPerMmol
    }

    public func mgdl(from value: Double) -> Double {
        self == .mgdl ? value : value * Self.mgdlPerMmol
    }

    /// The value as shown: whole mg/dL, or mmol/L with one decimal.
    public func format(mgdl: Double) -> String {
        let v = value(fromMgdl: mgdl)
        switch self {
        case .mgdl: return NumberText.whole(v)
        case .mmol: return String(format: "%.1f", v)
        }
    }

    /// A reading's value as shown: a sensor's out-of-range report is only a
    /// bound, so it says so (`<40`, `>400`).
    public func format(_ reading: GlucoseReading) -> String {
        reading.flag.boundMark + format(mgdl: reading.mgdl)
    }

    /// A signed difference as shown: `+37`, `-2.1`, `±0`.
    public func formatDifference(mgdl: Double) -> String {
        let text = format(mgdl: abs(mgdl))
        if text == format(mgdl: 0) { return "±" + text }
        return (mgdl > 0 ? "+" : "-") + text
    }

    /// A range of whole mg/dL values (open where nil, as
    /// `ConsensusRange.mgdlBounds`) as this unit shows it: from the lowest to
    /// the highest shown value it holds, so 70-180 mg/dL reads 3.9-10.0
    /// mmol/L, 181-250 reads 10.1-13.9 and below 54 reads <3.0 (a value
    /// belongs to a range by its whole mg/dL, see `ConsensusRange`).
    public func rangeText(_ bounds: (lowest: Int?, highest: Int?)) -> String {
        // Shown values step by whole mg/dL or tenths of mmol/L, as `format` rounds them.
        let stepsPerUnit = self == .mgdl ? 1.0 : 10.0
        func shown(_ steps: Double) -> String { format(mgdl: mgdl(from: steps / stepsPerUnit)) }
        func lowestShown(fromMgdl lowest: Int) -> String {
            shown((value(fromMgdl: Double(lowest) - 0.5) * stepsPerUnit).rounded(.up))
        }
        func highestShown(toMgdl highest: Int) -> String {
            shown((value(fromMgdl: Double(highest) + 0.5) * stepsPerUnit).rounded(.up) - 1)
        }
        switch bounds {
        case let (lowest?, highest?): return lowestShown(fromMgdl: lowest) + "-" + highestShown(toMgdl: highest)
        case let (nil, highest?): return "<" + lowestShown(fromMgdl: highest + 1)
        case let (lowest?, nil): return ">" + highestShown(toMgdl: lowest - 1)
        case (nil, nil): return "all"
        }
    }
}
