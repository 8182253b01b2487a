import DayBands
import DayBandsCommandLine
import Foundation

/// `daybands archive info|check|export`: what the archive holds, whether it
/// is sound, and its records as text. Each opens it read-only.
struct ArchiveCommand {
    let invocation: Invocation

    func run() -> Int32 {
        let environment = ProcessInfo.processInfo.environment
        guard let path = invocation.archive ?? Archive.defaultPath(environment: environment) else {
            fail("no place for the archive: set HOME or XDG_DATA_HOME, or give --archive PATH")
            return 1
        }
        do {
            let archive = try Archive(path: path, readOnly: true, announce: fail)
            if let notice = archive.notice { fail(notice) }
            // `check` lists them itself.
            if invocation.archiveAction != .check, let leftOut = try archive.leftOut() { fail(leftOut) }
            switch invocation.archiveAction {
            case .info, nil:
                emit(try archive.summary())
            case .check:
                let problems = try archive.check()
                guard problems.isEmpty else {
                    for problem in problems { fail("archive \(path): \(problem)") }
                    return 1
                }
                emit("archive \(PrintableText.escaped(path, limit: PrintableText.messageLimit)): ok\n")
            case .export:
                guard let interval = exportInterval(environment: environment) else { return 1 }
                // Names come from files: on a terminal their control bytes are shown escaped,
                // never sent; into a file or a pipe the export stays exact, to import back.
                let onTerminal = isatty(STDOUT_FILENO) == 1
                try archive.export(interval, as: invocation.exportFormat ?? .csv) { text in
                    emit(onTerminal ? text.split(separator: "\n", omittingEmptySubsequences: false)
                        .map { PrintableText.escaped($0, limit: .max) }.joined(separator: "\n") : text)
                }
                if let leftOut = try archive.exportLeavesOut(interval) { fail("archive \(path): \(leftOut)") }
            }
            return 0
        } catch {
            fail("\(error)")
            return 1
        }
    }

    /// From the start of --from's local day to the end of --to's (all of
    /// time without them), or nil after saying why not.
    private func exportInterval(environment: [String: String]) -> DateInterval? {
        let settings = resolve(invocation.given, environment: environment)
        let calendar = DayCalendar(timeZone: settings.timeZone.flatMap(TimeZone.init(identifier:)) ?? TimeZone.current)
        var start = Archive.allTime.start, end = Archive.allTime.end
        if let from = invocation.from {
            guard let day = calendar.interval(iso: from) else { fail("--from: no such day \(from)"); return nil }
            start = max(start, day.start)
        }
        if let to = invocation.to {
            guard let day = calendar.interval(iso: to) else { fail("--to: no such day \(to)"); return nil }
            end = min(end, day.end)
        }
        return DateInterval(start: start, end: max(start, end))
    }
}
