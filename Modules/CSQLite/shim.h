// SQLite 3 for the local archive: a vetted storage engine (transactions,
// WAL, crash safety) rather than hand-written files.
#ifndef CSQLITE_SHIM_H
#define CSQLITE_SHIM_H

#include <sqlite3.h>

// SQLITE_TRANSIENT is a function-pointer cast macro Swift cannot import: text
// and blobs bound with it are copied by SQLite before the call returns.
static inline sqlite3_destructor_type csqlite_transient(void) { return SQLITE_TRANSIENT; }

#endif
