import Foundation

/// A day counted among all the days that may be browsed (`PagePlan.days`,
/// `StripDays.days`), from the first: what a page turn asks for. A day of the
/// page held is counted from the page's first day instead (`HourMark.dayIndex`,
/// an `Int`); `Timeline.browsable(_:)` and `pageIndex(of:)` convert one into
/// the other, so the two numbers cannot be mixed. A step from one to the
/// next is a day (`Strideable`): a run of them is a range, counted in days.
public struct BrowsableDay: Hashable, Strideable, Sendable, CustomStringConvertible {
    public let number: Int

    public init(_ number: Int) {
        self.number = number
    }

    public static func < (a: BrowsableDay, b: BrowsableDay) -> Bool { a.number < b.number }

    public func advanced(by days: Int) -> BrowsableDay { BrowsableDay(number + days) }

    public func distance(to other: BrowsableDay) -> Int { other.number - number }

    public var description: String { "day \(number)" }
}

extension Timeline {
    /// The page's day `index` among all the days that may be browsed.
    public func browsable(_ index: Int) -> BrowsableDay {
        BrowsableDay(dayOffset + index)
    }

    /// Where `day` is on this page, or nil when another page holds it.
    public func pageIndex(of day: BrowsableDay) -> Int? {
        let index = day.number - dayOffset
        return days.indices.contains(index) ? index : nil
    }
}
