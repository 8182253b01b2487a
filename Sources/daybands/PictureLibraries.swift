import CRsvg
import DayBands
#if canImport(Glibc)
import Glibc
#endif

/// librsvg and cairo, opened with `dlopen` the first time a picture is made.
/// Linked, they and their ~40 libraries (pango, harfbuzz, fontconfig, X11's,
/// gio) were bound at every start: most of what `daybands status` took,
/// which a prompt waits on (docs/PERFORMANCE.md). The functions are the few
/// the PNG and PDF makers call, typed from their C declarations (shim.h).
struct PictureLibraries {
    let errorFree: GErrorFree
    let objectUnref: GObjectUnref
    let handleNewFromData: RsvgHandleNewFromData
    let renderDocument: RsvgHandleRenderDocument
    let imageSurfaceCreate: CairoImageSurfaceCreate
    let pdfSurfaceCreateForStream: CairoPDFSurfaceCreateForStream
    let surfaceStatus: CairoSurfaceStatus
    let surfaceFinish: CairoSurfaceFinish
    let surfaceDestroy: CairoSurfaceDestroy
    let writeToPNGStream: CairoSurfaceWriteToPNGStream
    let create: CairoCreate
    let destroy: CairoDestroy
    let showPage: CairoShowPage
    let statusToString: CairoStatusToString

    /// The Debian packages (and sonames) of the libraries: librsvg2-2 brings
    /// cairo, glib and gobject as its own dependencies.
    static let sonames = ["librsvg-2.so.2", "libcairo.so.2", "libgobject-2.0.so.0", "libglib-2.0.so.0"]

    /// Opened once, on first use; the handles stay open for the process's life.
    private static let opened = Result { () throws(SVGDrawing.Failure) in try open() }

    /// The libraries, or why they cannot be opened (not installed: say the package).
    static func loaded() throws(SVGDrawing.Failure) -> PictureLibraries {
        try opened.get()
    }

    private static func open() throws(SVGDrawing.Failure) -> PictureLibraries {
        var handles: [UnsafeMutableRawPointer] = []
        for soname in sonames {
            guard let handle = dlopen(soname, RTLD_NOW | RTLD_LOCAL) else {
                throw SVGDrawing.Failure(message: "cannot open \(soname) for the picture (" + lastError()
                                         + "); install librsvg2-2 (Debian) or librsvg")
            }
            handles.append(handle)
        }
        func symbol<F>(_ name: String, _ type: F.Type) throws(SVGDrawing.Failure) -> F {
            for handle in handles {
                if let address = dlsym(handle, name) { return unsafeBitCast(address, to: type) }
            }
            throw SVGDrawing.Failure(message: "librsvg or cairo has no \(name) (too old a version?)")
        }
        return PictureLibraries(
            errorFree: try symbol("g_error_free", GErrorFree.self),
            objectUnref: try symbol("g_object_unref", GObjectUnref.self),
            handleNewFromData: try symbol("rsvg_handle_new_from_data", RsvgHandleNewFromData.self),
            renderDocument: try symbol("rsvg_handle_render_document", RsvgHandleRenderDocument.self),
            imageSurfaceCreate: try symbol("cairo_image_surface_create", CairoImageSurfaceCreate.self),
            pdfSurfaceCreateForStream: try symbol("cairo_pdf_surface_create_for_stream", CairoPDFSurfaceCreateForStream.self),
            surfaceStatus: try symbol("cairo_surface_status", CairoSurfaceStatus.self),
            surfaceFinish: try symbol("cairo_surface_finish", CairoSurfaceFinish.self),
            surfaceDestroy: try symbol("cairo_surface_destroy", CairoSurfaceDestroy.self),
            writeToPNGStream: try symbol("cairo_surface_write_to_png_stream", CairoSurfaceWriteToPNGStream.self),
            create: try symbol("cairo_create", CairoCreate.self),
            destroy: try symbol("cairo_destroy", CairoDestroy.self),
            showPage: try symbol("cairo_show_page", CairoShowPage.self),
            statusToString: try symbol("cairo_status_to_string", CairoStatusToString.self))
    }

    /// cairo's words for `status`.
    func reason(_ status: cairo_status_t) -> String {
        statusToString(status).map { String(cString: $0) } ?? "status \(status.rawValue)"
    }

    private static func lastError() -> String {
        dlerror().map { PrintableText.escaped(String(cString: $0), limit: 200) } ?? "no reason given"
    }
}
