import DayBands
import Foundation

/// `daybands sync --person NAME` for a LibreLinkUp or Dexcom Share account:
/// what the service holds (12 hours, a day) into the archive, so run every
/// few hours (or kept by `--follow`) the archive grows the history the
/// service does not keep. One line of what was added and already present.
struct FollowedSync {
    let source: any FollowedSource
    let archivePath: String
    let calendar: DayCalendar

    func run() -> Int32 {
        do {
            let archive = try Archive(path: archivePath, announce: fail)
            try archive.keepSummaries(in: calendar)
            let lock = try SyncLock(archivePath: archivePath)
            defer { withExtendedLifetime(lock) {} }
            let identity = source.archiveIdentity
            let stored = try archive.source(kind: identity.kind, name: identity.name)
            let report = try source.read(in: calendar)
            for warning in report.warnings { fail(warning) }
            let tally = try archive.add(report.data, to: stored)
            let added = tally.readings.added == 1 ? "1 reading" : "\(tally.readings.added) readings"
            emit("\(source.name): \(added) added, \(tally.readings.present) already present\n")
            return 0
        } catch {
            fail("\(error)")
            return 1
        }
    }
}
