// `daybands-bench pages`: day changes across page edges, on the sample and on an archive.

import DayBands

/// Day changes as the viewer's run loop makes them (`DayPages.apply`, then a
/// new page to the builder, then the scene): walking back `count` days from the
/// last one (bouncing at the first), so every page edge on the way reads a page.
func benchPages(store: any DayStore, name: String, size: Size, count: Int) throws -> PagesSummary {
    guard let pages = try DayPages(store: store, calendar: utc, window: DayWindow(), defaultDays: DayWindow.defaultDays)
    else { fatalError("\(name) has no readings") }
    var timeline = try pages.timeline(of: pages.first)
    let builder = SceneBuilder(timeline: timeline,
                               context: DayChart.Context(data: timeline.data, calendar: utc, style: RenderStyle()),
                               summaries: pages.summaries)
    var state = ViewerState.opening(timeline, size: size)
    sink = builder.scene(for: state)
    var direction = -1, day = pages.days.count - 1
    var samples: [Sample] = [], turns: [Sample] = []
    for _ in 0..<count {
        if day == 0 { direction = 1 } else if day == pages.days.count - 1 { direction = -1 }
        var turned = false
        let sample = measure {
            if let page = pages.apply(.moveDay(direction), to: &state, on: timeline) {
                builder.update(timeline: page)
                timeline = page
                turned = true
            }
            return builder.scene(for: state)
        }
        day += direction
        samples.append(sample)
        if turned { turns.append(sample) }
    }
    return PagesSummary(store: name, size: "\(size.columns)x\(size.rows)", days: pages.days.count, samples: samples, turns: turns)
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
