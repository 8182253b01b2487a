import Foundation

/// An insulin dose: units at an instant, with the source's own label
/// (`Meal Bolus`, `Fast-Acting`, ...), whether a closed loop gave it on its
/// own (an SMB or auto-bolus) or a person asked for it, and, for an
/// extended (square, combo) bolus, how long its delivery ran.
public struct InsulinDose: Hashable, Sendable {
    public var time: Date
    public var units: Double
    public var kind: String
    public var automatic: Bool
    /// 0 for a bolus given at once.
    public var duration: TimeInterval

    public init(time: Date, units: Double, kind: String = "bolus", automatic: Bool = false, duration: TimeInterval = 0) {
        self.time = time
        self.units = units
        self.kind = kind
        self.automatic = automatic
        self.duration = duration
    }

    /// False for a dose noted by hand on a CGM-only device (CareLink's Event
    /// Marker `Insulin: 27,00`): its kind (bolus, long-acting) is unknown.
    public var isBolus: Bool { kind != TreatmentKind.eventMarker }
}
