import DayBandsRecords
/// Which days are browsed: the last `days` of the data (by default
/// `defaultDays`, or all of them when that is nil), or the days `from`...`to`.
/// A `day` asked for outside the last days moves the window back to start
/// there, so the day asked for is always in it.
public struct DayWindow: Equatable, Sendable {
    public static let defaultDays = 31

    public var days: Int?
    public var from: String?
    public var to: String?
    public var day: String?

    public init(days: Int? = nil, from: String? = nil, to: String? = nil, day: String? = nil) {
        self.days = days
        self.from = from
        self.to = to
        self.day = day
    }

    /// The window's indices in `days` (consecutive, at least one), or why
    /// there is none (an option and what is wrong with it).
    public func range(in days: [LocalDay], calendar: DayCalendar, defaultDays: Int?) -> Result<ClosedRange<Int>, WindowError> {
        let last = days.count - 1
        func index(_ option: String, _ text: String) -> Result<Int, WindowError> {
            days.index(iso: text, in: calendar).mapError { WindowError(option: option, problem: "\($0)") }
        }
        var range: ClosedRange<Int>
        if from != nil || to != nil {
            let first: Int, final: Int
            switch (from.map { index("--from", $0) } ?? .success(0), to.map { index("--to", $0) } ?? .success(last)) {
            case let (.success(a), .success(b)): (first, final) = (a, b)
            case let (.failure(error), _), let (_, .failure(error)): return .failure(error)
            }
            guard first <= final else { return .failure(WindowError(option: "--from", problem: "is after --to")) }
            range = first...final
        } else {
            let count = min(self.days ?? defaultDays ?? days.count, days.count)
            range = (last - count + 1)...last
        }
        guard let day else { return .success(range) }
        switch index("--day", day) {
        case .failure(let error):
            return .failure(error)
        case .success(let wanted) where range.contains(wanted):
            return .success(range)
        case .success(let wanted):
            guard from == nil, to == nil else {
                return .failure(WindowError(option: "--day", problem: "\(day) is outside --from/--to"))
            }
            return .success(wanted...min(last, wanted + range.count - 1))
        }
    }
}

/// A window option that does not fit the data.
public struct WindowError: Error, Equatable, CustomStringConvertible, Sendable {
    public var option: String
    public var problem: String
    public var description: String { "\(option): \(problem)" }
}
