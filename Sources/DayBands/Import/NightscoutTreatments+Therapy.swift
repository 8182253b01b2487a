import Foundation

extension NightscoutTreatments {
    /// The `eventType`s read as therapy records.
    static let therapyEvents: Set<String> = ["Temp Basal", "Profile Switch", "Temporary Target", "Suspend Pump", "Resume Pump",
                                             "Site Change", "Sensor Change", "Insulin Change"]

    /// The therapy records of a file, gathered record by record.
    struct TherapyParts {
        private(set) var basal: [BasalEvent] = []
        private(set) var targets: [TempTarget] = []
        private(set) var marks: [TherapyMark] = []

        var records: TherapyRecords { TherapyRecords(basal: basal, targets: targets, marks: marks) }

        /// Adds what `record` says; the reason it cannot be read, or nil.
        /// Durations are minutes, as Nightscout writes them.
        mutating func add(_ record: JSONRecord, eventType: String, at time: Date) -> String? {
            if let mark = TherapyMark.Kind.nightscout(eventType) {
                marks.append(TherapyMark(time: time, kind: mark))
                return nil
            }
            let minutes = record[Field.duration]
            guard minutes == nil || minutes == .null || minutes?.number != nil else { return "expected minutes in duration" }
            let duration = (minutes?.number ?? 0) * 60
            if let problem = TherapyAmount.problem(duration: duration) { return problem }
            switch eventType {
            case "Temp Basal": return addTemp(record, at: time, duration: duration)
            case "Profile Switch":
                let percentage = record[Field.percentage]?.number ?? 100
                guard TherapyAmount.percentage.contains(percentage) else {
                    return "expected a profile switch percentage from 0 to 1000, found \(String(format: "%g", percentage))"
                }
                basal.append(BasalEvent(time: time, duration: duration, kind: .profileSwitch, value: percentage,
                                        shift: record[Field.timeshift]?.number ?? 0, profile: record[Field.profile]?.string ?? ""))
            case "Suspend Pump": basal.append(BasalEvent(time: time, duration: duration, kind: .suspend))
            // A resume ends the suspend: a cancel, as a temp of duration 0.
            case "Resume Pump": basal.append(BasalEvent(time: time, duration: 0, kind: .temp))
            default: return addTarget(record, at: time, duration: duration)
            }
            return nil
        }

        /// A temp's rate: `absolute` U/h (Nightscout's rule: it wins over
        /// `percent` when the temp lasts), else `percent` more than the
        /// schedule, else `rate` U/h; duration 0 cancels the one running.
        private mutating func addTemp(_ record: JSONRecord, at time: Date, duration: TimeInterval) -> String? {
            if duration == 0 {
                basal.append(BasalEvent(time: time, duration: 0, kind: .temp))
                return nil
            }
            if let absolute = record[Field.absolute]?.number ?? (record[Field.percent]?.number == nil ? record[Field.rate]?.number : nil) {
                if let problem = TherapyAmount.problem(rate: absolute) { return problem }
                basal.append(BasalEvent(time: time, duration: duration, kind: .temp, value: absolute))
            } else if let percent = record[Field.percent]?.number, percent >= -100, percent <= 900 {
                basal.append(BasalEvent(time: time, duration: duration, kind: .tempPercent, value: percent))
            } else {
                return "expected a Temp Basal rate in absolute, rate or percent"
            }
            return nil
        }

        /// `targetBottom` to `targetTop` in mg/dL (mmol/L when `units` says so);
        /// duration 0 cancels the one running.
        private mutating func addTarget(_ record: JSONRecord, at time: Date, duration: TimeInterval) -> String? {
            if duration == 0 {
                targets.append(TempTarget(time: time, duration: 0, lowMgdl: 0, highMgdl: 0))
                return nil
            }
            guard let low = record[Field.targetBottom]?.number, let high = record[Field.targetTop]?.number else {
                return "expected targetBottom and targetTop numbers in a Temporary Target"
            }
            let scale = (record[Field.units]?.string).flatMap(GlucoseUnit.init(label:)) == .mmol ? TidepoolJSON.mgdlPerMmol : 1
            if let problem = TherapyAmount.problem(target: low * scale, high * scale) { return problem }
            targets.append(TempTarget(time: time, duration: duration, lowMgdl: low * scale, highMgdl: high * scale))
            return nil
        }
    }
}
