import CPostgres
import Glibc

extension PostgresConnection {
    /// Waits at most `settings.answerMilliseconds` (or to the request's deadline) for the whole answer, where libpq
    /// would wait forever on a frozen server; past it the connection, in an unknown state, is dropped: `.unavailable`.
    /// Returns the first failed result of a script, else its last.
    func answer(on connection: OpaquePointer, sql: String, waitingAtMost milliseconds: Int? = nil) throws(DatabaseError)
        -> OpaquePointer?
    {
        let waited = DatabaseDeadline.bound(.milliseconds(milliseconds ?? settings.answerMilliseconds))
        let deadline = ContinuousClock.now + waited
        var kept: OpaquePointer?
        while true {
            do throws(DatabaseError) {
                try waitUntilReady(connection, deadline: deadline, sql: sql, waited: waited.wholeMilliseconds)
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
            let milliseconds = (deadline - ContinuousClock.now).wholeMilliseconds
            guard milliseconds > 0 else {
                disconnect()
                throw DatabaseError(kind: .unavailable,
                                    message: "PostgreSQL did not answer within \(waited) ms — in: \(sql)")
            }
            var socket = pollfd(fd: PQsocket(connection), events: Int16(POLLIN), revents: 0)
            let ready = poll(&socket, 1, Int32(min(milliseconds, Int(Int32.max))))
            if ready < 0 && errno != EINTR || ready > 0 && PQconsumeInput(connection) == 0 {
                let message = String(cString: PQerrorMessage(connection))
                disconnect()
                throw DatabaseError(kind: .unavailable, message: "lost the PostgreSQL connection: \(message) — in: \(sql)")
            }
        }
    }
}
