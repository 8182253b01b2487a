import DayBands
import DayBandsCommandLine
import Foundation

/// `daybands report`: the one-page AGP report of the days (the last 14 by
/// default), or with `--by month` the page of the months (all the data by
/// default), as its figures in text, or its page as an SVG picture, a web
/// page of it, a PNG or a one-page PDF, all from the same drawing.
struct ReportCommand {
    let invocation: Invocation

    /// A PNG's pixels a page pixel when no --pixels is given: sharp enough to read on a screen.
    static let pngScale = 2.0

    func run() -> Int32 {
        SceneOutput.refuseBinaryOnTerminal(invocation)
        // By month, the archive's day summaries are read, not its readings.
        guard let session = Session(invocation, readsArchivePage: invocation.by == nil) else { return 1 }
        let patient = session.patient
        let details = AGPReport.Details(name: patient.name, birthDate: patient.birthDate, id: patient.id, source: session.title,
                                        made: session.pages.plan.calendar.day(containing: Date()).isoDate,
                                        paper: invocation.paper ?? .a4, theme: invocation.theme ?? .light)
        let output = SceneOutput(invocation: invocation, session: session)
        let picture: VectorPicture
        if invocation.by == .month {
            let months: [ReportMonth]
            do {
                months = try ReportMonth.months(of: Array(session.pages.plan.days[session.pages.plan.first]), in: session.pages.plan.calendar,
                                                store: session.pages.store, unit: session.unit)
            } catch {
                fail("\(error)")
                return 1
            }
            guard output.format != .text else {
                return output.deliver(Array(MonthlyReport.text(months, unit: session.unit, details: details).utf8),
                                      invocation: invocation)
            }
            picture = MonthlyReport(months: months, unit: session.unit, details: details).picture
        } else {
            guard let timeline = readingsPage(session) else { return 1 }
            let report: AGPReport
            do {
                // The period before is read from the store: the page holds the report's days alone.
                let before = try PeriodComparison.periodBefore(timeline.days, in: timeline.calendar, store: session.pages.store,
                                                               unit: session.unit)
                report = AGPReport(timeline: timeline, unit: session.unit, details: details, before: before)
            } catch {
                fail("\(error)")
                return 1
            }
            guard output.format != .text else {
                let text = invocation.summary ? AGPReport.summary(report.figures) : AGPReport.text(report.figures, details: details)
                return output.deliver(Array(text.utf8), invocation: invocation)
            }
            picture = report.picture
        }
        let png = invocation.pixels ?? Size(columns: Int((picture.width * Self.pngScale).rounded()),
                                            rows: Int((picture.height * Self.pngScale).rounded()))
        return output.write(picture, invocation: invocation, png: png)
    }

    /// The AGP is of readings: without a window asked for (`--from`, `--to`,
    /// `--day`), its days end on the last day with a reading, not on a later
    /// day of doses alone, and a line says so.
    private func readingsPage(_ session: Session) -> Timeline? {
        let pages = session.pages, page = session.timeline
        guard invocation.from == nil, invocation.to == nil, invocation.day == nil else { return page }
        do {
            let last = pages.plan.days.count - 1
            guard let final = try pages.readingsEnd() else { return page }
            let days = pages.plan.days
            fail("report: the readings end on \(days[final].isoDate), \(last - final) days before the data's last day "
                 + "(\(days[last].isoDate), doses alone): the report's \(page.days.count) days end on \(days[final].isoDate)")
            return try pages.timeline(of: max(0, final - page.days.count + 1)...final)
        } catch {
            fail("\(error)")
            return nil
        }
    }
}
