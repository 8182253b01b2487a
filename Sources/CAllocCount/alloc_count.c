#include <stddef.h>
#include "alloc_count.h"

// Aligned allocations (posix_memalign, aligned_alloc; the Swift runtime uses
// them only for over-aligned types) are not counted. The bench counts on one
// thread, so plain counters are enough.
extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);

static unsigned long calls;
static unsigned long bytes;

void *malloc(size_t size) {
    calls++;
    bytes += size;
    return __libc_malloc(size);
}

void *calloc(size_t count, size_t size) {
    calls++;
    bytes += count * size;
    return __libc_calloc(count, size);
}

void *realloc(void *pointer, size_t size) {
    calls++;
    bytes += size;
    return __libc_realloc(pointer, size);
}

unsigned long alloc_count_calls(void) { return calls; }
unsigned long alloc_count_bytes(void) { return bytes; }
