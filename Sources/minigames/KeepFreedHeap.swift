#if canImport(Glibc)
import Glibc

/// glibc's `mallopt`, which the Glibc module does not export (it is declared in malloc.h).
@_silgen_name("mallopt")
private func mallopt(_ parameter: Int32, _ value: Int32) -> Int32

/// `M_TRIM_THRESHOLD` from malloc.h.
private let trimThreshold: Int32 = -1
#endif

/// Pages are built in 40 KB buffers on the worker threads, and with glibc's default trim threshold freeing them hands
/// memory back with `madvise`: 8% of an Expert board GET, plus TLB shoot-downs on every core. Up to 16 MB of free
/// heap per arena is kept instead (inside the 64 MB allowed); `HeapRelease` hands it back after a wave of closes.
func keepFreedHeap() {
    #if canImport(Glibc)
    _ = mallopt(trimThreshold, 16 << 20)
    #endif
}
