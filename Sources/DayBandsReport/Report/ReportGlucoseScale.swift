import DayBandsRecords

/// The glucose axis of the AGP and the daily profiles: 0 to 350 mg/dL as
/// the AGP report draws it, ticks at the consensus bounds. A value beyond the
/// top is drawn at the top and said to be beyond (`isBeyond`).
struct ReportGlucoseScale {
    static let topMgdl = 350.0
    static let ticks = [ConsensusRange.veryLowBelow, ConsensusRange.lowBelow, ConsensusRange.highAbove,
                        ConsensusRange.veryHighAbove, topMgdl]
    /// The in-range target (70 to 180 mg/dL), drawn as a band with its bounds marked.
    static let target = ConsensusRange.lowBelow...ConsensusRange.highAbove

    /// The plot's top and bottom y (pixels).
    let top: Double
    let bottom: Double

    func y(_ mgdl: Double) -> Double {
        bottom - min(max(mgdl, 0), Self.topMgdl) / Self.topMgdl * (bottom - top)
    }

    static func isBeyond(_ mgdl: Double) -> Bool { mgdl > topMgdl }
}
