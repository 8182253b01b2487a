import Testing
@testable import DayBandsChart
@testable import DayBandsSettings
@testable import DayBandsCommandLine

/// `render --format svg|html|png --pixels WxH --output FILE` on the command line.
struct RenderFormatTests {
    @Test func textIsTheDefaultAndSvgTakesAPixelSize() throws {
        #expect(try Invocation.parse(["render"]).format == nil)
        let svg = try Invocation.parse(["render", "--format", "svg", "--pixels", "1200x700", "--size", "120x40"])
        #expect(svg.format == .svg)
        #expect(svg.pixels == Size(columns: 1200, rows: 700))
        #expect(svg.size == Size(columns: 120, rows: 40))
        #expect(try Invocation.parse(["render", "--format", "svg"]).pixels == nil)
        #expect(try Invocation.parse(["render"]).view == nil)
        #expect(try Invocation.parse(["render", "--view", "profile"]).view == .profile)
        #expect(try Invocation.parse(["render", "--view", "day"]).view == .day)
        #expect(try Invocation.parse(["render", "--view", "week"]).view == .week)
        let report = try Invocation.parse(["report", "--from", "2026-10-01", "--to", "2026-10-14", "--format", "html"])
        #expect(report.mode == .report && report.format == .html && report.from == "2026-10-01")
        let png = try Invocation.parse(["report", "--format", "png", "--pixels", "3000x2000", "--output=agp.png"])
        #expect(png.format == .png && png.pixels == Size(columns: 3000, rows: 2000) && png.output == "agp.png")
        #expect(try Invocation.parse(["render", "--output", "day.txt"]).output == "day.txt")
    }

    @Test(arguments: [
        (["render", "--format", "jpeg"], "--format takes text, svg, html, png or pdf, not 'jpeg'"),
        (["render", "--output", ""], "--output needs a file name"),
        (["render", "--format", "png", "--color-map"], "--color-map belongs to --format text"),
        (["stats", "--output", "s.txt"], "--format, --theme, --pixels and --output belong to 'daybands render', 'daybands report' and 'daybands patterns'"),
        (["render", "--format", "svg", "--pixels", "1200"], "--pixels takes WIDTHxHEIGHT, each 16 to 20000 (e.g. 1200x700), not '1200'"),
        (["render", "--format", "svg", "--pixels", "15x700"], "--pixels takes WIDTHxHEIGHT, each 16 to 20000 (e.g. 1200x700), not '15x700'"),
        (["render", "--format", "svg", "--pixels", "1200x20001"], "--pixels takes WIDTHxHEIGHT, each 16 to 20000 (e.g. 1200x700), not '1200x20001'"),
        (["render", "--pixels", "1200x700"], "--theme and --pixels belong to --format svg, html, png or pdf"),
        (["render", "--format", "text", "--pixels", "1200x700"], "--theme and --pixels belong to --format svg, html, png or pdf"),
        (["report", "--format", "html", "--pixels", "1200x700", "--size", "100x30"],
         "'daybands report' covers days (--from/--to or --days), not --day, --at, --pin, --size, --overlay, --view or --color-map"),
        (["report", "--day", "2026-10-12"],
         "'daybands report' covers days (--from/--to or --days), not --day, --at, --pin, --size, --overlay, --view or --color-map"),
        (["render", "--format", "svg", "--color-map"], "--color-map belongs to --format text"),
        (["--format", "svg"], "--format, --theme, --pixels and --output belong to 'daybands render', 'daybands report' and 'daybands patterns'"),
        (["stats", "--format", "text"], "--format, --theme, --pixels and --output belong to 'daybands render', 'daybands report' and 'daybands patterns'"),
        (["--view", "profile"], "--view belongs to 'daybands render'"),
        (["render", "--view", "month"], "--view takes day, profile, week, year or patterns, not 'month'"),
        (["render", "--view", "profile", "--pin", "08:00"], "--pin belongs to a day: the profile, the year and the patterns have no pins"),
        (["render", "--size", "100xx30"], "--size takes COLSxROWS (e.g. 100x30), not '100xx30'"),
    ])
    func mistakesAreUsageErrors(arguments: [String], message: String) {
        #expect(throws: UsageError(message)) { try Invocation.parse(arguments) }
    }
}
