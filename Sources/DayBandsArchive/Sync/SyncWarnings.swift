import DayBandsSources
import Foundation

/// A sync's warnings, each kind said once: every page of hundreds says its
/// own `72 duplicate readings merged in URL`, and a line each would bury
/// the one that matters. A kind (`PollWarning.key`) is said with its first
/// page's words, its count summed over the pages that had it.
struct SyncWarnings {
    private var kinds: [(key: String, first: String, total: Int?, pages: Int)] = []

    mutating func add(_ warning: String) {
        let key = PollWarning.key(PollWarning.brief(warning))
        let count = Self.leadingCount(warning)
        if let index = kinds.firstIndex(where: { $0.key == key }) {
            kinds[index].pages += 1
            kinds[index].total = kinds[index].total.flatMap { total in count.map { total + $0 } }
        } else {
            kinds.append((key, warning, count, 1))
        }
    }

    /// Each kind's first warning; when later pages had it too, how often in all.
    var lines: [String] {
        kinds.map { kind in
            guard kind.pages > 1 else { return kind.first }
            let total = kind.total.map { ": \($0) in all" } ?? ""
            return "\(kind.first) (and in \(kind.pages - 1) more page\(kind.pages == 2 ? "" : "s")\(total))"
        }
    }

    private static func leadingCount(_ warning: String) -> Int? {
        Int(warning.prefix { $0.isNumber })
    }
}
