import DayBands

/// What `sync` and `import` did with device statuses: `SITE: 288 device
/// statuses added, 12 already present, 1 set aside` (set aside: dated
/// ahead, without a time, or holding no figure read; the warnings say
/// which).
func deviceStatusLine(_ name: String, _ counts: SyncCounts) -> String {
    let statuses = counts.added == 1 ? "1 device status" : "\(counts.added) device statuses"
    return "\(name): \(statuses) added, \(counts.present) already present, \(counts.skipped) set aside\n"
}
