import CDeflate
import Synchronization

/// gzip through libdeflate (one-shot, whole buffers: what a page or a static file is). Compressors are kept in a
/// small pool, since one is not safe to share between threads and making one for every answer costs memory churn.
public enum Gzip {
    /// Level 1 for answers made per request: ~2× faster than zlib's level 1 here, within ~5% of its size
    /// (NOTES.md); static files are compressed once, at the best level.
    public static let fastLevel: Int32 = 1
    public static let bestLevel: Int32 = 12

    private static let pools = [fastLevel, bestLevel].map { CompressorPool(level: $0) }

    /// The gzip member holding `bytes`, or nil when it would not be smaller.
    public static func compress(_ bytes: [UInt8], level: Int32 = fastLevel) -> [UInt8]? {
        guard !bytes.isEmpty else { return nil }
        let pool = pools.first { $0.level == level } ?? CompressorPool(level: level)
        let compressor = pool.take()
        defer { pool.give(back: compressor) }
        let bound = libdeflate_gzip_compress_bound(compressor.pointer, bytes.count)
        var output = [UInt8](repeating: 0, count: min(bound, bytes.count))
        let written = bytes.withUnsafeBytes { input in
            output.withUnsafeMutableBytes { out in
                libdeflate_gzip_compress(compressor.pointer, input.baseAddress, input.count, out.baseAddress, out.count)
            }
        }
        // 0 means it did not fit in the plain size: not worth sending compressed.
        guard written > 0 else { return nil }
        output.removeLast(output.count - written)
        return output
    }
}

/// One libdeflate compressor; used by one thread at a time (the pool sees to it).
private final class Compressor: @unchecked Sendable {
    let pointer: OpaquePointer

    init(level: Int32) {
        guard let pointer = libdeflate_alloc_compressor(level) else { fatalError("libdeflate: out of memory") }
        self.pointer = pointer
    }

    deinit { libdeflate_free_compressor(pointer) }
}

/// Idle compressors of one level: as many as threads have needed at once, at most `limit` kept.
private final class CompressorPool: Sendable {
    let level: Int32
    private let idle = Mutex<[Compressor]>([])
    private let limit = 16

    init(level: Int32) { self.level = level }

    func take() -> Compressor {
        idle.withLock { $0.popLast() } ?? Compressor(level: level)
    }

    func give(back compressor: Compressor) {
        idle.withLock { if $0.count < limit { $0.append(compressor) } }
    }
}
