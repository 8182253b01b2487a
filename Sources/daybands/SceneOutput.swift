import DayBands
import Foundation

/// How `render` and `report` print a scene: as text (with ANSI colours when
/// there are any, and the colour map when asked), as an SVG picture, or as a
/// web page of that picture.
struct SceneOutput {
    let format: Invocation.RenderFormat
    let depth: ColorDepth
    let style: RenderStyle

    init(invocation: Invocation, session: Session) {
        format = invocation.format ?? .text
        switch (format, session.color) {
        // A picture is not a terminal: it is in colour unless told otherwise.
        case (.svg, .never), (.html, .never): depth = .none
        case (.svg, _), (.html, _): depth = .ansi256
        case (.text, .always): depth = .ansi256
        case (.text, .never): depth = .none
        case (.text, .auto):
            let noColor = ProcessInfo.processInfo.environment["NO_COLOR"].map { !$0.isEmpty } ?? false
            depth = isatty(STDOUT_FILENO) == 1 && !noColor ? .ansi256 : .none
        }
        style = RenderStyle(glyphs: invocation.ascii ? .ascii : .unicode, monochrome: depth == .none,
                            rangesByColor: depth == .ansi256)
    }

    /// `profile`: the scene shows the AGP, whose ranges the picture's legend names.
    func text(_ scene: Scene, session: Session, invocation: Invocation, title: String, profile: Bool) -> String {
        switch format {
        case .text:
            let grid = scene.composed()
            var output = AnsiText.render(grid, palette: Palette(depth: depth))
            if invocation.colorMap {
                output += "\n" + ColorMap.legend(for: grid) + "\n" + ColorMap.lines(grid).joined(separator: "\n") + "\n"
            }
            return output
        case .svg, .html:
            let legend = SVGPicture.legend(for: session.scale, unit: session.unit, style: style, profile: profile)
            let picture = SVGPicture(scene: scene, palette: Palette(depth: depth), legend: legend, pixels: invocation.pixels)
            return format == .svg ? picture.text : HTMLPage.document(title: title, picture: picture)
        }
    }
}
