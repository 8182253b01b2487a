// libFuzzer's entry points for the one fuzz binary: every target is linked
// into it once, and `.build/fuzz/NAME` is a link to it that runs target NAME
// (see the Makefile's `fuzz-build`), so the whole core is linked once, not
// once per target.
import Foundation

extension Fuzz {
    typealias Target = (UnsafePointer<UInt8>, Int) -> Void

    /// Every target by the name the binary is run as; the Makefile's `FUZZ_TARGETS`.
    static let targets: [String: Target] = [
        "entries": entries, "treatments": treatments, "jsonlines": jsonlines, "tidepool": tidepool,
        "carelink": carelink, "xdrip": xdrip, "glooko": glooko, "clarity": clarity,
        "libreview": libreview, "plain": plain, "archive": archive, "detect": detect, "devicestatus": devicestatus,
    ]

    /// The target chosen at start-up from the binary's name.
    nonisolated(unsafe) static var chosen: Target?
}

@_cdecl("LLVMFuzzerInitialize")
public func initialize(_ argc: UnsafeMutablePointer<CInt>,
                       _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>) -> CInt {
    let name = argv.pointee[0].map { URL(fileURLWithPath: String(cString: $0)).lastPathComponent } ?? ""
    guard let target = Fuzz.targets[name] else {
        FileHandle.standardError.write(Data("no fuzz target named '\(name)': run this binary through a link named as one of \(Fuzz.targets.keys.sorted().joined(separator: ", "))\n".utf8))
        exit(2)
    }
    Fuzz.chosen = target
    return 0
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    Fuzz.chosen!(data, size)
    return 0
}
