import Testing
@testable import DayBandsRecords
@testable import DayBandsImport

@Suite("CSV rows")
struct CSVRowsTests {
    private func rows(_ text: String) throws -> [CSVRow] {
        var rows = CSVRows(Array(text.utf8), source: "test.csv")
        var all: [CSVRow] = []
        while let row = try rows.next() { all.append(row) }
        return all
    }

    @Test func quotedFieldsWithSeparatorsQuotesAndLineBreaks() throws {
        let all = try rows("\u{FEFF}\"a\",\"b, c\",\"say \"\"hi\"\"\"\r\n1,\"two\r\nlines\",3\r\n\r\nlast,,\n")
        #expect(all.map(\.fields) == [["a", "b, c", "say \"hi\""], ["1", "two\r\nlines", "3"], ["last", "", ""]])
        #expect(all.map(\.line) == [1, 2, 5])
    }

    @Test func semicolonSeparatedExports() throws {
        let all = try rows("Zeit;Wert\n2026-10-01 08:00;5,5\n")
        #expect(all.map(\.fields) == [["Zeit", "Wert"], ["2026-10-01 08:00", "5,5"]])
    }

    @Test func shortRowsReadAsEmptyFields() throws {
        let row = try #require(try rows("a,b\n").first)
        #expect(row[1] == "b")
        #expect(row[5] == "")
    }

    @Test func unterminatedQuoteNamesItsLine() throws {
        #expect(throws: DataError(source: "test.csv", line: 2, message: "the file ends inside a quoted field; expected a closing \"")) {
            try rows("a,b\n\"open,c\nd\n")
        }
    }
}
