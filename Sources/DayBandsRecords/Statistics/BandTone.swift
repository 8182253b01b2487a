/// The seed's band colours.
public enum BandTone: Int, CaseIterable, Hashable, Sendable {
    case red
    case yellow
    case green
    case orange
}
