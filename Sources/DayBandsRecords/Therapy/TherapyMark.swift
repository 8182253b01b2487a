import Foundation

/// A change of the pump's site, the sensor or the insulin, drawn as a small mark.
public struct TherapyMark: Hashable, Sendable {
    public enum Kind: String, CaseIterable, Sendable {
        case siteChange, sensorChange, insulinChange

        /// Nightscout's `eventType` for it (`Sensor Start` is not a change:
        /// iAPS posts one with every CGM session update).
        package static func nightscout(_ eventType: String) -> Kind? {
            switch eventType {
            case "Site Change": .siteChange
            case "Sensor Change": .sensorChange
            case "Insulin Change": .insulinChange
            default: nil
            }
        }

        /// The callout's words.
        public var label: String {
            switch self {
            case .siteChange: "site change"
            case .sensorChange: "sensor change"
            case .insulinChange: "insulin change"
            }
        }
    }

    public var time: Date
    public var kind: Kind

    public init(time: Date, kind: Kind) {
        self.time = time
        self.kind = kind
    }
}
