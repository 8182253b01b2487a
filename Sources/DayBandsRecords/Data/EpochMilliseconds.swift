import Foundation

extension Date {
    /// An instant written as milliseconds since 1970, as Nightscout's `date`
    /// and `mills`, AndroidAPS and Dexcom's `Date(ms)` write it.
    package init(epochMilliseconds: Double) {
        self.init(timeIntervalSince1970: epochMilliseconds / 1000)
    }

    /// The instant in whole milliseconds since 1970, to the nearest: an
    /// instant read from milliseconds (a Double of `ms / 1000`) may fall just
    /// below its own.
    package var epochMilliseconds: Int64 {
        Int64((timeIntervalSince1970 * 1000).rounded())
    }
}
