import DayBandsRecords
import DayBandsSources
import Foundation

extension DeviceStatus {
    /// One figure as a live header says it, a shorter form of it, whether it
    /// is old, and how much it is wanted on a narrow row (`FittedWords`).
    public struct Word: Hashable, Sendable {
        public var text: String
        public var short: String
        public var old: Bool
        /// The weight of leaving it out: the pump's reservoir and batteries last.
        public var weight: Double
        /// Whether `text` ends in a reason that may be cut to fit, `short`
        /// being its beginning (a loop's failure): the figures after it are
        /// kept whole first.
        public var cut = false
    }

    /// What the status holds, in the order a looper reads it: `IOB 1.35 U`,
    /// `COB 20 g`, `loop 3 min ago`, `temp 0.45 U/h 12 min left` (a temp
    /// that has run its course is not said), `bolus 0.3 U`, `reservoir 120 U`,
    /// `pump battery 80%`, `phone 55%`; each older than `oldAfter` marked
    /// `old` (the loop's run by its own age). After the loop's run, its
    /// prediction: `eventual 85 (62-140)`, where it settles and its followed
    /// curve's lowest and highest, in `unit`.
    public func words(at now: Date, unit: GlucoseUnit = .mgdl) -> [Word] {
        func old(_ time: Date) -> Bool { now.timeIntervalSince(time) > Self.oldAfter }
        var words = onBoard(at: now)
        func add<Value>(_ stamped: Stamped<Value>?, weight: Double, _ text: (Value) -> (String, String)) {
            guard let stamped else { return }
            let (long, short) = text(stamped.value)
            words.append(Word(text: long, short: short, old: old(stamped.time), weight: weight))
        }
        if let loop {
            let age = max(0, now.timeIntervalSince(loop.time))
            let when = age < 60 ? "just now" : "\(DurationText.glance(age)) ago"
            let text = loop.value.map { "loop failed \(when): \($0)" } ?? "loop \(when)"
            let short = loop.value == nil ? "loop \(age < 60 ? "now" : DurationText.glance(age))" : "loop failed \(when)"
            words.append(Word(text: text, short: short, old: old(loop.time), weight: 3, cut: loop.value != nil))
        }
        if let prediction, let outlook = prediction.value.outlook {
            let (long, short) = outlook.words(unit: unit)
            words.append(Word(text: long, short: short, old: old(prediction.time), weight: 3.5))
        }
        if let enacted {
            var long: [String] = [], short: [String] = []
            let left = Self.minutesLeft(of: enacted.value, since: enacted.time, at: now)
            // A temp that has run its course no longer runs: not said.
            if let rate = enacted.value.rate, left.map({ $0 > 0 }) ?? true {
                let rateText = "\(Self.decimal(rate, places: 2)) U/h"
                long.append("temp \(rateText)" + (left.map { " \(NumberText.whole($0)) min left" } ?? ""))
                short.append(rateText + (left.map { " \(NumberText.whole($0)) min" } ?? ""))
            }
            if let bolus = enacted.value.bolus, bolus > 0 {
                long.append("bolus \(Self.decimal(bolus, places: 2)) U")
                short.append("bolus \(Self.decimal(bolus, places: 2))")
            }
            if enacted.value.received == false, !long.isEmpty {
                long.append("not received")
                short.append("not received")
            }
            if !long.isEmpty {
                words.append(Word(text: long.joined(separator: " "), short: short.joined(separator: " "),
                                  old: old(enacted.time), weight: 3))
            }
        }
        add(reservoir, weight: 4) { ("reservoir \(Self.decimal($0, places: 1)) U", "res \(Self.decimal($0, places: 1)) U") }
        add(pumpBattery, weight: 4) { ("pump battery \(NumberText.whole($0))%", "pump \(NumberText.whole($0))%") }
        add(uploaderBattery, weight: 4) { ("phone \(NumberText.whole($0))%", "ph \(NumberText.whole($0))%") }
        return words
    }

    /// `IOB 1.35 U` and `COB 20 g`, where the status has them: all a list
    /// of people shows of it.
    public func onBoard(at now: Date) -> [Word] {
        var words: [Word] = []
        if let iob {
            let text = Self.decimal(iob.value, places: 2)
            words.append(Word(text: "IOB \(text) U", short: "IOB \(text)", old: now.timeIntervalSince(iob.time) > Self.oldAfter, weight: 3.5))
        }
        if let cob {
            let text = NumberText.whole(cob.value)
            words.append(Word(text: "COB \(text) g", short: "COB \(text)", old: now.timeIntervalSince(cob.time) > Self.oldAfter, weight: 3.5))
        }
        return words
    }

    /// A temp's minutes left at `now`, whole, rounded up (30 s left is 1
    /// min; none left is 0 or less); nil when its duration is not known.
    static func minutesLeft(of enacted: Enacted, since start: Date, at now: Date) -> Double? {
        enacted.duration.map { (($0 * 60 - now.timeIntervalSince(start)) / 60).rounded(.up) }
    }

    /// Up to `places` decimals, trailing zeros dropped: `1.35`, `0.5`, `12`.
    package static func decimal(_ value: Double, places: Int) -> String {
        var text = String(format: "%.\(places)f", value)
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text == "-0" ? "0" : text
    }
}
