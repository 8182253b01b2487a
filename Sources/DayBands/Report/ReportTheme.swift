/// The colours of the AGP report (`--theme`). Light is the default: the
/// background is part of the picture, so a dark one would print as ink. The
/// ranges take the AGP report's colours (very low dark red, low red, in range
/// green, high yellow, very high orange), the percentile bands its blues.
public enum ReportTheme: String, CaseIterable, Sendable {
    case light
    case dark

    public struct Colors: Sendable {
        public let background: VectorColor
        public let ink: VectorColor
        public let muted: VectorColor
        public let rule: VectorColor
        public let targetFill: VectorColor
        public let targetLine: VectorColor
        public let outerBand: VectorColor
        public let innerBand: VectorColor
        public let median: VectorColor
        /// Very low, low, in range, high, very high.
        let ranges: [VectorColor]

        public func range(_ range: ConsensusRange) -> VectorColor {
            ranges[ConsensusRange.allCases.firstIndex(of: range)!]
        }
    }

    public var colors: Colors {
        switch self {
        case .light:
            Colors(background: VectorColor(0xFFFFFF), ink: VectorColor(0x1A1A1A), muted: VectorColor(0x6B6B6B),
                   rule: VectorColor(0xC8C8C8), targetFill: VectorColor(0xE3F2E1), targetLine: VectorColor(0x2E8B3E),
                   outerBand: VectorColor(0xB9CDEA), innerBand: VectorColor(0x5B86C4), median: VectorColor(0x12316B),
                   ranges: [VectorColor(0x8E1B1B), VectorColor(0xE0302A), VectorColor(0x3AA04A),
                            VectorColor(0xF3C232), VectorColor(0xEE7D22)])
        case .dark:
            Colors(background: VectorColor(0x1C1C1C), ink: VectorColor(0xE6E6E6), muted: VectorColor(0xA0A0A0),
                   rule: VectorColor(0x4A4A4A), targetFill: VectorColor(0x1F3A22), targetLine: VectorColor(0x5CC26B),
                   outerBand: VectorColor(0x2F4566), innerBand: VectorColor(0x4F7CC0), median: VectorColor(0xD6E4FF),
                   ranges: [VectorColor(0xC0392B), VectorColor(0xFF5A4E), VectorColor(0x4CBF5C),
                            VectorColor(0xF5CF4A), VectorColor(0xFF9A3C)])
        }
    }
}
