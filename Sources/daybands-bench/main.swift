// daybands-bench: in-process timings of the viewer's work per event, and of
// the importers. Run by `make bench` (Benchmarks/run.py); never by `make test`.
//
//   daybands-bench events [--sizes 120x40,300x80] [--scale 1.0] [--json]
//   daybands-bench import FILE [--json]
//   daybands-bench pages [--archive PATH] [--size 120x40] [--json]
//   daybands-bench plan [--archive PATH] [--json]
//   daybands-bench year --archive PATH [--size 120x40] [--json]
//   daybands-bench poll URL [--polls 20] [--size 120x40] [--json]
//
// This file reads the command line and prints; each command's work is in its own file.

import DayBands
import Foundation

func printJSON<T: Encodable>(_ value: T) {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    print(String(decoding: try! encoder.encode(value), as: UTF8.self))
}

func usage() -> Never {
    FileHandle.standardError.write(Data("""
        usage: daybands-bench events [--sizes 120x40,300x80] [--scale X] [--json]
               daybands-bench import FILE [--json]
               daybands-bench pages [--archive PATH] [--size WxH] [--json]
               daybands-bench plan [--archive PATH] [--json]
               daybands-bench year --archive PATH [--size WxH] [--json]
               daybands-bench poll URL [--polls N] [--size WxH] [--json]

        """.utf8))
    exit(2)
}

func parseSize(_ text: Substring) -> Size? {
    let parts = text.split(separator: "x")
    guard parts.count == 2, let columns = Int(parts[0]), let rows = Int(parts[1]) else { return nil }
    return Size(columns: columns, rows: rows)
}

/// A command's `--name value` pairs, in order; the usage for a name without a value.
func options(_ arguments: [String]) -> [(name: String, value: String)] {
    guard arguments.count.isMultiple(of: 2) else { usage() }
    return stride(from: 0, to: arguments.count, by: 2).map { (arguments[$0], arguments[$0 + 1]) }
}

func runEvents(_ arguments: [String], json: Bool) throws {
    var sizes = [Size(columns: 120, rows: 40), Size(columns: 300, rows: 80)]
    var scale = 1.0
    for (name, value) in options(arguments) {
        switch name {
        case "--sizes":
            let parsed = value.split(separator: ",").compactMap(parseSize)
            guard !parsed.isEmpty else { usage() }
            sizes = parsed
        case "--scale":
            guard let number = Double(value), number > 0 else { usage() }
            scale = number
        default: usage()
        }
    }
    let summaries = try benchEvents(sizes: sizes, scale: scale)
    guard !json else { return printJSON(summaries) }
    print("event                           size      reps   median µs   p10 µs   p90 µs  mallocs  alloc B  chart passes")
    for s in summaries {
        print(s.event.padding(toLength: 31, withPad: " ", startingAt: 0),
              s.size.padding(toLength: 8, withPad: " ", startingAt: 0),
              String(format: "%6d %11.1f %8.1f %8.1f %8.0f %8.0f  %d", s.repetitions, s.medianMicroseconds,
                     s.p10Microseconds, s.p90Microseconds, s.medianMallocs, s.medianAllocatedBytes, s.chartPasses))
    }
}

func runImport(_ arguments: [String], json: Bool) throws {
    guard arguments.count == 1 else { usage() }
    let result = try benchImport(path: arguments[0])
    guard !json else { return printJSON(result) }
    print(String(format: "%@: %.3f s, %d readings, %d doses, %d mallocs", result.file, result.seconds,
                 result.readings, result.doses, result.mallocs))
    for warning in result.warnings { print("  warning: \(warning)") }
}

/// `--size WxH` (120x40 when not given) and `--archive PATH`, the options of `pages` and `year`.
func sizeAndArchive(_ arguments: [String]) -> (size: Size, archive: String?) {
    var size = Size(columns: 120, rows: 40)
    var archivePath: String?
    for (name, value) in options(arguments) {
        switch name {
        case "--size":
            guard let parsed = parseSize(Substring(value)) else { usage() }
            size = parsed
        case "--archive": archivePath = value
        default: usage()
        }
    }
    return (size, archivePath)
}

func runPages(_ arguments: [String], json: Bool) throws {
    let (size, archivePath) = sizeAndArchive(arguments)
    var results = [try benchPages(store: try SampleData().load(in: utc), name: "sample", size: size, count: 1_500)]
    if let archivePath {
        results.append(try benchPages(store: try Archive(path: archivePath, readOnly: true), name: "archive",
                                      size: size, count: 1_500))
    }
    guard !json else { return printJSON(results) }
    for r in results {
        print(String(format: "%@ %@ (%d days): %d day changes, %d page turns; median %.1f µs, mean %.1f, p90 %.1f, max %.1f; page turn median %.1f µs",
                     r.store, r.size, r.days, r.dayChanges, r.pageTurns, r.medianMicroseconds, r.meanMicroseconds,
                     r.p90Microseconds, r.maxMicroseconds, r.turnMedianMicroseconds ?? 0))
    }
}

func runYear(_ arguments: [String], json: Bool) throws {
    let (size, archivePath) = sizeAndArchive(arguments)
    guard let archivePath else { usage() }
    let result = try benchYear(store: try Archive(path: archivePath, readOnly: true), size: size, runs: 9, turns: 40)
    guard !json else { return printJSON(result) }
    print(String(format: "year view %@ (%d days): first frame median %.1f ms, max %.1f (%d); year turn median %.2f ms, max %.2f (%d)",
                 result.size, result.days, result.firstFrameMedianMilliseconds, result.firstFrameMaxMilliseconds,
                 result.firstFrames, result.yearTurnMedianMilliseconds, result.yearTurnMaxMilliseconds, result.yearTurns))
}

func runPoll(_ arguments: [String], json: Bool) throws {
    guard let address = arguments.first else { usage() }
    var polls = 20
    var size = Size(columns: 120, rows: 40)
    for (name, value) in options(Array(arguments.dropFirst())) {
        switch name {
        case "--polls":
            guard let number = Int(value), number > 0 else { usage() }
            polls = number
        case "--size":
            guard let parsed = parseSize(Substring(value)) else { usage() }
            size = parsed
        default: usage()
        }
    }
    let r = try benchPoll(address: address, polls: polls, size: size)
    guard !json else { return printJSON(r) }
    print(String(format: "%d polls of %d readings: median %.1f ms (p90 %.1f), %.2f ms CPU each; forecast %@ (%d curves, loop's: %@)",
                 r.polls, r.readingsPerPoll, r.pollMedianMilliseconds, r.pollP90Milliseconds, r.pollCPUMilliseconds,
                 r.forecast ?? "none", r.forecastLines, r.loopPrediction ? "yes" : "no"))
    for s in [r.apply, r.cursorSteps] {
        print(String(format: "%@ %@: median %.1f µs (p90 %.1f), %.0f mallocs, %d chart passes in %d", s.event, s.size,
                     s.medianMicroseconds, s.p90Microseconds, s.medianMallocs, s.chartPasses, s.repetitions))
    }
}

/// The archive's performance contracts; exit status 1 when one is not met.
func runPlan(_ arguments: [String], json: Bool) throws {
    var archivePath: String?
    for (name, value) in options(arguments) {
        guard name == "--archive" else { usage() }
        archivePath = value
    }
    let contracts = try benchPlan(path: archivePath)
    if json {
        printJSON(contracts)
    } else {
        for c in contracts {
            print("\(c.label.padding(toLength: 62, withPad: " ", startingAt: 0)) \(c.measured) (at most \(c.limit))"
                  + (c.met ? "" : "  NOT MET"))
        }
    }
    if contracts.contains(where: { !$0.met }) { exit(1) }
}

var arguments = Array(CommandLine.arguments.dropFirst())
let json = arguments.contains("--json")
arguments.removeAll { $0 == "--json" }
guard let command = arguments.first else { usage() }

do {
    let rest = Array(arguments.dropFirst())
    switch command {
    case "events": try runEvents(rest, json: json)
    case "import": try runImport(rest, json: json)
    case "pages": try runPages(rest, json: json)
    case "plan": try runPlan(rest, json: json)
    case "year": try runYear(rest, json: json)
    case "poll": try runPoll(rest, json: json)
    default: usage()
    }
} catch {
    FileHandle.standardError.write(Data("daybands-bench: \(error)\n".utf8))
    exit(1)
}
