import Testing
@testable import DayBandsImport

@Suite("Format detection by content")
struct FormatDetectionTests {
    @Test(arguments: [
        ("nightscout-entries.json", DataFormat.nightscoutEntries),
        ("entries-named-as.txt", .nightscoutEntries),
        ("nightscout-treatments.json", .nightscoutTreatments),
        ("clarity-fallback-new-york.csv", .clarityCSV),
        ("clarity-mmol.csv", .clarityCSV),
        ("libreview-us-fallback.csv", .libreViewCSV),
        ("plain.csv", .plainCSV),
        ("plain-local-fallback.csv", .plainCSV),
    ])
    func detectsTheFormat(fixture: String, format: DataFormat) throws {
        let file = try InputFile(path: Fixture.path(fixture))
        #expect(try DataFormat.detect(file.read(), source: fixture) == format)
    }

    @Test func aJSONFileNamedTxtIsReadAsJSON() throws {
        let readings = try Fixture.read("entries-named-as.txt").data.readings
        #expect(readings.map(\.mgdl) == [120])
    }
}
