import Foundation
import Testing

@testable import Storage

/// `minigames backup` and `restore`: a copy is one snapshot, replaced only whole; a restore is one transaction that a
/// connection holding the database open sees as a whole.
@Suite struct SQLiteBackupTests {
    @Test func aCopyHoldsWhatWasCommittedAndIsReplacedWhole() throws {
        let scratch = try Scratch()
        let live = try scratch.open()
        defer { live.close() }
        _ = try live.newSession()
        let copy = scratch.path("copy.sqlite")
        let first = try SQLiteBackup.copy(scratch.path(), to: copy)
        #expect(first.games == 0 && first.bytes > 0)

        _ = try live.newSession()
        _ = try SQLiteBackup.copy(scratch.path(), to: copy)
        let reopened = try Database(path: copy, readers: 1)
        defer { reopened.close() }
        #expect(try reopened.count("sessions") == 2)
        #expect(!FileManager.default.fileExists(atPath: copy + ".partial"))
    }

    @Test func aRestoreReplacesTheDatabaseInOneTransactionEvenWhileItIsOpen() throws {
        let scratch = try Scratch()
        let live = try scratch.open()
        defer { live.close() }
        _ = try live.newSession()
        let copy = scratch.path("copy.sqlite")
        _ = try SQLiteBackup.copy(scratch.path(), to: copy)
        for _ in 0..<3 { _ = try live.newSession() }
        #expect(try live.count("sessions") == 4)

        let restored = try SQLiteBackup.restore(copy, into: scratch.path())
        #expect(restored.games == 0)
        #expect(try live.count("sessions") == 1, "the open database reads the copy")
        _ = try live.newSession()
        #expect(try live.count("sessions") == 2, "and writes on after it")
    }

    @Test func aDamagedOrMissingCopyIsRefusedAndChangesNothing() throws {
        let scratch = try Scratch()
        let live = try scratch.open()
        defer { live.close() }
        _ = try live.newSession()
        let damaged = scratch.path("damaged.sqlite")
        try Data(repeating: 0x41, count: 8192).write(to: URL(fileURLWithPath: damaged))
        #expect(throws: DatabaseError.self) { try SQLiteBackup.restore(damaged, into: scratch.path()) }
        #expect(throws: DatabaseError.self) { try SQLiteBackup.restore(scratch.path("none.sqlite"), into: scratch.path()) }
        #expect(throws: DatabaseError.self) { try SQLiteBackup.copy(scratch.path("none.sqlite"), to: scratch.path("c.sqlite")) }
        #expect(try live.count("sessions") == 1)
    }
}
