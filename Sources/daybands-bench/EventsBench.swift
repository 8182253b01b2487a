// `daybands-bench events`: drives `ViewerState.apply` + `SceneBuilder.scene(for:)`
// exactly as the viewer's run loop does (everything but the ncurses panels) on
// the bundled sample data in UTC, and reports per event the median and p10/p90
// time, heap allocations (see Sources/CAllocCount) and the chart passes it caused.

import DayBands

struct Summary: Encodable {
    var event: String
    var size: String
    var repetitions: Int
    var medianMicroseconds: Double
    var p10Microseconds: Double
    var p90Microseconds: Double
    var medianMallocs: Double
    var medianAllocatedBytes: Double
    var chartPasses: Int
    var chartPassesPerEvent: Double

    init(event: String, size: Size, samples: [Sample], chartPasses: Int) {
        let times = samples.map(\.nanoseconds).sorted()
        self.event = event
        self.size = "\(size.columns)x\(size.rows)"
        repetitions = samples.count
        medianMicroseconds = Double(percentile(times, 0.5)) / 1000
        p10Microseconds = Double(percentile(times, 0.1)) / 1000
        p90Microseconds = Double(percentile(times, 0.9)) / 1000
        medianMallocs = Double(percentile(samples.map(\.mallocs).sorted(), 0.5))
        medianAllocatedBytes = Double(percentile(samples.map(\.bytes).sorted(), 0.5))
        self.chartPasses = chartPasses
        chartPassesPerEvent = Double(chartPasses) / Double(samples.count)
    }
}

func benchEvents(sizes: [Size], scale: Double) throws -> [Summary] {
    let data = try SampleData().load(in: utc)
    guard let timeline = Timeline(data: data, calendar: utc) else { fatalError("sample data has no readings") }
    let context = DayChart.Context(data: timeline.data, calendar: timeline.calendar, style: RenderStyle())
    let looper = therapyTimeline(timeline)
    var lanesContext = context
    lanesContext.data = looper.data
    return sizes.flatMap { size in
        let bench = EventBench(timeline: timeline, context: context, size: size, scale: scale)
        let lanes = EventBench(timeline: looper, context: lanesContext, size: size, scale: scale)
        return [bench.cursorSteps(), bench.liveCursorSteps()] + bench.cursorStepParts() + [bench.dayChanges(), lanes.dayChanges(event: "day change (therapy lanes)"),
                                                                   lanes.cursorSteps(event: "cursor step (therapy lanes)"),
                                                                   bench.chartBuilds(), bench.resizes()]
    }
}

/// The events at one terminal size.
struct EventBench {
    let timeline: Timeline
    let context: DayChart.Context
    let size: Size
    let scale: Double

    /// `n` repetitions at scale 1, never fewer than 20.
    func count(_ n: Int) -> Int { max(20, Int(Double(n) * scale)) }

    /// Times `count` steps after `warmUp` untimed ones, and counts the passes
    /// (`passes()` before and after) the timed steps caused.
    func summary(_ event: String, warmUp: Int, count: Int, passes: () -> Int, step: () -> Sample) -> Summary {
        for _ in 0..<warmUp { _ = step() }
        let before = passes()
        let samples = (0..<count).map { _ in step() }
        return Summary(event: event, size: size, samples: samples, chartPasses: passes() - before)
    }

    /// Moves back and forth between 0 and `last` (hours or days) one step at a
    /// time, timing each step's apply + scene.
    func bounce(_ builder: SceneBuilder, _ model: inout ViewerModel, warmUp: Int, count: Int, event: String,
                last: Int, at position: (ViewerState) -> Int, move: (Int) -> ViewerEvent) -> Summary {
        var direction = -1
        return summary(event, warmUp: warmUp, count: count, passes: { builder.chartPasses }) {
            let now = position(model.state)
            if now == 0 { direction = 1 } else if now == last { direction = -1 }
            return measure {
                _ = model.update(.event(move(direction)))
                return builder.scene(for: model)
            }
        }
    }

    /// Cursor steps: scrub the last day from its last hour to its first and
    /// back, again and again (the viewer's opening day).
    func cursorSteps(event: String = "cursor step") -> Summary {
        let builder = SceneBuilder(settings: context.settings)
        var model = ViewerModel(page: timeline, state: ViewerState.opening(timeline, size: size))
        _ = model.update(.event(.lastHour))
        sink = builder.scene(for: model)
        let hours = timeline.days[model.state.selection.cursor.dayIndex].hourCount
        return bounce(builder, &model, warmUp: 200, count: count(20_000), event: event,
                      last: hours - 1, at: { $0.selection.cursor.hour }, move: ViewerEvent.moveHour)
    }

    /// Cursor steps in the live window (`--follow`, a minute after the
    /// newest reading): from the newest reading back to the window's first
    /// whole hour and on again, as a day's are timed.
    func liveCursorSteps() -> Summary {
        let builder = SceneBuilder(settings: context.settings)
        guard let newest = timeline.data.readings.last?.time else { fatalError("sample data has no readings") }
        let now = newest.addingTimeInterval(60)
        var state = ViewerState.opening(timeline, size: size)
        state.following = true
        var model = ViewerModel(page: timeline, state: state, follows: true, clock: now)
        model.open(at: now, dayAsked: false)
        return liveWindowSteps(&model, builder: builder, size: size, count: count(20_000), event: "cursor step (live window)")
    }

    /// Where a cursor step's time goes: the public pieces the scene builder
    /// calls for the live callout (the status line and the guide are internal).
    func cursorStepParts() -> [Summary] {
        let dayIndex = timeline.days.count - 1
        let hours = timeline.days[dayIndex].hourCount
        var hour = 0
        func nextMark() -> HourMark {
            hour = (hour + 1) % hours
            return HourMark(dayIndex: dayIndex, hour: hour)
        }
        let parts: [(String, () -> Sample)] = [
            ("  part: HourWindow (binary search)", {
                let mark = nextMark()
                return measure { HourWindow(mark, in: timeline) }
            }),
            ("  part: Callout (text + box)", {
                let window = HourWindow(nextMark(), in: timeline)
                return measure { Callout(window, role: .live, treatments: true, context: context) }
            }),
            ("  part: one clockText (HH:MM)", {
                let instant = timeline.days[dayIndex].instant(atHour: nextMark().hour)
                return measure { context.calendar.clockText(instant) }
            }),
        ]
        return parts.map { name, part in summary(name, warmUp: 200, count: count(5_000), passes: { 0 }, step: part) }
    }

    /// Day changes: browse across all days and back; each one lays out and
    /// rasterises the new day's chart.
    func dayChanges(event: String = "day change") -> Summary {
        let builder = SceneBuilder(settings: context.settings)
        var model = ViewerModel(page: timeline, state: ViewerState.opening(timeline, size: size))
        sink = builder.scene(for: model)
        return bounce(builder, &model, warmUp: 20, count: count(1_500), event: event,
                      last: timeline.days.count - 1, at: { $0.selection.cursor.dayIndex }, move: ViewerEvent.moveDay)
    }

    /// The chart alone (layout + raster), without the layers above it.
    func chartBuilds() -> Summary {
        var dayIndex = 0, builds = 0
        return summary("chart build (layout + raster)", warmUp: 20, count: count(1_500), passes: { builds }) {
            dayIndex = (dayIndex + 1) % timeline.days.count
            builds += 1
            let day = timeline.days[dayIndex]
            return measure {
                let layout = ChartLayout(size: size)!
                return DayChart(day: day, dayNumber: dayIndex + 1, dayCount: timeline.days.count,
                                layout: layout, context: context)
            }
        }
    }

    /// Resizes: between this size and one a column and a row smaller.
    func resizes() -> Summary {
        let builder = SceneBuilder(settings: context.settings)
        var model = ViewerModel(page: timeline, state: ViewerState.opening(timeline, size: size))
        sink = builder.scene(for: model)
        let other = Size(columns: size.columns - 1, rows: size.rows - 1)
        return summary("resize", warmUp: 20, count: count(1_500), passes: { builder.chartPasses }) {
            let target = model.state.size == size ? other : size
            return measure {
                _ = model.update(.event(.resize(target)))
                return builder.scene(for: model)
            }
        }
    }
}

/// Cursor steps in a model's live window, timed as a day's are: from the
/// newest reading back to the window's first whole hour and on again.
func liveWindowSteps(_ model: inout ViewerModel, builder: SceneBuilder, size: Size, count: Int, event: String) -> Summary {
    sink = builder.scene(for: model)
    var direction = -1
    func step() -> Sample {
        let before = model.state.selection.cursor
        let sample = measure {
            _ = model.update(.event(.moveHour(direction)))
            return builder.scene(for: model)
        }
        // Held at the window's first hour or its newest reading: turn back.
        if model.state.selection.cursor == before { direction = -direction }
        return sample
    }
    for _ in 0..<200 { _ = step() }
    let before = builder.chartPasses
    let samples = (0..<count).map { _ in step() }
    return Summary(event: event, size: size, samples: samples, chartPasses: builder.chartPasses - before)
}
