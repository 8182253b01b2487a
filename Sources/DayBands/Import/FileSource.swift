/// A data file on disk, in whichever format its content shows.
public struct FileSource: GlucoseSource {
    public let path: String
    /// How to read dates a file cannot disambiguate itself (LibreView).
    public var dateOrder: DateOrder?

    public init(path: String, dateOrder: DateOrder? = nil) {
        self.path = path
        self.dateOrder = dateOrder
    }

    public var name: String { path }

    public func load(in calendar: DayCalendar) throws -> GlucoseData {
        try read(in: calendar).data
    }

    /// The file's data with warnings about rows that could not be read.
    /// Throws a `DataError` naming the file (and line) when the file as a
    /// whole cannot be read.
    public func read(in calendar: DayCalendar) throws -> LoadReport {
        let file = try InputFile(path: path)
        let firstChunk = try file.read()
        func rows() throws -> CSVRows { CSVRows(try file.readRest(after: firstChunk), source: path) }
        switch try DataFormat.detect(firstChunk, source: path) {
        case .nightscoutEntries: return try NightscoutEntries(file: file, firstChunk: firstChunk).read()
        case .nightscoutTreatments: return try NightscoutTreatments(file: file, firstChunk: firstChunk).read()
        case .clarityCSV: return try ClarityCSV(rows: rows(), source: path).read(in: calendar)
        case .libreViewCSV: return try LibreViewCSV(rows: rows(), source: path, dateOrder: dateOrder).read(in: calendar)
        case .plainCSV: return try PlainCSV(rows: rows(), source: path).read(in: calendar)
        }
    }
}

/// Several files read as one source, such as Nightscout entries with their
/// treatments, or exports from two devices: merged, a shared reading once.
public struct FileSet: GlucoseSource {
    public var files: [FileSource]

    public init(paths: [String], dateOrder: DateOrder? = nil) {
        files = paths.map { FileSource(path: $0, dateOrder: dateOrder) }
    }

    public var name: String { files.map(\.path).joined(separator: ", ") }

    public func load(in calendar: DayCalendar) throws -> GlucoseData {
        try read(in: calendar).data
    }

    /// All files' data merged, with all their warnings; the first file that
    /// cannot be read stops the load with its error.
    public func read(in calendar: DayCalendar) throws -> LoadReport {
        var merged = try files.reduce(LoadReport(data: GlucoseData(readings: []))) { report, file in
            report.merged(with: try file.read(in: calendar))
        }
        if let conflicts = Plausible.conflicts(in: merged.data.readings, source: name) { merged.warnings.append(conflicts) }
        return merged
    }
}
