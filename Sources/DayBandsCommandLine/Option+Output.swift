import DayBands

/// What `render`, `report` and `stats` print, and where.
extension Option {
    static let outputs: [Option] = [
        Option(["--format"], .choice(Invocation.RenderFormat.self) { $0.invocation.format = $1 }, for: [.render, .report, .patterns],
               family: "picture",
               help: "text (the default), an SVG picture, a web page of it, a PNG or a one-page PDF of it; svg: the view (or the "
                   + "AGP report) drawn as vectors (in colour unless --color never); png and pdf are never written to a terminal",
               manual: """
                   *text* (the default) prints the screen as text; *svg* draws it as an SVG picture on a white page (dark with *--theme dark*): \
                   the day's area and line as paths in their bands' colours, every label a text at its own place, \
                   the callouts and marks of the screen, without its key hints, \
                   with a legend of the bands in the display unit underneath; \
                   the profile's percentile ranges and median in the same bands, the target's bounds as guides; \
                   the week's days as small day charts on the same columns, the cursor's readout underneath.
                   The picture is in colour unless *--color never* (a file is not a terminal).
                   *html* is a web page with that picture, scaled to the window, to open and print in a browser.
                   *png* is that picture rasterised (librsvg and cairo), at most 50 million pixels; \
                   *pdf* is that picture on one page, vectors and text kept (for *report*, the page of *--paper*).
                   PNG and PDF are never written to a terminal: redirect standard output or give *--output*.
                   For *report*, *text* prints the report's figures; the pictures draw the AGP report page.
                   For *patterns*, *text* prints the claims; the pictures draw the heat map of the days by hour of the day.
                   """),
        Option(["--theme"], .choice(PictureTheme.self) { $0.invocation.theme = $1 }, for: [.render, .report, .patterns], needs: .picture,
               family: "picture",
               help: "the picture's page: light (the default, prints as it shows) or dark",
               manual: """
                   The picture's page and colours, the report's and render's alike: *light* (the default; the \
                   background is part of the picture and prints) or *dark*.
                   """),
        Option(["--pixels"], .size("WxH", within: 16...20000, form: "WIDTHxHEIGHT, each 16 to 20000 (e.g. 1200x700)",
                                   examples: ["1000x640", "1600x900", "1920x1080"]) { $0.invocation.pixels = $1 },
               for: [.render, .report, .patterns], needs: .picture, family: "picture",
               help: "the picture's size in pixels (default \(Invocation.pixelsPerCell) pixels a cell; report: the PNG's, default twice the page's)",
               manual: """
                   The picture's size in pixels, each 16 to 20000; by default \(Invocation.pixelsPerCell) pixels a cell of the screen.
                   For *report*, the PNG's size (the page scaled to fit it); by default twice the page's pixels.
                   """),
        Option(["--output"], .path("FILE", missing: "a file name") { $0.invocation.output = $1 }, for: [.render, .report, .patterns],
               family: "picture",
               help: "write to FILE instead of standard output",
               manual: """
                   Write to {FILE} instead of standard output, as *cp*(1) writes a file: \
                   a regular file is replaced whole or not at all and keeps its mode and owner; \
                   a symbolic link is followed; a device or FIFO is written in place; \
                   a file with several hard links is written in place; a directory is refused.
                   """),
        Option(["--json"], .flag { $0.invocation.json = true }, for: [.stats, .patterns],
               help: "JSON for scripts",
               manual: "Print JSON for scripts."),
        Option(["--explain"], .flag { $0.invocation.explain = true }, for: [.patterns],
               help: "under each claim, the rows it rests on: each hour, day or meal, with its readings",
               manual: """
                   Under each claim, the rows it rests on, so that each can be checked against the data: \
                   for the lows and highs each hour of each day (its readings beyond the threshold, of how many, \
                   the lowest or highest), for the week each day's shares, for the meals each meal's start and peak.
                   With *--json*, every claim has its *rows* (empty without *--explain*).
                   """),
        Option(["--per-day"], .flag { $0.invocation.perDay = true }, for: [.stats], family: "stats",
               help: "a row of figures for each day after the summary (with --json, `days` is then an array of each day's figures)",
               manual: """
                   After the summary, a row of figures for each day of the range (readings, capture, mean, SD, CV, \
                   the consensus shares, minimum, maximum, insulin).
                   With *--json*, *days* is then an array of each day's figures (its length is the calendar span).
                   """),
        Option(["--compare"], .flag { $0.invocation.compare = true }, for: [.stats], family: "stats",
               help: "each figure against the period before of the same length: the change, and whether it is better or worse (with --json, `compare`)",
               manual: """
                   After the summary, each figure against those of the period before, as long as the range and ending \
                   where it starts (the 14 days before *--days 14*): now, before, the change, and whether it is better \
                   or worse for the person (more time in range, less time below or above it, a lower CV, GRI, LBGI or \
                   HBGI is better; a change that reads 0.0 is the same; the mean, GMI and capture are not judged).
                   A period before without readings says so.
                   With *--json*, *compare* has the period before (*before*) and each figure's *now*, *before*, \
                   *change* and *verdict* (*figures*, null with nothing to compare).
                   """),
        Option(["--by"], .choice(DayPeriod.allCases.map { ($0.rawValue, $0) }) { $0.invocation.by = $1 }, for: [.stats],
               help: "a row of figures for each ISO week, calendar month or year after the summary (with --json, `periods`)",
               manual: """
                   After the summary, a row of figures for each ISO week (Monday to Sunday), calendar month or year \
                   of the range (the first and last may be part of theirs): readings, capture, mean, SD, CV, \
                   the consensus shares, GMI, minimum, maximum, insulin. On the archive they come from its day summaries.
                   With *--json*, *periods* is an array of each period's figures, labelled (*period*: 2026-W10, 2026-03, 2026).
                   """),
        Option(["--by"], .choice([(DayPeriod.month.rawValue, DayPeriod.month)]) { $0.invocation.by = $1 }, for: [.report],
               help: "month: instead of the AGP page, time in ranges, GMI and CV by month over the range (all the data by default)",
               manual: """
                   Instead of the AGP page, a page of time in the consensus ranges (a stacked bar a month), GMI and CV \
                   by calendar month over the range (all the data by default), the figures of *stats --by month*; \
                   a month without readings is left empty, one with readings on only some of its days is marked with them.
                   """),
    ]
}

extension Requirement {
    static let picture = Requirement(says: "--format svg, html, png or pdf", shown: "--format svg|html|png|pdf") {
        $0.format?.isPicture == true
    }
}
