// The day change with the therapy lanes: the sample's readings with a
// looper's records added (as iAPS uploads them: a 30-minute temp basal every
// 5 minutes, an SMB every 30, three meals with carbs, a temporary target, a
// site change, and a profile of three rates), against the sample alone.

import DayBands
import Foundation

/// The sample's data with a looper's therapy records on each of its days.
func therapyTimeline(_ timeline: Timeline) -> Timeline {
    var doses: [InsulinDose] = [], carbs: [CarbEntry] = [], basal: [BasalEvent] = [], targets: [TempTarget] = []
    var marks: [TherapyMark] = []
    for day in timeline.days {
        let start = day.interval.start
        for step in 0..<288 {
            let time = start.addingTimeInterval(Double(step) * 300)
            basal.append(BasalEvent(time: time, duration: 1800, kind: .temp, value: Double(step % 7) * 0.2))
            if step % 6 == 0 { doses.append(InsulinDose(time: time.addingTimeInterval(60), units: 0.2, automatic: true)) }
        }
        for hour in [7.5, 12.5, 19.0] {
            let time = start.addingTimeInterval(hour * 3600)
            doses.append(InsulinDose(time: time, units: 4, kind: "Meal Bolus"))
            carbs.append(CarbEntry(time: time, grams: 45))
        }
        targets.append(TempTarget(time: start.addingTimeInterval(15 * 3600), duration: 3600, lowMgdl: 144, highMgdl: 144))
        marks.append(TherapyMark(time: start.addingTimeInterval(9 * 3600), kind: .siteChange))
    }
    let profile = BasalSchedule(validFrom: timeline.days[0].interval.start, name: "Default", isDefault: true, zone: "UTC",
                                rates: [.init(seconds: 0, unitsPerHour: 0.8), .init(seconds: 21_600, unitsPerHour: 1.2),
                                        .init(seconds: 79_200, unitsPerHour: 0.6)])
    let therapy = GlucoseData(readings: [], doses: doses, carbs: carbs,
                              therapy: TherapyRecords(basal: basal, schedules: [profile], targets: targets, marks: marks))
    return Timeline(data: timeline.data.merged(with: therapy), calendar: timeline.calendar)!
}
