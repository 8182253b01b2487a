// `daybands-bench year`: the year view's first frame and its year turns on an archive.

import DayBands

/// The year view as the run loop makes it: the archive opened as the viewer
/// opens it (its last page read, a model of it), then `y` sent to the model
/// and the scene made, timed together: the first frame's effects read the
/// span and the months on screen from the day summaries (`ViewerEffect.readYear`). New pages and a new
/// builder each time, `runs` times; then, in the last session, `turns` year
/// turns (PgUp: a year back, bouncing).
func benchYear(store: any DayStore, size: Size, runs: Int, turns: Int) throws -> YearSummary {
    var firsts: [Sample] = [], turned: [Sample] = []
    var session: (pages: DayPages, builder: SceneBuilder, model: ViewerModel)?
    for _ in 0..<runs {
        guard let pages = try DayPages(store: store, calendar: utc, window: DayWindow(), defaultDays: DayWindow.defaultDays)
        else { fatalError("the archive has no readings") }
        let timeline = try pages.timeline(of: pages.plan.first)
        var model = ViewerModel(page: timeline, state: ViewerState.opening(timeline, size: size), plan: pages.plan)
        pages.settle(&model)
        var builder: SceneBuilder?
        firsts.append(measure {
            pages.send(.event(.toggleYear), to: &model)
            builder = SceneBuilder(settings: RenderSettings(calendar: utc))
            return builder!.scene(for: model)
        })
        session = (pages, builder!, model)
    }
    guard let (pages, builder, first) = session else { fatalError("no runs") }
    var model = first
    var direction = -WeekLayout.days
    for index in 0..<turns {
        if index % 8 == 0 { direction = -direction }
        turned.append(measure {
            pages.send(.event(.moveDay(direction)), to: &model)
            return builder.scene(for: model)
        })
    }
    return YearSummary(size: "\(size.columns)x\(size.rows)", days: pages.plan.days.count, firsts: firsts, turns: turned)
}

struct YearSummary: Encodable {
    var size: String
    var days: Int
    var firstFrames: Int
    var firstFrameMedianMilliseconds: Double
    var firstFrameMaxMilliseconds: Double
    var yearTurns: Int
    var yearTurnMedianMilliseconds: Double
    var yearTurnMaxMilliseconds: Double

    init(size: String, days: Int, firsts: [Sample], turns: [Sample]) {
        func milli(_ samples: [Sample], _ p: Double) -> Double {
            samples.isEmpty ? 0 : Double(percentile(samples.map(\.nanoseconds).sorted(), p)) / 1e6
        }
        self.size = size
        self.days = days
        firstFrames = firsts.count
        firstFrameMedianMilliseconds = milli(firsts, 0.5)
        firstFrameMaxMilliseconds = milli(firsts, 1)
        yearTurns = turns.count
        yearTurnMedianMilliseconds = milli(turns, 0.5)
        yearTurnMaxMilliseconds = milli(turns, 1)
    }
}
