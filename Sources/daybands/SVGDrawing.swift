import CRsvg
import DayBands

/// An SVG document drawn by librsvg on a cairo surface: what `--format png`
/// and `--format pdf` share. The core stays free of the C libraries; the
/// executable's PNG and PDF makers are their only users.
enum SVGDrawing {
    struct Failure: Error {
        let message: String
    }

    /// Draws `svg` scaled to fill `width` x `height` of the surface `context` draws on.
    static func draw(_ svg: String, on context: OpaquePointer, width: Double, height: Double,
                     with library: PictureLibraries) throws(Failure) {
        var error: UnsafeMutablePointer<GError>?
        defer { if error != nil { library.errorFree(error) } }
        func reason(_ what: String) -> Failure {
            let detail = error.flatMap { $0.pointee.message.map { String(cString: $0) } } ?? "no reason given"
            return Failure(message: "\(what): \(PrintableText.escaped(detail, limit: 200))")
        }
        let bytes = Array(svg.utf8)
        guard let handle = bytes.withUnsafeBufferPointer({ library.handleNewFromData($0.baseAddress, $0.count, &error) }) else {
            throw reason("librsvg cannot read the picture")
        }
        defer { library.objectUnref(UnsafeMutableRawPointer(handle)) }
        var viewport = RsvgRectangle(x: 0, y: 0, width: width, height: height)
        guard library.renderDocument(handle, context, &viewport, &error) != 0 else {
            throw reason("librsvg cannot draw the picture")
        }
    }

    /// A cairo surface that could not be made, said with cairo's reason.
    static func check(_ surface: OpaquePointer?, making what: String, with library: PictureLibraries) throws(Failure) {
        let status = library.surfaceStatus(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw Failure(message: "cairo cannot make \(what): " + library.reason(status))
        }
    }

    /// Where cairo's write callback collects a file's bytes.
    final class Sink {
        var bytes: [UInt8] = []

        var closure: UnsafeMutableRawPointer { Unmanaged.passUnretained(self).toOpaque() }

        static let write: cairo_write_func_t = { closure, data, length in
            guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
            Unmanaged<Sink>.fromOpaque(closure).takeUnretainedValue().bytes
                .append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
            return CAIRO_STATUS_SUCCESS
        }
    }
}
