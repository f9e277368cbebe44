/// How the app talks to PostgreSQL. Above all how long anything may wait on it: a stalled or frozen server
/// must turn into a clear 503 within a second or two, never into worker threads that hang with it.
public struct PostgresSettings: Sendable {
    /// libpq's `connect_timeout` in whole seconds (libpq counts no finer): a server that accepts the TCP connection
    /// but never answers (SIGSTOP) fails the connect after this.
    public var connectSeconds = 2
    /// The server cancels a statement after this (`SET LOCAL statement_timeout` in every transaction's BEGIN, so no
    /// session state is left on a pooled connection: PgBouncer in transaction mode works).
    public var statementMilliseconds = 1_500
    /// The server gives up waiting for a lock after this (a table held by `LOCK … ACCESS EXCLUSIVE`).
    public var lockMilliseconds = 1_000
    /// How long the client waits for any one answer before it drops the connection: the bound when the server
    /// cannot even cancel (frozen, or a network that swallows packets).
    public var answerMilliseconds = 1_800
    /// The same bound for a statement run on its own, outside a transaction (a move's reads, its single-statement
    /// save): it carries no `SET LOCAL`, so the client's deadline stands in for the lock timeout.
    public var aloneAnswerMilliseconds = 1_000
    /// How long a request waits for a free pooled connection before it is answered 503.
    public var checkoutMilliseconds = 500
    /// Named prepared statements, kept per connection: off behind PgBouncer in transaction mode, where the next
    /// transaction may run on another server connection (each statement is then parsed anew, unnamed).
    public var preparedStatements = true
    /// Where the change listener connects for LISTEN, when the pool goes through PgBouncer in transaction mode
    /// (LISTEN needs a session of its own on the server); nil: the pool's URL.
    public var listenURL: String?
    /// How long a starting instance keeps trying to reach a server that refuses it (not up yet, or out of
    /// connections) before it gives up, waiting longer between tries up to 2 s; each failed try is told to
    /// `startupRetry` (for the log).
    public var startupWaitSeconds = 30
    public var startupRetry: (@Sendable (DatabaseError) -> Void)?

    public init() {}

    /// For migrations at start: one instance may wait for another's advisory lock, and a step may take long.
    var migrating: PostgresSettings {
        var settings = self
        settings.statementMilliseconds = 0
        settings.lockMilliseconds = 0
        settings.answerMilliseconds = 600_000
        settings.aloneAnswerMilliseconds = 600_000
        return settings
    }

    /// What every transaction starts with, in the same round trip as its BEGIN. Within a request's
    /// `DatabaseDeadline` the server gives up a little before it (it can cancel itself and keep the connection,
    /// which the client cannot do once its own wait has run out); 0 means no timeout, so at least 1 ms.
    func transactionSettings() -> String {
        let statement = timeout(statementMilliseconds)
        let lock = timeout(lockMilliseconds)
        return "SET LOCAL statement_timeout = \(statement); SET LOCAL lock_timeout = \(lock)"
    }

    private func timeout(_ milliseconds: Int) -> Int {
        guard milliseconds > 0, DatabaseDeadline.cuts(.milliseconds(milliseconds + Self.cancelMargin)) else {
            return milliseconds
        }
        return max(1, DatabaseDeadline.bound(.milliseconds(milliseconds + Self.cancelMargin)).wholeMilliseconds
                   - Self.cancelMargin)
    }

    /// How much earlier than the client's deadline the server's own timeouts end.
    private static let cancelMargin = 100
}
