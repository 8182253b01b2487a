import DayBandsRecords
#if canImport(Glibc)
import Foundation
import Glibc
#endif

/// Why a file named on the command line could not be written, in plain
/// words: `cannot write 'out/day.svg': no such folder 'out'`.
public struct OutputFileError: Error, CustomStringConvertible, Equatable, Sendable {
    public var path: String
    public var reason: String

    public var description: String { "cannot write \(PrintableText.quoted(path)): \(reason)" }
}

/// A file named on the command line (`render --output X`), written the way
/// `cp`, `curl -o` and `sort -o` write one, so that writing it never destroys
/// something else:
/// - a symbolic link is followed and its target written; the link stays a link;
/// - a device or FIFO is opened and written in place, never replaced (a
///   FIFO's reader gets every byte, `/dev/full` says the disk is full);
/// - a directory or a socket is refused;
/// - a regular file is replaced whole or not at all (a temporary file beside
///   it, fsync, rename), and the new file keeps the old one's mode and owner;
///   one with several hard links, or whose owner this user cannot give the
///   new file, is written in place instead, so it stays one file;
/// - a new file gets 0666 less the umask.
/// Every command that writes a named file writes it through here.
public struct OutputFile: Sendable {
    public let path: String

    public init(path: String) {
        self.path = path
    }

    /// Writes `bytes` as the rules above say, or throws an `OutputFileError`.
    public func write(_ bytes: [UInt8]) throws {
        let target = try resolved()
        var status = stat()
        guard stat(target, &status) == 0 else {
            guard errno == ENOENT else { throw failure(errno) }
            try replace(target, with: bytes, keeping: nil)
            return
        }
        switch status.st_mode & S_IFMT {
        case S_IFDIR: throw failure("is a directory")
        case S_IFSOCK: throw failure("is a socket, not a file")
        case S_IFREG where status.st_nlink > 1:
            try overwrite(target, with: bytes)
        case S_IFREG:
            guard access(target, W_OK) == 0 else { throw failure(errno) }
            try replace(target, with: bytes, keeping: status)
        default:
            try overwrite(target, with: bytes)
        }
    }

    /// The path with its last component's symbolic links followed (at most
    /// 40, as the kernel allows): the file that is written, so that a link
    /// stays a link. A link to nothing names the file to create.
    private func resolved() throws -> String {
        var current = path
        for _ in 0..<40 {
            var status = stat()
            guard lstat(current, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else { return current }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX))
            let length = readlink(current, &buffer, buffer.count)
            guard length >= 0 else { throw failure(errno) }
            let link = String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            current = link.hasPrefix("/") ? link : Self.folder(of: current) + "/" + link
        }
        throw failure(ELOOP)
    }

    /// Whole or not at all: a temporary file beside `target` is given the
    /// old file's owner and mode (before a byte of the new content is in
    /// it), written, synced and renamed over `target`. When this user cannot
    /// give it the old owner (not root), the old file is written in place.
    private func replace(_ target: String, with bytes: [UInt8], keeping old: stat?) throws {
        let folder = Self.folder(of: target)
        let (temporary, descriptor) = try createTemporary(in: folder)
        var isOpen = true
        var renamed = false
        defer {
            if isOpen { close(descriptor) }
            if !renamed { unlink(temporary) }
        }
        if let old {
            // Owner first: chown clears the set-id bits, which the mode then restores.
            if old.st_uid != geteuid() || old.st_gid != getegid() {
                guard fchown(descriptor, old.st_uid, old.st_gid) == 0 else {
                    guard errno == EPERM else { throw failure(errno) }
                    try overwrite(target, with: bytes)
                    return
                }
            }
            guard fchmod(descriptor, old.st_mode & 0o7777) == 0 else { throw failure(errno) }
        }
        try writeAll(bytes, to: descriptor)
        guard fsync(descriptor) == 0 else { throw failure(errno) }
        isOpen = false
        guard close(descriptor) == 0 else { throw failure(errno) }
        guard rename(temporary, target) == 0 else { throw failure(errno) }
        renamed = true
        // The rename itself survives a crash once the folder is synced too.
        let directory = Glibc.open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if directory >= 0 {
            _ = fsync(directory)
            close(directory)
        }
    }

    /// A new, empty, hidden file in `folder` (0666 less the umask), with a
    /// name no other file has.
    private func createTemporary(in folder: String) throws -> (String, Int32) {
        for _ in 0..<100 {
            let name = folder + "/.daybands-" + String(UInt32.random(in: 0...UInt32.max), radix: 16) + ".tmp"
            let descriptor = Glibc.open(name, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
            if descriptor >= 0 { return (name, descriptor) }
            guard errno == EEXIST else { throw failure(Self.reason(errno, creatingIn: folder)) }
        }
        throw failure(EEXIST)
    }

    /// The file itself, truncated and written: a device, a FIFO, a file with
    /// several names.
    private func overwrite(_ target: String, with bytes: [UInt8]) throws {
        let descriptor = Glibc.open(target, O_WRONLY | O_TRUNC | O_NOCTTY | O_CLOEXEC)
        guard descriptor >= 0 else { throw failure(errno) }
        var isOpen = true
        defer { if isOpen { close(descriptor) } }
        try writeAll(bytes, to: descriptor)
        isOpen = false
        guard close(descriptor) == 0 else { throw failure(errno) }
    }

    /// All of `bytes`, resuming after interruptions and short writes.
    private func writeAll(_ bytes: [UInt8], to descriptor: Int32) throws {
        var done = 0
        while done < bytes.count {
            let written = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress! + done, $0.count - done) }
            if written < 0 {
                if errno == EINTR { continue }
                throw failure(errno)
            }
            done += written
        }
    }

    private func failure(_ reason: String) -> OutputFileError {
        OutputFileError(path: path, reason: reason)
    }

    private func failure(_ code: Int32) -> OutputFileError {
        failure(Self.reason(code))
    }

    /// An error number in plain words (not the C library's capitalised
    /// phrases, nor Foundation's).
    static func reason(_ code: Int32) -> String {
        switch code {
        case ENOENT: return "no such file or folder"
        case ENOTDIR: return "a part of the path is not a folder"
        case EACCES, EPERM: return "permission denied"
        case EROFS: return "read-only file system"
        case ENOSPC: return "no space left on the device"
        case EDQUOT: return "disk quota exceeded"
        case EFBIG: return fileTooLarge
        case EISDIR: return "is a directory"
        case ELOOP: return "too many symbolic links"
        case ENAMETOOLONG: return "the name is too long"
        case ENXIO: return "no such device, or no reader"
        case EPIPE: return "the reader went away"
        case ETXTBSY, EBUSY: return "the file is busy"
        case EIO: return "input/output error"
        default: return String(cString: strerror(code)).lowercased()
        }
    }

    /// EFBIG: past `ulimit -f` (SIGXFSZ is ignored, so the write says it).
    public static let fileTooLarge = "file too large for this process's limit (ulimit -f)"

    /// Why a new file could not be made in `folder`, naming the folder.
    static func reason(_ code: Int32, creatingIn folder: String) -> String {
        switch code {
        case ENOENT: return "no such folder \(PrintableText.quoted(folder))"
        case EACCES, EPERM: return "permission denied to create a file in \(PrintableText.quoted(folder))"
        default: return reason(code)
        }
    }

    /// The folder a path names a file in: `.` for a bare name.
    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}
