import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A data file opened for reading, read either whole (CSV) or in chunks
/// (large JSON), with open failures reported as `DataError`s naming the file.
final class InputFile {
    let name: String
    private let descriptor: Int32

    /// Bytes per chunk when streaming: large enough that system calls are
    /// negligible, small enough that a year of JSON is never held at once.
    static let chunkSize = 1 << 20

    /// The UTF-8 byte order mark some exports (Clarity) start with.
    static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    init(path: String) throws {
        name = path
        var status = stat()
        guard stat(path, &status) == 0 else {
            throw DataError(source: path, message: "cannot open: \(String(cString: strerror(errno))); expected a data file")
        }
        guard status.st_mode & S_IFMT != S_IFDIR else {
            throw DataError(source: path, message: "is a directory; expected a data file")
        }
        descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else {
            throw DataError(source: path, message: "cannot open: \(String(cString: strerror(errno)))")
        }
    }

    deinit { close(descriptor) }

    /// Up to `count` bytes from the current position; empty at the end.
    func read(upTo count: Int = chunkSize) throws -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: count)
        var filled = 0
        while filled < count {
            let got = bytes.withUnsafeMutableBytes { buffer in
                Glibc.read(descriptor, buffer.baseAddress! + filled, count - filled)
            }
            if got < 0 {
                if errno == EINTR { continue }
                throw DataError(source: name, message: "cannot read: \(String(cString: strerror(errno)))")
            }
            if got == 0 { break }
            filled += got
        }
        bytes.removeSubrange(filled...)
        return bytes
    }

    /// `prefix` (what was read already) and everything from the current
    /// position to the end, in one buffer.
    func readRest(after prefix: [UInt8]) throws -> [UInt8] {
        var status = stat()
        var all = prefix
        if fstat(descriptor, &status) == 0 { all.reserveCapacity(Int(status.st_size)) }
        while true {
            let chunk = try read()
            if chunk.isEmpty { return all }
            all += chunk
        }
    }

    /// The 1-based line of a byte offset, found by reading the file again:
    /// only needed for the one message that names it.
    static func line(ofByte offset: Int, inFileAt path: String) -> Int {
        guard let file = try? InputFile(path: path) else { return 1 }
        var line = 1
        var remaining = offset
        while remaining > 0, let chunk = try? file.read(), !chunk.isEmpty {
            for byte in chunk.prefix(remaining) where byte == UInt8(ascii: "\n") { line += 1 }
            remaining -= chunk.count
        }
        return line
    }
}
