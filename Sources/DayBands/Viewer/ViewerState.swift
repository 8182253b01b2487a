/// The whole state of the viewer. It changes only in `apply`, a pure function of
/// the event and the timeline; what the screen shows is derived from it.
public struct ViewerState: Hashable, Sendable {
    public var selection: Selection
    public var size: Size
    public var unit: GlucoseUnit = .mgdl
    public var helpVisible = false
    public var quitRequested = false

    public init(selection: Selection, size: Size) {
        self.selection = selection
        self.size = size
    }

    /// The state a viewer opens in: the given day (default the last), at the
    /// given hour (default the day's last hour that has a reading).
    public static func opening(_ timeline: Timeline, dayIndex: Int? = nil, hour: Int? = nil, size: Size) -> ViewerState {
        let index = min(max(dayIndex ?? timeline.days.count - 1, 0), timeline.days.count - 1)
        let day = timeline.days[index]
        let lastReadingHour = timeline.data.readings(in: day.interval).last.map {
            Int($0.time.timeIntervalSince(day.interval.start) / 3600)
        }
        let chosen = min(max(hour ?? lastReadingHour ?? 12, 0), day.hourCount - 1)
        return ViewerState(selection: Selection(cursor: HourMark(dayIndex: index, hour: chosen)), size: size)
    }

    public mutating func apply(_ event: ViewerEvent, in timeline: Timeline) {
        if helpVisible, event != .quit, !isResize(event) {
            helpVisible = false
            if event == .toggleHelp || event == .clearPin { return }
        }
        var cursor = selection.cursor
        let hours = timeline.days[cursor.dayIndex].hourCount
        switch event {
        case .moveHour(let step):
            cursor.hour = clamp(cursor.hour + step, 0, hours - 1)
        case .firstHour:
            cursor.hour = 0
        case .lastHour:
            cursor.hour = hours - 1
        case .moveDay(let step):
            cursor.dayIndex = clamp(cursor.dayIndex + step, 0, timeline.days.count - 1)
            cursor.hour = min(cursor.hour, timeline.days[cursor.dayIndex].hourCount - 1)
        case .togglePin:
            selection.togglePin()
        case .clearPin:
            selection.pin = nil
        case .toggleHelp:
            helpVisible = true
        case .toggleUnit:
            unit = unit == .mgdl ? .mmol : .mgdl
        case .click(let point):
            // A click pins the hour it lands on; clicking it again keeps the pin.
            guard let layout = ChartLayout(size: size), let inPlot = layout.plotPoint(fromScreen: point) else { return }
            let axis = TimeAxis(day: timeline.days[cursor.dayIndex], columns: layout.plot.width)
            cursor.hour = axis.nearestHour(toColumn: inPlot.x)
            selection.pin = cursor
        case .otherKey:
            break
        case .resize(let newSize):
            size = newSize
        case .quit:
            quitRequested = true
        }
        selection.cursor = cursor
    }

    private func isResize(_ event: ViewerEvent) -> Bool {
        if case .resize = event { return true }
        return false
    }
}

func clamp(_ value: Int, _ low: Int, _ high: Int) -> Int { min(max(value, low), high) }
