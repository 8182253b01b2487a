import DayBands
import DayBandsCommandLine
import Foundation

/// `daybands render`: the viewer's screen, printed as text through the scene
/// code, or drawn as a vector picture (the day, the profile, the week, the
/// year or the patterns' heat map) to write as SVG, a web page, PNG or PDF.
struct RenderCommand {
    let invocation: Invocation

    func run() -> Int32 {
        SceneOutput.refuseBinaryOnTerminal(invocation)
        guard let session = Session(invocation) else { return 1 }
        let timeline = session.timeline
        let size = invocation.size ?? terminalSize() ?? Invocation.sizeWithoutTerminal
        let output = SceneOutput(invocation: invocation, session: session)
        let settings = RenderSettings(calendar: timeline.calendar, scale: session.scale, style: output.style,
                                      source: session.title)
        // The viewer's first frame (`ViewCommand` opens the same model), then the view asked for.
        var model = session.openingModel(invocation, size: size, following: false)
        switch invocation.view {
        case .year:
            session.pages.send(.event(.toggleYear), to: &model)
            return year(model, pages: session.pages, size: size, output: output, settings: settings)
        case .patterns:
            session.pages.send(.event(.togglePatterns), to: &model)
            return patterns(model, size: size, output: output, settings: settings)
        case .profile: session.pages.send(.event(.toggleProfile), to: &model)
        case .week: session.pages.send(.event(.toggleWeek), to: &model)
        case .day, nil: session.pages.settle(&model)
        }
        if output.format != .text {
            let pixels = invocation.pixels(for: size)
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

    /// The year view as the viewer shows it after `y` (its months read by
    /// the model's effects): text, or the picture (`YearPicture`), whose
    /// taller window may hold more months, read the same way.
    private func year(_ model: ViewerModel, pages: DayPages, size: Size, output: SceneOutput, settings: RenderSettings) -> Int32 {
        var model = model
        guard let cursor = model.state.yearCursor, let summaries = model.year else {
            fail("the year view could not read the data's days: \(model.yearFailure ?? "no readings")")
            return 1
        }
        defer { if let failure = model.year?.failure { fail("some months could not be read (shown as ?): \(failure)") } }
        guard output.format == .text else {
            let pixels = invocation.pixels(for: size)
            func picture(_ summaries: YearSummaries) -> YearPicture {
                YearPicture(summaries: summaries, cursor: cursor, unit: model.state.unit, inks: output.inks,
                            width: Double(pixels.columns), height: Double(pixels.rows))
            }
            if let request = summaries.request(for: picture(summaries).months), let read = pages.perform(.readYear(request)) {
                pages.send(read, to: &model)
            }
            return output.write(picture(model.year ?? summaries).picture, invocation: invocation)
        }
        return output.write(SceneBuilder(settings: settings).scene(for: model), invocation: invocation)
    }

    /// The patterns view as the viewer shows it after `P` (the page's
    /// patterns read by the model's effect): text, or the heat map picture
    /// `daybands patterns` draws, of the same days.
    private func patterns(_ model: ViewerModel, size: Size, output: SceneOutput, settings: RenderSettings) -> Int32 {
        guard let read = model.patterns, case .success(let patterns) = read.found else {
            let failure = model.patterns.flatMap { if case .failure(let error) = $0.found { error.problem } else { nil } }
            fail("the patterns view could not read the page's days: \(failure ?? "no readings")")
            return 1
        }
        guard output.format == .text else {
            let words = PatternWords(unit: model.state.unit, calendar: settings.calendar, explain: false)
            return output.write(PatternHeatMap(days: patterns.days, words: words, inks: output.inks).picture, invocation: invocation,
                                png: invocation.pixels)
        }
        return output.write(SceneBuilder(settings: settings).scene(for: model), invocation: invocation)
    }

    private func terminalSize() -> Size? {
        var size = winsize()
        guard isatty(STDOUT_FILENO) == 1, ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0,
              size.ws_col > 0, size.ws_row > 0
        else { return nil }
        return Size(columns: Int(size.ws_col), rows: Int(size.ws_row))
    }
}
