import Foundation

/// A temporary glucose target (Nightscout's `Temporary Target`): a range in
/// mg/dL for a while. One of duration 0 cancels the one running.
public struct TempTarget: Hashable, Sendable {
    public var time: Date
    public var duration: TimeInterval
    public var lowMgdl: Double
    public var highMgdl: Double

    public init(time: Date, duration: TimeInterval, lowMgdl: Double, highMgdl: Double) {
        self.time = time
        self.duration = duration
        self.lowMgdl = lowMgdl
        self.highMgdl = highMgdl
    }
}
