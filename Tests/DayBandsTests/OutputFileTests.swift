import Foundation
import Synchronization
import Testing
@testable import DayBandsArchive
#if canImport(Glibc)
import Glibc
#endif

/// `--output X` never destroys what X is (docs/RELIABILITY.md, "Writing a
/// named file"). Was: every X was written beside and renamed over, so a
/// symlink, a FIFO, a device node or a hard link became a plain file, a 0640
/// file of another owner became 0644 root, and errors were Foundation's
/// ("The file doesn't exist.", "NSCocoaErrorDomain error 512").
@Suite("Writing a named file")
struct OutputFileTests {
    static let bytes = Array("<svg>a day</svg>\n".utf8)
    static let isRoot = geteuid() == 0

    /// A scratch folder, removed after `body`.
    private func inFolder(_ body: (String) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("daybands-output-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try body(folder)
    }

    private func status(_ path: String, following: Bool = true) throws -> stat {
        var status = stat()
        try #require((following ? stat(path, &status) : lstat(path, &status)) == 0)
        return status
    }

    private func contents(_ path: String) -> [UInt8]? {
        FileManager.default.contents(atPath: path).map(Array.init)
    }

    private func failure(_ path: String) -> String? {
        do {
            try OutputFile(path: path).write(Self.bytes)
            return nil
        } catch {
            return "\(error)"
        }
    }

    /// Only the files the test made: no temporary left behind.
    private func names(_ folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    }

    @Test func aSymbolicLinkIsFollowedAndStaysALink() throws {
        try inFolder { folder in
            try Data("old".utf8).write(to: URL(fileURLWithPath: folder + "/day.svg"))
            try #require(symlink("day.svg", folder + "/link.svg") == 0)
            try OutputFile(path: folder + "/link.svg").write(Self.bytes)
            #expect(try status(folder + "/link.svg", following: false).st_mode & S_IFMT == S_IFLNK)
            #expect(contents(folder + "/day.svg") == Self.bytes)
            #expect(try names(folder) == ["day.svg", "link.svg"])
        }
    }

    @Test func aLinkToNothingCreatesItsTarget() throws {
        try inFolder { folder in
            try #require(symlink(folder + "/new.svg", folder + "/link.svg") == 0)
            try OutputFile(path: folder + "/link.svg").write(Self.bytes)
            #expect(try status(folder + "/link.svg", following: false).st_mode & S_IFMT == S_IFLNK)
            #expect(contents(folder + "/new.svg") == Self.bytes)
        }
    }

    /// More than a pipe holds (64 KiB), so the writer must wait for the reader.
    @Test func aFIFOsReaderGetsEveryByte() throws {
        try inFolder { folder in
            let path = folder + "/fifo"
            try #require(mkfifo(path, 0o600) == 0)
            let sent = (0..<300_000).map { UInt8(truncatingIfNeeded: $0 % 251) }
            let received = Received()
            let reader = Thread {
                let descriptor = open(path, O_RDONLY)
                var chunk = [UInt8](repeating: 0, count: 65_536)
                while descriptor >= 0 {
                    let count = read(descriptor, &chunk, chunk.count)
                    if count <= 0 { break }
                    received.append(chunk[..<count])
                }
                close(descriptor)
                received.finish()
            }
            reader.start()
            try OutputFile(path: path).write(sent)
            let got = received.wait()
            #expect(got?.count == sent.count)
            let same = got == sent
            #expect(same)
            #expect(try status(path, following: false).st_mode & S_IFMT == S_IFIFO)
        }
    }

    /// As root, a device node of the test's own made like `system`, so that
    /// a regression replaces a scratch file, not the system's; otherwise
    /// `system` itself, which this user cannot replace.
    private func device(like system: String, in folder: String) throws -> String {
        guard Self.isRoot else { return system }
        let path = folder + "/" + (system as NSString).lastPathComponent
        try #require(mknod(path, S_IFCHR | 0o666, try status(system).st_rdev) == 0)
        return path
    }

    @Test func aDeviceIsWrittenInPlace() throws {
        try inFolder { folder in
            let path = try device(like: "/dev/null", in: folder)
            let before = try status(path, following: false)
            try OutputFile(path: path).write(Self.bytes)
            let after = try status(path, following: false)
            #expect(after.st_mode & S_IFMT == S_IFCHR)
            #expect(after.st_ino == before.st_ino)
        }
    }

    @Test func aFullDiskIsOneLine() throws {
        try inFolder { folder in
            let path = try device(like: "/dev/full", in: folder)
            #expect(failure(path) == "cannot write '\(path)': no space left on the device")
            #expect(try status(path, following: false).st_mode & S_IFMT == S_IFCHR)
        }
    }

    @Test func aDirectoryIsRefused() throws {
        try inFolder { folder in
            #expect(failure(folder) == "cannot write '\(folder)': is a directory")
            let left = try names(folder)
            #expect(left == [])
        }
    }

    @Test func aMissingFolderIsNamed() throws {
        try inFolder { folder in
            #expect(failure(folder + "/out/day.svg") == "cannot write '\(folder)/out/day.svg': no such folder '\(folder)/out'")
        }
    }

    @Test func aSocketIsRefused() throws {
        try inFolder { folder in
            let path = folder + "/socket"
            let socket = Glibc.socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
            defer { close(socket) }
            var address = sockaddr_un()
            address.sun_family = sa_family_t(AF_UNIX)
            withUnsafeMutableBytes(of: &address.sun_path) { raw in
                for (index, byte) in path.utf8.prefix(raw.count - 1).enumerated() { raw[index] = byte }
            }
            let bound = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(socket, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
            }
            try #require(bound == 0)
            #expect(failure(path) == "cannot write '\(path)': is a socket, not a file")
            #expect(try status(path, following: false).st_mode & S_IFMT == S_IFSOCK)
        }
    }

    @Test func aFileWithSeveralNamesStaysOneFile() throws {
        try inFolder { folder in
            try Data("old".utf8).write(to: URL(fileURLWithPath: folder + "/a.svg"))
            try #require(link(folder + "/a.svg", folder + "/b.svg") == 0)
            try OutputFile(path: folder + "/a.svg").write(Self.bytes)
            let (a, b) = (try status(folder + "/a.svg"), try status(folder + "/b.svg"))
            #expect(a.st_ino == b.st_ino)
            #expect(a.st_nlink == 2)
            #expect(contents(folder + "/b.svg") == Self.bytes)
        }
    }

    /// Replaced whole (a new inode), keeping the old mode and, as root, the
    /// old owner.
    @Test func aRegularFileKeepsItsModeAndOwner() throws {
        try inFolder { folder in
            let path = folder + "/day.svg"
            try Data("old".utf8).write(to: URL(fileURLWithPath: path))
            try #require(chmod(path, 0o640) == 0)
            if Self.isRoot { try #require(chown(path, 65534, 65534) == 0) }
            let before = try status(path)
            try OutputFile(path: path).write(Self.bytes)
            let after = try status(path)
            #expect(after.st_ino != before.st_ino, "not replaced whole")
            #expect(after.st_mode & 0o7777 == 0o640)
            #expect(after.st_uid == before.st_uid)
            #expect(after.st_gid == before.st_gid)
            #expect(contents(path) == Self.bytes)
            #expect(try names(folder) == ["day.svg"])
        }
    }

    @Test func aNewFileGetsTheUmasksMode() throws {
        try inFolder { folder in
            try OutputFile(path: folder + "/day.svg").write(Self.bytes)
            #expect(try status(folder + "/day.svg").st_mode & 0o7777 == 0o666 & ~Self.umask())
            #expect(contents(folder + "/day.svg") == Self.bytes)
        }
    }

    /// Root writes anywhere a mode forbids; a read-only bind mount stops it too.
    @Test(.enabled(if: canMountReadOnly, "a read-only bind mount needs root where mounts are allowed"))
    func aReadOnlyFileSystemIsSaid() throws {
        try inFolder { folder in
            try #require(Self.run("/bin/mount", ["--bind", "-o", "ro", folder, folder]) == 0)
            defer { _ = Self.run("/bin/umount", [folder]) }
            #expect(failure(folder + "/day.svg") == "cannot write '\(folder)/day.svg': read-only file system")
        }
    }

    @Test(.enabled(if: !isRoot, "root may create files in any folder"))
    func aFolderWithoutWritePermissionIsSaid() throws {
        try inFolder { folder in
            try #require(chmod(folder, 0o555) == 0)
            defer { chmod(folder, 0o755) }
            #expect(failure(folder + "/day.svg")
                    == "cannot write '\(folder)/day.svg': permission denied to create a file in '\(folder)'")
        }
    }

    /// This process's umask, read without changing it (`umask(2)` sets it).
    static func umask() -> mode_t {
        let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
        let line = status.split(separator: "\n").first { $0.hasPrefix("Umask:") } ?? ""
        return mode_t(line.dropFirst("Umask:".count).trimmingCharacters(in: .whitespaces), radix: 8) ?? 0o022
    }

    /// Whether this machine lets the test bind-mount a folder read-only
    /// (root, and a container that allows mounts).
    static let canMountReadOnly: Bool = {
        guard isRoot else { return false }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("daybands-mount-\(UUID().uuidString)").path
        guard (try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)) != nil else { return false }
        defer { try? FileManager.default.removeItem(atPath: folder) }
        guard run("/bin/mount", ["--bind", "-o", "ro", folder, folder]) == 0 else { return false }
        return run("/bin/umount", [folder]) == 0
    }()

    static func run(_ tool: String, _ arguments: [String]) -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        guard (try? process.run()) != nil else { return -1 }
        process.waitUntilExit()
        return process.terminationStatus
    }
}

/// Bytes a reader thread collects, handed over when it is done.
private final class Received: Sendable {
    private let done = DispatchSemaphore(value: 0)
    private let bytes = Mutex<[UInt8]>([])

    func append(_ chunk: ArraySlice<UInt8>) { bytes.withLock { $0 += chunk } }
    func finish() { done.signal() }

    func wait() -> [UInt8]? {
        done.wait(timeout: .now() + 10) == .success ? bytes.withLock { $0 } : nil
    }
}
