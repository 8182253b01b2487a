import Foundation
import Testing
@testable import DayBandsRecords
@testable import DayBandsImport
@testable import DayBandsSettings
@testable import DayBandsCommandLine

/// Was a bug: a file written in mmol/L (an EU LibreView export, Tidepool, a
/// mmol Clarity) opened in mg/dL (`stats`: "min 39.6 mg/dL"). Each reader
/// says the unit its file is written in; the display opens in it unless the
/// user chose one (`Settings`); with several files, the first that names one.
@Suite("The unit a file is written in")
struct FileUnitTests {
    @Test(arguments: [
        ("libreview-eu-mmol.csv", GlucoseUnit.mmol), ("clarity-mmol.csv", .mmol), ("tidepool.json", .mmol),
        ("carelink-eu.csv", .mmol), ("glooko-cgm-mmol.csv", .mmol), ("plain-semicolon-mmol.csv", .mmol),
        ("plain.csv", .mgdl), ("libreview-de.csv", .mgdl), ("carelink-guardian-connect.csv", .mgdl),
    ])
    func eachReaderSaysItsFilesUnit(name: String, unit: GlucoseUnit) throws {
        #expect(try Fixture.read(name, zone: "Europe/Berlin").unit == unit)
    }

    /// Nightscout stores mg/dL whatever its user reads; a file of only
    /// treatments has no glucose to say a unit for.
    @Test func nightscoutAndTreatmentsSayNone() throws {
        #expect(try Fixture.read("nightscout-entries.json").unit == nil)
        #expect(try Fixture.read("nightscout-treatments.json").unit == nil)
        #expect(try Fixture.read("glooko-bolus.csv").unit == nil)
    }

    @Test func severalFilesTakeTheFirstThatSaysOne() throws {
        let calendar = Fixture.calendar("Europe/Berlin")
        let paths = ["nightscout-treatments.json", "libreview-eu-mmol.csv", "plain.csv"].map(Fixture.path)
        #expect(try FileSet(paths: paths).read(in: calendar).unit == .mmol)
        #expect(try FileSet(paths: Array(paths.reversed())).read(in: calendar).unit == .mgdl)
    }

    @Test func theDisplayOpensInTheDataUnitUnlessOneWasChosen() throws {
        let none = Settings.Given()
        #expect(try Settings(commandLine: none, configuration: Configuration(), dataUnit: .mmol).unit == .mmol)
        #expect(try Settings(commandLine: none, configuration: Configuration(), dataUnit: nil).unit == .mgdl)
        let flag = try Invocation.parse(["--unit", "mgdl"]).given
        #expect(try Settings(commandLine: flag, configuration: Configuration(), dataUnit: .mmol).unit == .mgdl)
        #expect(try Settings(commandLine: none, configuration: Configuration(unit: .mgdl), dataUnit: .mmol).unit == .mgdl)
        #expect(try Settings(commandLine: none, configuration: Configuration(unit: .mmol), dataUnit: .mgdl).unit == .mmol)
    }

    /// `--bands` is in the display unit, the data's here; a mg/dL list says why it is refused.
    @Test func bandsFollowTheDataUnitAndSaySo() throws {
        let mmol = try Invocation.parse(["--bands", "3.9,4.4,5.6,10,13.9,22.2"]).given
        let scale = try Settings(commandLine: mmol, configuration: Configuration(), dataUnit: .mmol).scale
        #expect(scale == BandScale(boundaries: [3.9, 4.4, 5.6, 10, 13.9, 22.2].map(GlucoseUnit.mmol.mgdl(from:))))
        let mgdl = try Invocation.parse(["--bands", "60,75,100,200,300,420"]).given
        #expect(throws: UsageError("--bands: 60 mmol/L is 1081 mg/dL, outside 10 to 1000 mg/dL (the data is in mmol/L, "
            + "so --bands is too; give --unit mgdl to write them in mg/dL)")) {
            try Settings(commandLine: mgdl, configuration: Configuration(), dataUnit: .mmol)
        }
    }
}
