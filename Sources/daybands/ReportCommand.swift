import DayBands
import DayBandsCommandLine
import Foundation

/// `daybands report`: the one-page AGP report of the days (the last 14 by
/// default) as its figures in text, or its page as an SVG picture, a web
/// page of it, a PNG or a one-page PDF, all from the same drawing.
struct ReportCommand {
    let invocation: Invocation

    /// A PNG's pixels a page pixel when no --pixels is given: sharp enough to read on a screen.
    static let pngScale = 2.0

    func run() -> Int32 {
        SceneOutput.refuseBinaryOnTerminal(invocation)
        guard let session = Session(invocation) else { return 1 }
        let timeline = session.timeline
        let paper = invocation.paper ?? .a4
        let details = AGPReport.Details(name: invocation.name, source: session.title,
                                        made: timeline.calendar.day(containing: Date()).isoDate,
                                        paper: paper, theme: invocation.theme ?? .light)
        let report = AGPReport(timeline: timeline, unit: session.unit, details: details)
        let output = SceneOutput(invocation: invocation, session: session)
        guard output.format != .text else {
            return output.deliver(Array(AGPReport.text(report.figures, details: details).utf8), invocation: invocation)
        }
        let picture = report.picture
        let png = invocation.pixels ?? Size(columns: Int((picture.width * Self.pngScale).rounded()),
                                            rows: Int((picture.height * Self.pngScale).rounded()))
        return output.write(picture, invocation: invocation, png: png)
    }
}
