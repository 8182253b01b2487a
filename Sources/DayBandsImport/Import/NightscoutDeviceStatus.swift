import DayBandsRecords
import Foundation

/// Nightscout `devicestatus` records (`/api/v1/devicestatus.json`), in the
/// shapes the loops upload: Loop (`loop.iob.iob`, `loop.cob.cob`,
/// `loop.enacted`, `pump`, `uploader.battery`), OpenAPS and AndroidAPS
/// (`openaps.iob.iob`, `openaps.suggested.COB`/`IOB`, `openaps.enacted`
/// with `smb`, `pump.battery.percent`, `uploaderBattery`), iAPS and Trio
/// (OpenAPS' `openaps` with `enacted.units` for the SMB, `uploader.battery`),
/// the Medtronic 600 uploader (`pump.iob.bolusiob`: the pump's active
/// insulin, which counts boluses only; `pump.reservoir`, `pump.battery.percent`).
/// oref0's `openaps.iob` is an array, which is not read: its suggestion's
/// `IOB` stands for it. Each figure is taken from the newest record that
/// holds a plausible one; an implausible one is left out and counted.
package struct NightscoutDeviceStatus {
    private enum Field: Int, CaseIterable, CustomStringConvertible {
        case createdAt, date, device
        case loopIOB, loopCOB, loopTime, loopRate, loopDuration, loopBolus, loopEnactedTime, loopReceived, loopFailure
        case apsIOB, suggestedIOB, suggestedCOB, suggestedTime
        case enactedIOB, enactedCOB, enactedRate, enactedDuration, enactedUnits, enactedSMB, enactedTime
        case enactedReceived, enactedRecieved
        case reservoir, pumpBattery, uploaderBattery, uploaderBatteryTop, pumpBolusIOB
        case loopPredictedStart, loopPredicted
        case suggestedEventual, suggestedIOBCurve, suggestedZTCurve, suggestedCOBCurve, suggestedUAMCurve
        case enactedEventual, enactedIOBCurve, enactedZTCurve, enactedCOBCurve, enactedUAMCurve
        case isValid

        var description: String { Self.paths[rawValue] }

        private static let paths = [
            "created_at", "date", "device",
            "loop.iob.iob", "loop.cob.cob", "loop.timestamp", "loop.enacted.rate", "loop.enacted.duration",
            "loop.enacted.bolusVolume", "loop.enacted.timestamp", "loop.enacted.received", "loop.failureReason",
            "openaps.iob.iob", "openaps.suggested.IOB", "openaps.suggested.COB", "openaps.suggested.timestamp",
            "openaps.enacted.IOB", "openaps.enacted.COB", "openaps.enacted.rate", "openaps.enacted.duration",
            "openaps.enacted.units", "openaps.enacted.smb", "openaps.enacted.timestamp",
            "openaps.enacted.received", "openaps.enacted.recieved",
            "pump.reservoir", "pump.battery.percent", "uploader.battery", "uploaderBattery", "pump.iob.bolusiob",
            "loop.predicted.startDate", "loop.predicted.values",
            "openaps.suggested.eventualBG", "openaps.suggested.predBGs.IOB", "openaps.suggested.predBGs.ZT",
            "openaps.suggested.predBGs.COB", "openaps.suggested.predBGs.UAM",
            "openaps.enacted.eventualBG", "openaps.enacted.predBGs.IOB", "openaps.enacted.predBGs.ZT",
            "openaps.enacted.predBGs.COB", "openaps.enacted.predBGs.UAM",
            DeletedOnSite.field,
        ]
    }

    /// The plausible bounds of each figure: beyond them a value is an
    /// uploader's error, not a pump's state.
    package static let insulinOnBoard = -50.0...200.0
    package static let carbsOnBoard = 0.0...2_000.0
    package static let units = 0.0...2_000.0
    package static let percent = 0.0...100.0
    static let rate = 0.0...100.0
    static let minutes = 0.0...1_440.0

    package let records: JSONRecords

    /// An API answer is an array; a `mongoexport` dump an object a line.
    package init(file: InputFile, firstChunk: [UInt8], layout: JSONLayout = .array) {
        records = JSONRecords(file: file, firstChunk: firstChunk, fields: Field.self, layout: layout)
    }

    /// The newest of each figure (`DeviceStatus`), the line for what was
    /// left out, and the times of the records set aside as dated ahead: a
    /// phone whose clock runs ahead is not the loop's state now.
    func read(notAfter limit: Date = .distantFuture) throws -> (status: DeviceStatus, warning: String?, ahead: [Date]) {
        let read = try records(notAfter: limit)
        return (DeviceStatus(records: read.records), read.warning, read.ahead)
    }

    /// Each record up to `limit`, as the archive keeps them.
    package func records(notAfter limit: Date = .distantFuture) throws -> DeviceStatusRead {
        var read = DeviceStatusRead()
        var implausible = 0
        var deleted = 0
        let skipped = try records.forEach { record, skipped in
            if record[Field.isValid] == .bool(false) {
                deleted += 1
                return
            }
            guard let time = Self.time(of: record) else {
                skipped.skip(line: records.line(of: record), "expected an ISO 8601 time with a zone in created_at")
                return
            }
            read.oldest = min(read.oldest ?? time, time)
            let run = [Field.loopTime, .suggestedTime].lazy.compactMap { record[$0]?.string.flatMap(ISOTimestamp.instant) }.first
            let enactedTime = [Field.loopEnactedTime, .enactedTime].lazy
                .compactMap { record[$0]?.string.flatMap(ISOTimestamp.instant) }.first
            let latest = max(time, run ?? time, enactedTime ?? time)
            guard latest <= limit else {
                read.ahead.append(latest)
                return
            }
            func figure(_ fields: [Field], _ bounds: ClosedRange<Double>) -> Double? {
                for field in fields {
                    guard let scalar = record[field], scalar != .null else { continue }
                    if let value = scalar.number, value.isFinite, bounds.contains(value) { return value }
                    implausible += 1
                }
                return nil
            }
            let device = record[Field.device]?.string.map { PrintableText.escaped($0, limit: Self.deviceLimit) } ?? ""
            var kept = DeviceStatusRecord(time: time, device: device)
            kept.iob = figure([.loopIOB, .apsIOB, .suggestedIOB, .enactedIOB, .pumpBolusIOB], Self.insulinOnBoard)
            kept.cob = figure([.loopCOB, .suggestedCOB, .enactedCOB], Self.carbsOnBoard)
            kept.reservoir = figure([.reservoir], Self.units)
            kept.pumpBattery = figure([.pumpBattery], Self.percent)
            kept.uploaderBattery = figure([.uploaderBattery, .uploaderBatteryTop], Self.percent)
            if let run {
                let failure = record[Field.loopFailure]?.string.map { PrintableText.escaped($0, limit: 60) }
                kept.loop = DeviceStatus.Stamped(value: failure, time: run)
            }
            let enacted = DeviceStatus.Enacted(
                rate: figure([.loopRate, .enactedRate], Self.rate),
                duration: figure([.loopDuration, .enactedDuration], Self.minutes),
                bolus: figure([.loopBolus, .enactedSMB, .enactedUnits], Self.units),
                received: [Field.loopReceived, .enactedReceived, .enactedRecieved].lazy.compactMap { Self.bool(record[$0]) }.first)
            for (prediction, start) in predictions(in: record, suggested: run, enacted: enactedTime, implausible: &implausible)
            where start <= limit && kept.prediction.map({ start > $0.time }) ?? true {
                kept.prediction = DeviceStatus.Stamped(value: prediction, time: start)
            }
            if enacted.rate != nil || enacted.bolus != nil {
                kept.enacted = DeviceStatus.Stamped(value: enacted, time: enactedTime ?? time)
            }
            if kept.holdsFigures { read.records.append(kept) } else { read.empty += 1 }
        }
        read.skipped = skipped.count + deleted
        read.warning = warning(skipped: skipped.warning, implausible: implausible, deleted: deleted)
        return read
    }

    /// The longest uploader name kept: `medtronic-600://6212-1303882` and
    /// `loop://iPhone` are far shorter.
    static let deviceLimit = 60

    /// One line of what was left out (the rows skipped, the implausible
    /// figures, the records deleted on the site), or nil.
    private func warning(skipped: String?, implausible: Int, deleted: Int) -> String? {
        var lines = (skipped.map { [$0] } ?? []) + [DeletedOnSite.line(deleted, source: records.file.name)].compactMap { $0 }
        if implausible > 0 {
            lines.append("\(implausible) implausible device status figure\(implausible == 1 ? "" : "s") left out in \(records.file.name)")
        }
        return lines.isEmpty ? nil : lines.joined(separator: "; ")
    }

    /// The predictions a record holds, each with the time of its first
    /// value: Loop's from its `startDate`; oref's from its suggestion's or
    /// enactment's time. A curve with a value outside `Plausible.mgdl`, or
    /// none, is left out (and counted).
    private func predictions(in record: JSONRecord, suggested: Date?, enacted: Date?,
                             implausible: inout Int) -> [(LoopPrediction, Date)] {
        func curve(_ name: String, _ field: Field) -> LoopPrediction.Curve? {
            guard let scalar = record[field], scalar != .null else { return nil }
            guard let values = scalar.numbers, !values.isEmpty, values.allSatisfy(Plausible.mgdl.contains) else {
                implausible += 1
                return nil
            }
            return LoopPrediction.Curve(name: name, values: values)
        }
        var found: [(LoopPrediction, Date)] = []
        if let start = record[Field.loopPredictedStart]?.string.flatMap(ISOTimestamp.instant),
           let loop = curve("Loop", .loopPredicted) {
            found.append((LoopPrediction(curves: [loop], eventual: nil), start))
        }
        let oref: [(Date?, Field, [Field])] = [
            (suggested, .suggestedEventual, [.suggestedIOBCurve, .suggestedZTCurve, .suggestedCOBCurve, .suggestedUAMCurve]),
            (enacted, .enactedEventual, [.enactedIOBCurve, .enactedZTCurve, .enactedCOBCurve, .enactedUAMCurve]),
        ]
        for case let (time?, eventual, fields) in oref {
            let curves = zip(LoopPrediction.orefNames, fields).compactMap { curve($0, $1) }
            guard !curves.isEmpty else { continue }
            let settles = record[eventual]?.number.flatMap { Plausible.mgdl.contains($0) ? $0 : nil }
            found.append((LoopPrediction(curves: curves, eventual: settles), time))
        }
        return found
    }

    /// `created_at` as ISO text, else `date` in epoch milliseconds (AndroidAPS).
    private static func time(of record: JSONRecord) -> Date? {
        if let instant = record[Field.createdAt]?.string.flatMap(ISOTimestamp.instant) { return instant }
        return record[Field.date]?.number.flatMap { $0.isFinite ? Date(epochMilliseconds: $0) : nil }
    }

    private static func bool(_ scalar: JSONScalar?) -> Bool? {
        if case .bool(let value) = scalar { return value }
        return nil
    }
}
