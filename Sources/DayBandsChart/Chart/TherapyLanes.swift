import DayBandsRecords
/// Which therapy lanes a page's data has, and how many rows each takes on a
/// screen: a lane the source has no records for takes none, and on a small
/// screen they give way to the glucose plot first, which keeps at least
/// `minimumPlotRows`.
public struct TherapyLanes: Hashable, Sendable {
    /// The basal rate (`BasalLane`): basal events or schedules.
    public var basal: Bool
    /// Carbs, temporary targets and change marks (`EventLane`).
    public var events: Bool

    public init(basal: Bool = false, events: Bool = false) {
        self.basal = basal
        self.events = events
    }

    public init(_ data: GlucoseData) {
        basal = !data.therapy.basal.isEmpty || !data.therapy.schedules.isEmpty
        events = !data.carbs.isEmpty || !data.therapy.targets.isEmpty || !data.therapy.marks.isEmpty
    }

    /// The plot keeps this many rows before a lane takes one.
    public static let minimumPlotRows = 10

    /// Rows of the basal lane and the event lane under a plot of `plotRows`
    /// without them: the basal lane's first row, then the event lane's one,
    /// then the basal lane's more (3 rows on a tall screen, 2 on a middle one).
    func rows(plotRows: Int) -> (basal: Int, events: Int) {
        var left = plotRows - Self.minimumPlotRows
        let first = basal && left >= 1 ? 1 : 0
        left -= first
        let events = self.events && left >= 1 ? 1 : 0
        left -= events
        let wanted = plotRows >= 45 ? 3 : (plotRows >= 19 ? 2 : 1)
        return (first == 0 ? 0 : first + max(0, min(wanted - 1, left)), events)
    }
}
