import Foundation

/// What makes two records one, wherever they are compared (`GlucoseData.merged`
/// in memory, `Archive.add` against what the archive holds): the whole second
/// of their instant (`Date.wholeSecond`, whatever offset notation wrote it)
/// and their amount (mg/dL, units or grams). The label (`eventType`) and the
/// source are not compared, as uploaders name the same bolus differently.
package struct RecordKey: Hashable {
    package var second: Int64
    var amount: Double

    package init(_ time: Date, _ amount: Double) {
        self.init(second: time.wholeSecond, amount: amount)
    }

    /// A stored record's key: its instant is a whole second already (`Archive.instant`).
    package init(second: Int64, amount: Double) {
        self.second = second
        self.amount = amount
    }
}
