import DayBandsRecords
#if canImport(Glibc)
import Foundation
import Glibc
#endif

/// A data file opened for reading, read either whole (CSV) or in chunks
/// (large JSON), with open failures reported as `DataError`s naming the file.
/// A stream (standard input, a pipe, a FIFO) is read to its end first and
/// then served from memory.
/// The same reader also serves bytes already in memory (a Nightscout answer),
/// named for messages as the caller says (its redacted URL): the importers
/// read both alike, and nothing is written to disk.
///
/// Only the bytes the file held when it was opened are read: one snapshot,
/// however much a logger appends meanwhile (see `changedSinceOpen`).
package final class InputFile {
    /// What messages call the bytes: the file's path, or a memory source's name.
    let name: String
    /// Where the bytes come from.
    private enum Storage {
        /// An open file, with its modification time when it was opened.
        case file(descriptor: Int32, modifiedAtOpen: timespec)
        /// Bytes in memory: complete, and never changing.
        case memory(Data)
    }
    private let storage: Storage
    /// The file's size when it was opened (or the memory's).
    let sizeAtOpen: Int
    /// Bytes of the snapshot not read yet.
    private var unread: Int

    /// Bytes per chunk when streaming: large enough that system calls are
    /// negligible, small enough that a year of JSON is never held at once.
    static let chunkSize = 1 << 20

    /// Microseconds to wait before keeping the unterminated last line of a
    /// file written just now (see `readLines`).
    static let settleTime: useconds_t = 20_000

    /// The longest line of text read (a CSV row, its quoted line breaks
    /// apart): far past any export's (a CareLink row is under 2 KB), so that
    /// a file of one endless line is refused at its first MiB, not after
    /// being held whole. At least `chunkSize`, which `readLines` relies on.
    static let lineLimit = 1 << 20

    /// The UTF-8 byte order mark some exports (Clarity) start with.
    static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// What messages call standard input (the path `-`).
    static let standardInputName = "standard input"

    /// Most bytes read from a stream (standard input, a pipe, a FIFO, a
    /// device), which is held in memory: a file's size is known before it is
    /// read, a stream's only at its end.
    static let streamLimit = 256 << 20

    /// Milliseconds a named FIFO may go without a writer before the read
    /// gives up (a FIFO nothing writes to would otherwise wait for ever).
    static let fifoWait: Int32 = 10_000

    /// Opens a file, or reads a stream whole: `-` and `/dev/stdin` are
    /// standard input; pipes (`<(cat FILE)`), FIFOs and devices are read to
    /// their end (at most `streamLimit` bytes).
    convenience init(path: String, fifoWait: Int32 = InputFile.fifoWait) throws {
        if path == "-" {
            let name = Self.standardInputName
            self.init(bytes: try Self.readStream(STDIN_FILENO, name: name, waitMilliseconds: nil), name: name)
            return
        }
        var status = stat()
        guard stat(path, &status) == 0 else {
            throw DataError(source: path, message: "cannot open: \(String(cString: strerror(errno))); expected a data file")
        }
        guard status.st_mode & S_IFMT != S_IFDIR else {
            throw DataError(source: path, message: "is a directory; expected a data file")
        }
        // Not blocking: opening a FIFO waits for a writer, perhaps for ever.
        let descriptor = open(path, O_RDONLY | O_NONBLOCK)
        guard descriptor >= 0 else {
            throw DataError(source: path, message: "cannot open: \(String(cString: strerror(errno)))")
        }
        // The open descriptor's kind and size, not the path's: the snapshot is this file's.
        if fstat(descriptor, &status) != 0 { status = stat() }
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        guard status.st_mode & S_IFMT == S_IFREG else {
            defer { close(descriptor) }
            let wait = Self.isNamedFIFO(path, status: status) ? fifoWait : nil
            self.init(bytes: try Self.readStream(descriptor, name: path, waitMilliseconds: wait), name: path)
            return
        }
        self.init(name: path, storage: .file(descriptor: descriptor, modifiedAtOpen: status.st_mtim), size: Int(status.st_size))
    }

    private init(name: String, storage: Storage, size: Int) {
        self.name = name
        self.storage = storage
        sizeAtOpen = size
        unread = size
    }

    /// A FIFO in the file system, which may have no writer; a pipe
    /// (`/dev/fd/63` of `<(cat FILE)`, `/dev/stdin`) always had one.
    private static func isNamedFIFO(_ path: String, status: stat) -> Bool {
        guard status.st_mode & S_IFMT == S_IFIFO else { return false }
        var target = path
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        for _ in 0..<8 {
            let count = readlink(target, &buffer, buffer.count - 1)
            guard count > 0 else { return true }
            let link = String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            if link.hasPrefix("pipe:[") { return false }
            target = link.hasPrefix("/") ? link : (target as NSString).deletingLastPathComponent + "/" + link
        }
        return true
    }

    /// A stream's bytes to its end. With `waitMilliseconds`, the first byte
    /// (or the end) must come within that time.
    private static func readStream(_ descriptor: Int32, name: String, waitMilliseconds: Int32?) throws -> Data {
        if isatty(descriptor) == 1 {
            throw DataError(source: name, message: "is a terminal; expected data (e.g. daybands render - < FILE)")
        }
        if let waitMilliseconds {
            var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            var status: Int32
            repeat { status = poll(&ready, 1, waitMilliseconds) } while status < 0 && errno == EINTR
            guard status > 0 else {
                throw DataError(source: name,
                                message: "nothing was written to this FIFO within \(String(format: "%g", Double(waitMilliseconds) / 1000)) s; expected a writer")
            }
        }
        var data = Data()
        var chunk = [UInt8](repeating: 0, count: chunkSize)
        while true {
            let got = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress!, $0.count) }
            if got < 0 {
                if errno == EINTR { continue }
                throw DataError(source: name, message: "cannot read: \(String(cString: strerror(errno)))")
            }
            if got == 0 { return data }
            guard data.count + got <= streamLimit else {
                throw DataError(source: name, message: "more than \(streamLimit >> 20) MiB from a stream; save it to a file and open that")
            }
            data.append(contentsOf: chunk[..<got])
        }
    }

    /// Bytes in memory, read like a file of them that nothing writes to;
    /// `name` is what messages call them (for an answer, its redacted URL).
    package convenience init(bytes: Data, name: String) {
        self.init(name: name, storage: .memory(bytes), size: bytes.count)
    }

    deinit {
        if case .file(let descriptor, _) = storage { close(descriptor) }
    }

    /// Up to `count` bytes from the current position; empty at the end of
    /// the snapshot (the size the file had when it was opened).
    package func read(upTo limit: Int = chunkSize) throws -> [UInt8] {
        // Read into uninitialised storage: zeroing each MiB first was a pass over every byte of a year's file.
        try [UInt8](unsafeUninitializedCapacity: min(limit, unread)) { buffer, filled in
            filled = try read(into: UnsafeMutableRawBufferPointer(buffer))
        }
    }

    /// The same into `buffer`, up to its size, and how many bytes were read
    /// (0 at the end): a reader of a year's file fills one buffer again
    /// and again, whose pages are faulted in once, not once a chunk.
    package func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
        let count = min(buffer.count, unread)
        let descriptor: Int32
        switch storage {
        case .file(let open, _):
            descriptor = open
        case .memory(let data):
            let start = data.startIndex + (sizeAtOpen - unread)
            UnsafeMutableRawBufferPointer(rebasing: buffer[..<count]).copyBytes(from: data[start..<start + count])
            unread -= count
            return count
        }
        var filled = 0
        while filled < count {
            let got = Glibc.read(descriptor, buffer.baseAddress! + filled, count - filled)
            if got < 0 {
                if errno == EINTR { continue }
                throw DataError(source: name, message: "cannot read: \(String(cString: strerror(errno)))")
            }
            if got == 0 { break }
            filled += got
        }
        // Shorter than the snapshot: the file was cut meanwhile, and it ends here.
        unread = filled < count ? 0 : unread - filled
        return filled
    }

    /// Whether the file's size or modification time differs from when it was
    /// opened: something was writing it while it was read. Bytes in memory
    /// never change.
    var changedSinceOpen: Bool {
        guard case .file(let descriptor, let modifiedAtOpen) = storage else { return false }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return true }
        return Int(status.st_size) != sizeAtOpen
            || status.st_mtim.tv_sec != modifiedAtOpen.tv_sec || status.st_mtim.tv_nsec != modifiedAtOpen.tv_nsec
    }

    /// `prefix` (what was read already) and the rest of the snapshot, in one
    /// buffer, as lines of text: when the file changed while it was read, a
    /// last line without its line end may be cut mid-write (`1` of `123`) and
    /// is left out (`droppedLastLine`). A file that did not change keeps it:
    /// it is complete, only without a final line end. A file written in the
    /// last second is given `settleTime` first, so that a writer between the
    /// two parts of a row is seen (a read can be quicker than its pause).
    func readLines(after prefix: [UInt8]) throws -> (text: [UInt8], droppedLastLine: Bool) {
        var text = prefix
        text.reserveCapacity(sizeAtOpen)
        var run = try checkLines(prefix, after: 0, at: 0)
        while true {
            let chunk = try read()
            if chunk.isEmpty { break }
            run = try checkLines(chunk, after: run, at: text.count)
            text += chunk
        }
        guard let last = text.last, last != UInt8(ascii: "\n"), last != UInt8(ascii: "\r") else { return (text, false) }
        if !changedSinceOpen {
            // Bytes in memory are complete, as is a file nothing writes to.
            guard case .file(_, let modifiedAtOpen) = storage else { return (text, false) }
            var now = timespec()
            clock_gettime(CLOCK_REALTIME, &now)
            guard abs(now.tv_sec - modifiedAtOpen.tv_sec) <= 1 else { return (text, false) }
            usleep(Self.settleTime)
            guard changedSinceOpen else { return (text, false) }
        }
        let lineStart = text.lastIndex { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") }.map { $0 + 1 } ?? 0
        text.removeSubrange(lineStart...)
        return (text, true)
    }

    /// Bytes since the last line end once `chunk` (at `offset` in the
    /// file) follows a line of `run` bytes; throws when a line is longer
    /// than `lineLimit`. A line wholly inside a chunk is shorter than a
    /// chunk, so only the lines at its two ends need measuring.
    private func checkLines(_ chunk: [UInt8], after run: Int, at offset: Int) throws -> Int {
        let isLineEnd = { (byte: UInt8) in byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") }
        let firstEnd = chunk.firstIndex(where: isLineEnd)
        guard run + (firstEnd ?? chunk.count) > Self.lineLimit else {
            guard let lastEnd = chunk.lastIndex(where: isLineEnd) else { return run + chunk.count }
            return chunk.count - lastEnd - 1
        }
        throw DataError(source: name, line: line(ofByte: offset - run),
                        message: "a line longer than \(Self.lineLimit >> 20) MiB (no export has one); expected CSV rows, one record per line")
    }

    /// The 1-based line of a byte offset, found by reading the bytes again
    /// from the start (a file is opened anew, and read in chunks): only
    /// needed for the one message that names it.
    func line(ofByte offset: Int) -> Int {
        let again: InputFile
        switch storage {
        case .file:
            guard let file = try? InputFile(path: name) else { return 1 }
            again = file
        case .memory(let data):
            again = InputFile(bytes: data, name: name)
        }
        var line = 1
        var remaining = offset
        while remaining > 0, let chunk = try? again.read(), !chunk.isEmpty {
            for byte in chunk.prefix(remaining) where byte == UInt8(ascii: "\n") { line += 1 }
            remaining -= chunk.count
        }
        return line
    }
}
