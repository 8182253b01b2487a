import DayBandsRecords
import Foundation

extension ViewerState {
    /// Where the cursor goes for `event` while there is something to follow
    /// (`following` not nil): `f`, and End on the last day, put it on the
    /// newest reading and follow it (as `tail -f` follows a file); any other
    /// move of the cursor stops following, and the status line says so.
    mutating func followed(_ event: ViewerEvent, cursor: HourMark, in timeline: Timeline) -> HourMark {
        guard let wasFollowing = following else {
            // While the data is live, `f` shows the live window (`ViewerModel.backToLive`).
            if event == .follow, !liveRow {
                noticeForms = ["f follows the newest reading with --follow", "f follows the newest with --follow"]
            }
            return cursor
        }
        let last = timeline.days.count - 1
        let wantsNewest = event == .follow || event == .lastHour && selection.cursor.dayIndex == last
        guard wantsNewest, let newest = timeline.data.readings(in: timeline.days[last].interval).last else {
            if cursor != selection.cursor { following = false }
            return cursor
        }
        following = true
        if mode == .week { weekEnd = nil }
        if !wasFollowing, event == .follow { notice = nil }
        return HourMark(dayIndex: last, instant: newest.time, on: timeline.days[last])
    }
}
