// `daybands-bench pages`: day changes across page edges, on the sample and on an archive.

import DayBands

/// Day changes as the viewer's run loop makes them (the event sent to the
/// model, its reads performed by `DayPages`, then the scene): walking back `count` days from the
/// last one (bouncing at the first), so every page edge on the way reads a page.
func benchPages(store: any DayStore, name: String, size: Size, count: Int) throws -> PagesSummary {
    guard let pages = try DayPages(store: store, calendar: utc, window: DayWindow(), defaultDays: DayWindow.defaultDays)
    else { fatalError("\(name) has no readings") }
    let builder = SceneBuilder(settings: RenderSettings(calendar: utc))
    let first = try pages.timeline(of: pages.plan.first)
    var model = ViewerModel(page: first, state: ViewerState.opening(first, size: size), plan: pages.plan)
    pages.settle(&model)
    sink = builder.scene(for: model)
    let days = pages.plan.days
    var direction = -1, day = days.count - 1
    var samples: [Sample] = [], turns: [Sample] = []
    for _ in 0..<count {
        if day == 0 { direction = 1 } else if day == days.count - 1 { direction = -1 }
        let revision = model.pageRevision
        let sample = measure {
            pages.send(.event(.moveDay(direction)), to: &model)
            return builder.scene(for: model)
        }
        day += direction
        samples.append(sample)
        if model.pageRevision != revision { turns.append(sample) }
    }
    return PagesSummary(store: name, size: "\(size.columns)x\(size.rows)", days: days.count, samples: samples, turns: turns)
}

struct PagesSummary: Encodable {
    var store: String
    var size: String
    var days: Int
    var dayChanges: Int
    var pageTurns: Int
    var medianMicroseconds: Double
    var meanMicroseconds: Double
    var p90Microseconds: Double
    var maxMicroseconds: Double
    /// The day changes that read a page.
    var turnMedianMicroseconds: Double?

    init(store: String, size: String, days: Int, samples: [Sample], turns: [Sample]) {
        func micro(_ sorted: [UInt64], _ p: Double) -> Double { Double(percentile(sorted, p)) / 1000 }
        let times = samples.map(\.nanoseconds).sorted()
        self.store = store
        self.size = size
        self.days = days
        dayChanges = samples.count
        pageTurns = turns.count
        medianMicroseconds = micro(times, 0.5)
        meanMicroseconds = Double(times.reduce(0, +)) / Double(times.count) / 1000
        p90Microseconds = micro(times, 0.9)
        maxMicroseconds = micro(times, 1)
        turnMedianMicroseconds = turns.isEmpty ? nil : micro(turns.map(\.nanoseconds).sorted(), 0.5)
    }
}
