import Foundation

/// What a loop predicted the glucose would do, in its device status: Loop's
/// one curve (`loop.predicted`), or oref's (OpenAPS, AndroidAPS, iAPS,
/// Trio: `predBGs` `IOB`, `ZT`, `COB`, `UAM`, of the newer of `suggested`
/// and `enacted`) with the `eventualBG` it settles on. Values are mg/dL
/// 5 minutes apart from the record's time (`DeviceStatus.Stamped.time`),
/// as Nightscout draws them.
public struct LoopPrediction: Hashable, Sendable {
    public struct Curve: Hashable, Sendable {
        /// `Loop`, or oref's name for it (`IOB`, `ZT`, `COB`, `UAM`).
        public var name: String
        public var values: [Double]

        package init(name: String, values: [Double]) {
            self.name = name
            self.values = values
        }
    }

    public var curves: [Curve]
    /// oref's eventual glucose; Loop's is its curve's last value.
    public var eventual: Double?

    package init(curves: [Curve], eventual: Double? = nil) {
        self.curves = curves
        self.eventual = eventual
    }

    /// The time between two predicted values.
    public static let step: TimeInterval = 5 * 60
    /// oref's curves in the order its determine-basal names them.
    package static let orefNames = ["IOB", "ZT", "COB", "UAM"]

    /// The curve drawn when one is: Loop's; of oref's the one whose end is
    /// nearest its eventual glucose (the one the loop acts on), else `IOB`.
    public var followed: Curve? {
        guard let eventual else { return curves.first { $0.name == "IOB" } ?? curves.first }
        return curves.min { abs($0.values.last! - eventual) < abs($1.values.last! - eventual) }
    }

    /// The glucose it ends on.
    public var settles: Double? { eventual ?? followed?.values.last }

    /// Where it settles and its followed curve's lowest and highest: what the
    /// live row and a past hour's callout say of it.
    public struct Outlook: Hashable, Sendable {
        public var settles: Double
        public var low: Double
        public var high: Double

        /// `eventual 85 (62-140)`, and the short form `eventual 85`, in `unit`.
        public func words(unit: GlucoseUnit) -> (long: String, short: String) {
            let eventual = "eventual \(unit.format(mgdl: settles))"
            return ("\(eventual) (\(unit.format(mgdl: low))-\(unit.format(mgdl: high)))", eventual)
        }
    }

    /// Nil without a curve.
    public var outlook: Outlook? {
        guard let settles, let values = followed?.values, let low = values.min(), let high = values.max() else { return nil }
        return Outlook(settles: settles, low: low, high: high)
    }
}
