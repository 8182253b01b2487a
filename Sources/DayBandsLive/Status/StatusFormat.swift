import Foundation

/// How `daybands status` prints a line: plain text with marks, waybar's
/// JSON, i3blocks' three lines, polybar's and tmux's colour tags.
public enum StatusFormat: String, CaseIterable, Sendable {
    case text, json, i3blocks, polybar, tmux

    /// What to print for one status (a line, or i3blocks' lines), ending in a newline.
    public func render(_ status: GlucoseStatus) -> String {
        let level = status.level
        switch self {
        case .text:
            return status.text + "\n"
        case .json:
            return json(status) + "\n"
        case .i3blocks:
            // full_text, short_text, color.
            return "\(status.text)\n\(status.text)\n\(level.color.hex)\n"
        case .polybar:
            return "%{F\(level.color.hex)}" + status.text.replacingOccurrences(of: "%", with: "%%") + "%{F-}\n"
        case .tmux:
            let bold = level.isUrgent || level == .low ? ",bold" : ""
            return "#[fg=colour\(level.color.tmux)\(bold)]" + status.text.replacingOccurrences(of: "#", with: "##") + "#[default]\n"
        }
    }

    /// Waybar's `return-type: json` object: `text`, `tooltip`, `class`,
    /// `percentage`, and `value`, `unit`, `trend`, `delta` (per 5 minutes),
    /// `age` (seconds) for scripts; null where there is no reading.
    private func json(_ status: GlucoseStatus) -> String {
        let now = status.now
        let object: [String: Any] = [
            "text": status.text,
            "tooltip": status.tooltip,
            "class": status.level.rawValue,
            "percentage": status.percentage,
            "value": now.map { number(status.unit.format(mgdl: $0.reading.mgdl)) } ?? NSNull(),
            "unit": status.unit.label,
            "trend": now?.reading.trend?.rawValue ?? NSNull(),
            "delta": now?.change.map { number(status.unit.format(mgdl: $0) ) } ?? NSNull(),
            "age": now.map { Int($0.age(at: status.at)) } ?? NSNull(),
        ]
        let data = try! JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes])
        return String(decoding: data, as: UTF8.self)
    }

    /// A shown value (`62`, `3.4`, `-9`) as a JSON number, rounded as shown.
    private func number(_ text: String) -> Any {
        Double(text).map { $0 == $0.rounded() && abs($0) < 1e15 ? Int($0) as Any : $0 as Any } ?? NSNull()
    }
}
