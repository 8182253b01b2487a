import DayBands
import DayBandsTerminal
import Foundation

/// Exit codes: 0 ok, 1 data error, 2 usage error.
let invocation: Invocation
do {
    invocation = try Invocation.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
    FileHandle.standardError.write("daybands: \(error)\nTry 'daybands --help'.\n")
    exit(2)
}

switch invocation.mode {
case .help:
    print(Invocation.helpText)
case .version:
    print("daybands 0.1.0")
case .render:
    exit(RenderCommand(invocation: invocation).run())
case .stats:
    exit(StatsCommand(invocation: invocation).run())
case .view:
    exit(ViewCommand(invocation: invocation).run())
}
