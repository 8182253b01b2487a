import DayBands
import DayBandsCommandLine
import Foundation

/// Everything the process prints goes through here: results to standard
/// output, messages to standard error, each message with its credentials
/// hidden and its unprintable characters escaped.

/// The secrets this run was given, hidden in every message (the config
/// file's join them once it is read, on the main thread, before any other starts).
nonisolated(unsafe) var redaction = Redaction(given: Invocation.secrets(in: CommandLine.arguments), environment: ProcessInfo.processInfo.environment)

/// Writes a result to standard output. A write that fails (stdout closed,
/// a full disk, the reader gone while SIGPIPE is ignored) ends the program
/// with exit 1 and one line saying why; with SIGPIPE at its default the
/// kernel ends it with the usual 141 first.
func emit(_ text: String) {
    emit(Array(text.utf8))
}

/// Writes bytes (a PNG) to standard output, as `emit(_:)` text.
func emit(_ bytes: [UInt8]) {
    guard writeAll(bytes, to: STDOUT_FILENO) else {
        let reason = String(cString: strerror(errno))
        fail("cannot write to standard output: \(reason)")
        exit(1)
    }
}

/// A message on standard error: `daybands: MESSAGE`, one line. When even
/// standard error cannot be written there is no one left to tell.
func fail(_ message: String) {
    let line = PrintableText.escaped(redaction.apply(message), limit: PrintableText.messageLimit)
    _ = writeAll(Array("daybands: \(line)\n".utf8), to: STDERR_FILENO)
}

/// A usage error: the message, the hint, exit 2.
func usageError(_ message: String) -> Never {
    fail(message)
    _ = writeAll(Array("Try 'daybands --help'.\n".utf8), to: STDERR_FILENO)
    exit(2)
}

/// Writes all of `all`, resuming after interruptions; false (with errno
/// set) when the descriptor refuses it.
private func writeAll(_ all: [UInt8], to descriptor: Int32) -> Bool {
    var bytes = all[...]
    while !bytes.isEmpty {
        let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        if written < 0 {
            if errno == EINTR { continue }
            return false
        }
        bytes = bytes.dropFirst(written)
    }
    return true
}

/// Text redrawn in place on a terminal's standard error (a progress bar),
/// written as it is: it holds only the program's own numbers and dates.
func status(_ text: String) {
    _ = writeAll(Array(text.utf8), to: STDERR_FILENO)
}
