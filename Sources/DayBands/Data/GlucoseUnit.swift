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
        let value = format(mgdl: reading.mgdl)
        switch reading.flag {
        case .measured: return value
        case .belowSensorRange: return "<" + value
        case .aboveSensorRange: return ">" + value
        }
    }

    /// A signed difference as shown: `+37`, `-2.1`, `±0`.
    public func formatDifference(mgdl: Double) -> String {
        let text = format(mgdl: abs(mgdl))
        if text == format(mgdl: 0) { return "±" + text }
        return (mgdl > 0 ? "+" : "-") + text
    }
}
