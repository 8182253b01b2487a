import Foundation
import Testing
@testable import DayBandsRecords
@testable import DayBandsLive

/// `daybands status`'s line: the level a bar colours by (the consensus
/// range, or stale: a source that fails is never shown as fine), the text
/// with its marks, the tooltip, and each bar's format around them.
@Suite struct StatusLineTests {
    let now = Date(timeIntervalSince1970: 1_780_000_000)

    /// Two readings five minutes apart, the newest `age` seconds before `now`.
    func status(_ mgdl: Double, before: Double? = nil, age: TimeInterval = 240, trend: Trend? = .singleDown,
                unit: GlucoseUnit = .mgdl, name: String? = nil, problem: String? = nil) -> GlucoseStatus {
        let newest = now.addingTimeInterval(-age)
        let readings = [before.map { GlucoseReading(time: newest.addingTimeInterval(-300), mgdl: $0) },
                        GlucoseReading(time: newest, mgdl: mgdl, trend: trend)].compactMap { $0 }
        return GlucoseStatus(name: name, source: "LibreLinkUp (Leo)", readings: readings, problem: problem, at: now, unit: unit)
    }

    static let levels: [(Double, StatusLevel)] = [(53, .urgentLow), (54, .low), (69, .low), (70, .inRange), (180, .inRange),
                                                  (181, .high), (250, .high), (251, .urgentHigh)]

    @Test(arguments: levels)
    func theLevelIsTheConsensusRange(mgdl: Double, level: StatusLevel) {
        #expect(status(mgdl).level == level)
    }

    /// Fresh until 15 minutes (Nightscout's stale): then stale, whatever the value.
    @Test func anOldReadingIsStaleNeverFine() {
        #expect(status(120, age: 15 * 60 - 1).level == .inRange)
        #expect(status(120, age: 15 * 60).level == .stale)
        #expect(status(45, age: 3_600).level == .stale)
        #expect(GlucoseStatus(name: nil, source: "x", readings: [], problem: "HTTP 500", at: now, unit: .mgdl).level == .stale)
    }

    @Test func theTextSaysRangeValueArrowChangeAgeAndMark() {
        #expect(status(62, before: 71).text == "▼ 62 ↓ -9 4m !")
        #expect(status(50, before: 58).text == "▼ 50 ↓ -8 4m !!")
        #expect(status(120, before: 120, trend: .flat).text == "120 → ±0 4m")
        #expect(status(260, before: 250, trend: .singleUp).text == "▲ 260 ↑ +10 4m !!")
        #expect(status(200, trend: nil).text == "▲ 200 4m !")
        // Stale keeps the shape of its range, with `?` for its mark.
        #expect(status(62, age: 3 * 3_600).text == "▼ 62 ↓ 3h ?")
        #expect(status(3.4 * GlucoseUnit.mgdlPerMmol, unit: .mmol, name: "Leo").text == "Leo ▼ 3.4 ↓ 4m !")
        #expect(GlucoseStatus(name: "Mia", source: "x", readings: [], problem: nil, at: now, unit: .mgdl).text == "Mia ?")
    }

    static let ages: [(TimeInterval, String)] = [(0, "0m"), (59, "0m"), (60, "1m"), (7_199, "119m"), (7_200, "2h"),
                                                 (172_799, "47h"), (172_800, "2d"), (-30, "0m")]

    @Test(arguments: ages)
    func ageFitsAPrompt(seconds: TimeInterval, shown: String) {
        #expect(GlucoseStatus.shortAge(seconds) == shown)
    }

    @Test func theTooltipSaysItInWordsAndTheLastFailure() {
        #expect(status(62, before: 71, name: "Leo").tooltip == "Leo: 62 mg/dL ↓ -9/5 min, low, 4 min ago (LibreLinkUp (Leo))")
        #expect(status(62, before: 71, problem: "HTTP 503").tooltip.hasSuffix("(LibreLinkUp (Leo)); last fetch: HTTP 503"))
        let none = GlucoseStatus(name: nil, source: "x", readings: [], problem: nil, at: now, unit: .mgdl)
        #expect(none.tooltip == "no reading: none held yet")
        let failed = GlucoseStatus(name: "Ana", source: "x", readings: [], problem: "bad\u{1B}[31m" + String(repeating: "x", count: 400),
                                   at: now, unit: .mgdl)
        #expect(failed.tooltip.hasPrefix("Ana: no reading: bad") && !failed.tooltip.contains("\u{1B}") && failed.tooltip.count < 230)
    }

    static let percentages: [(Double, Int)] = [(40, 0), (39, 0), (400, 100), (500, 100), (220, 50), (58, 5)]

    @Test(arguments: percentages)
    func thePercentageSpans40To400(mgdl: Double, percentage: Int) {
        #expect(status(mgdl).percentage == percentage)
    }

    @Test func eachBarsFormatAroundTheText() throws {
        let low = status(62, before: 71)
        #expect(StatusFormat.text.render(low) == "▼ 62 ↓ -9 4m !\n")
        #expect(StatusFormat.i3blocks.render(low) == "▼ 62 ↓ -9 4m !\n▼ 62 ↓ -9 4m !\n#ff5f5f\n")
        #expect(StatusFormat.polybar.render(low) == "%{F#ff5f5f}▼ 62 ↓ -9 4m !%{F-}\n")
        #expect(StatusFormat.tmux.render(low) == "#[fg=colour203,bold]▼ 62 ↓ -9 4m !#[default]\n")
        #expect(StatusFormat.tmux.render(status(120)) == "#[fg=colour77]120 ↓ 4m#[default]\n")
        #expect(StatusFormat.tmux.render(status(50)).hasPrefix("#[fg=colour196,bold]"))
        // A name from the config file is text for the bar, never its markup.
        let named = status(120, name: "50%#x")
        #expect(StatusFormat.polybar.render(named) == "%{F#5fd75f}50%%#x 120 ↓ 4m%{F-}\n")
        #expect(StatusFormat.tmux.render(named) == "#[fg=colour77]50%##x 120 ↓ 4m#[default]\n")
    }

    @Test func waybarsJSONCarriesTheFiguresAsShown() throws {
        let line = StatusFormat.json.render(status(3.4 * GlucoseUnit.mgdlPerMmol, before: 3.9 * GlucoseUnit.mgdlPerMmol, unit: .mmol))
        #expect(line.hasSuffix("}\n"))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        #expect(object["class"] as? String == "low" && object["unit"] as? String == "mmol/L")
        #expect(object["value"] as? Double == 3.4 && object["delta"] as? Double == -0.5)
        #expect(object["trend"] as? String == "SingleDown" && object["age"] as? Int == 240)
        #expect(object["text"] as? String == "▼ 3.4 ↓ -0.5 4m !" && object["percentage"] as? Int == 6)
        let none = StatusFormat.json.render(GlucoseStatus(name: nil, source: "x", readings: [], problem: "down", at: now, unit: .mgdl))
        let empty = try #require(try JSONSerialization.jsonObject(with: Data(none.utf8)) as? [String: Any])
        #expect(empty["class"] as? String == "stale" && empty["value"] is NSNull && empty["age"] is NSNull && empty["delta"] is NSNull)
        #expect(empty["tooltip"] as? String == "no reading: down")
    }

    /// `--all` sorts worst first: urgent low, urgent high, stale or
    /// unreachable, low, high, in range.
    @Test func worstFirst() {
        let sorted = StatusLevel.allCases.sorted { $0.rank < $1.rank }
        #expect(sorted == [.urgentLow, .urgentHigh, .stale, .low, .high, .inRange])
        #expect(StatusLevel.allCases.filter(\.isUrgent) == [.urgentLow, .urgentHigh])
    }
}
