import DayBands
import DayBandsCommandLine
import Foundation

/// `daybands patterns`: what repeats across the days (`Patterns`), from the
/// archive's day summaries or the files' readings, as text or JSON.
struct PatternsCommand {
    let invocation: Invocation

    func run() -> Int32 {
        // The archive's hours come from its day summaries: no page of readings is read.
        guard let session = Session(invocation, readsArchivePage: false) else { return 1 }
        let plan = session.pages.plan
        let days = Array(plan.days[plan.first])
        let report: PatternReport
        do {
            let patterns = try Patterns(of: days, in: plan.calendar, store: session.pages.store)
            report = PatternReport(patterns, words: PatternWords(unit: session.unit, calendar: plan.calendar), explain: invocation.explain)
        } catch {
            fail("\(error)")
            return 1
        }
        if invocation.json {
            guard let json = try? report.json() else { fail("cannot encode the patterns"); return 1 }
            emit(String(decoding: json, as: UTF8.self) + "\n")
        } else {
            emit(report.text)
        }
        return 0
    }
}
