import Foundation
import Testing
@testable import DayBandsRecords
@testable import DayBandsArchive

/// `SyncLock`: one sync at a time per archive. A second sync, in this
/// process or another, fails at once saying why; the lock goes with the
/// sync that held it; a lock file that cannot be made (no folder, a
/// symbolic link in its place) is refused, never followed.
struct OneSyncPerArchiveTests {
    func archivePath() throws -> String {
        let folder = NSTemporaryDirectory() + "daybands-lock-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder + "/archive.sqlite"
    }

    func refusal(_ archivePath: String) -> DataError? {
        do {
            _ = try SyncLock(archivePath: archivePath)
            return nil
        } catch let error as DataError {
            return error
        } catch {
            return nil
        }
    }

    /// Whether another process can take the lock at once (`flock -n`, exit 1 when held).
    func anotherProcessLocks(_ path: String) throws -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/flock")
        process.arguments = ["-n", path, "true"]
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus == 0
    }

    @Test func aSecondSyncOfOneArchiveFailsAtOnceSayingWhy() throws {
        let path = try archivePath()
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        let held = try SyncLock(archivePath: path)
        #expect(held.path == path + "-sync")
        let error = try #require(refusal(path))
        #expect(error.source == path)
        #expect(error.message == "another 'daybands sync' is writing to this archive; run this one again once it has finished")
        #expect(try anotherProcessLocks(held.path) == false, "another process sees the lock too")
        // Another archive beside it is not held.
        #expect(refusal(path + "2") == nil)
        // The file is private: the archive's neighbours need not read it.
        let mode = try FileManager.default.attributesOfItem(atPath: held.path)[.posixPermissions] as? Int
        #expect(mode == 0o600)
        withExtendedLifetime(held) {}
    }

    @Test func theLockGoesWithTheSyncThatHeldIt() throws {
        let path = try archivePath()
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        do {
            let held = try SyncLock(archivePath: path)
            withExtendedLifetime(held) {}
        }
        #expect(FileManager.default.fileExists(atPath: path + "-sync"), "the file stays for the next sync")
        #expect(try anotherProcessLocks(path + "-sync"))
        let again = try SyncLock(archivePath: path)
        withExtendedLifetime(again) {}
    }

    @Test func aLockHeldByAnotherProcessRefusesThisOne() throws {
        let path = try archivePath()
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        // `flock` holds the lock while its child reads standard input: until the pipe closes.
        let input = Pipe(), output = Pipe()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/flock")
        process.arguments = [path + "-sync", "sh", "-c", "echo held; cat >/dev/null"]
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        defer {
            try? input.fileHandleForWriting.close()
            process.waitUntilExit()
        }
        #expect(String(decoding: output.fileHandleForReading.availableData, as: UTF8.self) == "held\n")
        #expect(refusal(path)?.message.hasPrefix("another 'daybands sync' is writing") == true)
        try input.fileHandleForWriting.close()
        process.waitUntilExit()
        let mine = try SyncLock(archivePath: path)
        withExtendedLifetime(mine) {}
    }

    @Test func aLockFileThatCannotBeMadeIsRefusedNeverFollowed() throws {
        let path = try archivePath()
        let folder = (path as NSString).deletingLastPathComponent
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let missing = folder + "/no-such-folder/archive.sqlite"
        let error = try #require(refusal(missing))
        #expect(error.source == missing + "-sync")
        #expect(error.message == "cannot create the sync lock: No such file or directory")
        // A symbolic link in the lock's place (to a file another user would have us open): not followed.
        let target = folder + "/elsewhere"
        try FileManager.default.createSymbolicLink(atPath: path + "-sync", withDestinationPath: target)
        let linked = try #require(refusal(path))
        #expect(linked.message.hasPrefix("cannot create the sync lock: "))
        #expect(!FileManager.default.fileExists(atPath: target), "nothing made where the link points")
    }
}
