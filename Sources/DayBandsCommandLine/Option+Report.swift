import DayBands

/// What the AGP report's page says and how it looks.
extension Option {
    static let reportOptions: [Option] = [
        Option(["--name"], .text("TEXT") { state, text, name throws(UsageError) in
                   try state.invocation.given.patient.name = Self.patientText(text, name) }, for: [.report],
               family: "report",
               help: "the name the report's header shows (default: the config file's name, else a blank line to write on)",
               manual: "The name the report's header shows (at most 40 characters); without it, the config file's *name*, else the header leaves a line to write on."),
        Option(["--dob"], .date("YYYY-MM-DD") { $0.invocation.given.patient.birthDate = $1 }, for: [.report],
               family: "report",
               help: "the date of birth the report's header shows (default: the config file's dob, else a blank line)",
               manual: "The date of birth the report's header shows, {YYYY-MM-DD}; without it, the config file's *dob*, else a line to write on."),
        Option(["--id"], .text("TEXT") { state, text, name throws(UsageError) in
                   try state.invocation.given.patient.id = Self.patientText(text, name) }, for: [.report],
               family: "report",
               help: "the ID (record number) the report's header shows (default: the config file's id, else a blank line)",
               manual: "The ID (a record number) the report's header shows (at most 40 characters, never cut); without it, the config file's *id*, else a line to write on."),
        Option(["--summary"], .flag { $0.invocation.summary = true }, for: [.report], needs: .summaryText,
               family: "report",
               help: "only the plain summary to paste into a record: period, % active, the five ranges with time a day, mean, GMI, CV",
               manual: """
                   Print only the plain summary a clinician pastes into a record (as Tidepool's copy as text): the \
                   period and % time CGM active, the five consensus ranges with their time a day, mean glucose, GMI \
                   and CV. Text only, of the AGP report's days (not with *--by month*).
                   """),
        Option(["--paper"], .choice(ReportPaper.self) { $0.invocation.paper = $1 }, for: [.report], needs: .picture,
               family: "report",
               help: "the report's page: a4 (the default) or letter",
               manual: "The page the report is laid out on: *a4* (the default) or *letter*; the PDF is one page of it."),
    ]

    /// A name or ID as given, or the usage error saying why not.
    static func patientText(_ text: String, _ option: String) throws(UsageError) -> String {
        if let problem = ReportPatient.problem(text, what: option) { throw UsageError(problem) }
        return text
    }
}

extension Requirement {
    static let summaryText = Requirement(says: "the text report of days (--format text, not --by month)", shown: nil) {
        $0.format?.isPicture != true && $0.by == nil
    }
}
