import DayBandsImport
import DayBandsRecords
import Foundation

/// What a follower service's whole read keeps: readings dated in the future
/// are set apart (`FutureRecords`), and so are those older than the service
/// keeps (LibreLinkUp 12 hours, Dexcom Share a day, with a day's margin):
/// such a time is misread (a day-first date read month-first puts 4 Dec in
/// April) or the server's clock is wrong, and a reading at a wrong time
/// must not be drawn or archived there. Each set apart is said in a line.
enum ServiceWindow {
    static func kept(_ report: LoadReport, now: Date, keeps hours: Double, source: String) -> LoadReport {
        let future = FutureRecords(report.data, now: now)
        let oldest = now.addingTimeInterval(-(hours + 24) * 3_600)
        let old = future.kept.readings.filter { $0.time < oldest }
        // Only readings are dated by the service's window; the rest is kept whole.
        let data = future.kept
        let kept = old.isEmpty ? data
            : GlucoseData(readings: data.readings.filter { $0.time >= oldest }, doses: data.doses, carbs: data.carbs,
                          series: data.series, therapy: data.therapy)
        var warnings = report.warnings + [future.warning(source: source)].compactMap { $0 }
        if let first = old.map(\.time).min() {
            let count = old.count == 1 ? "1 reading" : "\(old.count) readings"
            warnings.append("\(count) dated before what \(source) keeps (\(Int(hours)) hours) set aside, the first at "
                            + "\(first.formatted(Date.ISO8601FormatStyle())) (a date misread, or the service's clock wrong)")
        }
        return LoadReport(data: kept, warnings: warnings)
    }
}
