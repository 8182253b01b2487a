import DayBandsSources
import Foundation

/// The progress bar a sync redraws on a terminal's standard error after each
/// page: the collection, the share of the walk done by time (down to the
/// site's oldest record when it was measured), the day it has reached and
/// what was added, or the wait the site asked for (HTTP 429), cut to the
/// terminal's width (whole fields only, never a number cut).
/// `entries [=========>          ]  47% at 2021-03-04, 123456 added`
public enum SyncProgressLine {
    public static func text(_ progress: NightscoutSync.Progress, width: Int) -> String {
        let share = progress.fractionDone
        let percent = Int((share * 100).rounded(.down))
        let day = progress.walk.reached.formatted(Date.ISO8601FormatStyle(timeZone: .gmt).year().month().day())
        let fields = ["\(progress.collection.rawValue)", bar(share), "\(String(repeating: " ", count: 3 - min(3, String(percent).count)))\(percent)%",
                      "at \(day),", progress.waiting.map(waitText) ?? "\(progress.counts.added) added"]
        var line = ""
        for field in fields {
            let next = line.isEmpty ? field : line + " " + field
            guard next.count < width else { break }
            line = next
        }
        return line
    }

    /// `waiting 30 s: the site asked (HTTP 429)`.
    public static func waitText(_ seconds: TimeInterval) -> String {
        "waiting \(RetryAfter.words(seconds)): the site asked (HTTP 429)"
    }

    /// 20 columns: `=` done, `>` the edge, spaces to go.
    private static func bar(_ share: Double) -> String {
        let done = Int((share * 20).rounded(.down))
        let body = String(repeating: "=", count: done) + (done < 20 ? ">" + String(repeating: " ", count: 19 - done) : "")
        return "[\(body)]"
    }
}
