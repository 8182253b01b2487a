import Foundation

/// The two things every SVG the program writes needs: text made safe for XML
/// and coordinates written short. One home for both (`VectorPicture` and the
/// web page around it).
public enum SVGMarkup {
    /// A character safe in XML text or an attribute: markup escaped, characters
    /// XML cannot hold (and C1 controls) replaced by U+FFFD.
    public static func escaped(_ scalar: Unicode.Scalar) -> String {
        switch scalar {
        case "&": return "&amp;"
        case "<": return "&lt;"
        case ">": return "&gt;"
        case "\"": return "&quot;"
        default:
            let value = scalar.value
            let allowed = value == 0x9 || value == 0xA || value == 0xD || (0x20...0xD7FF).contains(value)
                || (0xE000...0xFFFD).contains(value) || value >= 0x10000
            return allowed && !(0x7F...0x9F).contains(value) ? String(scalar) : "\u{FFFD}"
        }
    }

    /// A whole string escaped for XML.
    public static func escaped(_ text: some StringProtocol) -> String {
        text.unicodeScalars.map(escaped).joined()
    }

    /// A coordinate with at most two decimals and no trailing zeros.
    public static func number(_ value: Double) -> String {
        let hundredths = (value * 100).rounded()
        if hundredths.truncatingRemainder(dividingBy: 100) == 0 { return String(Int(hundredths / 100)) }
        var text = String(format: "%.2f", hundredths / 100)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }
}
