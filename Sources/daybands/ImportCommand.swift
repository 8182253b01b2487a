import DayBands
import DayBandsCommandLine
import Foundation

/// `daybands import FILE...`: adds each file to the archive, one after
/// another, and says per file what was added, what the archive held already
/// and what was skipped (of a device status file, its records: `deviceStatusLine`). A file that cannot be read is said and passed over
/// (exit 1 at the end); an archive that cannot be written stops the import.
struct ImportCommand {
    let invocation: Invocation

    func run() -> Int32 {
        let environment = ProcessInfo.processInfo.environment
        let settings = resolve(invocation.given, environment: environment)
        let calendar = DayCalendar(timeZone: settings.timeZone.flatMap(TimeZone.init(identifier:)) ?? TimeZone.current)
        guard let path = invocation.archive ?? Archive.defaultPath(environment: environment) else {
            fail("no place for the archive: set HOME or XDG_DATA_HOME, or give --archive PATH")
            return 1
        }
        let archive: Archive
        do {
            archive = try Archive(path: path, announce: fail)
            try archive.keepSummaries(in: calendar)
        } catch {
            fail("\(error)")
            return 1
        }
        var status: Int32 = 0
        for path in invocation.files {
            let file = FileSource(path: path, dateOrder: invocation.dateOrder, subject: invocation.subject)
            let report: LoadReport
            do {
                report = try file.read(in: calendar)
            } catch {
                fail("\(error)")
                status = 1
                continue
            }
            for warning in report.warnings { fail(warning) }
            do {
                if let statuses = report.deviceStatusRecords {
                    let counts = try archive.add(statuses.kept, to: archive.source(kind: .file, name: file.title))
                    emit(deviceStatusLine(PrintableText.escaped(file.name, limit: PrintableText.messageLimit),
                                          SyncCounts(added: counts.added, present: counts.present, skipped: statuses.setAside)))
                    continue
                }
                let tally = try archive.add(report.data, to: archive.source(kind: .file, name: file.title))
                if let first = tally.firstConflict {
                    let count = tally.readings.conflicting
                    fail("\(count) reading\(count == 1 ? "" : "s") of \(file.name) stored beside another value of the same series "
                         + "from \(file.title) at the same time (first at \(first.ISO8601Format())); both are shown")
                }
                emit(Self.line(file.name, report: report, tally: tally))
            } catch {
                fail("\(error)")
                return 1
            }
        }
        return status
    }

    /// `FILE: 8928 readings and 40 treatments added, 0 already present, 2 skipped`.
    static func line(_ name: String, report: LoadReport, tally: ArchiveTally) -> String {
        func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }
        let present = tally.readings.present + tally.treatments.present
        let skipped = report.skippedRows
        return "\(PrintableText.escaped(name, limit: PrintableText.messageLimit)): "
            + "\(count(tally.readings.added, "reading")) and \(count(tally.treatments.added, "treatment")) added, "
            + "\(present) already present, \(skipped) skipped\n"
    }
}
