import Foundation

/// The rules every pattern is claimed by (`daybands patterns`), in one place.
/// A claim needs enough days with data, and a recurring one enough days of
/// its own, so that no pattern is claimed on noise.
public enum PatternRules {
    /// The days `patterns` looks at without --days or --from/--to.
    public static let defaultDays = 28
    /// Days a recurring pattern needs: lows at one hour on 2 days are not one.
    public static let recurringDays = 3
    /// Hours of one window from which it is said by the hours it leaves
    /// out ("at every hour but 07:00-08:00", not "between 08:00 and 07:00").
    public static let mostOfTheDay = 18
    /// Days with data a span needs before any pattern is claimed.
    public static let minimumDays = 7
    /// Hours with readings that make a day one with data (half of it).
    public static let dataHours = 12
    /// How long the readings of an hour beyond a threshold must stand for
    /// (each its day's sampling interval) to make the hour a low or a high:
    /// the consensus' 15 minutes that start an event.
    public static var beyondDuration: TimeInterval { GlucoseEvents.minimumDuration }
    /// The night's hours, from 00:00 to 06:00.
    public static let overnight = 0..<6
    /// A difference in time in range worth a sentence: 5 percentage points,
    /// the change the consensus calls clinically meaningful.
    public static let inRangeDifference = 5.0
    /// How long after a meal its peak is looked for (or until the next meal).
    public static let mealWindow: TimeInterval = 3 * 3600
    /// A carb entry and a meal bolus this close are one meal (the first's time).
    public static let mealJoin: TimeInterval = 30 * 60
    /// Meals are read from the last days of the span only: their readings,
    /// not the day summaries, are read.
    public static let mealDays = 90
    /// Meals a meal time's excursion needs, as many as a recurring pattern's days.
    public static var mealCount: Int { recurringDays }
}
