import DayBandsRecords
import Foundation

/// A data file on disk, in whichever format its content shows.
public struct FileSource: GlucoseSource {
    public let path: String
    /// How to read dates a file cannot disambiguate itself (LibreView).
    public var dateOrder: DateOrder?
    /// Whose readings to read from a table of several people's (`SubjectFilter`).
    public var subject: String?

    public init(path: String, dateOrder: DateOrder? = nil, subject: String? = nil) {
        self.path = path
        self.dateOrder = dateOrder
        self.subject = subject
    }

    /// What messages call the file: its path, or `standard input` for `-`.
    public var name: String { path == "-" ? InputFile.standardInputName : path }
    public var title: String {
        path == "-" ? InputFile.standardInputName : String(path.split(separator: "/").last ?? Substring(path))
    }

    public func load(in calendar: DayCalendar) throws -> GlucoseData {
        try read(in: calendar).data
    }

    /// The file's data with warnings about rows that could not be read.
    /// Throws a `DataError` naming the file (and line) when the file as a
    /// whole cannot be read.
    ///
    /// The file is read as it was when opened, however much is appended
    /// meanwhile. A CSV's last row without a line end is left out, with a
    /// warning, when the file changed while it was read (a logger may have
    /// written only part of it, `1` of `123`); a JSON document cut there is
    /// an error that says the file was still being written.
    ///
    /// Records dated after `now` (`FutureRecords`: a device's clock, a
    /// typo) are set aside with a line, as a site's are: one 2099 dose
    /// beside today's readings would open the viewer on 2099.
    public func read(in calendar: DayCalendar) throws -> LoadReport {
        try read(try InputFile(path: path), in: calendar)
    }

    /// Reads a file opened already (tests append to it in between); UTF-16
    /// text is made UTF-8 first (`UTF16Text`).
    func read(_ opened: InputFile, in calendar: DayCalendar, now: Date = Date()) throws -> LoadReport {
        var file = opened
        var firstChunk = try file.read()
        if let utf8 = try UTF16Text.utf8(of: file, prefix: firstChunk) {
            file = utf8
            firstChunk = try file.read()
        }
        var droppedLastLine = false
        func rows() throws -> CSVRows {
            let lines = try file.readLines(after: firstChunk)
            droppedLastLine = lines.droppedLastLine
            return CSVRows(lines.text, source: name)
        }
        var report: LoadReport
        do {
            let format: DataFormat
            do {
                format = try DataFormat.detect(firstChunk, source: name)
            } catch var error as DataError {
                error.isOtherKind = true
                throw error
            }
            if let subject, format != .plainCSV {
                throw DataError(source: name, message:
                    "holds one person's readings, so no subject \(PrintableText.quoted(subject)): --subject is for tables with a subject column (id, subject, patient)")
            }
            switch format {
            case .nightscoutEntries: report = try NightscoutEntries(file: file, firstChunk: firstChunk).read()
            case .nightscoutTreatments: report = try NightscoutTreatments(file: file, firstChunk: firstChunk).read()
            case .nightscoutEntryLines: report = try NightscoutEntries(file: file, firstChunk: firstChunk, layout: .lines).read()
            case .nightscoutTreatmentLines: report = try NightscoutTreatments(file: file, firstChunk: firstChunk, layout: .lines).read()
            case .nightscoutProfile:
                report = try NightscoutProfile(bytes: try file.readLines(after: firstChunk).text, source: name).read()
            case .nightscoutDeviceStatus: report = try deviceStatus(file, firstChunk: firstChunk, now: now)
            case .tidepoolJSON: report = try TidepoolJSON(file: file, firstChunk: firstChunk).read()
            case .careLinkCSV: report = try CareLinkCSV(rows: rows(), source: path).read(in: calendar)
            case .xDripCSV: report = try XDripCSV(rows: rows(), source: path).read(in: calendar)
            case .glookoCSV: report = try GlookoCSV(rows: rows(), source: path).read(in: calendar)
            case .clarityCSV: report = try ClarityCSV(rows: rows(), source: name).read(in: calendar)
            case .libreViewCSV: report = try LibreViewCSV(rows: rows(), source: name, dateOrder: dateOrder).read(in: calendar)
            case .plainCSV: report = try PlainCSV(rows: rows(), source: name, subject: subject).read(in: calendar)
            case .archiveCSV: report = try ArchiveCSV(rows: rows(), source: name).read()
            }
        } catch var error as DataError where file.changedSinceOpen {
            error.message += " (the file was still being written; read it again when it is complete)"
            throw error
        }
        if droppedLastLine {
            report.warnings.append(Self.incompleteLastRow(name))
        }
        let future = FutureRecords(report.data, now: now)
        future.warning(source: name).map { report.warnings.append($0) }
        report.data = future.kept.naming(unnamed: title)
        return report
    }

    /// A device status file: no readings, so a line says what it is and what
    /// is made of it (its newest figures, which the live row shows while the
    /// readings are current; each record, which `import` keeps in the
    /// archive); statuses dated ahead are set aside as a site's are, and
    /// records holding no figure read are said.
    private func deviceStatus(_ file: InputFile, firstChunk: [UInt8], now: Date) throws -> LoadReport {
        let opening = String(decoding: firstChunk.prefix(4_096), as: UTF8.self).first { !$0.isWhitespace && $0 != "\u{FEFF}" }
        let layout: JSONLayout = opening == "{" ? .lines : .array
        let read = try NightscoutDeviceStatus(file: file, firstChunk: firstChunk, layout: layout)
            .records(notAfter: FutureRecords.limit(now: now))
        let status = DeviceStatus(records: read.records)
        let newest = status.newest.map { ", the newest of \($0.ISO8601Format())" } ?? ", none with a time"
        let empty = read.empty == 0 ? nil
            : "\(read.empty == 1 ? "1 device status" : "\(read.empty) device statuses") of \(name) set aside: no figure read here in it"
        var report = LoadReport(data: GlucoseData(readings: []), warnings: [
            "\(name) is Nightscout device status (the loop's and the pump's state\(newest)), not readings: "
                + "the viewer shows its newest figures in the live row while readings are current; import keeps each record in the archive",
        ] + [read.warning, FutureRecords.warning(deviceStatuses: read.ahead, source: name), empty].compactMap { $0 })
        report.deviceStatus = status
        report.deviceStatusRecords = (read.records, read.setAside)
        return report
    }

    /// The warning for a last row left out of a file that was being written.
    static func incompleteLastRow(_ path: String) -> String {
        "last row of \(path) is incomplete (the file was still being written); it was left out"
    }
}

/// Several files read as one source, such as Nightscout entries with their
/// treatments, or exports from two devices: merged, a shared reading once.
public struct FileSet: GlucoseSource {
    public var files: [FileSource]

    public init(paths: [String], dateOrder: DateOrder? = nil, subject: String? = nil) {
        files = paths.map { FileSource(path: $0, dateOrder: dateOrder, subject: subject) }
    }

    public var name: String { files.map(\.name).joined(separator: ", ") }

    /// The first file's name without its folder, and how many more there are.
    public var title: String {
        guard let first = files.first else { return "" }
        let more = files.count > 1 ? " +\(files.count - 1) more" : ""
        return first.title + more
    }

    public func load(in calendar: DayCalendar) throws -> GlucoseData {
        try read(in: calendar).data
    }

    /// All files' data merged, with all their warnings, one more for the
    /// copies the files share (overlapping exports), and one when records
    /// (of one file or several) share a time with different values (all
    /// are kept). A file of no kind read here (`DataError.isOtherKind`)
    /// beside others is said in one line and the others are read; the
    /// first file of a kind read that cannot be read stops the load with
    /// its error, as does a file of another kind alone.
    public func read(in calendar: DayCalendar) throws -> LoadReport {
        var reports: [LoadReport] = []
        var setAside: [DataError] = []
        for file in files {
            do {
                reports.append(try file.read(in: calendar))
            } catch let error as DataError where error.isOtherKind && files.count > 1 {
                setAside.append(error)
            }
        }
        guard !reports.isEmpty else { throw setAside[0] }
        let all = GlucoseData.joined(reports.map(\.data))
        var merged = LoadReport(merging: all, source: name,
                                warnings: setAside.map { "\($0); the other files are read" } + reports.flatMap(\.warnings),
                                skippedRows: reports.map(\.skippedRows).reduce(0, +))
        merged.deviceStatus = reports.compactMap(\.deviceStatus).reduce(nil) { $0?.merged(with: $1) ?? $1 }
        merged.mergedCopies += reports.map(\.mergedCopies).reduce(0, +)
        // The display's unit is the first file's that names one.
        merged.unit = reports.lazy.compactMap(\.unit).first
        merged.warnings += Plausible.conflicts(in: merged.data, source: name, unit: merged.unit)
        return merged
    }
}
