import Dispatch
import HTTP
import Storage
import Synchronization

/// The open event streams of each match in this process, told of a change after the commit here and, on PostgreSQL,
/// by every instance's listener, so a stream held elsewhere hears a move too. Each stream remembers the newest
/// version sent, so a change heard twice (here and by NOTIFY) is sent once and versions only go up.
final class OnlineHub: Sendable {
    /// The event's name: the page's script refreshes the match on it.
    static let event = "match"
    /// The event that says a player arrived or left: the page's script refreshes the line that says so.
    static let presenceEvent = "presence"

    private struct Subscriber {
        let stream: EventStream
        var sent: Int
        /// The player whose page holds it, and that page's own id (online.js names it), for `leave`.
        var session: String? = nil
        var page: String? = nil
    }

    private let database: Database
    private let clock: WallClock
    private let subscribers = Mutex<[String: [ObjectIdentifier: Subscriber]]>([:])
    /// Whose page is open on each match (in this process).
    let presence = OnlinePresence()

    init(database: Database, clock: WallClock = .system) {
        self.database = database
        self.clock = clock
    }

    /// Adds `stream` to the match's; `seen` is the version the client shows (its Last-Event-ID). The current version
    /// is read after subscribing and sent at once if newer, so no change is lost in between and a reconnect catches up
    /// in one event. `session`: the one its cookie claims (here while open); `page`: the id its page gave it.
    func subscribe(_ stream: EventStream, token: String, seen: Int, session: String? = nil, page: String? = nil) throws {
        let key = ObjectIdentifier(stream)
        subscribers.withLock {
            $0[token, default: [:]][key] = Subscriber(stream: stream, sent: seen, session: session, page: page)
        }
        if let session {
            noted(.opened, token: token, session: session)
        }
        stream.onClose { [weak self] in
            self?.unsubscribe(key, token: token)
            if let session { self?.noted(.closed, token: token, session: session) }
        }
        if let version = try database.read({ c in try OnlineMatchStore.find(c, token: token)?.version }) {
            publish(token: token, version: version)
        }
    }

    /// Tells every stream of the match that has not been sent `version` yet.
    func publish(token: String, version: Int) {
        let due = subscribers.withLock { all -> [EventStream] in
            guard var streams = all[token] else { return [] }
            var due: [EventStream] = []
            for (key, subscriber) in streams where subscriber.sent < version {
                streams[key]?.sent = version
                due.append(subscriber.stream)
            }
            all[token] = streams
            return due
        }
        for stream in due { stream.send(id: String(version), event: Self.event, data: String(version)) }
    }

    /// A notification from the PostgreSQL listener: "<token> <version>", or nil when it may have missed some (it was
    /// not listening for a while): then every match with a stream here is read again, off the listener's thread.
    func heard(_ payload: String?) {
        guard let payload else {
            DispatchQueue.global().async { [self] in catchUp() }
            return
        }
        let parts = payload.split(separator: " ")
        guard parts.count == 2, let version = Int(parts[1]) else { return }
        publish(token: String(parts[0]), version: version)
    }

    /// Notes a player's page loading, its stream opening or closing, or its leaving; when that changes whether the
    /// player is here, tells the match's streams (the other player's page shows it).
    func noted(_ change: OnlinePresence.Change, token: String, session: String) {
        guard presence.note(change, token: token, session: session, now: clock.now()) else { return }
        let streams = subscribers.withLock { all in all[token].map { $0.values.map(\.stream) } ?? [] }
        for stream in streams { stream.send(event: Self.presenceEvent, data: "changed") }
    }

    /// The page `page` of `session` says it is going away: its streams end now (else only the next keep-alive would
    /// find the socket closed), and unless another page of the same player holds a stream, the player has left.
    func leave(token: String, session: String, page: String) {
        let (leaving, others) = subscribers.withLock { all -> ([EventStream], Int) in
            let mine = (all[token] ?? [:]).values.filter { $0.session == session }
            return (mine.filter { $0.page == page }.map(\.stream), mine.filter { $0.page != page }.count)
        }
        for stream in leaving { stream.close() }
        if others == 0 { noted(.left, token: token, session: session) }
    }

    func isHere(token: String, session: String) -> Bool {
        presence.isHere(token: token, session: session, now: clock.now())
    }

    private func catchUp() {
        let tokens = subscribers.withLock { Array($0.keys) }
        for token in tokens {
            guard let version = try? database.read({ c in try OnlineMatchStore.find(c, token: token)?.version }) else { continue }
            publish(token: token, version: version)
        }
    }

    private func unsubscribe(_ key: ObjectIdentifier, token: String) {
        subscribers.withLock { all in
            all[token]?[key] = nil
            if all[token]?.isEmpty == true { all[token] = nil }
        }
    }
}
