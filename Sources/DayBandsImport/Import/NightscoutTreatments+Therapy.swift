import DayBandsRecords
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

        package var records: TherapyRecords { TherapyRecords(basal: basal, targets: targets, marks: marks) }

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
            case "Profile Switch": return addSwitch(record, at: time, duration: duration)
            case "Suspend Pump": basal.append(BasalEvent(time: time, duration: duration, kind: .suspend))
            // A resume ends the suspend: a cancel, as a temp of duration 0.
            case "Resume Pump": basal.append(BasalEvent(time: time, duration: 0, kind: .temp))
            default: return addTarget(record, at: time, duration: duration)
            }
            return nil
        }

        /// A profile switch: `percentage` of the rates, `timeshift`
        /// (`shiftHours`), to the profile named `originalProfileName` (what
        /// AndroidAPS names the profile switched to; its `profile` is
        /// `Workday (150%,1h)`), else `profile`.
        private mutating func addSwitch(_ record: JSONRecord, at time: Date, duration: TimeInterval) -> String? {
            let percentage = record[Field.percentage]?.number ?? 100
            guard TherapyAmount.percentage.contains(percentage) else {
                return "expected a profile switch percentage from 0 to 1000, found \(String(format: "%g", percentage))"
            }
            let given = record[Field.timeshift]?.number ?? 0
            guard let shift = Self.shiftHours(given) else {
                return "expected a profile switch timeshift in hours (or AndroidAPS's milliseconds), found \(String(format: "%g", given))"
            }
            let name = record[Field.originalProfileName]?.string ?? record[Field.profile]?.string ?? ""
            basal.append(BasalEvent(time: time, duration: duration, kind: .profileSwitch, value: percentage, shift: shift, profile: name))
            return nil
        }

        /// A `timeshift` in hours. Nightscout's careportal writes hours
        /// (`profilefunctions.js`: "in hours"); AndroidAPS keeps its shift in
        /// milliseconds (`PS.timeshift`, set by `ProfileFunctionImpl` as
        /// `T.hours(timeShiftInHours).msecs()`) and uploads that number as it
        /// is (`PS.toJson` of the v1 client, `TreatmentMapper` of v3): 1 h is
        /// 3600000. Up to a day either way in either unit; anything else nil.
        static func shiftHours(_ value: Double) -> Double? {
            if abs(value) <= 24 { return value }
            let hours = value / 3_600_000
            return abs(hours) <= 24 && hours == hours.rounded() ? hours : nil
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
