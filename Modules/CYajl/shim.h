// yajl's event-driven (SAX-style) JSON parser: it streams a file in chunks,
// so reading a large Nightscout export never holds a document tree in memory.
#ifndef CYAJL_SHIM_H
#define CYAJL_SHIM_H

#include <yajl/yajl_parse.h>

#endif
