import DayBands
import DayBandsCommandLine
import Foundation

/// `daybands report`: the one-page AGP summary of the days browsed, as text,
/// an SVG picture or a web page.
struct ReportCommand {
    let invocation: Invocation

    func run() -> Int32 {
        SceneOutput.refuseBinaryOnTerminal(invocation)
        guard let session = Session(invocation) else { return 1 }
        let timeline = session.timeline
        let output = SceneOutput(invocation: invocation, session: session)
        let context = DayChart.Context(data: timeline.data, calendar: timeline.calendar, scale: session.scale, style: output.style)
        let page = AGPReport(timeline: timeline, context: context, unit: session.unit).page
        let scene = Scene(size: page.size, layers: [.chart: Layer(origin: Point(x: 0, y: 0), grid: page, revision: 0)])
        let first = timeline.days[0].isoDate, last = timeline.days[timeline.days.count - 1].isoDate
        return output.write(scene, session: session, invocation: invocation, title: "daybands: AGP report \(first) to \(last)",
                            profile: true)
    }
}
