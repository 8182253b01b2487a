import DayBands
import DayBandsCommandLine
import DayBandsTerminal
import Foundation

/// Exit codes: 0 ok, 1 data error, 2 usage error.

// A file grown past `ulimit -f` is a write that fails (EFBIG), said in a
// line and cleaned up after, not a death by SIGXFSZ that leaves a temporary.
signal(SIGXFSZ, SIG_IGN)

let invocation: Invocation
do {
    invocation = try Invocation.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
    usageError("\(error)")
}

switch invocation.mode {
case .help:
    emit(Invocation.help(for: invocation.helpTopic) + "\n")
case .version:
    emit("daybands 0.1.0\n")
case .completions:
    emit(Completions.script(for: invocation.shell ?? .bash))
case .render:
    exit(RenderCommand(invocation: invocation).run())
case .report:
    exit(ReportCommand(invocation: invocation).run())
case .stats:
    exit(StatsCommand(invocation: invocation).run())
case .patterns:
    exit(PatternsCommand(invocation: invocation).run())
case .importFiles:
    exit(ImportCommand(invocation: invocation).run())
case .sync:
    exit(SyncCommand(invocation: invocation).run())
case .status:
    exit(StatusCommand(invocation: invocation).run())
case .archive:
    exit(ArchiveCommand(invocation: invocation).run())
case .view:
    exit(ViewCommand(invocation: invocation).run())
}
