import Dispatch
import HTTP
import Storage
import Synchronization

/// The open event streams of each match in this process. A change of a match is published with its new version:
/// after the commit by the instance that made it, and on PostgreSQL by every instance's listener too
/// (`OnlineMatchStore.channel`), so a stream held by another instance hears a move within the notification's delay.
/// Each stream remembers the newest version it was sent, so hearing one change twice (in-process and by NOTIFY)
/// sends it once, and versions only ever go up on a stream.
final class OnlineHub: Sendable {
    /// The event's name: the page's script refreshes the match on it.
    static let event = "match"

    private struct Subscriber {
        let stream: EventStream
        var sent: Int
    }

    private let database: Database
    private let subscribers = Mutex<[String: [ObjectIdentifier: Subscriber]]>([:])

    init(database: Database) {
        self.database = database
    }

    /// Adds `stream` to the match's; `seen` is the version the client already shows (its Last-Event-ID). The
    /// current version is read after subscribing and sent at once when newer, so a change committed meanwhile is
    /// never lost between the two, and a client that reconnects catches up with one event (the missed moves
    /// collapse into the current board, which its page fetches).
    func subscribe(_ stream: EventStream, token: String, seen: Int) throws {
        let key = ObjectIdentifier(stream)
        subscribers.withLock { $0[token, default: [:]][key] = Subscriber(stream: stream, sent: seen) }
        stream.onClose { [weak self] in self?.unsubscribe(key, token: token) }
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
