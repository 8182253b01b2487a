// `daybands-bench import FILE`: one file read as `daybands` reads it.

import CAllocCount
import DayBands

struct ImportResult: Encodable {
    var file: String
    var seconds: Double
    var readings: Int
    var doses: Int
    var warnings: [String]
    var mallocs: Int
}

func benchImport(path: String) throws -> ImportResult {
    let calls = Int(alloc_count_calls())
    let start = monotonicNanoseconds()
    let report = try FileSource(path: path).read(in: utc)
    let end = monotonicNanoseconds()
    return ImportResult(file: path, seconds: Double(end - start) / 1e9, readings: report.data.readings.count,
                        doses: report.data.doses.count, warnings: report.warnings, mallocs: Int(alloc_count_calls()) - calls)
}
