import DayBandsChart
import DayBandsRecords
/// The AGP of the report: the 5th-95th and 25th-75th percentile bands and the
/// median by time of day as smooth curves through the `AmbulatoryProfile`'s
/// buckets (the viewer's own), over the target range 70-180, the hours
/// labelled every three, each curve named at its right end, and a percentile
/// beyond the axis's top marked at the top edge.
struct AGPProfilePlot {
    let profile: AmbulatoryProfile
    let unit: GlucoseUnit
    let clock: ClockFormat
    let days: Int
    let pen: ReportPen

    /// The percentiles drawn, outermost first, with their names.
    static let percentiles: [(name: String, value: KeyPath<AmbulatoryProfile.Profile, Double> & Sendable)] = [
        ("95%", \.p95), ("75%", \.p75), ("50%", \.median), ("25%", \.p25), ("5%", \.p5),
    ]

    func group(in box: PageBox) -> VectorGroup {
        var group = VectorGroup(kind: "agp")
        group.add(pen.heading("Ambulatory glucose profile (AGP)", in: box))
        group.add(pen.text("The readings of the \(LocalDay.countText(days)) by time of day, as if one day: "
                           + "median (50%), 25-75% and 5-95% of the readings at each time.",
                           x: box.x, y: box.y + 28, kind: "note", size: ReportPen.small, color: pen.inks.muted))
        let plot = PageBox(x: box.x + 40, y: box.y + 44, width: box.width - 40 - 40, height: box.height - 44 - 22)
        let scale = ReportGlucoseScale(top: plot.y, bottom: plot.bottom)
        group.add(.group(Self.frame(plot, scale: scale, unit: unit, pen: pen)))
        group.add(.group(hours(plot)))
        let runs = self.runs(plot)
        var curves = VectorGroup(kind: "agp-curves", clip: plot.clip)
        for run in runs {
            let line = { (index: Int) in run.map { VectorPoint(x: $0.x, y: scale.y($0.profile[keyPath: Self.percentiles[index].value])) } }
            curves.add(.band(upper: line(0), lower: line(4)), .filled(pen.inks.outerBand))
            curves.add(.band(upper: line(1), lower: line(3)), .filled(pen.inks.innerBand))
            curves.add(.smooth(through: line(2)), .stroked(pen.inks.median, width: 2.2))
        }
        group.add(.group(curves))
        group.add(.group(labels(plot, scale: scale, runs: runs)))
        return group
    }

    /// Points of consecutive buckets with readings, at each bucket's middle;
    /// where the day's first and last buckets both have readings, the curves
    /// reach midnight at the two's mean (the day wraps round).
    private func runs(_ plot: PageBox) -> [[(x: Double, profile: AmbulatoryProfile.Profile)]] {
        let minutes = Double(AmbulatoryProfile.minutesPerDay)
        func x(_ minute: Double) -> Double { plot.x + minute / minutes * plot.width }
        var runs: [[(x: Double, profile: AmbulatoryProfile.Profile)]] = [[]]
        for bucket in profile.buckets {
            guard let values = bucket.profile else {
                if !runs[runs.count - 1].isEmpty { runs.append([]) }
                continue
            }
            runs[runs.count - 1].append((x(Double(bucket.startMinute) + Double(profile.bucketMinutes) / 2), values))
        }
        runs.removeAll { $0.isEmpty }
        if let first = profile.buckets.first?.profile, let last = profile.buckets.last?.profile {
            func mean(_ a: Double, _ b: Double) -> Double { (a + b) / 2 }
            let midnight = AmbulatoryProfile.Profile(p5: mean(first.p5, last.p5), p25: mean(first.p25, last.p25),
                                                     median: mean(first.median, last.median), p75: mean(first.p75, last.p75),
                                                     p95: mean(first.p95, last.p95))
            runs[0].insert((plot.x, midnight), at: 0)
            runs[runs.count - 1].append((plot.right, midnight))
        }
        return runs
    }

    /// The target range shaded and ruled, the glucose ticks, the frame.
    static func frame(_ plot: PageBox, scale: ReportGlucoseScale, unit: GlucoseUnit, pen: ReportPen) -> VectorGroup {
        var group = VectorGroup(kind: "agp-frame")
        let inks = pen.inks
        let range = ReportGlucoseScale.target
        group.add(.rect(x: plot.x, y: scale.y(range.upperBound), width: plot.width,
                        height: scale.y(range.lowerBound) - scale.y(range.upperBound), .filled(inks.targetFill)))
        for tick in ReportGlucoseScale.ticks {
            let y = scale.y(tick)
            let target = tick == range.lowerBound || tick == range.upperBound
            group.add(.line(from: VectorPoint(x: plot.x, y: y), to: VectorPoint(x: plot.right, y: y),
                            target ? .stroked(inks.targetLine, width: 1.4) : .stroked(inks.rule, width: 0.75)))
            group.add(pen.text(unit.format(mgdl: tick), x: plot.x - 5, y: y, kind: "glucose-label", size: ReportPen.small,
                               anchor: .end, bold: target, color: target ? inks.targetLine : inks.muted, baseline: .middle))
        }
        group.add(pen.text(unit.label, x: plot.x - 5, y: plot.bottom, kind: "unit-label", size: ReportPen.small,
                           anchor: .end, color: inks.muted, baseline: .middle))
        // Named `plot`, as the day picture's: the browser and PDF checks measure the hours against it.
        group.add(.group(VectorGroup(kind: "plot", items: [plot.item(.stroked(inks.rule))])))
        return group
    }

    /// Hour rules and labels every three hours, midnight to midnight.
    private func hours(_ plot: PageBox) -> VectorGroup {
        var group = VectorGroup(kind: "agp-hours")
        for hour in stride(from: 0, through: 24, by: 3) {
            let x = plot.x + Double(hour) / 24 * plot.width
            if hour > 0, hour < 24 {
                group.add(.line(from: VectorPoint(x: x, y: plot.y), to: VectorPoint(x: x, y: plot.bottom),
                                .stroked(pen.inks.rule, width: 0.5, dash: [2, 3])))
            }
            group.add(pen.text(clock.hourLabel(hour % 24), x: x, y: plot.bottom + 13, kind: "hour-label", size: ReportPen.small + 0.5,
                               anchor: .middle, color: pen.inks.muted))
        }
        return group
    }

    /// Each curve's name at its right end (spread apart), and a mark on the
    /// top edge over each stretch where a percentile is beyond the axis.
    private func labels(_ plot: PageBox, scale: ReportGlucoseScale, runs: [[(x: Double, profile: AmbulatoryProfile.Profile)]]) -> VectorGroup {
        var group = VectorGroup(kind: "agp-labels")
        if let end = runs.last?.last {
            let wanted = Self.percentiles.map { scale.y(end.profile[keyPath: $0.value]) }
            let placed = spreadLabels(wanted, gap: 10, within: plot.y + 4, plot.bottom - 4)
            for (index, percentile) in Self.percentiles.enumerated() {
                group.add(pen.text(percentile.name, x: plot.right + 4, y: placed[index], kind: "percentile-label",
                                   size: ReportPen.small, bold: index == 2, color: index == 2 ? pen.inks.median : pen.inks.muted,
                                   baseline: .middle))
            }
        }
        let beyond = runs.joined().filter { ReportGlucoseScale.isBeyond($0.profile.p95) }
        guard let highest = beyond.map(\.profile.p95).max() else { return group }
        for point in beyond {
            let tip = VectorPoint(x: point.x, y: plot.y - 6)
            let triangle = VectorPath.polyline([tip, VectorPoint(x: point.x - 3, y: plot.y - 1), VectorPoint(x: point.x + 3, y: plot.y - 1)],
                                               closed: true)
            group.add(triangle, .filled(pen.inks.range(.veryHigh)))
        }
        let top = unit.format(mgdl: ReportGlucoseScale.topMgdl)
        group.add(pen.text("▲ 95% above \(top) \(unit.label) here (highest \(unit.format(mgdl: highest)))",
                           x: plot.right, y: plot.y - 32, kind: "beyond-note", size: ReportPen.small, anchor: .end,
                           color: pen.inks.muted))
        return group
    }
}
