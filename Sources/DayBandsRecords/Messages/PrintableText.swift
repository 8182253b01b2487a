/// Text from a file, the network or the command line made safe to print:
/// control and format characters (ESC, BEL, CR, bidi overrides...) are shown
/// escaped (`\x1b`, `\u{202e}`), so no byte of data can drive the terminal,
/// and the text is cut to a number of characters with an ellipsis, so a huge
/// field never becomes a huge message. Only the part kept is ever looked at.
public enum PrintableText {
    /// How much of one field (a value quoted in a message) is shown.
    public static let fieldLimit = 80
    /// How much of one whole message line is shown.
    public static let messageLimit = 2_000

    /// `text` with unprintable characters escaped, at most `limit` characters
    /// of the result (escapes counted whole and never split; counted in
    /// Unicode scalars, so a run of combining marks cannot make one endless
    /// character), then `…` when it was cut.
    public static func escaped(_ text: some StringProtocol, limit: Int = fieldLimit) -> String {
        var result = ""
        var kept = 0
        for scalar in text.unicodeScalars {
            let piece = shown(scalar)
            let size = piece.unicodeScalars.count
            guard kept + size <= limit else { return result + "…" }
            result += piece
            kept += size
        }
        return result
    }

    private static func shown(_ scalar: Unicode.Scalar) -> String {
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .privateUse, .unassigned:
            let hex = String(scalar.value, radix: 16)
            return scalar.value < 0x100 ? "\\x" + (hex.count < 2 ? "0" + hex : hex) : "\\u{\(hex)}"
        default:
            return String(scalar)
        }
    }
}

extension PrintableText {
    /// A value as a message quotes it: `'…'`, escaped and cut at `fieldLimit`.
    public static func quoted(_ text: some StringProtocol) -> String {
        "'" + escaped(text) + "'"
    }
}
