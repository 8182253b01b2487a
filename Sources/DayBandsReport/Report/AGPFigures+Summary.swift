import DayBandsRecords
/// The plain summary a clinician pastes into a record (`report --summary`,
/// as Tidepool's "copy as text"): the period, CGM activity, the five
/// ranges with their time a day, mean glucose, GMI, CV and GRI, and each
/// against the period before; the same figures and words as the page.
extension AGPFigures {
    public var summaryLines: [String] {
        var lines = ["CGM summary \(period) (\(LocalDay.countText(days)), \(daysWithData) with readings), \(unit.label)",
                     "CGM active \(activePercent)"] + (caution.map { [$0] } ?? [])
        lines += ranges.map { "\($0.label): \($0.share), \($0.perDay) a day" }
        if ranges.isEmpty { lines.append("no readings") }
        let cvTarget = Int(GlucoseSummary.coefficientOfVariationTargetPercent)
        lines += ["mean glucose \(mean ?? "-")", "GMI \(gmi ?? "-")",
                  "CV \(cv ?? "-") (target <=\(cvTarget)%)" + (cvMet ? "" : " missed"), "GRI \(gri ?? "-")"]
        return lines + (comparison.map { [""] + $0.lines(unit: unit) } ?? [])
    }
}
