import CSQLite
import Synchronization

/// Whether anything committed to an SQLite file since a moment, read without a lock, a statement or a system call
/// (`PRAGMA data_version` costs a read transaction, two `fcntl` locks and ~3 µs on every request).
///
/// In WAL mode every connection of every process maps the file's `-shm` memory, whose first 96 bytes are the
/// WAL-index header twice (SQLite's walformat: `iVersion, unused, iChange, isInit…, mxFrame, nPage, aFrameCksum[2],
/// aSalt[2], aCksum[2]`, 48 bytes). Each commit rewrites both copies (the second, a barrier, then the first) with
/// `iChange` counted up and the new last frame and its checksum, and a checkpoint's restart changes the salt; so
/// equal headers mean nothing committed in between. While a commit is writing them the copies differ, and the mark
/// is nil (the caller treats that as "changed").
///
/// The header is read from a connection of this object's own, opened read-only and used by no one else, which maps
/// the memory once and keeps it mapped until this object goes.
final class SQLiteCommitMark: @unchecked Sendable {
    // @unchecked: `connection` is used only in `init` and `deinit`; `header` points at shared memory only read.
    private let connection: SQLiteConnection
    private let header: UnsafeRawPointer

    /// Nil when the file is not in WAL mode or its shared memory cannot be mapped (then there is no cheap mark).
    init?(path: String) {
        guard let connection = try? SQLiteConnection(path: path, readOnly: true) else { return nil }
        // A read transaction opens the WAL and maps the first region of its shared memory.
        guard (try? connection.queryOne("PRAGMA journal_mode"))??.string("journal_mode")?.lowercased() == "wal",
              (try? connection.execute("BEGIN")) != nil else { return nil }
        _ = try? connection.queryOne("SELECT count(*) AS n FROM sqlite_schema")
        _ = try? connection.execute("COMMIT")
        var file: UnsafeMutablePointer<sqlite3_file>?
        guard sqlite3_file_control(connection.handle, "main", SQLITE_FCNTL_FILE_POINTER, &file) == SQLITE_OK,
              let methods = file?.pointee.pMethods, methods.pointee.iVersion >= 2,
              let map = methods.pointee.xShmMap else { return nil }
        var region: UnsafeMutableRawPointer?
        // Region 0 (32 KB pages of the index), not extended: it exists once the WAL has been read.
        guard map(file, 0, 32 * 1024, 0, &region) == SQLITE_OK, let region else { return nil }
        self.connection = connection
        header = UnsafeRawPointer(region)
    }

    /// The header as it is now (its 48 bytes as six words), or nil while a commit is rewriting it.
    func read() -> SIMD8<UInt64>? {
        // Another process writes this memory: read it afresh every time, after whatever this thread did before.
        atomicMemoryFence(ordering: .acquiring)
        var first = SIMD8<UInt64>(repeating: 0)
        var second = SIMD8<UInt64>(repeating: 0)
        for word in 0..<6 {
            first[word] = header.loadUnaligned(fromByteOffset: word * 8, as: UInt64.self)
            second[word] = header.loadUnaligned(fromByteOffset: 48 + word * 8, as: UInt64.self)
        }
        atomicMemoryFence(ordering: .acquiring)
        return first == second ? first : nil
    }

    deinit {
        connection.close()
    }
}
