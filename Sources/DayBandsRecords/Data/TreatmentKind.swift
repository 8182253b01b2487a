/// Treatment labels a reader gives and another part reads back.
package enum TreatmentKind {
    /// A dose or meal noted by hand on a CGM-only device (CareLink's Event
    /// Marker, `Insulin: 27,00`, `Meal: 60,00grams`), not one a pump
    /// delivered or a bolus wizard took: the callout says so.
    package static let eventMarker = "Event Marker"
}
