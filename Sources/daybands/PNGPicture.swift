import CRsvg
import DayBands
import Foundation

/// `--format png`: the SVG picture rasterised by librsvg on a cairo image
/// surface of the picture's own size, written by cairo as PNG. The core
/// stays free of the C libraries; this is their only user.
enum PNGPicture {
    /// Larger pictures are refused: an ARGB surface takes 4 bytes a pixel.
    static let maximumPixels = 50_000_000

    struct Failure: Error {
        let message: String
    }

    /// The SVG document `svg`, drawn `width` by `height` pixels.
    static func png(of svg: String, width: Int, height: Int) throws(Failure) -> [UInt8] {
        guard width * height <= maximumPixels else {
            throw Failure(message: "a PNG of \(width)x\(height) pixels is over the limit of "
                          + "\(maximumPixels / 1_000_000) million; give a smaller --pixels")
        }
        var error: UnsafeMutablePointer<GError>?
        defer { if error != nil { g_error_free(error) } }
        func reason(_ what: String) -> Failure {
            let detail = error.flatMap { $0.pointee.message.map { String(cString: $0) } } ?? "no reason given"
            return Failure(message: "\(what): \(PrintableText.escaped(detail, limit: 200))")
        }
        let svg = Array(svg.utf8)
        guard let handle = svg.withUnsafeBufferPointer({ rsvg_handle_new_from_data($0.baseAddress, $0.count, &error) }) else {
            throw reason("librsvg cannot read the picture")
        }
        defer { g_object_unref(UnsafeMutableRawPointer(handle)) }
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            throw Failure(message: "cairo cannot make a \(width)x\(height) image: "
                          + String(cString: cairo_status_to_string(cairo_surface_status(surface))))
        }
        let context = cairo_create(surface)
        defer { cairo_destroy(context) }
        var viewport = RsvgRectangle(x: 0, y: 0, width: Double(width), height: Double(height))
        guard rsvg_handle_render_document(handle, context, &viewport, &error) != 0 else {
            throw reason("librsvg cannot draw the picture")
        }
        let sink = Sink()
        let status = cairo_surface_write_to_png_stream(surface, { closure, data, length in
            guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
            Unmanaged<Sink>.fromOpaque(closure).takeUnretainedValue().bytes
                .append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
            return CAIRO_STATUS_SUCCESS
        }, Unmanaged.passUnretained(sink).toOpaque())
        guard status == CAIRO_STATUS_SUCCESS else {
            throw Failure(message: "cairo cannot write the PNG: " + String(cString: cairo_status_to_string(status)))
        }
        return sink.bytes
    }

    /// Where cairo's write callback collects the PNG's bytes.
    private final class Sink {
        var bytes: [UInt8] = []
    }
}
