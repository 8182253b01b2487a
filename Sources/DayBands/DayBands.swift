// The library whole, for the executable, the terminal front end and the
// command line: each part is a target of its own (docs/ARCHITECTURE.md).
@_exported import DayBandsRecords
@_exported import DayBandsImport
@_exported import DayBandsSources
@_exported import DayBandsArchive
@_exported import DayBandsChart
@_exported import DayBandsLive
@_exported import DayBandsViewer
@_exported import DayBandsReport
@_exported import DayBandsSettings
