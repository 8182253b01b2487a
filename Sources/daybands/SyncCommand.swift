import DayBands
import DayBandsCommandLine
import Foundation

/// `daybands sync --nightscout URL` (or `--person NAME`): the site's entries, treatments and
/// profile into the archive (`NightscoutSync`), one sync at a time (`SyncLock`), with a
/// progress bar on standard error when it is a terminal, then one line of
/// what was added, already present and skipped (and, through API v3, one of
/// what was deleted and edited on the site). Exit 1 when the sync could
/// not finish (a network error, a site that stops making progress): what
/// was committed stays, and the next run resumes there.
struct SyncCommand {
    let invocation: Invocation

    func run() -> Int32 {
        let environment = ProcessInfo.processInfo.environment
        let person = invocation.person.map { choosePerson($0, environment: environment) }
        let settings = resolve(invocation.given, environment: environment, person: person?.entry)
        let calendar = DayCalendar(timeZone: settings.timeZone.flatMap(TimeZone.init(identifier:)) ?? TimeZone.current)
        let since = invocation.since.flatMap { calendar.interval(iso: $0)?.start }
        guard let path = invocation.archive ?? Archive.defaultPath(environment: environment) else {
            fail("no place for the archive: set HOME or XDG_DATA_HOME, or give --archive PATH")
            return 1
        }
        let timeout: TimeInterval
        do {
            timeout = try EnvironmentKnob.nightscoutTimeout.value(in: environment) ?? NightscoutSource.defaultTimeout
        } catch {
            usageError("\(error)")
        }
        let followed = person.map { followedSource(of: $0, environment: environment, timeout: timeout) }
        if let followed, !(followed is NightscoutSource) {
            return FollowedSync(source: followed, archivePath: path, calendar: calendar).run()
        }
        guard let site = (followed as? NightscoutSource)?.site ?? invocation.nightscout.map({
            NightscoutSite(root: $0, credentials: .resolve(token: invocation.token, environment: environment))
        }) else { usageError("'daybands sync' needs --nightscout URL or --person NAME") }
        let store: ArchiveSyncStore
        let lock: SyncLock
        do {
            // The archive first: it creates the folder the lock lives in.
            let archive = try Archive(path: path, announce: fail)
            try archive.keepSummaries(in: calendar)
            lock = try SyncLock(archivePath: path)
            store = try ArchiveSyncStore(archive: archive, site: site)
        } catch {
            fail("\(error)")
            return 1
        }
        let bar = ProgressBar()
        do {
            defer { withExtendedLifetime(lock) {} }
            let sync = NightscoutSync(source: NightscoutSource(site: site, timeout: timeout), store: store, since: since)
            let outcome = try sync.run(measuring: bar.shown) { bar.show($0) }
            bar.end()
            for warning in outcome.warnings { fail(warning) }
            if store.conflicts.count > 0, let first = store.conflicts.first {
                fail("\(Self.readings(store.conflicts.count)) of \(site.name) stored beside another value of the same series "
                     + "from the site at the same time (first at \(first.ISO8601Format())); both are shown")
            }
            emit(Self.line(site.name, outcome))
            outcome.rerun(site: site.name).map(fail)
            return outcome.complete && !outcome.historyStopped ? 0 : 1
        } catch {
            bar.end()
            fail("\(error)")
            fail("what was fetched before is kept; run 'daybands sync' again to resume")
            return 1
        }
    }

    private static func readings(_ count: Int) -> String { count == 1 ? "1 reading" : "\(count) readings" }

    /// `SITE: 8928 readings and 40 treatments added, 12 already present, 2 skipped`,
    /// and the profile's basal schedules when new ones were stored.
    static func line(_ site: String, _ outcome: NightscoutSync.Outcome) -> String {
        let treatments = outcome.treatments.added == 1 ? "1 treatment" : "\(outcome.treatments.added) treatments"
        let schedules = outcome.schedules.added
        let profile = schedules == 0 ? "" : ", \(schedules) basal schedule\(schedules == 1 ? "" : "s") of its profile"
        let both = outcome.entries + outcome.treatments
        return "\(site): \(readings(outcome.entries.added)) and \(treatments) added\(profile), "
            + "\(both.present) already present, \(both.skipped) skipped\n"
            // A site without device statuses is not told it has none.
            + (outcome.deviceStatuses == SyncCounts() ? "" : deviceStatusLine(site, outcome.deviceStatuses))
            + (outcome.history.map { historyLine(site, $0) } ?? "")
    }

    /// `SITE: API v3: 2 records deleted on the site removed, 1 edited replaced`:
    /// said whenever the history was read, so a site read through it says so.
    static func historyLine(_ site: String, _ history: HistoryTally) -> String {
        let deleted = history.deleted == 1 ? "1 record" : "\(history.deleted) records"
        return "\(site): API v3: \(deleted) deleted on the site removed, \(history.edited) edited replaced\n"
    }
}

/// The progress bar on standard error, redrawn in place after each page,
/// only when standard error is a terminal (a log or a pipe gets only the
/// final line). Ctrl-C meanwhile ends the line before the process ends, so
/// the shell's prompt starts on a line of its own; what was committed stays.
private final class ProgressBar {
    let shown = isatty(STDERR_FILENO) == 1
    private var drawn = false

    init() {
        guard shown else { return }
        signal(SIGINT) { _ in
            let newline: [UInt8] = [0x0A]
            _ = write(STDERR_FILENO, newline, 1)
            _exit(130)
        }
    }

    func show(_ progress: NightscoutSync.Progress) {
        guard shown else {
            // A log hears the waits too: they are why a sync takes longer.
            if let seconds = progress.waiting { fail("\(progress.collection.rawValue): \(SyncProgressLine.waitText(seconds))") }
            return
        }
        var size = winsize()
        let width = ioctl(STDERR_FILENO, UInt(TIOCGWINSZ), &size) == 0 && size.ws_col > 0 ? Int(size.ws_col) : 80
        status("\r" + SyncProgressLine.text(progress, width: width) + "\u{1B}[K")
        drawn = true
    }

    func end() {
        guard drawn else { return }
        status("\r\u{1B}[K")
        drawn = false
    }
}
