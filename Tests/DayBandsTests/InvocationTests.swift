import Testing
@testable import DayBandsRecords
@testable import DayBandsSources
@testable import DayBandsChart
@testable import DayBandsSettings
@testable import DayBandsCommandLine

struct InvocationTests {
    @Test func renderWithEveryOption() throws {
        let invocation = try Invocation.parse(["render", "a.json", "--day", "2026-10-12", "--at", "14:40", "--pin", "08:00",
                                               "--size", "120x40", "--color", "never", "--tz", "Europe/Berlin", "--ascii", "b.csv"])
        #expect(invocation.mode == .render)
        #expect(invocation.files == ["a.json", "b.csv"])
        #expect(invocation.day == "2026-10-12")
        #expect(invocation.at == ClockTime("14:40"))
        #expect(invocation.pin == ClockTime("08:00"))
        #expect(invocation.size == Size(columns: 120, rows: 40))
        #expect(invocation.given.color == .never)
        #expect(invocation.given.timeZone == "Europe/Berlin")
        #expect(invocation.ascii)
    }

    @Test func anOptionsValueMayFollowAnEqualsSign() throws {
        let joined = try Invocation.parse(["render", "--day=2026-10-12", "--at=14:40", "--size=120x40", "--tz=Europe/Berlin",
                                           "--bands=60,70,110,190,300,420"])
        let apart = try Invocation.parse(["render", "--day", "2026-10-12", "--at", "14:40", "--size", "120x40", "--tz", "Europe/Berlin",
                                          "--bands", "60,70,110,190,300,420"])
        #expect(joined == apart)
        #expect(try Invocation.parse(["--day=2026-10-12", "x.csv"]).files == ["x.csv"])
        let site = try Invocation.parse(["--nightscout=http://h", "--token=reader-1234", "--follow"])
        #expect(site.token == Secret("reader-1234") && site.nightscout != nil)
        // Only the first = splits: the rest belongs to the value.
        #expect(try Invocation.parse(["--nightscout=http://h/?x=1"]).nightscout != nil)
    }

    /// Every name in the table is read as the table says: an option taking a
    /// value asks for one, a flag refuses one (and never shows it).
    @Test func everyOptionIsReadAsItIsListed() throws {
        for option in Option.all {
            let words = option.commands[0].rawValue.split(separator: " ").map(String.init)
            for name in option.allNames where name.hasPrefix("--") {
                if option.value.placeholder != nil {
                    #expect(throws: UsageError("\(name) needs a value")) { try Invocation.parse(words + [name]) }
                } else {
                    #expect(throws: UsageError("\(name) takes no value")) { try Invocation.parse(words + ["\(name)=reader-1234"]) }
                }
            }
        }
        // And every long option the help names is one of the table's.
        let listed = Set(Invocation.helpText.matches(of: /--[a-z][a-z-]*/).map { String($0.output) })
        #expect(!listed.isEmpty)
        #expect(listed.subtracting(Option.all.flatMap(\.allNames)).isEmpty)
    }

    @Test func completionsTakeAShell() throws {
        let invocation = try Invocation.parse(["completions", "fish"])
        #expect(invocation.mode == .completions && invocation.shell == .fish)
        #expect(try Invocation.parse(["completions", "--help"]).helpTopic == .completions)
    }

    @Test func viewIsTheDefault() throws {
        #expect(try Invocation.parse([]).mode == .view)
        let view = try Invocation.parse(["--no-mouse", "x.csv"])
        #expect(view.files == ["x.csv"] && !view.mouse)
        #expect(try Invocation.parse(["--help"]).mode == .help)
    }

    @Test(arguments: [
        (["--bogus"], "unknown option '--bogus'"),
        (["render", "--size", "12"], "--size takes COLSxROWS (e.g. 100x30), not '12'"),
        (["render", "--at", "25:00"], "--at takes a time HH:MM or h:MMam/pm, not '25:00'"),
        (["render", "--pin", "13pm"], "--pin takes a time HH:MM or h:MMam/pm, not '13pm'"),
        (["--clock", "12h"], "--clock takes 12 or 24, not '12h'"),
        (["stats", "--clock"], "--clock needs a value"),
        (["--color", "sometimes"], "--color takes auto, always or never, not 'sometimes'"),
        (["--tz", "Mars/Olympus"], "--tz: unknown time zone 'Mars/Olympus'"),
        (["--day"], "--day needs a value"),
        (["--at", "10:00"], "--at, --pin and --size belong to 'daybands render'"),
        (["stats", "--at", "10:00"], "--at, --pin and --size belong to 'daybands render'"),
        (["stats", "--size", "80x24"], "--at, --pin and --size belong to 'daybands render'"),
        (["--overlay"], "--overlay belongs to 'daybands render'"),
        (["stats", "--overlay"], "--overlay belongs to 'daybands render'"),
        (["render", "--view", "profile", "--overlay"], "--overlay belongs to the day view (--view day)"),
        (["render", "--view", "week", "--overlay"], "--overlay belongs to the day view (--view day)"),
        (["render", "--overlay=yes"], "--overlay takes no value"),
        (["render", "--json"], "--json belongs to 'daybands stats' and 'daybands patterns'"),
        (["--per-day"], "--per-day and --compare belong to 'daybands stats'"),
        (["report", "--by", "week"], "--by takes month, not 'week'"),
        (["--days", "7", "--from", "2026-10-01"], "give either --days or --from/--to, not both"),
        (["--from", "2026-10-09", "--to", "2026-10-03"], "--from 2026-10-09 is after --to 2026-10-03"),
        (["stats", "--day", "2026-10-01", "--from", "2026-10-01"], "give either --day or --from/--to, not both"),
        (["--date-format", "dmy"], "--date-format takes month-first, day-first or year-first, not 'dmy'"),
        (["--day", "tomorrow"], "--day takes a date YYYY-MM-DD, not 'tomorrow'"),
        (["stats", "--to", "2026-02-30"], "--to takes a date YYYY-MM-DD, not '2026-02-30'"),
        (["--unit", "mmol/L"], "--unit takes mgdl or mmol, not 'mmol/L'"),
        (["--bands"], "--bands needs a value"),
        (["--bands", "60,75,100,200,300"],
         "--bands: expected consensus or six increasing numbers A,B,C,D,E,F (like 60,75,100,200,300,420), not '60,75,100,200,300' (5 values)"),
        (["--bands", "60 75 100 200 300 420"],
         "--bands: expected consensus or six increasing numbers A,B,C,D,E,F (like 60,75,100,200,300,420), not '60 75 100 200 300 420' (1 value)"),
        (["--bands", "60,75,100,200,300,420,500"],
         "--bands: expected consensus or six increasing numbers A,B,C,D,E,F (like 60,75,100,200,300,420), not '60,75,100,200,300,420,500' (7 values)"),
        (["--bands", "60,75,,200,300,420"], "--bands: '' is not a number"),
        (["--bands", "60,75,100,200,300,high"], "--bands: 'high' is not a number"),
        (["--bands", "60,75,100,200,300,inf"], "--bands: 'inf' is not a finite number"),
        (["--bands", "nan,75,100,200,300,420"], "--bands: 'nan' is not a finite number"),
        (["--bands", "60,75,100,100,300,420"], "--bands: the values must increase: 100 is not above 100"),
        (["--bands", "420,300,200,100,75,60"], "--bands: the values must increase: 300 is not above 420"),
        // What a command does not use is refused, as the table says where it belongs.
        (["stats", "--bands", "consensus"], "--bands belongs to the viewer ('daybands view'), 'daybands render' and 'daybands report'"),
        (["stats", "--colour=never"], "--color belongs to the viewer ('daybands view'), 'daybands render' and 'daybands report'"),
        (["--color-map"], "--color-map belongs to 'daybands render'"),
        (["render", "--no-mouse"], "--no-mouse belongs to the viewer ('daybands view')"),
        (["report", "--no-mouse"], "--no-mouse belongs to the viewer ('daybands view')"),
        (["archive", "info", "x.json"], "'daybands archive info' takes only --archive"),
        (["completions"], "'daybands completions' takes bash, zsh or fish"),
        (["completions", "tcsh"], "'daybands completions' takes bash, zsh or fish"),
        (["completions", "zsh", "--tz", "UTC"], "'daybands completions' takes no options"),
    ])
    func usageErrorsSayWhatIsWrong(arguments: [String], message: String) {
        #expect(throws: UsageError(message)) { try Invocation.parse(arguments) }
    }

    @Test func settingsTheConfigFileCanGiveAreNilUnlessGiven() throws {
        #expect(try Invocation.parse(["render"]).given == Settings.Given())
        let given = try Invocation.parse(["--unit", "mmol", "--bands", " 3.9, 4.4,5.6,10 ,13.9,22.2", "--tz", "UTC",
                                          "--color", "always", "--clock=24"]).given
        #expect(given.unit == .mmol && given.timeZone == "UTC" && given.color == .always && given.clock == .twentyFourHour)
        // --bands keeps the numbers as written; their unit is decided with the config file's (SettingsTests).
        #expect(given.bands?.values == [3.9, 4.4, 5.6, 10, 13.9, 22.2])
    }

    @Test(arguments: [
        ("60,75,100,200,300,420", GlucoseUnit.mgdl, [60.0, 75, 100, 200, 300, 420]),
        ("54,70,80,180,250,400", .mgdl, [54, 70, 80, 180, 250, 400]),
        ("10,10.5,11,999,999.5,1000", .mgdl, [10, 10.5, 11, 999, 999.5, 1000]),
        ("3.3,4.2,5.6,11.1,16.7,23.3", .mmol, [59.45, 75.67, 100.89, 199.97, 300.86, 419.76]),
        ("1e2,2e2,3e2,4e2,5e2,6e2", .mgdl, [100, 200, 300, 400, 500, 600]),
    ] as [(String, GlucoseUnit, [Double])])
    func bandsBecomeAScaleInMgdl(text: String, unit: GlucoseUnit, mgdl: [Double]) throws {
        let scale = try BandBoundaries(parsing: text).scale(in: unit)
        #expect(zip(scale.boundaries, mgdl).allSatisfy { abs($0 - $1) < 0.01 })
    }

    @Test func clockTimesSnapToTheNearestElapsedHour() throws {
        let day = TestData.day
        #expect(ClockTime("14:29")?.nearestHour(on: day, calendar: TestData.utc) == 14)
        #expect(ClockTime("14:30")?.nearestHour(on: day, calendar: TestData.utc) == 15)
        #expect(ClockTime("23:50")?.nearestHour(on: day, calendar: TestData.utc) == 23)
        #expect(ClockTime("7:00") == nil)
        #expect(ClockTime("2:29pm")?.nearestHour(on: day, calendar: TestData.utc) == 14)
        #expect(ClockTime("12:10am")?.nearestHour(on: day, calendar: TestData.utc) == 0)
    }

    @Test func importTakesFilesAnArchiveAndHowToReadThem() throws {
        let invocation = try Invocation.parse(["import", "a.csv", "--archive=/tmp/x.sqlite", "--tz", "Europe/Berlin",
                                               "--date-format", "day-first", "b.json"])
        #expect(invocation.mode == .importFiles)
        #expect(invocation.files == ["a.csv", "b.json"])
        #expect(invocation.archive == "/tmp/x.sqlite")
        #expect(invocation.given.timeZone == "Europe/Berlin" && invocation.dateOrder == .dayFirst)
    }

    @Test(arguments: [
        (["import"], "'daybands import' needs at least one FILE"),
        (["import", "a.csv", "--unit", "mmol"], "'daybands import' takes FILE... with only --archive, --date-format, --subject and --tz"),
        (["import", "a.csv", "--nightscout", "http://h"], "give either files or --nightscout URL, not both"),
        (["import", "a.csv", "--archive", ""], "--archive needs a file path"),
        (["stats", "a.csv", "--archive", "a.sqlite"], "give either files, --nightscout URL, --person NAME or --archive PATH, not more than one"),
        (["--archive", "a.sqlite", "--nightscout", "http://h"], "give either files, --nightscout URL, --person NAME or --archive PATH, not more than one"),
    ])
    func importUsageErrors(_ arguments: [String], _ message: String) {
        #expect(throws: UsageError(message)) { try Invocation.parse(arguments) }
    }

    @Test func archiveTakesAnActionAndOnlyWhatItUses() throws {
        let export = try Invocation.parse(["archive", "export", "--format", "json", "--from", "2026-10-01", "--to=2026-10-31",
                                           "--archive", "a.sqlite", "--tz", "UTC"])
        #expect(export.mode == .archive && export.archiveAction == .export && export.exportFormat == .json)
        #expect(export.from == "2026-10-01" && export.to == "2026-10-31" && export.archive == "a.sqlite")
        #expect(try Invocation.parse(["archive", "check"]).archiveAction == .check)
        #expect(throws: UsageError("'daybands archive' takes info, check or export")) { try Invocation.parse(["archive", "list"]) }
        #expect(throws: UsageError("'daybands archive info' takes only --archive")) {
            try Invocation.parse(["archive", "info", "--format", "csv"])
        }
        #expect(throws: UsageError("--format takes csv or json, not 'svg'")) { try Invocation.parse(["archive", "export", "--format", "svg"]) }
    }
}
