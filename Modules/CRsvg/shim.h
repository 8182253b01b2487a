// librsvg draws an SVG document on a cairo surface, and cairo writes the
// surface as a PNG (`--format png` rasterises the SVG the program already
// draws) or lays it on a PDF page (`--format pdf`).
//
// Nothing here is linked: the program opens librsvg and cairo with dlopen
// only when it makes a picture (PictureLibraries.swift), because binding
// their ~40 shared libraries at every start cost more than `daybands status`
// may take in all (docs/PERFORMANCE.md). So each function used is named
// here as a pointer type made from its declaration (__typeof__), which the
// Swift side casts dlsym's answer to: the types cannot drift from the C ones.
//
// librsvg's own header needs glib's include paths, one of them per
// architecture (/usr/lib/<triple>/glib-2.0/include), which only pkg-config
// knows; and SwiftPM warns about the -pthread pkg-config adds. So the few
// declarations used are written here, as librsvg 2.54 and glib 2 declare
// them (stable C API), and cairo's header, which needs no paths, is included.
#ifndef CRSVG_SHIM_H
#define CRSVG_SHIM_H

#include <stddef.h>
#include <stdint.h>
#include <cairo/cairo.h>
#include <cairo/cairo-pdf.h>

typedef struct _GError {
    uint32_t domain;
    int code;
    char *message;
} GError;
void g_error_free(GError *error);
void g_object_unref(void *object);

typedef struct _RsvgHandle RsvgHandle;
typedef struct _RsvgRectangle {
    double x;
    double y;
    double width;
    double height;
} RsvgRectangle;
RsvgHandle *rsvg_handle_new_from_data(const uint8_t *data, size_t data_len, GError **error);
int rsvg_handle_render_document(RsvgHandle *handle, cairo_t *cr, const RsvgRectangle *viewport, GError **error);

typedef __typeof__(&g_error_free) GErrorFree;
typedef __typeof__(&g_object_unref) GObjectUnref;
typedef __typeof__(&rsvg_handle_new_from_data) RsvgHandleNewFromData;
typedef __typeof__(&rsvg_handle_render_document) RsvgHandleRenderDocument;
typedef __typeof__(&cairo_image_surface_create) CairoImageSurfaceCreate;
typedef __typeof__(&cairo_pdf_surface_create_for_stream) CairoPDFSurfaceCreateForStream;
typedef __typeof__(&cairo_surface_status) CairoSurfaceStatus;
typedef __typeof__(&cairo_surface_finish) CairoSurfaceFinish;
typedef __typeof__(&cairo_surface_destroy) CairoSurfaceDestroy;
typedef __typeof__(&cairo_surface_write_to_png_stream) CairoSurfaceWriteToPNGStream;
typedef __typeof__(&cairo_create) CairoCreate;
typedef __typeof__(&cairo_destroy) CairoDestroy;
typedef __typeof__(&cairo_show_page) CairoShowPage;
typedef __typeof__(&cairo_status_to_string) CairoStatusToString;

#endif
