import Foundation
import FoundationXML
import Testing
@testable import DayBandsRecords
@testable import DayBandsChart
@testable import DayBandsViewer
@testable import DayBandsReport

/// The one-page AGP report, read back from its SVG with a real XML parser:
/// its figures are the `StatisticsSummary`'s (one "in range" figure), the
/// AGP's hours are evenly spaced, its bands are whole shapes, the daily
/// profiles are the last 14 days titled by weekday and date, and no two
/// labels overlap.
struct AGPReportTests {
    static let timeline = TestData.sample
    static let details = AGPReport.Details(name: "Test\u{1B}[2J Person", source: "sample <data>", made: "2026-11-01")

    static func report(_ timeline: Timeline = timeline, unit: GlucoseUnit = .mgdl,
                       details: AGPReport.Details = details) -> AGPReport {
        AGPReport(timeline: timeline, unit: unit, details: details)
    }

    static func document(_ report: AGPReport) throws -> XMLDocument {
        try XMLDocument(data: Data(report.picture.document.utf8))
    }

    static func texts(_ document: XMLDocument, _ kind: String) throws -> [XMLNode] {
        try document.nodes(forXPath: "//*[local-name()='text'][@class='\(kind)']")
    }

    static func number(_ name: String, of node: XMLNode) throws -> Double {
        let text = try node.nodes(forXPath: "@\(name)").first?.stringValue
        return try #require(text.flatMap(Double.init))
    }

    /// Every text of a group (recursively), for the overlap check.
    static func allTexts(_ item: VectorItem) -> [VectorText] {
        switch item {
        case .group(let group): group.items.flatMap(allTexts)
        case .text(let text): [text]
        default: []
        }
    }

    static func groups(_ item: VectorItem, kind: String) -> [VectorGroup] {
        guard case .group(let group) = item else { return [] }
        return (group.kind == kind ? [group] : []) + group.items.flatMap { groups($0, kind: kind) }
    }

    /// Beside the time-in-ranges bar, as on the IDC AGP Report: each
    /// consensus target's goal by a bracket over exactly the ranges its share
    /// is taken over (below 70 over low and very low, above 180 over high and
    /// very high).
    @Test func theGoalsBracketTheirRangesBesideTheBar() throws {
        let report = Self.report(Self.timeline.restricted(to: 17...30))
        let bar = try #require(Self.groups(.group(report.picture.root), kind: "time-in-ranges").first)
        // The bar's segments, very high on top, in the figures' order.
        let segments = bar.items.compactMap { item -> ClosedRange<Double>? in
            guard case .rect(_, let y, _, let height, _) = item else { return nil }
            return y...(y + height)
        }
        #expect(segments.count == 5)
        let span = Dictionary(uniqueKeysWithValues: zip(report.figures.ranges.map(\.range), segments))
        var goals: [String: ClosedRange<Double>] = [:]
        for bracket in Self.groups(.group(bar), kind: "goal-bracket") {
            let goal = try #require(Self.allTexts(.group(bracket)).first).text
            let upright = bracket.items.compactMap { item -> ClosedRange<Double>? in
                guard case .line(let from, let to, _) = item, from.x == to.x else { return nil }
                return min(from.y, to.y)...max(from.y, to.y)
            }
            goals[goal] = try #require(upright.first)
        }
        func covering(_ ranges: [ConsensusRange]) throws -> ClosedRange<Double> {
            let parts = try ranges.map { try #require(span[$0]) }
            return parts.map(\.lowerBound).min()!...parts.map(\.upperBound).max()!
        }
        #expect(goals.count == 5)
        #expect(goals["<1%"] == (try covering([.veryLow])))
        #expect(goals["<4%"] == (try covering([.low, .veryLow])))
        #expect(goals[">70%"] == (try covering([.inRange])))
        #expect(goals["<25%"] == (try covering([.high, .veryHigh])))
        #expect(goals["<5%"] == (try covering([.veryHigh])))
    }

    /// `--name`, `--dob`, `--id`: each given is printed, each not given a
    /// line to write on, in the picture and the text.
    @Test func theHeaderHasANameDateOfBirthAndIDOrLinesToWriteOn() throws {
        let details = AGPReport.Details(name: "Ann Example", birthDate: nil, id: "MRN 42", source: "sample", made: "2026-11-01")
        let report = Self.report(details: details)
        let document = try Self.document(report)
        #expect(try Self.texts(document, "patient-label").compactMap(\.stringValue) == ["name", "date of birth", "ID"])
        #expect(try Self.texts(document, "patient-value").compactMap(\.stringValue) == ["Ann Example", "MRN 42"])
        let header = try #require(Self.groups(.group(report.picture.root), kind: "header").first)
        let rules = header.items.filter { if case .line = $0 { true } else { false } }
        #expect(rules.count == 2, "the date of birth's line to write on and the header's rule")
        let text = AGPReport.text(report.figures, details: details)
        #expect(text.contains("\nname  Ann Example\ndate of birth  ______________________________\nID  MRN 42\n"))
        #expect(ReportPatient.problem(String(repeating: "x", count: 40), what: "--id") == nil)
        #expect(ReportPatient.problem(String(repeating: "x", count: 41), what: "--id") != nil, "refused, never cut")
    }

    /// `report --summary`: the lines a clinician pastes, the page's figures.
    @Test func theSummaryIsThePagesFiguresInPlainLines() {
        let figures = Self.report(Self.timeline.restricted(to: 17...30)).figures
        let lines = figures.summaryLines
        #expect(lines.first == "CGM summary 2026-10-18 to 2026-10-31 (14 days, 14 with readings), mg/dL")
        #expect(lines[1] == "CGM active \(figures.activePercent)")
        #expect(lines[2..<7].map { String($0.prefix { $0 != ":" }) } == ["very high >250", "high 181-250", "in range 70-180",
                                                                         "low 54-69", "very low <54"])
        let inRange = figures.ranges.first { $0.range == .inRange }!
        #expect(lines[4] == "in range 70-180: \(inRange.share), \(inRange.perDay) a day")
        #expect(lines.suffix(4).map { String($0.prefix(4)) } == ["mean", "GMI ", "CV \(figures.cv!.prefix(1))", "GRI "])
        // The GRI of the same days, as `stats` gives it: value and zone.
        let fortnight = Self.timeline.restricted(to: 17...30)
        let gri = StatisticsSummary(data: fortnight.data, days: fortnight.days, unit: .mgdl).gri!
        #expect(lines.last == "GRI " + String(format: "%.1f (zone %@)", gri.value, gri.zone.rawValue))
        #expect(figures.lines.last { $0.hasPrefix("GRI") } == "GRI  \(figures.gri!)")
        #expect(AGPReport.summary(figures).hasSuffix(AGPReport.notMedicalDevice + "\n"))
    }

    @Test func theFiguresAreTheSummarysAndInRangeIsOneFigure() throws {
        let days = Array(Self.timeline.days.suffix(14))
        let summary = StatisticsSummary(data: Self.timeline.data, days: days, unit: .mgdl)
        let report = Self.report(Self.timeline.restricted(to: 17...30))
        let figures = report.figures
        #expect(figures.period == "2026-10-18 to 2026-10-31")
        let inRange = try #require(figures.targets.first { $0.target == .inRange })
        let shares = try #require(summary.consensusTargets)
        #expect(inRange.share == ShareText.percent(shares.inRange, near: ConsensusTarget.inRange.target))
        #expect(try #require(figures.ranges.first { $0.range == .inRange }).share == inRange.share)
        let mean = try #require(summary.mean)
        #expect(figures.mean == "\(NumberText.whole(mean)) mg/dL")
        #expect(figures.targets.map(\.goal) == [">70%", "<4%", "<1%", "<25%", "<5%"])
        let document = try Self.document(report)
        let shown = try Self.texts(document, "target-share").compactMap(\.stringValue)
        #expect(try #require(shown.first).hasPrefix(inRange.share))
        #expect(try Self.texts(document, "range-share").compactMap(\.stringValue).contains(inRange.share))
    }

    @Test func timeADayAndGMIInMmolPerMol() {
        #expect(AGPFigures.perDay(percent: 70) == "16h 48min")
        #expect(AGPFigures.perDay(percent: 4) == "58min")
        #expect(AGPFigures.perDay(percent: 0) == "0min")
        #expect(AGPFigures.mmolPerMol(gmiPercent: 7.0) == 53)
        #expect(AGPFigures.mmolPerMol(gmiPercent: 6.5) == 48)
        #expect(AGPFigures.onePercentNote == "1% of the time is 14 min 24 s a day")
    }

    @Test func theHoursAreEvenlySpacedAcrossTheAGP() throws {
        let document = try Self.document(Self.report())
        let labels = try Self.texts(document, "hour-label")
        #expect(labels.compactMap(\.stringValue) == ["00", "03", "06", "09", "12", "15", "18", "21", "00"])
        let xs = try labels.map { try Self.number("x", of: $0) }
        let steps = zip(xs.dropFirst(), xs).map { $0 - $1 }
        #expect(steps.allSatisfy { abs($0 - steps[0]) < 0.02 } && steps[0] > 50)
    }

    @Test func theBandsAreWholeShapesAndTheMedianACurve() throws {
        let document = try Self.document(Self.report())
        let paths = try document.nodes(forXPath: "//*[local-name()='g'][@class='agp-curves']/*[local-name()='path']")
        #expect(paths.count == 3)
        let data = try paths.map { try #require(try $0.nodes(forXPath: "@d").first?.stringValue) }
        // Each band one outline (one move, closed); the median open.
        #expect(data[0].filter { $0 == "M" }.count == 1 && data[0].hasSuffix("Z"))
        #expect(data[1].filter { $0 == "M" }.count == 1 && data[1].hasSuffix("Z"))
        #expect(!data[2].hasSuffix("Z") && data[2].contains("C"))
        #expect(try Self.texts(document, "percentile-label").compactMap(\.stringValue) == ["95%", "75%", "50%", "25%", "5%"])
    }

    @Test func aPercentileBeyondTheAxisIsMarked() throws {
        // Oct 12 of the sample peaks above 420 mg/dL.
        let day = try Self.document(Self.report(Self.timeline.restricted(to: 11...11)))
        let notes = try Self.texts(day, "beyond-note")
        let note = try #require(notes.first?.stringValue)
        #expect(note.contains("95% above 350 mg/dL"))
        let quiet = try Self.document(Self.report(Self.timeline.restricted(to: 0...0)))
        #expect(try Self.texts(quiet, "beyond-note").isEmpty)
    }

    @Test func theDailyProfilesAreTheLast14DaysByWeekdayAndDate() throws {
        let document = try Self.document(Self.report())
        let titles = try Self.texts(document, "day-title").compactMap(\.stringValue)
        let days = Self.timeline.days.suffix(14)
        #expect(titles == days.map { "\(Self.timeline.calendar.weekday(of: $0)) \($0.isoDate)" })
        #expect(titles.first == "Sun 2026-10-18")
        #expect(try document.nodes(forXPath: "//*[local-name()='g'][@class='day-tile']").count == 14)
    }

    @Test func mmolLabelsTheTargetRangeInMmol() throws {
        let document = try Self.document(Self.report(unit: .mmol))
        let labels = try Self.texts(document, "glucose-label").compactMap(\.stringValue)
        #expect(labels.contains("3.9") && labels.contains("10.0") && !labels.contains("180"))
        let period = try #require(try Self.texts(document, "report-period").first?.stringValue)
        #expect(period.hasSuffix("mmol/L"))
    }

    @Test func textFromOutsideIsSanitisedAndTheFooterSaysWhatItIsNot() throws {
        let report = Self.report()
        let document = try Self.document(report)
        #expect(try Self.texts(document, "patient-value").first?.stringValue == "Test\\x1b[2J Person")
        let source = try #require(try Self.texts(document, "footer-source").first?.stringValue)
        #expect(source.contains("sample <data>"))
        let notice = try #require(try Self.texts(document, "footer-notice").first?.stringValue)
        #expect(notice.hasPrefix("Not a medical device"))
        #expect(!report.picture.document.contains("\u{1B}"))
        let text = AGPReport.text(report.figures, details: Self.details)
        #expect(text.contains("name  Test\\x1b[2J Person") && text.contains("in range 70-180:"))
    }

    /// Labels laid out apart: no two texts' estimated boxes overlap, and all are on the page.
    @Test func noTwoTextsOverlap() throws {
        for paper in ReportPaper.allCases {
            for unit in GlucoseUnit.allCases {
                let details = AGPReport.Details(name: "A Name", source: "sample", made: "2026-11-01", paper: paper)
                for overlap in Self.overlaps(in: Self.report(unit: unit, details: details).picture) {
                    Issue.record("\(paper) \(unit): \(overlap)")
                }
            }
        }
    }

    /// Texts off the page or whose estimated boxes overlap another's, said in words.
    static func overlaps(in picture: VectorPicture) -> [String] {
        let boxes = allTexts(.group(picture.root)).map { text in
            let width = text.estimatedWidth * 0.85
            let left = text.position.x - (text.anchor == .middle ? width / 2 : text.anchor == .end ? width : 0)
            return (text: text.shown, left: left, right: left + width, top: text.baselineY - text.size * 0.72,
                    bottom: text.baselineY + text.size * 0.2)
        }
        var found = boxes.filter { !($0.left >= 0 && $0.right <= picture.width && $0.top >= 0 && $0.bottom <= picture.height) }
            .map { "'\($0.text)' is off the page" }
        for (index, a) in boxes.enumerated() {
            for b in boxes[(index + 1)...] where a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom {
                found.append("'\(a.text)' overlaps '\(b.text)'")
            }
        }
        return found
    }

    /// Data ending late on a 25-hour day still gives a report (the old report crashed there).
    @Test func dataEndingInTheTwentyFifthHourOfADayStillGivesAReport() throws {
        let berlin = DayCalendar(timeZone: try #require(TimeZone(identifier: "Europe/Berlin")))
        let start = Date(timeIntervalSince1970: 1_792_800_000)  // 2026-10-24T00:00:00Z
        let readings = (0..<(2 * 288 - 12)).map { GlucoseReading(time: start.addingTimeInterval(Double($0) * 300), mgdl: 120) }
        let timeline = try #require(Timeline(data: GlucoseData(readings: readings), calendar: berlin))
        #expect(timeline.days.last?.hourCount == 25)
        let report = Self.report(timeline)
        #expect(report.figures.days == timeline.days.count)
        #expect(try Self.texts(Self.document(report), "day-title").count == timeline.days.count)
    }
}
