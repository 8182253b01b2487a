import Testing
@testable import DayBandsRecords
@testable import DayBandsReport
@testable import DayBandsSettings
@testable import DayBandsCommandLine

struct ConfigurationTests {
    static let path = "/home/ann/.config/daybands/config"

    @Test func readsEveryKeyWithCommentsAndBlankLines() throws {
        let text = """
            # daybands settings
            unit = mmol

            bands = 3.3, 4.2, 5.6, 11.1, 16.7, 23.3   # mmol/L, like the unit
            tz=Europe/Berlin
            color = never\r
            clock = 12
            """
        let configuration = try Configuration.parse(text, path: Self.path)
        #expect(configuration.unit == .mmol)
        #expect(configuration.timeZone == "Europe/Berlin")
        #expect(configuration.color == .never)
        #expect(configuration.clock == .twelveHour)
        let mgdl = [3.3, 4.2, 5.6, 11.1, 16.7, 23.3].map { $0 * GlucoseUnit.mgdlPerMmol }
        #expect(configuration.scale == BandScale(boundaries: mgdl))
    }

    /// The report's header from the file: `name`, `dob`, `id`; the command
    /// line's over them field by field, a person's section over the top level.
    @Test func theReportsPatientComesFromTheFileUnderTheCommandLine() throws {
        let text = "name = Ann Example\ndob = 1985-07-14\nid = MRN 42\n[person Leo]\nnightscout = https://leo.example\nname = Leo Example\n"
        let configuration = try Configuration.parse(text, path: Self.path)
        #expect(configuration.patient == ReportPatient(name: "Ann Example", birthDate: "1985-07-14", id: "MRN 42"))
        var given = Settings.Given()
        given.patient.id = "7"
        let settings = try Settings(commandLine: given, configuration: configuration)
        #expect(settings.patient == ReportPatient(name: "Ann Example", birthDate: "1985-07-14", id: "7"))
        let leo = try #require(configuration.people.first)
        #expect(configuration.overlaid(by: leo).patient == ReportPatient(name: "Leo Example", birthDate: "1985-07-14", id: "MRN 42"))
        #expect(throws: ConfigurationError(path: Self.path, line: 1, message: "dob takes a date YYYY-MM-DD, not '14.07.1985'")) {
            try Configuration.parse("dob = 14.07.1985", path: Self.path)
        }
    }

    /// Was a bug: Swift reads CRLF as one character, so a Windows-edited
    /// file was one long line (`tz: unknown time zone 'Europe/Berlin\r\ncolor...'`).
    @Test(arguments: ["\r\n", "\r"])
    func crlfAndCRLineEndsAreRead(lineEnd: String) throws {
        let lines = ["# edited on Windows", "unit = mmol", "tz = Europe/Berlin", "color = never", ""]
        let configuration = try Configuration.parse(lines.joined(separator: lineEnd), path: Self.path)
        #expect(configuration == Configuration(unit: .mmol, timeZone: "Europe/Berlin", color: .never))
        let wrong = ["unit = mmol", "", "colour = never"].joined(separator: lineEnd)
        #expect(throws: ConfigurationError(path: Self.path, line: 3,
                                           message: "unknown key 'colour'; expected unit, bands, tz, color, clock, alert, alert-at, alert-repeat, stale, snooze, window, librelinkup-version, name, dob or id")) {
            try Configuration.parse(wrong, path: Self.path)
        }
    }

    @Test func anEmptyFileSetsNothing() throws {
        #expect(try Configuration.parse("", path: Self.path) == Configuration())
        #expect(try Configuration.parse("\u{FEFF}# only a comment\n\n", path: Self.path) == Configuration())
    }

    @Test func bandsAreInTheFilesUnitWhereverItIsSet() throws {
        // The unit below the bands still decides them; without one they are mg/dL.
        let below = try Configuration.parse("bands = 3,4,5,10,15,20\nunit = mmol", path: Self.path)
        #expect(below.scale == BandScale(boundaries: [3, 4, 5, 10, 15, 20].map { $0 * GlucoseUnit.mgdlPerMmol }))
        let none = try Configuration.parse("bands = 55,70,90,180,250,400", path: Self.path)
        #expect(none.scale == BandScale(boundaries: [55, 70, 90, 180, 250, 400]))
    }

    @Test(arguments: [
        ("unit = mmol\n\ncolour = never", 3, "unknown key 'colour'; expected unit, bands, tz, color, clock, alert, alert-at, alert-repeat, stale, snooze, window, librelinkup-version, name, dob or id"),
        ("clock = 12h", 1, "clock takes 12 or 24, not '12h'"),
        ("unit mmol", 1, "expected 'key = value', not 'unit mmol'"),
        ("unit = mmol/L", 1, "unit takes mgdl or mmol, not 'mmol/L'"),
        ("# zone\ntz = Mars/Olympus", 2, "tz: unknown time zone 'Mars/Olympus'"),
        ("color = sometimes", 1, "color takes auto, always or never, not 'sometimes'"),
        ("color = never\ncolor = always", 2, "color is already set on line 1"),
        ("bands = 60,75,100", 1,
         "bands: expected consensus or six increasing numbers A,B,C,D,E,F (like 60,75,100,200,300,420), not '60,75,100' (3 values)"),
        ("bands = 60,75,100,200,300,lots", 1, "bands: 'lots' is not a number"),
        // Bands in mg/dL under a later `unit = mmol` are far too high: the bands line is named.
        ("bands = 60,75,100,200,300,420\nunit = mmol", 1, "bands: 60 mmol/L is 1081 mg/dL, outside 10 to 1000 mg/dL"),
    ])
    func errorsNameTheFileAndLine(text: String, line: Int, message: String) {
        #expect(throws: ConfigurationError(path: Self.path, line: line, message: message)) {
            try Configuration.parse(text, path: Self.path)
        }
    }

    @Test func anErrorReadsAsFileColonLine() {
        let error = ConfigurationError(path: "/c/daybands/config", line: 3, message: "unknown key 'colour'")
        #expect(error.description == "/c/daybands/config:3: unknown key 'colour'")
    }

    @Test(arguments: [
        (["XDG_CONFIG_HOME": "/xdg", "HOME": "/home/ann"], "/xdg/daybands/config"),
        (["HOME": "/home/ann"], "/home/ann/.config/daybands/config"),
        // Empty or relative XDG_CONFIG_HOME is ignored (XDG Base Directory spec).
        (["XDG_CONFIG_HOME": "", "HOME": "/home/ann"], "/home/ann/.config/daybands/config"),
        (["XDG_CONFIG_HOME": "relative", "HOME": "/home/ann"], "/home/ann/.config/daybands/config"),
        ([:], nil),
        (["HOME": ""], nil),
    ] as [([String: String], String?)])
    func theFileIsFoundThroughXDGElseHome(environment: [String: String], path: String?) {
        #expect(Configuration.path(environment: environment) == path)
    }
}

/// The command line against the config file, setting by setting.
struct SettingsTests {
    static let mmolFile = Configuration(unit: .mmol, scale: BandScale(boundaries: [3, 4, 5, 10, 15, 20].map { $0 * 18.0156 }),
                                        timeZone: "Europe/Berlin", color: .never)

    @Test func withNeitherTheDefaultsHold() throws {
        let settings = try Settings(commandLine: Settings.Given(), configuration: Configuration())
        #expect(settings.unit == .mgdl && settings.scale == .standard && settings.timeZone == nil && settings.color == .auto)
    }

    @Test func theConfigFileFillsWhatTheCommandLineLeaves() throws {
        let settings = try Settings(commandLine: Invocation.parse(["--color", "always"]).given, configuration: Self.mmolFile)
        #expect(settings.unit == .mmol && settings.scale == Self.mmolFile.scale)
        #expect(settings.timeZone == "Europe/Berlin" && settings.color == .always)
    }

    /// The clock: the command line, else the file, else the locale.
    @Test func theClockComesFromTheCommandLineTheFileOrTheLocale() throws {
        let us = ["LANG": "en_US.UTF-8"]
        #expect(try Settings(commandLine: Settings.Given(), configuration: Configuration(), environment: us).clock == .twelveHour)
        #expect(try Settings(commandLine: Settings.Given(), configuration: Configuration()).clock == .twentyFourHour)
        let file = Configuration(clock: .twentyFourHour)
        #expect(try Settings(commandLine: Settings.Given(), configuration: file, environment: us).clock == .twentyFourHour)
        let given = try Invocation.parse(["--clock", "12"]).given
        #expect(try Settings(commandLine: given, configuration: file, environment: ["LANG": "de_DE.UTF-8"]).clock == .twelveHour)
    }

    @Test func theFilesBandsKeepTheirMeaningUnderAnotherUnit() throws {
        // --unit mgdl changes the display, not what the file's mmol/L bands mean.
        let settings = try Settings(commandLine: Invocation.parse(["--unit", "mgdl"]).given, configuration: Self.mmolFile)
        #expect(settings.unit == .mgdl)
        #expect(settings.scale.boundaries.map { ($0).rounded() } == [54, 72, 90, 180, 270, 360])
    }

    /// `consensus` names the preset whose bands are the consensus ranges, in
    /// the config file and on the command line, whatever the unit.
    @Test func theConsensusPresetIsTheSameScaleInEveryUnit() throws {
        let file = try Configuration.parse("unit = mmol\nbands = consensus", path: ConfigurationTests.path)
        #expect(file.scale == .consensus)
        for unit in ["mgdl", "mmol"] {
            let given = try Invocation.parse(["--bands", "consensus", "--unit", unit]).given
            #expect(try Settings(commandLine: given, configuration: Configuration()).scale == .consensus)
        }
        // Written out, the same numbers are plain bands: a reading of 180 takes the band above.
        let written = try Settings(commandLine: Invocation.parse(["--bands", "40,54,70,180,250,420"]).given,
                                   configuration: Configuration()).scale
        #expect(written != .consensus && written.index(for: 180) == 3 && BandScale.consensus.index(for: 180) == 2)
    }

    @Test func commandLineBandsAreInTheDisplayUnit() throws {
        // The display unit is the file's mmol/L here, so --bands is read in mmol/L...
        let fromFile = try Settings(commandLine: Invocation.parse(["--bands", "3.9,4.4,5.6,10,13.9,22.2"]).given,
                                    configuration: Self.mmolFile)
        #expect(fromFile.scale == BandScale(boundaries: [3.9, 4.4, 5.6, 10, 13.9, 22.2].map(GlucoseUnit.mmol.mgdl(from:))))
        // ...and in mg/dL when --unit says so, whatever the file's unit.
        let given = try Invocation.parse(["--bands", "70,80,100,180,250,400", "--unit", "mgdl"]).given
        let mgdl = try Settings(commandLine: given, configuration: Self.mmolFile)
        #expect(mgdl.scale == BandScale(boundaries: [70, 80, 100, 180, 250, 400]))
    }

    @Test(arguments: [
        (["--bands", "60,75,100,200,300,1200"], Configuration(), "--bands: 1200 mg/dL is outside 10 to 1000 mg/dL"),
        (["--bands", "5,75,100,200,300,420"], Configuration(), "--bands: 5 mg/dL is outside 10 to 1000 mg/dL"),
        (["--bands", "3,4,5,10,15,60", "--unit", "mmol"], Configuration(), "--bands: 60 mmol/L is 1081 mg/dL, outside 10 to 1000 mg/dL"),
        // mg/dL numbers with a file that says mmol: the unit in the message shows why.
        (["--bands", "60,75,100,200,300,420"], mmolFile, "--bands: 60 mmol/L is 1081 mg/dL, outside 10 to 1000 mg/dL"),
    ] as [([String], Configuration, String)])
    func bandsOutsideTheSaneRangeAreUsageErrors(arguments: [String], configuration: Configuration, message: String) throws {
        let given = try Invocation.parse(arguments).given
        #expect(throws: UsageError(message)) { try Settings(commandLine: given, configuration: configuration) }
    }
}
