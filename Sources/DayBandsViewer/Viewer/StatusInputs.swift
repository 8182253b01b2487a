import DayBandsChart
import DayBandsRecords

/// What the status line says: its width, the prompt or notices, the
/// readout that takes the callouts' place (nil while they are boxes), the
/// pin and the cursor it is compared with, the overlay's day and the settings.
struct StatusInputs: LayerInputs, Hashable {
    enum Readout: Hashable {
        case hour(HourWindow, role: Callout.Role, loop: LoopHour?)
        case profile(AmbulatoryProfile.Bucket, hour: Int)
    }

    var width: Int
    var dateEntry: String?
    var notice: [String]
    var following: Bool?
    var liveNotice: LiveNotice?
    var readout: Readout?
    var pin: HourWindow?
    /// Read only for the pin's `Δ` (the readout carries its own).
    package var cursor: HourWindow?
    /// Whether the pin's day is on the page (else its date is written in full).
    var pinOnPage: Bool
    var overlay: String?
    var settings: RenderSettings

    func make() -> CellGrid {
        let context = DayChart.Context(settings: settings)
        let parts: [(String, Ink)]? = switch readout {
        case .hour(let window, let role, let loop): Callout.readout(window, role: role, loop: loop, context: context, width: width)
        case .profile(let bucket, let hour): Callout.readout(bucket, hour: hour, context: context, width: width)
        case nil: nil
        }
        return StatusLine.grid(self, readout: parts)
    }
}
