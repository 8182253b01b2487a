// `daybands-bench poll URL`: what a `--follow` poll costs against a site
// (the loopback fake, Tests/NightscoutServer/server.py, run with or without
// --predictions by Benchmarks/run.py): the poll itself (entries and device
// statuses, as `LiveFeed.poll` asks them) in wall and this process's CPU
// time, then the viewer's part (the read applied to the model in the live
// window, and the scene) with its chart passes, and cursor steps in that
// live window with the forecast drawn.

import DayBands
import Foundation
#if canImport(Glibc)
import Glibc
#endif

struct PollResult: Encodable {
    var polls: Int
    var pollMedianMilliseconds: Double
    var pollP90Milliseconds: Double
    /// This process's CPU (user + system) per poll: the client's work, not the server's.
    var pollCPUMilliseconds: Double
    var readingsPerPoll: Int
    /// The forecast the live window draws: its name and curves (nil: none).
    var forecast: String?
    var forecastLines: Int
    var loopPrediction: Bool
    var apply: Summary
    var cursorSteps: Summary
}

/// CPU seconds (user + system) this process has used.
func processCPUSeconds() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
    return seconds(usage.ru_utime) + seconds(usage.ru_stime)
}

func benchPoll(address: String, polls: Int, size: Size) throws -> PollResult {
    guard let (root, token) = NightscoutSite.parse(address) else { throw BenchError("not a site address: \(address)") }
    let credentials = NightscoutCredentials.resolve(token: token, environment: [:])
    let source = NightscoutSource(site: NightscoutSite(root: root, credentials: credentials), days: 1)
    guard let timeline = Timeline(data: try source.read(in: utc).data, calendar: utc),
          let newest = timeline.data.readings.last?.time
    else { throw BenchError("the site sent no readings") }
    let now = Date()
    var state = ViewerState.opening(timeline, size: size)
    state.following = true
    var model = ViewerModel(page: timeline, state: state, follows: true, clock: now)
    model.open(at: now, dayAsked: false)
    let builder = SceneBuilder(settings: RenderSettings(calendar: utc))
    sink = builder.scene(for: model)

    var times: [UInt64] = [], applied: [Sample] = [], readings = 0
    let passesBefore = builder.chartPasses
    var cpuInPolls = 0.0
    for _ in 0..<polls {
        // As `LiveFeed.poll`: the readings since a look-back, then the last hour's device statuses.
        let start = monotonicNanoseconds(), cpuStart = processCPUSeconds()
        let (report, _) = try source.poll(newest: newest, lookBack: LiveFeed.defaultLookBack)
        let status = try source.deviceStatus(since: Date().addingTimeInterval(-LiveFeed.statusLookBack))
        times.append(monotonicNanoseconds() - start)
        cpuInPolls += processCPUSeconds() - cpuStart
        readings = report.data.readings.count
        let read = LiveRead(readings: report.data, deviceStatus: status?.status, notice: nil)
        applied.append(measure {
            _ = model.update(.liveRead(read))
            return builder.scene(for: model)
        })
    }
    let apply = Summary(event: "poll applied (model + scene)", size: size, samples: applied,
                        chartPasses: builder.chartPasses - passesBefore)
    let forecast = model.forecast
    let steps = liveWindowSteps(&model, builder: builder, size: size, count: 5_000,
                                event: "cursor step (live window, forecast)")
    let sorted = times.sorted()
    return PollResult(polls: polls, pollMedianMilliseconds: Double(percentile(sorted, 0.5)) / 1e6,
                      pollP90Milliseconds: Double(percentile(sorted, 0.9)) / 1e6,
                      pollCPUMilliseconds: cpuInPolls / Double(polls) * 1000, readingsPerPoll: readings,
                      forecast: forecast?.name, forecastLines: forecast?.lines.count ?? 0,
                      loopPrediction: model.live.deviceStatus.prediction != nil, apply: apply, cursorSteps: steps)
}

struct BenchError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
