import Testing
@testable import DayBandsImport

/// A file no reader accepts is named for the format it most looks like,
/// with what it lacks, so the user knows which export went wrong.
@Suite("Closest format in messages")
struct ClosestFormatTests {
    @Test func textWithoutSeparatorsNamesTheClosestExport() throws {
        let error = try #require(Fixture.error("near-libreview.txt"))
        #expect(error.line == 1)
        #expect(error.message.hasPrefix("unrecognised content; expected Nightscout JSON"))
        #expect(error.message.hasSuffix("; the closest is LibreView CSV, but there is no header row starting Device,Serial Number (or its translation) with the unit in the historic glucose column"))
    }

    @Test func aHeaderReadAsPlainCSVNamesTheClosestExport() throws {
        let error = try #require(Fixture.error("near-libreview-header.csv"))
        #expect(error.message.hasPrefix("expected the columns timestamp,glucose[,unit]"))
        #expect(error.message.hasSuffix("; the closest is LibreView CSV, but there is no header row starting Device,Serial Number (or its translation) with the unit in the historic glucose column"))
    }

    @Test(arguments: [
        ("Index,Date,Time,BWZ Estimate (U)", DataFormat.careLinkCSV),
        ("\"type\":\"cbg\",\"uploadId\":\"x\"", .tidepoolJSON),
        ("Glucose Value (mg/dL),Event Subtype", .clarityCSV),
    ])
    func closestByTheWordsShared(text: String, format: DataFormat) throws {
        let message = try #require(DataFormat.closest(to: text))
        #expect(message.hasPrefix("the closest is \(format.rawValue), but there is "))
    }

    @Test func nothingSharedNamesNothing() {
        #expect(DataFormat.closest(to: "shopping list: milk, bread") == nil)
    }
}
