// `daybands-bench year`: the year view's first frame and its year turns on an archive.

import DayBands

/// The year view as the run loop makes it: the archive opened as the viewer
/// opens it (its last page read, a `SceneBuilder`), then `y` applied through
/// `DayPages.apply` and the scene made, timed together: the first frame reads
/// the span and the months on screen from the day summaries. A new builder
/// each time (its year view is made once per session), `runs` times; then,
/// in the last session, `turns` year turns (PgUp: a year back, bouncing).
func benchYear(store: any DayStore, size: Size, runs: Int, turns: Int) throws -> YearSummary {
    guard let pages = try DayPages(store: store, calendar: utc, window: DayWindow(), defaultDays: DayWindow.defaultDays)
    else { fatalError("the archive has no readings") }
    let timeline = try pages.timeline(of: pages.first)
    var firsts: [Sample] = [], turned: [Sample] = []
    var builder: SceneBuilder?, state = ViewerState.opening(timeline, size: size)
    for _ in 0..<runs {
        let fresh = SceneBuilder(timeline: timeline, context: DayChart.Context(data: timeline.data, calendar: utc, style: RenderStyle()),
                                 summaries: pages.summaries)
        state = ViewerState.opening(timeline, size: size)
        sink = fresh.scene(for: state)
        firsts.append(measure {
            _ = pages.apply(.toggleYear, to: &state, on: timeline)
            return fresh.scene(for: state)
        })
        builder = fresh
    }
    var direction = -WeekLayout.days
    for index in 0..<turns {
        if index % 8 == 0 { direction = -direction }
        turned.append(measure {
            _ = pages.apply(.moveDay(direction), to: &state, on: timeline)
            return builder!.scene(for: state)
        })
    }
    return YearSummary(size: "\(size.columns)x\(size.rows)", days: pages.days.count, firsts: firsts, turns: turned)
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
