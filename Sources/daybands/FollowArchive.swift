import DayBands
import Foundation

/// `--follow` with an archive: each poll's readings are stored there too, as
/// the site's (the site by its address only), so what the viewer saw is kept
/// for offline viewing. The archive is `--archive PATH`, else the default
/// one when it exists (following alone creates none). A write that fails is
/// said once and the viewer goes on.
final class FollowArchive {
    private let archive: Archive
    private let source: ArchiveSource
    private var failed = false

    private init(archive: Archive, source: ArchiveSource) {
        self.archive = archive
        self.source = source
    }

    /// The archive to write into, nil when there is none; a warning when it
    /// cannot be opened for writing.
    static func open(path given: String?, site: NightscoutSite,
                     environment: [String: String]) -> (archive: FollowArchive?, warning: String?) {
        guard let path = given ?? Archive.defaultPath(environment: environment),
              given != nil || FileManager.default.fileExists(atPath: path)
        else { return (nil, nil) }
        do {
            let archive = try Archive(path: path, announce: fail)
            return (FollowArchive(archive: archive, source: try archive.source(kind: .nightscout, name: site.root.absoluteString)), nil)
        } catch {
            return (nil, "\(error); the readings followed are not stored")
        }
    }

    /// Stores `readings` (those held already are left as they are); a
    /// warning the first time a write fails.
    func keep(_ readings: GlucoseData) -> String? {
        guard !failed else { return nil }
        do {
            _ = try archive.add(readings, to: source)
            return nil
        } catch {
            failed = true
            return "\(error); the readings followed from now on are not stored"
        }
    }
}
