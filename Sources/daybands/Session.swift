import DayBands
import Foundation

/// What both commands share: the calendar, the data, the day to open.
struct Session {
    let timeline: Timeline
    let dayIndex: Int
    /// The site the data came from, when it came from one (to follow it).
    let nightscout: NightscoutSource?

    /// Loads the data and finds the day, or prints why not and returns nil.
    init?(_ invocation: Invocation) {
        let zone = invocation.timeZone.flatMap(TimeZone.init(identifier:)) ?? TimeZone.current
        let calendar = DayCalendar(timeZone: zone)
        let name: String
        let data: GlucoseData
        let environment = ProcessInfo.processInfo.environment
        nightscout = invocation.nightscout.map { root in
            let site = NightscoutSite(root: root, credentials: .resolve(token: invocation.token, environment: environment))
            return NightscoutSource(site: site, days: invocation.days ?? NightscoutSource.defaultDays,
                                    timeout: seconds(environment["DAYBANDS_NIGHTSCOUT_TIMEOUT"]) ?? NightscoutSource.defaultTimeout)
        }
        do {
            if let nightscout {
                name = "\(nightscout.name) over the last \(nightscout.days) days"
                let report = try nightscout.read(in: calendar)
                for warning in report.warnings { fail(warning) }
                data = report.data
            } else if invocation.files.isEmpty {
                name = SampleData().name
                data = try SampleData().load(in: calendar)
            } else {
                let files = FileSet(paths: invocation.files, dateOrder: invocation.dateOrder)
                name = files.name
                let report = try files.read(in: calendar)
                // Skipped rows are said once per file, never dropped silently.
                for warning in report.warnings { fail(warning) }
                data = report.data
            }
        } catch {
            fail("\(error)")
            return nil
        }
        guard let timeline = Timeline(data: data, calendar: calendar) else {
            fail("no glucose readings in \(name)")
            return nil
        }
        self.timeline = timeline
        if let day = invocation.day {
            switch timeline.dayIndex(iso: day) {
            case .success(let index): dayIndex = index
            case .failure(let error): fail("--day: \(error)"); return nil
            }
        } else {
            dayIndex = timeline.days.count - 1
        }
    }
}

/// A positive number of seconds from an environment variable (the test knobs
/// DAYBANDS_NIGHTSCOUT_TIMEOUT and DAYBANDS_POLL_SECONDS), or nil.
func seconds(_ text: String?) -> TimeInterval? {
    text.flatMap(TimeInterval.init).flatMap { $0 > 0 ? $0 : nil }
}

func fail(_ message: String) {
    FileHandle.standardError.write("daybands: \(message)\n")
}

extension FileHandle {
    func write(_ text: String) { write(Data(text.utf8)) }
}
