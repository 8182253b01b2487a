// Heap allocation counts for the benchmark. Linking this target into an
// executable (exported with --export-dynamic) replaces malloc, calloc and
// realloc for every library in the process with counting wrappers around
// glibc's own functions, so the allocator itself is unchanged.
#ifndef ALLOC_COUNT_H
#define ALLOC_COUNT_H

/// Calls to malloc, calloc and realloc so far.
unsigned long alloc_count_calls(void);
/// Bytes those calls asked for.
unsigned long alloc_count_bytes(void);

#endif
