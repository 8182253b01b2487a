import DayBands
import DayBandsCommandLine
import Foundation

/// `daybands patterns`: what repeats across the days (`Patterns`), from the
/// archive's day summaries or the files' readings, as text or JSON, or the
/// heat map of the days by hour (`PatternHeatMap`) as a picture.
struct PatternsCommand {
    let invocation: Invocation

    func run() -> Int32 {
        SceneOutput.refuseBinaryOnTerminal(invocation)
        // The archive's hours come from its day summaries: no page of readings is read.
        guard let session = Session(invocation, readsArchivePage: false) else { return 1 }
        let plan = session.pages.plan
        let days = Array(plan.days[plan.first])
        let words = PatternWords(unit: session.unit, calendar: plan.calendar, explain: invocation.explain)
        let patterns: Patterns
        do {
            patterns = try Patterns(of: days, in: plan.calendar, store: session.pages.store)
        } catch {
            fail("\(error)")
            return 1
        }
        let output = SceneOutput(invocation: invocation, session: session)
        guard output.format == .text else {
            let picture = PatternHeatMap(days: patterns.days, words: words, inks: output.inks).picture
            return output.write(picture, invocation: invocation, png: invocation.pixels)
        }
        let report = PatternReport(patterns, words: words)
        if invocation.json {
            guard let json = try? report.json() else { fail("cannot encode the patterns"); return 1 }
            emit(String(decoding: json, as: UTF8.self) + "\n")
        } else {
            emit(report.text)
        }
        return 0
    }
}
