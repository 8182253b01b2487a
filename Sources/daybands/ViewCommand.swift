import DayBands
import DayBandsTerminal
import Foundation

/// `daybands [view]`: the interactive viewer. State changes only through
/// `ViewerState.apply`; each event is followed by one frame.
struct ViewCommand {
    let invocation: Invocation

    func run() -> Int32 {
        guard let session = Session(invocation) else { return 1 }
        let wantColor: Bool? = switch invocation.color {
        case .auto: nil
        case .always: true
        case .never: false
        }
        let terminal: Terminal
        do {
            terminal = try Terminal(wantColor: wantColor, mouse: invocation.mouse)
        } catch {
            fail("\(error)")
            return 1
        }
        defer { terminal.close() }
        let style = RenderStyle(glyphs: terminal.unicode && !invocation.ascii ? .unicode : .ascii,
                                monochrome: terminal.depth == .none)
        let timeline = session.timeline
        let builder = SceneBuilder(timeline: timeline,
                                   context: DayChart.Context(data: timeline.data, calendar: timeline.calendar, style: style))
        let panels = PanelStack(palette: Palette(depth: terminal.depth))
        var state = ViewerState.opening(timeline, dayIndex: session.dayIndex, size: terminal.size)
        state.unit = invocation.unit
        while !state.quitRequested {
            panels.present(builder.scene(for: state))
            guard let event = terminal.nextEvent() else { continue }
            state.apply(event, in: timeline)
        }
        return 0
    }
}
