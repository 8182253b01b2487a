import CRsvg
import DayBands

/// `--format png`: an SVG picture rasterised by librsvg on a cairo image
/// surface, written by cairo as PNG.
enum PNGPicture {
    /// Larger pictures are refused: an ARGB surface takes 4 bytes a pixel.
    static let maximumPixels = 50_000_000

    /// The PNG of `svg` drawn at `width` x `height` pixels.
    static func png(of svg: String, width: Int, height: Int) throws(SVGDrawing.Failure) -> [UInt8] {
        guard width * height <= maximumPixels else {
            throw SVGDrawing.Failure(message: "a PNG of \(width)x\(height) pixels is over the limit of "
                                     + "\(maximumPixels / 1_000_000) million; give a smaller --pixels")
        }
        let library = try PictureLibraries.loaded()
        let surface = library.imageSurfaceCreate(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
        defer { library.surfaceDestroy(surface) }
        try SVGDrawing.check(surface, making: "a \(width)x\(height) image", with: library)
        let context = library.create(surface)
        defer { library.destroy(context) }
        try SVGDrawing.draw(svg, on: context!, width: Double(width), height: Double(height), with: library)
        let sink = SVGDrawing.Sink()
        let status = library.writeToPNGStream(surface, SVGDrawing.Sink.write, sink.closure)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw SVGDrawing.Failure(message: "cairo cannot write the PNG: " + library.reason(status))
        }
        return sink.bytes
    }
}
