import Testing
@testable import DayBands

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
        #expect(invocation.color == .never)
        #expect(invocation.timeZone == "Europe/Berlin")
        #expect(invocation.ascii)
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
        (["render", "--at", "25:00"], "--at takes a time HH:MM, not '25:00'"),
        (["--color", "sometimes"], "--color takes auto, always or never, not 'sometimes'"),
        (["--tz", "Mars/Olympus"], "--tz: unknown time zone 'Mars/Olympus'"),
        (["--day"], "--day needs a value"),
        (["--at", "10:00"], "--at, --pin and --size belong to 'daybands render'"),
        (["render", "--json"], "--from, --to and --json belong to 'daybands stats'"),
        (["stats", "--day", "2026-10-01", "--from", "2026-10-01"], "give either --day or --from/--to, not both"),
        (["--date-format", "dmy"], "--date-format takes month-first, day-first or year-first, not 'dmy'"),
        (["--day", "tomorrow"], "--day takes a date YYYY-MM-DD, not 'tomorrow'"),
        (["stats", "--to", "2026-02-30"], "--to takes a date YYYY-MM-DD, not '2026-02-30'"),
        (["--unit", "mmol/L"], "--unit takes mgdl or mmol, not 'mmol/L'"),
    ])
    func usageErrorsSayWhatIsWrong(arguments: [String], message: String) {
        #expect(throws: UsageError(message)) { try Invocation.parse(arguments) }
    }

    @Test func clockTimesSnapToTheNearestElapsedHour() throws {
        let day = TestData.day
        #expect(ClockTime("14:29")?.nearestHour(on: day, calendar: TestData.utc) == 14)
        #expect(ClockTime("14:30")?.nearestHour(on: day, calendar: TestData.utc) == 15)
        #expect(ClockTime("23:50")?.nearestHour(on: day, calendar: TestData.utc) == 23)
        #expect(ClockTime("7:00") == nil)
    }
}
