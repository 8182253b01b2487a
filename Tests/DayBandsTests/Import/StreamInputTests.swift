import Foundation
import Testing
@testable import DayBandsRecords
@testable import DayBandsImport
#if canImport(Glibc)
import Glibc
#endif

/// Inputs that are not regular files: pipes (`<(cat FILE)`, `/dev/stdin`),
/// FIFOs and devices are read as streams, format still found by content.
/// Was: `<(cat FILE)` and `/dev/stdin` said "empty file" (their size is 0)
/// and a FIFO with no writer waited for ever.
@Suite("Streams as input", .serialized)
struct StreamInputTests {
    static let csv = "timestamp,glucose\n2026-10-01T08:00:00Z,120\n2026-10-01T08:05:00Z,bad\n2026-10-01T08:10:00Z,131\n"
    static let utc = DayCalendar(timeZone: TimeZone(identifier: "UTC")!)

    private func withFIFO<T>(_ body: (String) throws -> T) throws -> T {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("daybands-fifo-\(UUID().uuidString)").path
        try #require(mkfifo(path, 0o600) == 0)
        defer { unlink(path) }
        return try body(path)
    }

    @Test func aPipeIsReadToItsEnd() throws {
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        let bytes = Array(Self.csv.utf8)
        #expect(bytes.withUnsafeBytes { write(ends[1], $0.baseAddress, $0.count) } == bytes.count)
        close(ends[1])
        defer { close(ends[0]) }
        let path = "/dev/fd/\(ends[0])"
        let report = try FileSource(path: path).read(in: Self.utc)
        #expect(report.data.readings.map(\.mgdl) == [120, 131])
        #expect(report.warnings == ["1 row skipped in \(path): first at line 3: expected a glucose number, found 'bad'"])
    }

    @Test func aFIFOIsReadFromItsWriter() throws {
        try withFIFO { path in
            let writer = Thread {
                let descriptor = open(path, O_WRONLY)
                guard descriptor >= 0 else { return }
                usleep(100_000)
                let bytes = Array(Self.csv.utf8)
                _ = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
                close(descriptor)
            }
            writer.start()
            let file = try InputFile(path: path, fifoWait: 5_000)
            let report = try FileSource(path: path).read(file, in: Self.utc)
            #expect(report.data.readings.count == 2)
        }
    }

    @Test func aFIFOWithNoWriterGivesUp() throws {
        try withFIFO { path in
            let started = Date()
            let error = #expect(throws: DataError.self) { try InputFile(path: path, fifoWait: 300) }
            #expect(error?.description == "\(path): nothing was written to this FIFO within 0.3 s; expected a writer")
            #expect(Date().timeIntervalSince(started) < 3)
        }
    }

    @Test func anEmptyDeviceIsAnEmptyFile() throws {
        let error = #expect(throws: DataError.self) { try FileSource(path: "/dev/null").read(in: Self.utc) }
        #expect(error?.description.hasPrefix("/dev/null: empty file;") == true)
    }
}
