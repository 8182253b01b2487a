// Timing and counting one piece of work, and the order statistics of many.

import CAllocCount
import DayBands
import Foundation
#if canImport(Glibc)
import Glibc
#endif

func monotonicNanoseconds() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}

struct Sample {
    var nanoseconds: UInt64
    var mallocs: Int
    var bytes: Int
}

/// Keeps results alive so the work that made them cannot be skipped; the
/// previous one is released inside the next measurement, as a frame replaces
/// the previous frame in the viewer.
nonisolated(unsafe) var sink: Any?

@inline(never)
func measure(_ body: () -> Any) -> Sample {
    let calls = Int(alloc_count_calls()), bytes = Int(alloc_count_bytes())
    let start = monotonicNanoseconds()
    sink = body()
    let end = monotonicNanoseconds()
    return Sample(nanoseconds: end - start, mallocs: Int(alloc_count_calls()) - calls, bytes: Int(alloc_count_bytes()) - bytes)
}

/// The value at fraction `p` (0...1) of non-empty sorted values.
func percentile<T: Comparable>(_ sorted: [T], _ p: Double) -> T {
    sorted[min(sorted.count - 1, Int((Double(sorted.count - 1) * p).rounded()))]
}

/// Every bench reads its days in UTC, so its figures do not depend on the machine's zone.
let utc = DayCalendar(timeZone: TimeZone(identifier: "UTC")!)
