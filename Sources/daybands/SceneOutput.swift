import DayBands
import DayBandsCommandLine
import Foundation

/// How `render` and `report` print: a scene as text (with ANSI colours when
/// there are any, and the colour map when asked), a vector picture as SVG,
/// a web page of it, a PNG or a PDF page; to standard output or a file.
struct SceneOutput {
    let format: Invocation.RenderFormat
    let depth: ColorDepth
    let style: RenderStyle
    /// A picture's colours: `--theme`'s page, in colour unless `--color never`.
    let inks: PictureInks

    init(invocation: Invocation, session: Session) {
        format = invocation.format ?? .text
        switch (format, session.color) {
        // A picture is not a terminal: it is in colour unless told otherwise.
        case (.svg, .never), (.html, .never), (.png, .never), (.pdf, .never): depth = .none
        case (.svg, _), (.html, _), (.png, _), (.pdf, _): depth = .ansi256
        case (.text, .always): depth = .ansi256
        case (.text, .never): depth = .none
        case (.text, .auto):
            // A file named by --output is not a terminal, whatever stdout is.
            let noColor = ProcessInfo.processInfo.environment["NO_COLOR"].map { !$0.isEmpty } ?? false
            depth = invocation.output == nil && isatty(STDOUT_FILENO) == 1 && !noColor ? .ansi256 : .none
        }
        inks = PictureInks(theme: invocation.theme ?? .light, colored: depth != .none)
        style = RenderStyle(glyphs: invocation.ascii ? .ascii : .unicode, monochrome: depth == .none,
                            rangesByColor: depth == .ansi256)
    }

    /// A PNG or PDF is never written to a terminal (as gzip refuses to): a
    /// usage error before any data is read.
    static func refuseBinaryOnTerminal(_ invocation: Invocation) {
        if let format = invocation.format, [.png, .pdf].contains(format), invocation.output == nil, isatty(STDOUT_FILENO) == 1 {
            usageError("--format \(format.rawValue) is not written to a terminal: give --output FILE or redirect standard output")
        }
    }

    /// Prints the scene as text (with ANSI colours when there are any, and
    /// the colour map when asked) to standard output or `--output`'s file;
    /// the exit status. Pictures are drawn as vectors (`write(_:invocation:png:)`).
    func write(_ scene: Scene, invocation: Invocation) -> Int32 {
        let grid = scene.composed()
        var output = AnsiText.render(grid, palette: Palette(depth: depth))
        if invocation.colorMap {
            output += "\n" + ColorMap.legend(for: grid) + "\n" + ColorMap.lines(grid).joined(separator: "\n") + "\n"
        }
        return deliver(Array(output.utf8), invocation: invocation)
    }

    /// Prints a vector picture (`format` svg, html, png or pdf) to standard
    /// output or `--output`'s file; the exit status. The PNG is `png` pixels
    /// (default the picture's own size); the PDF one page of the picture's size.
    func write(_ picture: VectorPicture, invocation: Invocation, png: Size? = nil) -> Int32 {
        let bytes: [UInt8]
        do {
            switch format {
            case .html: bytes = Array(HTMLPage.document(picture).utf8)
            case .png:
                let size = png ?? Size(columns: Int(picture.width.rounded(.up)), rows: Int(picture.height.rounded(.up)))
                bytes = try PNGPicture.png(of: picture.document, width: size.columns, height: size.rows)
            case .pdf: bytes = try PDFPage.pdf(of: picture.document, pixels: (picture.width, picture.height))
            default: bytes = Array(picture.document.utf8)
            }
        } catch {
            fail(error.message)
            return 1
        }
        return deliver(bytes, invocation: invocation)
    }

    /// Writes the bytes to standard output or `--output`'s file; the exit status.
    func deliver(_ bytes: [UInt8], invocation: Invocation) -> Int32 {
        guard let path = invocation.output else {
            emit(bytes)
            return 0
        }
        do {
            try OutputFile(path: path).write(bytes)
        } catch {
            fail("\(error)")
            return 1
        }
        return 0
    }
}
