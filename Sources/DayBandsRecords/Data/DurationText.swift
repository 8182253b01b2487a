/// A length of time in words, as precise as a glance needs: whole seconds
/// under a minute, minutes under two hours, then hours, then days.
public enum DurationText {
    /// `45 s`, `12 min`, `90 min`, `3 h`, `2 days`.
    public static func glance(_ seconds: Double) -> String {
        let seconds = max(0, Int(seconds.rounded()))
        switch seconds {
        case ..<60: return "\(seconds) s"
        case ..<7_200: return "\(seconds / 60) min"
        case ..<172_800: return "\(seconds / 3_600) h"
        default: return "\(seconds / 86_400) days"
        }
    }
}
