import Foundation
import Testing

/// Golden text files beside the tests, in `Snapshots/<name>.txt`. A missing or
/// different file fails; `RECORD_SNAPSHOTS=1` writes the new text and still
/// fails, so every re-recorded screen is read before it is committed.
enum Snapshot {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Snapshots")

    static func expect(_ text: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let file = directory.appendingPathComponent(name + ".txt")
        let recorded = try? String(contentsOf: file, encoding: .utf8)
        if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" {
            try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try? text.write(to: file, atomically: true, encoding: .utf8)
            Issue.record("recorded \(file.path): review it, then run again without RECORD_SNAPSHOTS", sourceLocation: sourceLocation)
            return
        }
        guard let recorded else {
            Issue.record("no snapshot \(file.path); record it with RECORD_SNAPSHOTS=1", sourceLocation: sourceLocation)
            return
        }
        if recorded != text {
            let expected = recorded.split(separator: "\n", omittingEmptySubsequences: false)
            let actual = text.split(separator: "\n", omittingEmptySubsequences: false)
            let first = zip(expected, actual).enumerated().first { $0.element.0 != $0.element.1 }?.offset
                ?? min(expected.count, actual.count)
            Issue.record("""
                \(name) differs from \(file.path) at line \(first + 1):
                expected: \(first < expected.count ? String(expected[first]) : "<end>")
                actual:   \(first < actual.count ? String(actual[first]) : "<end>")
                """, sourceLocation: sourceLocation)
        }
    }
}
