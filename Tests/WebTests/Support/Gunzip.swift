import CDeflate

/// Unpacks a gzip body with libdeflate, as a browser would.
enum Gunzip {
    static func bytes(_ packed: [UInt8], limit: Int = 16 << 20) -> [UInt8]? {
        guard let decompressor = libdeflate_alloc_decompressor() else { return nil }
        defer { libdeflate_free_decompressor(decompressor) }
        var size = max(4096, packed.count * 8)
        while size <= limit {
            var output = [UInt8](repeating: 0, count: size)
            var written = 0
            let result = packed.withUnsafeBytes { input in
                output.withUnsafeMutableBytes { out in
                    libdeflate_gzip_decompress(decompressor, input.baseAddress, input.count, out.baseAddress, out.count, &written)
                }
            }
            if result == LIBDEFLATE_SUCCESS { return Array(output.prefix(written)) }
            guard result == LIBDEFLATE_INSUFFICIENT_SPACE else { return nil }
            size *= 2
        }
        return nil
    }
}
