import Foundation

/// A span's figures against those of the period before it, of the same
/// length and ending where it starts (`stats --compare`, as Tidepool's clinic
/// view compares 1, 7, 14 or 30 days with the days before): each figure now
/// and then, the change, and whether the change is better or worse for the
/// person. Without readings in either period there is nothing to compare
/// (`figures` is nil), and it says so rather than inventing.
public struct PeriodComparison: Codable, Hashable, Sendable {
    /// The period before: its days and how many held readings.
    public struct Period: Codable, Hashable, Sendable {
        public var firstDay: String?
        public var lastDay: String?
        public var days: Int
        public var daysWithData: Int
        public var readings: Int

        enum CodingKeys: String, CodingKey {
            case firstDay = "first_day"
            case lastDay = "last_day"
            case days
            case daysWithData = "days_with_data"
            case readings
        }
    }

    /// Which way a change goes for the person.
    public enum Verdict: String, Codable, Sendable {
        case better, worse, same
    }

    /// One figure now and before, and its change (now − before).
    public struct Change: Codable, Hashable, Sendable {
        public var now: Double
        public var before: Double
        public var change: Double
        /// Nil for a figure no direction is better in (the mean, GMI, capture).
        public var verdict: Verdict?

        /// Each to 2 decimals, as the other figures of `stats --json`.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(StatisticsSummary.rounded(now), forKey: .now)
            try container.encode(StatisticsSummary.rounded(before), forKey: .before)
            try container.encode(StatisticsSummary.rounded(change), forKey: .change)
            try container.encode(verdict, forKey: .verdict)
        }
    }

    public var before: Period
    /// By `ComparedFigure.key`, in `ComparedFigure.allCases` order when listed.
    public var figures: [String: Change]?

    /// `now` against `before`, the summary of the days before it.
    public init(now: StatisticsSummary, before: StatisticsSummary) {
        self.before = Period(firstDay: before.firstDay, lastDay: before.lastDay, days: before.days,
                             daysWithData: before.daysWithData, readings: before.readings)
        guard now.readings > 0, before.readings > 0 else { figures = nil; return }
        var figures: [String: Change] = [:]
        for figure in ComparedFigure.allCases {
            guard let new = figure.value(of: now), let old = figure.value(of: before) else { continue }
            figures[figure.key] = Change(now: new, before: old, change: new - old, verdict: figure.verdict(now: new, before: old))
        }
        self.figures = figures
    }

    /// The summary of as many days as `days` just before them, the period
    /// `now` is set against, read as one span from `store` (the archive's
    /// day summaries, or made from data in memory): `stats --compare` and
    /// the report ask it here.
    public static func periodBefore(_ days: [LocalDay], in calendar: DayCalendar, store: some DayStore,
                                    unit: GlucoseUnit) throws -> StatisticsSummary {
        let before = days.first.map { calendar.days(days.count, before: $0) } ?? []
        return StatisticsSummary(span: try SpanSummary(days: before, in: calendar, store: store), unit: unit)
    }

    enum CodingKeys: String, CodingKey {
        case before
        case figures
    }

    /// Writes `null` for figures there are none of.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(before, forKey: .before)
        try container.encode(figures, forKey: .figures)
    }
}

/// A figure `stats --compare` sets against the period before, and which
/// way is better for the person: more time in range, less time below or
/// above it, a lower CV, GRI, LBGI and HBGI. The mean and GMI are not judged
/// (a lower one may come of more lows), nor capture (more data, not better glucose).
public enum ComparedFigure: CaseIterable, Sendable {
    case inRange, below70, below54, above180, above250, mean, cv, gmi, gri, lbgi, hbgi, capture

    enum Better {
        case higher, lower
    }

    /// The JSON key, as the figure's own in `stats --json`.
    public var key: String {
        switch self {
        case .inRange: "in_range_percent"
        case .below70: "below_70_percent"
        case .below54: "below_54_percent"
        case .above180: "above_180_percent"
        case .above250: "above_250_percent"
        case .mean: "mean"
        case .cv: "cv_percent"
        case .gmi: "gmi_percent"
        case .gri: "gri"
        case .lbgi: "lbgi"
        case .hbgi: "hbgi"
        case .capture: "capture_percent"
        }
    }

    var better: Better? {
        switch self {
        case .inRange: .higher
        case .below70, .below54, .above180, .above250, .cv, .gri, .lbgi, .hbgi: .lower
        case .mean, .gmi, .capture: nil
        }
    }

    /// A consensus target's share as `stats` shows it (toward its verdict), the others as held.
    func value(of s: StatisticsSummary) -> Double? {
        func share(_ target: ConsensusTarget) -> Double? {
            s.consensusTargets.map { target.target.shown($0.share(of: target), decimals: Self.decimals) }
        }
        switch self {
        case .inRange: return share(.inRange)
        case .below70: return share(.below70)
        case .below54: return share(.below54)
        case .above180: return share(.above180)
        case .above250: return share(.above250)
        case .mean: return s.mean
        case .cv: return s.cvPercent
        case .gmi: return s.gmiPercent
        case .gri: return s.gri?.value
        case .lbgi: return s.lbgi
        case .hbgi: return s.hbgi
        case .capture: return s.capturePercent
        }
    }

    /// Figures and changes are shown to one decimal.
    public static let decimals = 1

    /// A figure or change as shown: to `decimals`, halves away from zero.
    static func shown(_ value: Double) -> Double {
        let scale = pow(10, Double(decimals))
        return (value * scale).rounded() / scale
    }

    /// Judged on the change as shown: one that reads 0.0 is the same, never better or worse.
    func verdict(now: Double, before: Double) -> PeriodComparison.Verdict? {
        guard let better else { return nil }
        let shown = Self.shown(now - before)
        if shown == 0 { return .same }
        return (shown > 0) == (better == .higher) ? .better : .worse
    }
}
