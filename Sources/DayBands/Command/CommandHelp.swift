import Foundation

extension Invocation {
    /// The help of one command (`daybands stats --help`): its usage lines
    /// (with the Nightscout line), what it does, and only the options its usage
    /// names, cut from `helpText` so the two never disagree. The viewer's, or
    /// any other mode's, is the whole help.
    public static func help(for command: Mode?) -> String {
        let name: String
        switch command {
        case .render: name = "render"
        case .report: name = "report"
        case .stats: name = "stats"
        case .importFiles: name = "import"
        case .sync: name = "sync"
        case .archive: name = "archive"
        default: return helpText
        }
        let lines = helpText.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // An entry is a line at two spaces' indent and the deeper lines after it.
        func entries(after heading: String) -> [[String]] {
            guard let start = lines.firstIndex(of: heading) else { return [] }
            var result: [[String]] = []
            for line in lines[(start + 1)...] {
                if line.isEmpty { break }
                if line.hasPrefix("   "), !result.isEmpty { result[result.count - 1].append(line) } else { result.append([line]) }
            }
            return result
        }
        let usage = entries(after: "usage:").filter {
            $0[0].hasPrefix("  daybands \(name) ") || Self.commandsOfSharedUsage($0[0]).contains(name)
        }
        let named = Set(usage.joined().flatMap { $0.split(separator: " ") }
            .map { $0.trimmingCharacters(in: ["[", "]", "|"]) }.filter { $0.hasPrefix("--") })
        // An option's names stand before the first run of two spaces: `--from, --to   ...`.
        func optionNames(_ entry: [String]) -> [String] {
            let names = entry[0].dropFirst(2).components(separatedBy: "  ")[0]
            return names.split(separator: " ").map { $0.trimmingCharacters(in: [","]) }.filter { $0.hasPrefix("--") }
        }
        // `(view, --nightscout)` before a description names the commands it belongs to.
        func belongsElsewhere(_ entry: [String]) -> Bool {
            let description = entry[0].dropFirst(2).components(separatedBy: "  ").dropFirst()
                .first { !$0.isEmpty }?.trimmingCharacters(in: .whitespaces) ?? ""
            guard description.hasPrefix("("), let close = description.firstIndex(of: ")") else { return false }
            let owners = description[description.index(after: description.startIndex)..<close]
                .split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            let commands = owners.filter { ["view", "render", "report", "stats", "import", "sync", "archive"].contains($0) }
            return !commands.isEmpty && !commands.contains(name)
        }
        let options = entries(after: "options:").filter {
            optionNames($0).contains(where: named.contains) && !belongsElsewhere($0)
        }
        let does = entries(after: "commands:").filter { $0[0].hasPrefix("  \(name) ") }
        return ([lines[0], "", "usage:"] + usage.joined() + ["", "command:"] + does.joined()
                + ["", "options:"] + options.joined() + ["", lines.last { $0.hasPrefix("exit status") } ?? ""])
            .joined(separator: "\n")
    }

    /// The commands a usage line shared by several names in its first
    /// brackets: `daybands [view|render|report|stats] --nightscout URL`.
    private static func commandsOfSharedUsage(_ line: String) -> [String] {
        guard line.hasPrefix("  daybands ["), let close = line.firstIndex(of: "]") else { return [] }
        return line[line.index(line.startIndex, offsetBy: 12)..<close].split(separator: "|").map(String.init)
    }
}
