import Foundation
@testable import DayBandsImport

/// Inputs kept in `Fuzz/regressions/TARGET/` (fuzz inputs and hostile files
/// that once crashed, hung or were read wrongly), read as the program does.
enum Regression {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fuzz/regressions")

    static func path(_ name: String) -> String { directory.appendingPathComponent(name).path }

    /// The file read through `FileSet`, as `daybands` opens it.
    static func read(_ name: String, zone: String = "UTC") throws -> LoadReport {
        try FileSet(paths: [path(name)]).read(in: Fixture.calendar(zone))
    }
}
