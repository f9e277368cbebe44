import CPostgres
import Glibc

extension PostgresConnection {
    /// Waits at most `settings.answerMilliseconds` for the whole answer to what was just sent: libpq would wait forever
    /// on a frozen server or a network that swallows packets. Past the deadline the connection is dropped (its state
    /// is unknown) and the caller gets `.unavailable`. Returns the first failed result of a script, else its last.
    func answer(on connection: OpaquePointer, sql: String, waitingAtMost milliseconds: Int? = nil) throws(DatabaseError)
        -> OpaquePointer?
    {
        let deadline = ContinuousClock.now + .milliseconds(milliseconds ?? settings.answerMilliseconds)
        var kept: OpaquePointer?
        while true {
            do throws(DatabaseError) {
                try waitUntilReady(connection, deadline: deadline, sql: sql, waited: milliseconds ?? settings.answerMilliseconds)
            } catch {
                if let kept { PQclear(kept) }
                throw error
            }
            guard let result = PQgetResult(connection) else { return kept }
            if let previous = kept {
                if Self.hasFailed(previous) {
                    PQclear(result)  // a script's first failure is the one to report
                    continue
                }
                PQclear(previous)
            }
            kept = result
        }
    }

    private static func hasFailed(_ result: OpaquePointer) -> Bool {
        let status = PQresultStatus(result)
        return status != PGRES_COMMAND_OK && status != PGRES_TUPLES_OK
    }

    /// Polls the socket until libpq holds a whole result, or throws once `deadline` has passed.
    private func waitUntilReady(_ connection: OpaquePointer, deadline: ContinuousClock.Instant, sql: String, waited: Int)
        throws(DatabaseError)
    {
        while PQisBusy(connection) == 1 {
            let left = deadline - ContinuousClock.now
            let milliseconds = left.components.seconds * 1000 + left.components.attoseconds / 1_000_000_000_000_000
            guard milliseconds > 0 else {
                disconnect()
                throw DatabaseError(kind: .unavailable,
                                    message: "PostgreSQL did not answer within \(waited) ms — in: \(sql)")
            }
            var socket = pollfd(fd: PQsocket(connection), events: Int16(POLLIN), revents: 0)
            let ready = poll(&socket, 1, Int32(min(milliseconds, Int64(Int32.max))))
            if ready < 0 && errno != EINTR || ready > 0 && PQconsumeInput(connection) == 0 {
                let message = String(cString: PQerrorMessage(connection))
                disconnect()
                throw DatabaseError(kind: .unavailable, message: "lost the PostgreSQL connection: \(message) — in: \(sql)")
            }
        }
    }
}
