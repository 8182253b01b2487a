import CRsvg
import DayBands

/// `--format pdf`: an SVG picture laid by librsvg on one page of a cairo PDF
/// surface, vectors and text kept (the text stays text, which `pdftotext` reads).
enum PDFPage {
    /// The PDF of `svg` on one page of its size in `pixels` (a pixel is 3/4
    /// of a point, as CSS counts them: an A4 picture is an A4 page).
    static func pdf(of svg: String, pixels: (width: Double, height: Double)) throws(SVGDrawing.Failure) -> [UInt8] {
        let width = pixels.width * 0.75, height = pixels.height * 0.75
        let library = try PictureLibraries.loaded()
        let sink = SVGDrawing.Sink()
        // The sink outlives the surface: cairo writes the file's end when it is finished, below.
        try withExtendedLifetime(sink) { () throws(SVGDrawing.Failure) in
            let surface = library.pdfSurfaceCreateForStream(SVGDrawing.Sink.write, sink.closure, width, height)
            defer { library.surfaceDestroy(surface) }
            try SVGDrawing.check(surface, making: "a PDF page", with: library)
            let context = library.create(surface)
            defer { library.destroy(context) }
            try SVGDrawing.draw(svg, on: context!, width: width, height: height, with: library)
            library.showPage(context)
            library.surfaceFinish(surface)
            try SVGDrawing.check(surface, making: "the PDF", with: library)
        }
        return sink.bytes
    }
}
