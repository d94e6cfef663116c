#if canImport(Glibc)
    import Glibc
#endif

/// Hands memory the allocator holds free back to the system. A whole catalog load or a new search index leaves
/// most of what it built on the way (rows read, documents, sort buffers) free but still resident; without this the
/// process keeps that peak for good.
enum FreedMemory {
    /// Returns the free memory of every allocator arena to the system (glibc's `malloc_trim`, looked up at run
    /// time: Swift's Glibc module does not declare it).
    static func release() {
        #if canImport(Glibc)
            typealias Trim = @convention(c) (Int) -> Int32
            guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") else { return }
            _ = unsafeBitCast(symbol, to: Trim.self)(0)
        #endif
    }
}
