// Shared by the fuzz targets (each is compiled with this file and the
// DayBands import sources; see the Makefile's `fuzz` target).
@testable import DayBands
import Foundation

enum Fuzz {
    /// A zone with daylight-saving changes, so the fall-back and
    /// spring-forward paths of the local-time readers are reached.
    static let calendar = DayCalendar(timeZone: TimeZone(identifier: "America/New_York")!)

    /// The readers work on files: each input is written to one file per process.
    static let path = NSTemporaryDirectory() + "/daybands-fuzz-\(getpid()).input"

    static func file(_ data: UnsafePointer<UInt8>, _ size: Int) -> String {
        _ = FileManager.default.createFile(atPath: path, contents: Data(bytes: data, count: size))
        return path
    }

    static func bytes(_ data: UnsafePointer<UInt8>, _ size: Int) -> [UInt8] {
        Array(UnsafeBufferPointer(start: data, count: size))
    }

    /// What any reader may return: readings, doses and carbs at plausible times with
    /// plausible, finite values (docs/RELIABILITY.md). An error (`DataError`)
    /// is a valid outcome; a crash, a hang or a broken rule is not.
    static func check(_ report: LoadReport) {
        report.warnings.forEach(checkMessage)
        for reading in report.data.readings {
            precondition(Plausible.problem(time: reading.time, mgdl: reading.mgdl) == nil, "\(reading)")
        }
        for dose in report.data.doses {
            precondition(TreatmentAmount.insulin.judge(dose.units).amount != nil && Plausible.problem(time: dose.time) == nil, "\(dose)")
        }
        for carbs in report.data.carbs {
            precondition(TreatmentAmount.carbs.judge(carbs.grams).amount != nil && Plausible.problem(time: carbs.time) == nil, "\(carbs)")
        }
    }

    /// A warning or error as it will be printed: no control or format
    /// character from the data (they are shown escaped), and short whatever
    /// the input (each quoted field is cut at 80 characters).
    static func checkMessage(_ message: String) {
        precondition(!message.unicodeScalars.contains { [.control, .format].contains($0.properties.generalCategory) },
                     "unescaped control character in: \(message.debugDescription)")
        precondition(message.unicodeScalars.count <= path.count + 1_000, "message of \(message.unicodeScalars.count) characters")
    }
}
