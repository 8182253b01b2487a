// daybands-bench: in-process timings of the viewer's work per event, and of
// the importers. Run by `make bench` (Benchmarks/run.py); never by `make test`.
//
//   daybands-bench events [--sizes 120x40,300x80] [--scale 1.0] [--json]
//   daybands-bench import FILE [--json]
//   daybands-bench pages [--archive PATH] [--size 120x40] [--json]
//
// `events` drives `ViewerState.apply` + `SceneBuilder.scene(for:)` exactly as the
// viewer's run loop does (everything but the ncurses panels) on the bundled
// sample data in UTC, and reports per event the median and p10/p90 time, heap
// allocations (see Sources/CAllocCount) and the chart passes it caused.

import CAllocCount
import DayBands
import Foundation
#if canImport(Glibc)
import Glibc
#endif

// MARK: measuring

func monotonicNanoseconds() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}

struct Sample {
    var nanoseconds: UInt64
    var mallocs: Int
    var bytes: Int
}

/// Keeps results alive so the work that made them cannot be skipped; the
/// previous one is released inside the next measurement, as a frame replaces
/// the previous frame in the viewer.
nonisolated(unsafe) var sink: Any?

@inline(never)
func measure(_ body: () -> Any) -> Sample {
    let calls = Int(alloc_count_calls()), bytes = Int(alloc_count_bytes())
    let start = monotonicNanoseconds()
    sink = body()
    let end = monotonicNanoseconds()
    return Sample(nanoseconds: end - start, mallocs: Int(alloc_count_calls()) - calls, bytes: Int(alloc_count_bytes()) - bytes)
}

/// The value at fraction `p` (0...1) of non-empty sorted values.
func percentile<T: Comparable>(_ sorted: [T], _ p: Double) -> T {
    sorted[min(sorted.count - 1, Int((Double(sorted.count - 1) * p).rounded()))]
}

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

// MARK: events

func parseSize(_ text: Substring) -> Size? {
    let parts = text.split(separator: "x")
    guard parts.count == 2, let columns = Int(parts[0]), let rows = Int(parts[1]) else { return nil }
    return Size(columns: columns, rows: rows)
}

/// Moves back and forth between 0 and `last` (hours or days) one step at a
/// time, timing each step's apply + scene after `warmUp` untimed steps, and
/// counts the chart passes the timed steps caused.
func bounce(_ builder: SceneBuilder, _ state: inout ViewerState, in timeline: Timeline, warmUp: Int, count: Int,
            event: String, size: Size, last: Int, at position: (ViewerState) -> Int,
            move: (Int) -> ViewerEvent) -> Summary {
    var direction = -1
    func step() -> Sample {
        let now = position(state)
        if now == 0 { direction = 1 } else if now == last { direction = -1 }
        return measure {
            state.apply(move(direction), in: timeline)
            return builder.scene(for: state)
        }
    }
    for _ in 0..<warmUp { _ = step() }
    let passes = builder.chartPasses
    let samples = (0..<count).map { _ in step() }
    return Summary(event: event, size: size, samples: samples, chartPasses: builder.chartPasses - passes)
}

func benchEvents(sizes: [Size], scale: Double) throws -> [Summary] {
    let calendar = DayCalendar(timeZone: TimeZone(identifier: "UTC")!)
    let data = try SampleData().load(in: calendar)
    guard let timeline = Timeline(data: data, calendar: calendar) else { fatalError("sample data has no readings") }
    let context = DayChart.Context(data: timeline.data, calendar: timeline.calendar, style: RenderStyle())
    func count(_ n: Int) -> Int { max(20, Int(Double(n) * scale)) }
    var summaries: [Summary] = []

    for size in sizes {
        // Cursor steps: scrub the last day from its last hour to its first and
        // back, again and again (the viewer's opening day).
        do {
            let builder = SceneBuilder(timeline: timeline, context: context)
            var state = ViewerState.opening(timeline, size: size)
            state.apply(.lastHour, in: timeline)
            sink = builder.scene(for: state)
            let hours = timeline.days[state.selection.cursor.dayIndex].hourCount
            summaries.append(bounce(builder, &state, in: timeline, warmUp: 200, count: count(20_000), event: "cursor step",
                                    size: size, last: hours - 1, at: { $0.selection.cursor.hour }, move: ViewerEvent.moveHour))
        }
        // Where a cursor step's time goes: the public pieces the scene builder
        // calls for the live callout (the status line and the guide are internal).
        do {
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
            for (name, part) in parts {
                for _ in 0..<200 { _ = part() }
                let samples = (0..<count(5_000)).map { _ in part() }
                summaries.append(Summary(event: name, size: size, samples: samples, chartPasses: 0))
            }
        }
        // Day changes: browse across all days and back; each one lays out and
        // rasterises the new day's chart.
        do {
            let builder = SceneBuilder(timeline: timeline, context: context)
            var state = ViewerState.opening(timeline, size: size)
            sink = builder.scene(for: state)
            summaries.append(bounce(builder, &state, in: timeline, warmUp: 20, count: count(1_500), event: "day change",
                                    size: size, last: timeline.days.count - 1, at: { $0.selection.cursor.dayIndex },
                                    move: ViewerEvent.moveDay))
        }
        // The chart alone (layout + raster), without the layers above it.
        do {
            var dayIndex = 0
            func build() -> Sample {
                dayIndex = (dayIndex + 1) % timeline.days.count
                let day = timeline.days[dayIndex]
                return measure {
                    let layout = ChartLayout(size: size)!
                    return DayChart(day: day, dayNumber: dayIndex + 1, dayCount: timeline.days.count,
                                    layout: layout, context: context)
                }
            }
            for _ in 0..<20 { _ = build() }
            let samples = (0..<count(1_500)).map { _ in build() }
            summaries.append(Summary(event: "chart build (layout + raster)", size: size, samples: samples,
                                     chartPasses: samples.count))
        }
        // Resizes: between this size and one a column and a row smaller.
        do {
            let builder = SceneBuilder(timeline: timeline, context: context)
            var state = ViewerState.opening(timeline, size: size)
            sink = builder.scene(for: state)
            let other = Size(columns: size.columns - 1, rows: size.rows - 1)
            func resize() -> Sample {
                let target = state.size == size ? other : size
                return measure {
                    state.apply(.resize(target), in: timeline)
                    return builder.scene(for: state)
                }
            }
            for _ in 0..<20 { _ = resize() }
            let passes = builder.chartPasses
            let samples = (0..<count(1_500)).map { _ in resize() }
            summaries.append(Summary(event: "resize", size: size, samples: samples,
                                     chartPasses: builder.chartPasses - passes))
        }
    }
    return summaries
}

// MARK: pages

/// Day changes as the viewer's run loop makes them (`DayPages.apply`, then a
/// new page to the builder, then the scene): walking back `count` days from the
/// last one (bouncing at the first), so every page edge on the way reads a page.
func benchPages(store: any DayStore, name: String, size: Size, count: Int) throws -> PagesSummary {
    let calendar = DayCalendar(timeZone: TimeZone(identifier: "UTC")!)
    guard let pages = try DayPages(store: store, calendar: calendar, window: DayWindow(), defaultDays: DayWindow.defaultDays)
    else { fatalError("\(name) has no readings") }
    var timeline = try pages.timeline(of: pages.first)
    let builder = SceneBuilder(timeline: timeline,
                               context: DayChart.Context(data: timeline.data, calendar: calendar, style: RenderStyle()),
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

// MARK: import

struct ImportResult: Encodable {
    var file: String
    var seconds: Double
    var readings: Int
    var doses: Int
    var warnings: [String]
    var mallocs: Int
}

func benchImport(path: String) throws -> ImportResult {
    let calendar = DayCalendar(timeZone: TimeZone(identifier: "UTC")!)
    let calls = Int(alloc_count_calls())
    let start = monotonicNanoseconds()
    let report = try FileSource(path: path).read(in: calendar)
    let end = monotonicNanoseconds()
    return ImportResult(file: path, seconds: Double(end - start) / 1e9, readings: report.data.readings.count,
                        doses: report.data.doses.count, warnings: report.warnings, mallocs: Int(alloc_count_calls()) - calls)
}

// MARK: command line

func printJSON<T: Encodable>(_ value: T) {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    print(String(decoding: try! encoder.encode(value), as: UTF8.self))
}

func usage() -> Never {
    FileHandle.standardError.write(Data("""
        usage: daybands-bench events [--sizes 120x40,300x80] [--scale X] [--json]
               daybands-bench import FILE [--json]
               daybands-bench pages [--archive PATH] [--size WxH] [--json]

        """.utf8))
    exit(2)
}

var arguments = Array(CommandLine.arguments.dropFirst())
let json = arguments.contains("--json")
arguments.removeAll { $0 == "--json" }
guard let command = arguments.first else { usage() }
arguments.removeFirst()

do {
    switch command {
    case "events":
        var sizes = [Size(columns: 120, rows: 40), Size(columns: 300, rows: 80)]
        var scale = 1.0
        while let option = arguments.first {
            arguments.removeFirst()
            guard let value = arguments.first else { usage() }
            arguments.removeFirst()
            switch option {
            case "--sizes":
                let parsed = value.split(separator: ",").compactMap(parseSize)
                guard !parsed.isEmpty else { usage() }
                sizes = parsed
            case "--scale":
                guard let number = Double(value), number > 0 else { usage() }
                scale = number
            default: usage()
            }
        }
        let summaries = try benchEvents(sizes: sizes, scale: scale)
        if json {
            printJSON(summaries)
        } else {
            print("event                           size      reps   median µs   p10 µs   p90 µs  mallocs  alloc B  chart passes")
            for s in summaries {
                print(s.event.padding(toLength: 31, withPad: " ", startingAt: 0),
                      s.size.padding(toLength: 8, withPad: " ", startingAt: 0),
                      String(format: "%6d %11.1f %8.1f %8.1f %8.0f %8.0f  %d", s.repetitions, s.medianMicroseconds,
                             s.p10Microseconds, s.p90Microseconds, s.medianMallocs, s.medianAllocatedBytes, s.chartPasses))
            }
        }
    case "import":
        guard arguments.count == 1 else { usage() }
        let result = try benchImport(path: arguments[0])
        if json {
            printJSON(result)
        } else {
            print(String(format: "%@: %.3f s, %d readings, %d doses, %d mallocs", result.file, result.seconds,
                         result.readings, result.doses, result.mallocs))
            for warning in result.warnings { print("  warning: \(warning)") }
        }
    case "pages":
        var size = Size(columns: 120, rows: 40)
        var archivePath: String?
        while let option = arguments.first {
            arguments.removeFirst()
            guard let value = arguments.first else { usage() }
            arguments.removeFirst()
            switch option {
            case "--size":
                guard let parsed = parseSize(Substring(value)) else { usage() }
                size = parsed
            case "--archive": archivePath = value
            default: usage()
            }
        }
        let calendar = DayCalendar(timeZone: TimeZone(identifier: "UTC")!)
        var results = [try benchPages(store: try SampleData().load(in: calendar), name: "sample", size: size, count: 1_500)]
        if let archivePath {
            results.append(try benchPages(store: try Archive(path: archivePath, readOnly: true), name: "archive",
                                          size: size, count: 1_500))
        }
        if json {
            printJSON(results)
        } else {
            for r in results {
                print(String(format: "%@ %@ (%d days): %d day changes, %d page turns; median %.1f µs, mean %.1f, p90 %.1f, max %.1f; page turn median %.1f µs",
                             r.store, r.size, r.days, r.dayChanges, r.pageTurns, r.medianMicroseconds, r.meanMicroseconds,
                             r.p90Microseconds, r.maxMicroseconds, r.turnMedianMicroseconds ?? 0))
            }
        }
    default:
        usage()
    }
} catch {
    FileHandle.standardError.write(Data("daybands-bench: \(error)\n".utf8))
    exit(1)
}
