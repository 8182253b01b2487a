// librsvg draws an SVG document on a cairo surface, and cairo writes the
// surface as a PNG (`--format png` rasterises the SVG the program already
// draws) or lays it on a PDF page (`--format pdf`).
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

#endif
