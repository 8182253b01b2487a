import DayBands

/// What the AGP report's page says and how it looks.
extension Option {
    static let reportOptions: [Option] = [
        Option(["--name"], .text("TEXT") { state, text, _ throws(UsageError) in state.invocation.name = text }, for: [.report],
               family: "report",
               help: "the name or ID the report's header shows (default: a blank line to write on)",
               manual: "The name or ID the report's header shows; without it the header leaves a line to write on."),
        Option(["--paper"], .choice(ReportPaper.self) { $0.invocation.paper = $1 }, for: [.report], needs: .picture,
               family: "report",
               help: "the report's page: a4 (the default) or letter",
               manual: "The page the report is laid out on: *a4* (the default) or *letter*; the PDF is one page of it."),
    ]
}
