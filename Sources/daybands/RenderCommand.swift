import DayBands
import Foundation

/// `daybands render`: the viewer's screen, printed as text or drawn as an SVG
/// picture, through the same scene code.
struct RenderCommand {
    let invocation: Invocation

    func run() -> Int32 {
        guard let session = Session(invocation) else { return 1 }
        let timeline = session.timeline
        let day = timeline.days[session.dayIndex]
        let size = invocation.size ?? terminalSize() ?? Size(columns: 100, rows: 30)
        let depth = invocation.format == .svg ? (session.color == .never ? .none : .ansi256) : colorDepth(session.color)
        let style = RenderStyle(glyphs: invocation.ascii ? .ascii : .unicode, monochrome: depth == .none)
        let context = DayChart.Context(data: timeline.data, calendar: timeline.calendar, scale: session.scale, style: style)
        let hour = invocation.at?.nearestHour(on: day, calendar: timeline.calendar)
        var state = ViewerState.opening(timeline, dayIndex: session.dayIndex, hour: hour, size: size)
        state.unit = session.unit
        state.mode = invocation.view ?? .day
        if let pin = invocation.pin {
            state.selection.pin = HourMark(dayIndex: session.dayIndex, hour: pin.nearestHour(on: day, calendar: timeline.calendar))
        }
        let scene = SceneBuilder(timeline: timeline, context: context).scene(for: state)
        switch invocation.format ?? .text {
        case .text:
            let grid = scene.composed()
            var output = AnsiText.render(grid, palette: Palette(depth: depth))
            if invocation.colorMap {
                output += "\n" + ColorMap.legend + "\n" + ColorMap.lines(grid).joined(separator: "\n") + "\n"
            }
            emit(output)
        case .svg:
            // A picture is not a terminal: it is in colour unless told otherwise.
            let legend = SVGPicture.legend(for: session.scale, unit: session.unit, style: style)
            let picture = SVGPicture(scene: scene, palette: Palette(depth: depth), legend: legend, pixels: invocation.pixels)
            emit(picture.text)
        }
        return 0
    }

    private func colorDepth(_ color: Invocation.ColorChoice) -> ColorDepth {
        switch color {
        case .always: return .ansi256
        case .never: return .none
        case .auto:
            let noColor = ProcessInfo.processInfo.environment["NO_COLOR"].map { !$0.isEmpty } ?? false
            return isatty(STDOUT_FILENO) == 1 && !noColor ? .ansi256 : .none
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
