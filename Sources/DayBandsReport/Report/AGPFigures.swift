import DayBandsRecords
import DayBandsViewer
import Foundation

/// The AGP report's figures and their words, taken from the one
/// `StatisticsSummary` of the report's days (the figures `stats` and the
/// panel give), so the report shows one "in range" figure, the panel's.
/// The vector page and the text report both print these lines.
public struct AGPFigures: Sendable {
    /// A glucose target and how the report's days fare against it.
    public struct TargetLine: Sendable {
        public let target: ConsensusTarget
        /// `in range 70-180`, `very low + low <70`, in the display unit.
        public let label: String
        /// `>70%`, `<4%`.
        public let goal: String
        public let share: String
        public let perDay: String
        public let met: Bool
    }

    /// One consensus range's share of the readings, for the stacked bar.
    public struct RangeShare: Sendable {
        public let range: ConsensusRange
        /// `very high >250`, `in range 70-180`.
        public let label: String
        public let percent: Double
        public let share: String
        public let perDay: String
    }

    public let unit: GlucoseUnit
    public let period: String
    public let days: Int
    public let daysWithData: Int
    public let activePercent: String
    public let mean: String?
    public let gmi: String?
    public let cv: String?
    public let cvMet: Bool
    /// The Glycemia Risk Index and its zone: `25.5 (zone B)`.
    public let gri: String?
    public let targets: [TargetLine]
    /// Very high first, as the bar stacks them.
    public let ranges: [RangeShare]
    /// Insulin and carbs where the data holds them (`therapyLines`).
    public let therapy: [TherapyLine]
    /// Said when the period is short of what an AGP needs (`sufficiency`), else nil.
    public let caution: String?
    /// The figures against the period before of the same length, when it was asked for (the report's).
    public let comparison: PeriodComparison?

    /// What the AGP guidance asks of a report's data: 14 days, the CGM active 70% of the time.
    public static let sufficientDays = 14
    public static let sufficientActivePercent = 70.0

    /// Minutes in a day that 1% of the time stands for.
    public static let minutesPerPercent = 24 * 60 / 100.0

    public init(summary: StatisticsSummary, unit: GlucoseUnit, comparison: PeriodComparison? = nil) {
        self.unit = unit
        self.comparison = comparison
        period = "\(summary.firstDay ?? "-") to \(summary.lastDay ?? "-")"
        days = summary.days
        daysWithData = summary.daysWithData
        activePercent = ShareText.capture(summary.capturePercent) + "%"
        mean = summary.mean.map { "\(unit.format(mgdl: unit.mgdl(from: $0))) \(unit.label)" }
        gmi = summary.gmiPercent.map { String(format: "%.1f%% (%d mmol/mol)", $0, Self.mmolPerMol(gmiPercent: $0)) }
        cv = summary.cvPercent.map(GlucoseSummary.variabilityText)
        cvMet = summary.cvPercent.map(GlucoseSummary.variabilityTargetMet) ?? true
        gri = summary.gri.map { String(format: "%.1f (zone %@)", $0.value, $0.zone.rawValue) }
        targets = summary.consensusTargets.map { shares in
            [ConsensusTarget.inRange, .below70, .below54, .above180, .above250].map { target in
                let share = shares.share(of: target)
                return TargetLine(target: target, label: Self.label(target, unit: unit),
                                  goal: StatisticsPanel.targetText(target.target),
                                  share: ShareText.percent(share, near: target.target),
                                  perDay: Self.perDay(percent: share), met: shares.met[StatisticsSummary.TargetShares.key(target)] ?? false)
            }
        } ?? []
        therapy = Self.therapyLines(summary.therapy)
        caution = Self.sufficiency(daysWithData: summary.daysWithData, activePercent: summary.capturePercent)
        ranges = summary.timeInRangesPercent.map { shares in
            let percents: [(ConsensusRange, Double)] = [(.veryHigh, shares.veryHigh), (.high, shares.high),
                                                        (.inRange, shares.inRange), (.low, shares.low), (.veryLow, shares.veryLow)]
            return percents.map { range, percent in
                RangeShare(range: range, label: range.name + " " + unit.rangeText(range.mgdlBounds), percent: percent,
                           share: Self.shareText(percent, of: range), perDay: Self.perDay(percent: percent))
            }
        } ?? []
    }

    /// `9 of 14 days, 62% active: interpret with caution` when the days with
    /// readings are fewer than 14 or the CGM was active under 70% of the
    /// period (the percent rounded down, so 69.9 is never said as 70); nil
    /// when the period has both.
    static func sufficiency(daysWithData: Int, activePercent: Double) -> String? {
        guard daysWithData < sufficientDays || activePercent < sufficientActivePercent else { return nil }
        let active = Int(activePercent.rounded(.down))
        return "\(daysWithData) of \(sufficientDays) days, \(active)% active: interpret with caution"
    }

    /// How long 1% of the time is: 14 min 24 s a day.
    public static let onePercentNote: String = {
        let seconds = Int((minutesPerPercent * 60).rounded())
        return "1% of the time is \(seconds / 60) min \(seconds % 60) s a day"
    }()

    /// GMI as IFCC mmol/mol: 10.929 x (GMI% - 2.152).
    static func mmolPerMol(gmiPercent: Double) -> Int {
        Int((10.929 * (gmiPercent - 2.152)).rounded())
    }

    /// A share of the day as time: `16h 48min`, `58min`, `0min`.
    static func perDay(percent: Double) -> String {
        let minutes = Int((percent * minutesPerPercent).rounded())
        return minutes >= 60 ? "\(minutes / 60)h \(minutes % 60)min" : "\(minutes)min"
    }

    /// A range's share as the targets show it where the range has its own
    /// target (so the bar and the targets say the same figure), else plain.
    static func shareText(_ percent: Double, of range: ConsensusRange) -> String {
        let own: ConsensusTarget? = switch range {
        case .veryLow: .below54
        case .inRange: .inRange
        case .veryHigh: .above250
        case .low, .high: nil
        }
        return own.map { ShareText.percent(percent, near: $0.target) } ?? ShareText.percent(percent)
    }

    /// The consensus words of a target's ranges and its bounds in the unit.
    static func label(_ target: ConsensusTarget, unit: GlucoseUnit) -> String {
        let words = ConsensusRange.allCases.filter { target.ranges.contains($0) }.map(\.name)
        return words.joined(separator: " + ") + " " + unit.rangeText(target.mgdlBounds)
    }

    /// The figures as lines of text (`report --format text`).
    public var lines: [String] {
        var out = ["glucose statistics and targets", "\(period) (\(LocalDay.countText(days)), \(daysWithData) with readings)",
                   "time CGM active  \(activePercent)"] + (caution.map { [$0] } ?? [])
        out += ["", "ranges and targets"] + targets.map { line in
            "  \(line.label): \(line.share) (\(line.perDay) a day), target \(line.goal)" + (line.met ? "" : " missed")
        }
        out.append("  " + Self.onePercentNote)
        out += ["", "time in ranges"] + ranges.map { "  \($0.label): \($0.share) (\($0.perDay) a day)" }
        out += ["", "mean glucose  \(mean ?? "-")", "GMI  \(gmi ?? "-")",
                "CV  \(cv ?? "-") (target <=\(Int(GlucoseSummary.coefficientOfVariationTargetPercent))%)" + (cvMet ? "" : " missed"),
                "GRI  \(gri ?? "-")"]
        if !therapy.isEmpty { out += ["", "insulin and carbs"] + therapy.map { "  \($0.label)  \($0.value)" } }
        if let comparison { out += [""] + comparison.lines(unit: unit) }
        return out
    }
}
