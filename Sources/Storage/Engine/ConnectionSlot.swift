/// Carries a connection between threads. Safe because every holder gives it up behind a lock
/// (the SQLite writer's Mutex or a pool's) before another thread can take it.
struct ConnectionSlot: @unchecked Sendable {
    let connection: Connection
}
