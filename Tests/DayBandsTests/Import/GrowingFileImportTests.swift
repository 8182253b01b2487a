import Foundation
import Synchronization
import Testing
@testable import DayBandsRecords
@testable import DayBandsImport
#if canImport(Glibc)
import Glibc
#endif

/// Was a bug: a file a logger appends to while it is read could end, at the
/// moment it was read, in a row cut mid-write (`…,1` of `…,123`), and that
/// row was kept with the shortened value. Now a file is read as it was when
/// opened, and a last row without its line end is left out, with a warning,
/// when the file changed while it was read.
@Suite("Import of a file that grows while it is read")
struct GrowingFileImportTests {
    /// A temporary file of `text`, removed after `body`.
    @discardableResult
    private func withFile<T>(_ text: String, _ body: (String) throws -> T) throws -> T {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("daybands-growing-\(UUID().uuidString)").path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        return try body(path)
    }

    /// Appends `text` as a logger does (`O_APPEND`, one write).
    private static func append(_ text: String, to path: String) {
        let descriptor = open(path, O_WRONLY | O_APPEND)
        precondition(descriptor >= 0)
        defer { close(descriptor) }
        let bytes = Array(text.utf8)
        precondition(bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) } == bytes.count)
    }

    /// The file read the way `daybands` reads it, with `appended` written to
    /// it after it was opened and before it is read.
    private func read(_ path: String, appending appended: String, zone: String = "UTC") throws -> LoadReport {
        let source = FileSource(path: path)
        let file = try InputFile(path: path)
        Self.append(appended, to: path)
        return try source.read(file, in: Fixture.calendar(zone))
    }

    private let header = "timestamp,glucose\n2026-10-01T08:00:00Z,110\n"

    @Test func cutLastRowOfAGrowingFileIsLeftOutWithAWarning() throws {
        try withFile(header + "2026-10-01T08:05:00Z,1") { path in
            let report = try read(path, appending: "23\n2026-10-01T08:10:00Z,140\n")
            #expect(report.data.readings.map(\.mgdl) == [110])
            #expect(report.warnings == ["last row of \(path) is incomplete (the file was still being written); it was left out"])
        }
    }

    @Test func lastRowWithoutLineEndOfAnUnchangedFileIsKept() throws {
        try withFile(header + "2026-10-01T08:05:00Z,123") { path in
            let report = try FileSource(path: path).read(in: Fixture.calendar("UTC"))
            #expect(report.data.readings.map(\.mgdl) == [110, 123])
            #expect(report.warnings.isEmpty)
        }
    }

    @Test func rowsAppendedAfterOpeningAreNotRead() throws {
        try withFile(header) { path in
            let report = try read(path, appending: "2026-10-01T08:05:00Z,1")
            #expect(report.data.readings.map(\.mgdl) == [110])
            #expect(report.warnings.isEmpty)
        }
    }

    @Test func cutLineEndingInCarriageReturnIsComplete() throws {
        try withFile("timestamp,glucose\r\n2026-10-01T08:00:00Z,110\r") { path in
            let report = try read(path, appending: "\n2026-10-01T08:05:00Z,1")
            #expect(report.data.readings.map(\.mgdl) == [110])
            #expect(report.warnings.isEmpty)
        }
    }

    /// Every CSV format: the shared reading code drops the cut row, so the
    /// load is that of the file without its last row, plus the warning.
    @Test(arguments: ["plain.csv", "clarity-mmol.csv", "libreview-eu-mmol.csv"])
    func everyCSVFormatLeavesOutTheCutRow(fixture: String) throws {
        let text = try String(contentsOfFile: Fixture.path(fixture), encoding: .utf8)
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.last == "" { lines.removeLast() }
        let lastLine = String(lines.removeLast())
        let complete = lines.joined(separator: "\n") + "\n"
        let cut = lastLine.index(lastLine.startIndex, offsetBy: lastLine.count / 2)
        try withFile(complete) { path in
            let expected = try FileSource(path: path).read(in: Fixture.calendar("UTC"))
            try Data((complete + lastLine[..<cut]).utf8).write(to: URL(fileURLWithPath: path))
            let report = try read(path, appending: lastLine[cut...] + "\n")
            #expect(report.data.readings == expected.data.readings)
            #expect(report.warnings == expected.warnings + [FileSource.incompleteLastRow(path)])
        }
    }

    @Test func cutJSONIsAnErrorSayingTheFileWasBeingWritten() throws {
        let record = #"{"type":"sgv","sgv":110,"date":1790841600000}"#
        try withFile("[" + record + #",{"type":"sgv","sgv":1"#) { path in
            #expect {
                try read(path, appending: #"23,"date":1790841900000}]"# + "\n")
            } throws: { error in
                let message = (error as? DataError)?.message ?? ""
                return message.hasPrefix("truncated JSON: the file ends after byte")
                    && message.hasSuffix("(the file was still being written; read it again when it is complete)")
            }
        }
    }

    @Test func completeJSONSnapshotIsRead() throws {
        let record = #"{"type":"sgv","sgv":110,"date":1790841600000}"#
        try withFile("[" + record + "]\n") { path in
            let report = try read(path, appending: "\n")
            #expect(report.data.readings.map(\.mgdl) == [110])
            #expect(report.warnings.isEmpty)
        }
    }

    /// A big file read again and again while another thread appends rows,
    /// each in two writes with a pause between (`…,1`, then `23\n`): every
    /// value read is one that was written, never a shortened one.
    @Test func appendingWhileReadingNeverGivesAShortenedValue() throws {
        // 2025-10-01T08:00:00Z: the rows and those appended stay in the past
        // (rows dated ahead of now are set aside, FutureRecords).
        let start = 1_759_305_600
        let initialRows = 30_000
        @Sendable func time(_ row: Int) -> String {
            Date(timeIntervalSince1970: TimeInterval(start + row * 300)).ISO8601Format()
        }
        var text = "timestamp,glucose\n"
        for row in 0..<initialRows { text += "\(time(row)),\(100 + row % 300)\n" }
        let written = Set((100..<400).map(Double.init))  // the appended 123 too
        try withFile(text) { path in
            let stop = Flag()
            let stopped = Flag()
            let writer = Thread {
                var row = initialRows
                while !stop.isSet {
                    Self.append("\(time(row)),1", to: path)
                    usleep(100)
                    Self.append("23\n", to: path)
                    usleep(100)
                    row += 1
                }
                stopped.set()
            }
            writer.start()
            defer {
                stop.set()
                while !stopped.isSet { usleep(1000) }
            }
            for _ in 0..<12 {
                let report = try FileSource(path: path).read(in: Fixture.calendar("UTC"))
                let unwritten = report.data.readings.filter { !written.contains($0.mgdl) }
                #expect(unwritten.isEmpty, "values never written: \(unwritten.prefix(3).map(\.mgdl))")
                #expect(report.data.readings.count >= initialRows)
                #expect(report.warnings.allSatisfy { $0 == FileSource.incompleteLastRow(path) })
            }
        }
    }
}

/// A flag the writer thread and the test share.
private final class Flag: Sendable {
    private let value = Atomic(false)
    var isSet: Bool { value.load(ordering: .acquiring) }
    func set() { value.store(true, ordering: .releasing) }
}
