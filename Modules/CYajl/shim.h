// yajl's event-driven (SAX-style) JSON parser: it streams a file in chunks,
// so reading a large Nightscout export never holds a document tree in memory.
#ifndef CYAJL_SHIM_H
#define CYAJL_SHIM_H

#include <yajl/yajl_parse.h>

// yajl_config is variadic, which Swift cannot call: one setting it needs.
// Many top-level values, one after another: JSON Lines (mongoexport's output).
static inline int cyajl_allow_multiple_values(yajl_handle handle) {
    return yajl_config(handle, yajl_allow_multiple_values, 1);
}

#endif
