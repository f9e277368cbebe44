#if canImport(Glibc)
import Glibc

/// glibc's `malloc_trim`, which the Glibc module does not export (it is declared in malloc.h).
@_silgen_name("malloc_trim")
private func mallocTrim(_ pad: Int) -> Int32
#endif

/// Hands the heap closed connections freed back to the kernel once many have closed: glibc keeps their buffers
/// (libmicrohttpd's 32 KB pools) below the trim threshold and between blocks still in use (1,000 event streams left
/// ~27 MB). `malloc_trim` returns it in a few milliseconds.
struct HeapRelease {
    /// How many fewer connections than at their peak since the last release make a release worth it (~7 MB).
    static let closedConnections = 256

    private var peak = 0

    /// A connection opened: `open` are open now.
    mutating func opened(open: Int) {
        peak = max(peak, open)
    }

    /// True once `closedConnections` fewer than the peak are open; the peak starts again from `open`.
    mutating func isDue(open: Int) -> Bool {
        guard peak - open >= Self.closedConnections else { return false }
        peak = open
        return true
    }

    /// Returns the free memory of every heap to the kernel (pages stay mapped and fault back in when used again).
    static func release() {
        #if canImport(Glibc)
        _ = mallocTrim(0)
        #endif
    }
}
