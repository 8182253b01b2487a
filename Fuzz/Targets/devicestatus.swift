import Foundation
@testable import DayBandsImport

extension Fuzz {
    /// Nightscout device statuses, as a live poll reads them; the words the header would show are made too.
    static func devicestatus(_ data: UnsafePointer<UInt8>, _ size: Int) {
        guard let file = try? InputFile(path: Fuzz.file(data, size)), let first = try? file.read() else { return }
        if let (status, _, _) = try? NightscoutDeviceStatus(file: file, firstChunk: first).read() {
            for word in status.words(at: Date()) where word.text.unicodeScalars.contains(where: { $0.value < 0x20 }) {
                fatalError("a control character in a device status word")
            }
        }
    }
}
