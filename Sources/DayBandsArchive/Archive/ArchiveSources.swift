import DayBandsRecords
import Foundation

/// Where the archive's records came from: its sources (a file, a site) and
/// each source's series (a device, or the file or site; periodic or scans).
extension Archive {
    /// The source of this kind and name, added when new. A Nightscout
    /// site's name is its address without credentials: one with a query or
    /// a user is refused, so no token can be stored.
    public func source(kind: ArchiveSource.Kind, name: String) throws -> ArchiveSource {
        if kind != .file, Self.mayHoldCredential(name) {
            throw ArchiveError(path: path, message: "a site is stored by its address without a token or password")
        }
        try database.prepare("INSERT OR IGNORE INTO sources (kind, name) VALUES (?1, ?2)")
            .bind(.text(kind.rawValue), .text(name)).run()
        let query = try database.prepare("SELECT id FROM sources WHERE kind = ?1 AND name = ?2")
            .bind(.text(kind.rawValue), .text(name))
        guard try query.step() else { throw ArchiveError(path: path, message: "the source \(name) was not stored") }
        return ArchiveSource(id: query.integer(0), kind: kind, name: name)
    }

    /// Whether a site's address has a query or a user, either of which may
    /// carry a credential.
    static func mayHoldCredential(_ address: String) -> Bool {
        guard let url = URL(string: address) else { return false }
        return url.query != nil || url.user != nil || url.password != nil
    }

    /// Every source, in the order they were added. A kind this version does
    /// not know is an error (`archive check` names it).
    public func sources() throws -> [ArchiveSource] {
        let query = try database.prepare("SELECT id, kind, name FROM sources ORDER BY id")
        var sources: [ArchiveSource] = []
        while try query.step() {
            guard let kind = query.text(1).flatMap(ArchiveSource.Kind.init(rawValue:)) else {
                throw ArchiveError(path: path, message: "source \(query.integer(0)) has an unknown kind")
            }
            sources.append(ArchiveSource(id: query.integer(0), kind: kind, name: query.text(2) ?? ""))
        }
        return sources
    }

    /// Every series, of one source or of all, in the order they were added.
    /// A sampling this version does not know is an error.
    public func series(of source: ArchiveSource? = nil) throws -> [ArchiveSeries] {
        let query = try source.map {
            try database.prepare("SELECT id, source_id, name, sampling, cadence_seconds FROM series WHERE source_id = ?1 ORDER BY id")
                .bind(.integer($0.id))
        } ?? database.prepare("SELECT id, source_id, name, sampling, cadence_seconds FROM series ORDER BY id")
        var found: [ArchiveSeries] = []
        while try query.step() {
            guard let sampling = query.text(3).flatMap(GlucoseSeries.Sampling.init(rawValue:)) else {
                throw ArchiveError(path: path, message: "series \(query.integer(0)) has an unknown sampling")
            }
            found.append(ArchiveSeries(id: query.integer(0), sourceID: query.integer(1),
                                       series: GlucoseSeries(name: query.text(2) ?? "", sampling: sampling),
                                       cadence: query.isNull(4) ? nil : query.real(4)))
        }
        return found
    }

    /// The ids of `data`'s series as `source`'s, by index, each added when
    /// new and holding readings (0 for one with none); a series the data
    /// leaves unnamed is named as the source.
    func seriesIDs(of data: GlucoseData, in source: ArchiveSource) throws -> [Int64] {
        var used = [Bool](repeating: false, count: data.series.count)
        for reading in data.readings { used[Int(reading.series)] = true }
        let insert = try database.prepare("INSERT OR IGNORE INTO series (source_id, name, sampling) VALUES (?1, ?2, ?3)")
        let find = try database.prepare("SELECT id FROM series WHERE source_id = ?1 AND name = ?2 AND sampling = ?3")
        return try zip(data.series, used).map { series, used in
            guard used else { return 0 }
            let values: [SQLiteValue] = [.integer(source.id), .text(series.name.isEmpty ? source.name : series.name),
                                         .text(series.sampling.rawValue)]
            try insert.bind(values[0], values[1], values[2]).run()
            guard try find.bind(values[0], values[1], values[2]).step() else {
                throw ArchiveError(path: path, message: "the series \(series.name) was not stored")
            }
            return find.integer(0)
        }
    }
}

extension ArchiveSource.Kind {
    /// The kinds as an SQL list: `'file', 'nightscout', ...`.
    static var sqlList: String { allCases.map { "'\($0.rawValue)'" }.joined(separator: ", ") }
}

/// A series of one source's readings as stored (a device, or the file or
/// site, periodic or scans), with the sampling interval its readings were
/// last seen to have.
public struct ArchiveSeries: Equatable, Sendable {
    public var id: Int64
    public var sourceID: Int64
    public var series: GlucoseSeries
    /// Seconds between readings (`Cadence.interval`): nil for scans, and
    /// until two readings came.
    public var cadence: TimeInterval?
}
