// Shared by the fuzz targets (each is compiled with this file and the
// DayBands core; see the Makefile's `fuzz` target).
@testable import DayBandsRecords
@testable import DayBandsImport
@testable import DayBandsChart
@testable import DayBandsViewer
import Foundation

enum Fuzz {
    /// A zone with daylight-saving changes, so the fall-back and
    /// spring-forward paths of the local-time readers are reached.
    static let calendar = DayCalendar(timeZone: TimeZone(identifier: "America/New_York")!)

    /// The readers work on files: each input is written to one file per process.
    static let path = NSTemporaryDirectory() + "/daybands-fuzz-\(getpid()).input"

    static func file(_ data: UnsafePointer<UInt8>, _ size: Int) -> String {
        _ = FileManager.default.createFile(atPath: path, contents: Data(bytes: data, count: size))
        return path
    }

    static func bytes(_ data: UnsafePointer<UInt8>, _ size: Int) -> [UInt8] {
        Array(UnsafeBufferPointer(start: data, count: size))
    }

    /// What any reader may return: readings, doses and carbs at plausible times with
    /// plausible, finite values (docs/RELIABILITY.md). An error (`DataError`)
    /// is a valid outcome; a crash, a hang or a broken rule is not.
    static func check(_ report: LoadReport) {
        report.warnings.forEach(checkMessage)
        for reading in report.data.readings {
            precondition(Plausible.problem(time: reading.time, mgdl: reading.mgdl) == nil, "\(reading)")
        }
        for dose in report.data.doses {
            precondition(TreatmentAmount.insulin.judge(dose.units).amount != nil && Plausible.problem(time: dose.time) == nil, "\(dose)")
        }
        for carbs in report.data.carbs {
            precondition(TreatmentAmount.carbs.judge(carbs.grams).amount != nil && Plausible.problem(time: carbs.time) == nil, "\(carbs)")
        }
        show(report.data)
    }

    /// What the viewer then does with it, where a value that passed the
    /// readers can still trap (an `insulin: 1e20` once did, in the dose label):
    /// the statistics of the days browsed in both units, and their screens at
    /// two sizes (80x24 in mg/dL; 150x40 in mmol/L, with the statistics panel)
    /// on the first and the last day, pinned at midnight, with the cursor on
    /// the last hour and on every hour holding a dose or carbs (their callouts),
    /// and the profile.
    static func show(_ read: GlucoseData) {
        // Doses and carbs alone make no timeline: give them a reading each.
        let data = read.readings.isEmpty
            ? read.merged(with: GlucoseData(readings: (read.doses.map(\.time) + read.carbs.map(\.time)).sorted()
                .map { GlucoseReading(time: $0, mgdl: 120) }))
            : read
        // The viewer's way in: the last page of days, read from the data.
        guard let pages = try? DayPages(store: data, calendar: calendar, window: DayWindow(),
                                        defaultDays: DayWindow.defaultDays),
              let timeline = try? pages.timeline(of: pages.plan.first)
        else { return }
        for unit in [GlucoseUnit.mgdl, .mmol] {
            _ = try? StatisticsSummary(data: timeline.data, days: timeline.days, unit: unit).json()
        }
        let builder = SceneBuilder(settings: RenderSettings(calendar: calendar))
        for (size, unit) in [(Size(columns: 80, rows: 24), GlucoseUnit.mgdl), (Size(columns: 150, rows: 40), .mmol)] {
            for dayIndex in Set([0, timeline.days.count - 1]) {
                let day = timeline.days[dayIndex]
                let marked = timeline.data.doses(in: day.interval).map(\.time) + timeline.data.carbs(in: day.interval).map(\.time)
                let hours = Set([0, day.hourCount - 1] + marked.map { Int($0.timeIntervalSince(day.interval.start) / 3600) })
                var model = ViewerModel(page: timeline, state: ViewerState.opening(timeline, dayIndex: dayIndex, hour: 0, size: size),
                                        plan: pages.plan)
                model.state.unit = unit
                model.state.selection.pin = model.state.selection.cursor
                for hour in hours.sorted() {
                    model.state.selection.cursor = HourMark(dayIndex: dayIndex, hour: hour)
                    _ = builder.scene(for: model).composed()
                }
            }
            var profile = ViewerModel(page: timeline, state: ViewerState.opening(timeline, size: size), plan: pages.plan)
            profile.state.unit = unit
            pages.send(.event(.toggleProfile), to: &profile)
            _ = builder.scene(for: profile).composed()
        }
    }

    /// A warning or error as it will be printed: no control or format
    /// character from the data (they are shown escaped), and short whatever
    /// the input (each quoted field is cut at 80 characters).
    static func checkMessage(_ message: String) {
        precondition(!message.unicodeScalars.contains { [.control, .format].contains($0.properties.generalCategory) },
                     "unescaped control character in: \(message.debugDescription)")
        precondition(message.unicodeScalars.count <= path.count + 1_000, "message of \(message.unicodeScalars.count) characters")
    }
}
