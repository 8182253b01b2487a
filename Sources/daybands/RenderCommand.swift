import DayBands
import DayBandsCommandLine
import Foundation

/// `daybands render`: the viewer's screen, printed as text through the scene
/// code, or drawn as a vector picture (the day, the profile, the week or the
/// year) to write as SVG, a web page, PNG or PDF.
struct RenderCommand {
    let invocation: Invocation

    func run() -> Int32 {
        SceneOutput.refuseBinaryOnTerminal(invocation)
        guard let session = Session(invocation) else { return 1 }
        let timeline = session.timeline
        let day = timeline.days[session.dayIndex]
        let size = invocation.size ?? terminalSize() ?? Size(columns: 100, rows: 30)
        let output = SceneOutput(invocation: invocation, session: session)
        let settings = RenderSettings(calendar: timeline.calendar, scale: session.scale, style: output.style,
                                      source: session.title)
        var model = ViewerModel.opening(timeline, session.opening(invocation, following: false), size: size,
                                        plan: session.pages.plan, live: session.live, now: Date())
        switch invocation.view {
        case .year: return year(session: session, cursor: day, size: size, output: output)
        case .profile: session.pages.send(.event(.toggleProfile), to: &model)
        case .week: session.pages.send(.event(.toggleWeek), to: &model)
        case .day, nil: session.pages.settle(&model)
        }
        if output.format != .text {
            let pixels = invocation.pixels ?? Size(columns: size.columns * 10, rows: size.rows * 20)
            let context = DayChart.Context(data: model.page.data, settings: settings)
            let (width, height) = (Double(pixels.columns), Double(pixels.rows))
            let picture = switch model.state.mode {
            case .profile: ProfilePicture.picture(state: model.state, timeline: model.page, context: context,
                                                  width: width, height: height, inks: output.inks)
            case .week: WeekPicture.picture(state: model.state, timeline: model.page, context: context,
                                            width: width, height: height, inks: output.inks)
            default: DayPicture.picture(state: model.state, timeline: model.page, context: context, width: width, height: height,
                                        inks: output.inks, forecast: model.forecast, now: model.clock)
            }
            return output.write(picture, invocation: invocation)
        }
        let scene = SceneBuilder(settings: settings).scene(for: model)
        return output.write(scene, invocation: invocation)
    }

    /// The year view (`YearScene`): text, or the picture (`YearPicture`).
    private func year(session: Session, cursor: LocalDay, size: Size, output: SceneOutput) -> Int32 {
        do {
            let summaries = try YearSummaries(store: session.pages.store, calendar: session.timeline.calendar)
            if output.format != .text {
                let pixels = invocation.pixels ?? Size(columns: size.columns * 10, rows: size.rows * 20)
                let picture = YearPicture(summaries: summaries, cursor: cursor, unit: session.unit, inks: output.inks,
                                          width: Double(pixels.columns), height: Double(pixels.rows)).picture
                return output.write(picture, invocation: invocation)
            }
            let layers = YearScene(summaries: summaries).layers(size: size, cursor: cursor, unit: session.unit, style: output.style)
            if let failure = summaries.failure { fail("some months could not be read (shown as ?): \(failure)") }
            return output.write(Scene(size: size, layers: layers ?? [:]), invocation: invocation)
        } catch {
            fail("\(error)")
            return 1
        }
    }

    private func terminalSize() -> Size? {
        var size = winsize()
        guard isatty(STDOUT_FILENO) == 1, ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0,
              size.ws_col > 0, size.ws_row > 0
        else { return nil }
        return Size(columns: Int(size.ws_col), rows: Int(size.ws_row))
    }
}
