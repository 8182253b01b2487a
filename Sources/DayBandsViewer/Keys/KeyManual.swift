/// The viewer's keys written out from `KeyBindings`, for `daybands --help`
/// and for the man page, so that neither can disagree with what the keys do.
extension KeyBindings {
    /// The keys part of `--help`: one binding a line, its ASCII keys and
    /// its words in mg/dL (the unit the viewer opens in unless told).
    public static var usageSection: String {
        let width = all.map(\.asciiLabel.count).max() ?? 0
        let lines = all.map { binding in
            "  " + binding.asciiLabel.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + binding.action(.mgdl)
        }
        return (["keys (view):"] + lines).joined(separator: "\n")
    }

    /// The man page's KEYS section (roff): `Install/man/daybands.1` holds it
    /// as written here (`KeyBindingsTests` compares them).
    public static var manSection: String {
        let entries = all.map { ".TP\n\($0.manTag)\n\($0.manText)\n" }
        return ".SH KEYS\nIn the viewer:\n" + entries.joined()
    }
}
