/// A move's reads and save in one transaction on SQLite: `writeTogether` takes the writer once
/// (BEGIN IMMEDIATE), and the `readOnWriter`, `write` and `writeAlone` calls its body makes on the same thread run
/// inside that transaction instead of each taking the writer and beginning and committing their own. A move then
/// costs one lock, one snapshot and one commit: BEGIN IMMEDIATE, two SELECTs, UPDATE, INSERT, COMMIT, where it was
/// a read transaction and a write transaction (eight statements). Reading under the write lock also means the
/// version the move read is the one it saves on: no other writer can come between.
///
/// A joined write that throws marks the whole transaction for rollback, whatever the body does with the error
/// (a caller that catches a constraint error and answers "nothing changed" must not commit the writes before it).
extension SQLiteDatabase {
    /// The transaction this thread holds in `writeTogether`, if any. Only the thread that made it uses it.
    final class Joined: @unchecked Sendable {
        let owner: ObjectIdentifier
        let connection: Connection
        var failed = false
        /// Work that must see the commit (dropping caches of what was written), run once the transaction ends.
        var afterCommit: [() -> Void] = []

        init(owner: ObjectIdentifier, connection: Connection) {
            self.owner = owner
            self.connection = connection
        }
    }

    @TaskLocal static var joined: Joined?

    /// This thread's transaction when it is on this database.
    var joinedTransaction: Joined? {
        guard let joined = Self.joined, joined.owner == ObjectIdentifier(self) else { return nil }
        return joined
    }

    /// Runs a write joined to this thread's transaction; a failure marks that transaction for rollback.
    func joining<T>(_ joined: Joined, _ body: (Connection) throws -> T) throws -> T {
        do {
            return try body(joined.connection)
        } catch {
            joined.failed = true
            throw error
        }
    }

    /// `body` with every writer use on this thread joined into one BEGIN IMMEDIATE transaction, committed at the end
    /// (rolled back when a joined write failed; `body`'s answer is returned either way). Throws only when the
    /// transaction cannot begin or commit. The body must not wait for another thread's use of the writer.
    func writeTogether<T: Sendable>(_ body: () -> T) throws -> T {
        if joinedTransaction != nil { return body() }
        var rolledBackAnswer: T?
        var ended: [() -> Void] = []
        // Also after a rollback or a failed commit: dropping a cache is always safe.
        defer {
            ended.forEach { $0() }
            writeEnded()
        }
        do {
            return try write { connection in
                let joined = Joined(owner: ObjectIdentifier(self), connection: connection)
                let value = Self.$joined.withValue(joined) { body() }
                ended = joined.afterCommit
                if joined.failed {
                    rolledBackAnswer = value
                    throw JoinedRollback()
                }
                return value
            }
        } catch is JoinedRollback {
            guard let rolledBackAnswer else { throw DatabaseError(kind: .other, message: "a joined write lost its answer") }
            return rolledBackAnswer
        }
    }

    /// Runs `work` now, or when this thread is in `writeTogether`, once its transaction has ended.
    func afterCommit(_ work: @escaping () -> Void) {
        guard let joined = joinedTransaction else { return work() }
        joined.afterCommit.append(work)
    }
}

/// Ends a `writeTogether` transaction in a rollback after a joined write failed.
private struct JoinedRollback: Error {}
