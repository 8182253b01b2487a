import Foundation

extension DeviceStatus {
    /// One figure as a live header says it, and whether it is old.
    public struct Word: Hashable, Sendable {
        public var text: String
        public var old: Bool
    }

    /// What the status holds, in the order a looper reads it: `IOB 1.35 U`,
    /// `COB 20 g`, `loop 3 min ago`, `temp 0.45 U/h 30 min`, `bolus 0.3 U`,
    /// `reservoir 120 U`, `pump battery 80%`, `phone 55%`; each older than
    /// `oldAfter` marked `old` (the loop's run by its own age).
    public func words(at now: Date) -> [Word] {
        func old(_ time: Date) -> Bool { now.timeIntervalSince(time) > Self.oldAfter }
        var words: [Word] = []
        func add<Value>(_ stamped: Stamped<Value>?, _ text: (Value) -> String) {
            if let stamped { words.append(Word(text: text(stamped.value), old: old(stamped.time))) }
        }
        add(iob) { "IOB \(Self.decimal($0, places: 2)) U" }
        add(cob) { "COB \(NumberText.whole($0)) g" }
        if let loop {
            let age = max(0, now.timeIntervalSince(loop.time))
            let when = age < 60 ? "just now" : "\(StaleDataNotice.duration(age)) ago"
            words.append(Word(text: loop.value.map { "loop failed \(when): \($0)" } ?? "loop \(when)", old: old(loop.time)))
        }
        if let enacted {
            var parts: [String] = []
            if let rate = enacted.value.rate {
                parts.append("temp \(Self.decimal(rate, places: 2)) U/h"
                             + (enacted.value.duration.map { " \(NumberText.whole($0)) min" } ?? ""))
            }
            if let bolus = enacted.value.bolus, bolus > 0 { parts.append("bolus \(Self.decimal(bolus, places: 2)) U") }
            if enacted.value.received == false { parts.append("not received") }
            if !parts.isEmpty { words.append(Word(text: parts.joined(separator: " "), old: old(enacted.time))) }
        }
        add(reservoir) { "reservoir \(Self.decimal($0, places: 1)) U" }
        add(pumpBattery) { "pump battery \(NumberText.whole($0))%" }
        add(uploaderBattery) { "phone \(NumberText.whole($0))%" }
        return words
    }

    /// Up to `places` decimals, trailing zeros dropped: `1.35`, `0.5`, `12`.
    static func decimal(_ value: Double, places: Int) -> String {
        var text = String(format: "%.\(places)f", value)
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text == "-0" ? "0" : text
    }
}
