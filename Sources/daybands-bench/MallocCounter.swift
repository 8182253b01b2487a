// Counts the process's heap allocations cheaply: this executable defines
// `malloc`, `calloc` and `realloc`, which the dynamic linker then resolves for
// every library (the Swift runtime and Foundation included); each counts the
// call and forwards to glibc's own implementation (`__libc_malloc`...), so the
// allocator itself is unchanged. Aligned allocations (`posix_memalign`,
// `aligned_alloc`, used by the Swift runtime only for over-aligned types) are
// not counted. Single-threaded counting: the bench does its work on one thread.

@_silgen_name("__libc_malloc") private func libcMalloc(_ size: Int) -> UnsafeMutableRawPointer?
@_silgen_name("__libc_calloc") private func libcCalloc(_ count: Int, _ size: Int) -> UnsafeMutableRawPointer?
@_silgen_name("__libc_realloc") private func libcRealloc(_ pointer: UnsafeMutableRawPointer?, _ size: Int) -> UnsafeMutableRawPointer?

/// Calls to malloc, calloc and realloc, and the bytes they asked for.
nonisolated(unsafe) var mallocCalls = 0
nonisolated(unsafe) var mallocBytes = 0

@_cdecl("malloc")
public func countingMalloc(_ size: Int) -> UnsafeMutableRawPointer? {
    mallocCalls &+= 1
    mallocBytes &+= size
    return libcMalloc(size)
}

@_cdecl("calloc")
public func countingCalloc(_ count: Int, _ size: Int) -> UnsafeMutableRawPointer? {
    mallocCalls &+= 1
    mallocBytes &+= count &* size
    return libcCalloc(count, size)
}

@_cdecl("realloc")
public func countingRealloc(_ pointer: UnsafeMutableRawPointer?, _ size: Int) -> UnsafeMutableRawPointer? {
    mallocCalls &+= 1
    mallocBytes &+= size
    return libcRealloc(pointer, size)
}
